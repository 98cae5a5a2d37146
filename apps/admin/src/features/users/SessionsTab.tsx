// The user's sessions, live and ended, newest first.
import { useTranslation } from "react-i18next";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getUserSessions } from "@tradewind/api/admin/users";
import { Pager } from "../../components/Pager.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { call } from "../../lib/api.ts";
import { formatDateTime, useLocale } from "../../lib/format.ts";
import { userKey } from "./api.ts";
import { usePageParam } from "./useListParams.ts";

const pageSize = 20;

export function SessionsTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = usePageParam();
  const query = { page, size: pageSize };
  const sessions = useQuery({ queryKey: [...userKey(id), "sessions", query], queryFn: () => call(getUserSessions, { params: { id }, query }), placeholderData: keepPreviousData });
  return (
    <QueryView query={sessions} isEmpty={(data) => data.items.length === 0} emptyMessage={t("users.noSessions")}>
      {(data) => (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th>{t("users.started")}</th>
                  <th>{t("users.expires")}</th>
                  <th>{t("users.ended")}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((session) => (
                  <tr key={session.id}>
                    <td>{formatDateTime(session.createdAt, locale)}</td>
                    <td>{formatDateTime(session.expiresAt, locale)}</td>
                    <td>{formatDateTime(session.revokedAt, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} size={data.size} total={data.total} onPage={setPage} />
        </>
      )}
    </QueryView>
  );
}
