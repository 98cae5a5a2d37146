// Loading and empty states of the back office's lists and panels; the error state is shared
// with the user site (packages/ui).
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
