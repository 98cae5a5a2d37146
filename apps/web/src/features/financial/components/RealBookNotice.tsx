// Deposits and withdrawals move real money, so they live on the real book only (SPEC §4): on the
// virtual book both sections say so and offer the switch instead of a form that would be refused.
import { useTranslation } from "react-i18next";
import { SwitchToRealButton } from "../../../components/SwitchToRealButton.tsx";

export function RealBookNotice() {
  const { t } = useTranslation();
  return (
    <section className="card card--padded financial-notice" data-testid="financial-real-only">
      <h2 className="financial__section-title">{t("financial.realOnlyTitle")}</h2>
      <p>{t("financial.realOnlyBody")}</p>
      <SwitchToRealButton label={t("financial.switchToReal")} testId="financial-switch-real" small={false} />
    </section>
  );
}
