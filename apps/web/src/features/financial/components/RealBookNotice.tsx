// Deposits and withdrawals move real money, so they live on the real book only (SPEC §4): on the
// virtual book both sections say so and offer the switch instead of a form that would be refused.
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/Toast.tsx";
import { setAccountFlag } from "../../../lib/session.ts";

export function RealBookNotice() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <section className="card card--padded financial-notice" data-testid="financial-real-only">
      <h2 className="financial__section-title">{t("financial.realOnlyTitle")}</h2>
      <p>{t("financial.realOnlyBody")}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          setAccountFlag("2");
          toast(t("profile.switchedToReal"), "info");
        }}
        data-testid="financial-switch-real"
      >
        {t("financial.switchToReal")}
      </button>
    </section>
  );
}
