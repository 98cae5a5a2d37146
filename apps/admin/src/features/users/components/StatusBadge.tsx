// A user's status as a coloured badge.
import { useTranslation } from "react-i18next";
import type { userStatuses } from "@tradewind/api/admin/users";

export function StatusBadge({ status }: { status: (typeof userStatuses)[number] }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge--${status}`} data-testid="user-status">
      {t(`users.statusName.${status}`)}
    </span>
  );
}
