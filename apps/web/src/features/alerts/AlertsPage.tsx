// /profile/alerts (logged-in only): every price alert of the user, and whether this device gets
// them as push messages with the app closed (subscribed through the service worker).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { pushState, subscribePush, unsubscribePush, type PushState } from "../../lib/price-alerts.ts";
import { AlertsPanel } from "../../components/alerts/AlertsPanel.tsx";

export function AlertsPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow" data-testid="alerts-page">
      <PageHeader title={t("alerts.title")} subtitle={t("alerts.subtitle")} backTo="/profile" />
      <PushCard />
      <AlertsPanel />
    </div>
  );
}

function PushCard() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | "busy">("busy");
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  const run = (action: () => Promise<PushState>) => {
    setState("busy");
    setFailed(false);
    action()
      .then(setState)
      .catch(() => {
        setFailed(true);
        void pushState().then(setState);
      });
  };
  const shown = state === "busy" ? "off" : state;
  return (
    <section className="card alerts__push" data-testid="push-card" data-state={state}>
      <h2 className="alerts__heading">{t("alerts.push.title")}</h2>
      <p className="alerts__meta">{t(`alerts.push.${shown}`)}</p>
      {failed && (
        <p className="alerts__error" role="alert">
          {t("alerts.push.failed")}
        </p>
      )}
      {(shown === "on" || shown === "off") && (
        <button type="button" className="button button--secondary button--small" disabled={state === "busy"} onClick={() => run(shown === "on" ? unsubscribePush : subscribePush)} data-testid="push-toggle">
          {shown === "on" ? t("alerts.push.disable") : t("alerts.push.enable")}
        </button>
      )}
    </section>
  );
}
