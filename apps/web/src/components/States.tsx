// Loading skeletons and the empty state of the user site's lists and panels; the error state is
// shared with the back office (packages/ui).
import { useTranslation } from "react-i18next";

export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-label={label ?? t("common.loading")} aria-busy="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" style={{ inlineSize: `${90 - index * 17}%` }} />
      ))}
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <div className="state state--empty" data-testid="empty-state">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect x="8" y="12" width="32" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 20h32M16 28h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p>{message}</p>
    </div>
  );
}
