// Loading, empty and error states every list and panel uses.
import { useTranslation } from "react-i18next";

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="state state--loading" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      {t("common.loading")}
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <div className="state state--empty" data-testid="empty-state">
      {message}
    </div>
  );
}

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
