// Withdrawals wait after a security change (issue 24): until when, and why. On the withdrawal
// form and the security page.
import { useTranslation } from "react-i18next";
import { useLocale } from "../i18n/format.ts";
import "./HeldNotice.css";

export function HeldNotice({ until }: { until: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(until));
  return (
    <div className="held-notice" role="status" data-testid="withdrawals-held">
      <strong>{t("security.heldTitle", { time })}</strong>
      <p>{t("security.heldDetail")}</p>
    </div>
  );
}
