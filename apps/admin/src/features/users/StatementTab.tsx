// The user's statement of one book's available account, newest first, paged by the server.
import { useTranslation } from "react-i18next";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getUserStatement } from "@tradewind/api/admin/users";
import { Pager } from "../../components/Pager.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { call } from "../../lib/api.ts";
import { formatAmount, formatDateTime, useLocale } from "../../lib/format.ts";
import { userKey } from "./api.ts";
import { BookSwitch } from "./BookSwitch.tsx";
import { useBookParam, usePageParam } from "./useListParams.ts";

const pageSize = 20;

export function StatementTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [book, setBook] = useBookParam();
  const [page, setPage] = usePageParam();
  const query = { book, page, size: pageSize };
  const statement = useQuery({ queryKey: [...userKey(id), "statement", query], queryFn: () => call(getUserStatement, { params: { id }, query }), placeholderData: keepPreviousData });
  return (
    <>
      <div className="filters">
        <BookSwitch book={book} onBook={setBook} />
      </div>
      <QueryView query={statement} isEmpty={(data) => data.items.length === 0} emptyMessage={t("users.noStatement")}>
        {(data) => (
          <>
            <div className="table-wrap">
              <table className="table" data-testid="statement">
                <thead>
                  <tr>
                    <th>{t("users.time")}</th>
                    <th>{t("users.kind")}</th>
                    <th>{t("users.reference")}</th>
                    <th className="num">{t("money.amount")}</th>
                    <th className="num">{t("money.balanceAfter")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((line) => (
                    <tr key={`${line.entryId}-${line.part}`} data-testid={`statement-${line.kind}`}>
                      <td>{formatDateTime(line.createdAt, locale)}</td>
                      <td>{line.part === "fee" ? `${line.kind} (${t("users.fee")})` : line.kind}</td>
                      <td>{line.reference ?? "—"}</td>
                      <td className="num">{`${formatAmount(line.amount, line.currency, locale, true)} ${line.currency}`}</td>
                      <td className="num">{formatAmount(line.balanceAfter, line.currency, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={data.page} size={data.size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
