// The user's sessions, live and ended, newest first.
import { useTranslation } from "react-i18next";
import type { ResultOf } from "@tradewind/api/endpoint";
import type { getUserSessions } from "@tradewind/api/admin/users";
import { DataTable, PagedList, type Column } from "../../../components/DataTable.tsx";
import { formatDateTime, useLocale } from "../../../lib/format.ts";
import { useUserSessions } from "../api/users.ts";
import { usePageParam } from "../../../lib/use-page-param.ts";

const pageSize = 20;

type UserSession = ResultOf<typeof getUserSessions>["items"][number];

export function SessionsTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = usePageParam();
  const query = { page, size: pageSize };
  const sessions = useUserSessions(id, query);
  const columns: Column<UserSession>[] = [
    { header: t("users.started"), cell: (session) => formatDateTime(session.createdAt, locale) },
    { header: t("users.expires"), cell: (session) => formatDateTime(session.expiresAt, locale) },
    { header: t("users.ended"), cell: (session) => formatDateTime(session.revokedAt, locale) },
  ];
  return (
    <PagedList query={sessions} emptyMessage={t("users.noSessions")} onPage={setPage}>
      {(items) => <DataTable columns={columns} rows={items} rowKey={(session) => session.id} />}
    </PagedList>
  );
}
