// A one-time link, shown once for the admin to hand over (it is not stored anywhere readable).
import { useTranslation } from "react-i18next";
import { formatDateTime, useLocale } from "../../../lib/format.ts";

interface LinkNoticeProps {
  link: { url: string; expiresAt: string; username: string };
  onDismiss: () => void;
}

export function LinkNotice({ link, onDismiss }: LinkNoticeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="notice" role="status" data-testid="link-notice">
      <p>{t("operators.linkFor", { username: link.username, expires: formatDateTime(link.expiresAt, locale) })}</p>
      <code className="secret" data-testid="one-time-link">
        {link.url}
      </code>
      <div className="form__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => void navigator.clipboard.writeText(link.url)}>
          {t("operators.copy")}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onDismiss}>
          {t("common.close")}
        </button>
      </div>
    </div>
  );
}
