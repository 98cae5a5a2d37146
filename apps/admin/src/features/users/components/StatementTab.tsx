// The user's statement of one book's available account, newest first, paged by the server.
import { useTranslation } from "react-i18next";
import type { ResultOf } from "@tradewind/api/endpoint";
import type { getUserStatement } from "@tradewind/api/admin/users";
import { DataTable, PagedList, type Column } from "../../../components/DataTable.tsx";
import { statementMoneyFormatter } from "@tradewind/ui/money-format.ts";
import { formatDateTime, useLocale } from "../../../lib/format.ts";
import { useUserStatement } from "../api/users.ts";
import { BookSwitch } from "./BookSwitch.tsx";
import { usePageParam } from "../../../lib/use-page-param.ts";
import { useBookParam } from "../hooks/use-book-param.ts";
import { entryKindName } from "../entry-kind.ts";

const pageSize = 20;

type StatementLine = ResultOf<typeof getUserStatement>["items"][number];

export function StatementTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [book, setBook] = useBookParam();
  const [page, setPage] = usePageParam();
  const query = { book, page, size: pageSize };
  const statement = useUserStatement(id, query);
  // One exact scale per currency over the page: each balance after reads as the older one plus the amount.
  const money = statementMoneyFormatter(statement.data?.items ?? [], locale);
  const columns: Column<StatementLine>[] = [
    { header: t("users.time"), cell: (line) => formatDateTime(line.createdAt, locale) },
    {
      header: t("users.kind"),
      cell: (line) => {
        const kind = entryKindName(t, line.kind);
        return line.part === "fee" ? `${kind} (${t("users.fee")})` : kind;
      },
    },
    { header: t("users.reference"), cell: (line) => line.reference ?? "—" },
    { header: t("money.amount"), headerClassName: "num", className: "num", cell: (line) => `${money(line.amount, line.currency, true)} ${line.currency}` },
    { header: t("money.balanceAfter"), headerClassName: "num", className: "num", cell: (line) => money(line.balanceAfter, line.currency) },
  ];
  return (
    <>
      <div className="filters">
        <BookSwitch book={book} onBook={setBook} />
      </div>
      <PagedList query={statement} emptyMessage={t("users.noStatement")} onPage={setPage}>
        {(items) => <DataTable columns={columns} rows={items} rowKey={(line) => `${line.entryId}-${line.part}`} rowTestId={(line) => `statement-${line.kind}`} testId="statement" />}
      </PagedList>
    </>
  );
}
