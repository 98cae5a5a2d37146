// The error state every list and panel of both front ends shows, with an optional retry.
import { useTranslation } from "react-i18next";

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{t("common.errorTitle")}</p>
      <p>{message}</p>
      {onRetry !== undefined && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t("common.retry")}
        </button>
      )}
    </div>
  );
}
