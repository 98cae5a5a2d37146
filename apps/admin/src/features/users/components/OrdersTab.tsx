// The user's orders of one product (contract, coin, option), current or history, in one book.
// The three lists differ, so each maps to the same row: number, instrument, status, size.
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Select } from "../../../components/Field.tsx";
import { DataTable, PagedList, type Column } from "../../../components/DataTable.tsx";
import { useLocale } from "../../../lib/format.ts";
import { orderKinds, useUserOrders, type OrderKind, type OrderRow, type OrdersQuery } from "../api/users.ts";
import { BookSwitch } from "./BookSwitch.tsx";
import { usePageParam } from "../../../lib/use-page-param.ts";
import { useBookParam } from "../hooks/use-book-param.ts";

const pageSize = 20;

export function OrdersTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [book, setBook] = useBookParam();
  const [page, setPage] = usePageParam();
  const kind: OrderKind = orderKinds.find((name) => name === params.get("kind")) ?? "contract";
  const scope = params.get("scope") === "history" ? "history" : "current";
  const query: OrdersQuery = { book, scope, page, size: pageSize };
  const orders = useUserOrders(kind, id, query, locale);
  const choose = (key: string, value: string) => setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), [key]: value, page: "1" }));
  return (
    <>
      <div className="filters">
        <Select label={t("users.product")} value={kind} onChange={(event) => choose("kind", event.target.value)}>
          {orderKinds.map((name) => (
            <option key={name} value={name}>
              {t(`users.productName.${name}`)}
            </option>
          ))}
        </Select>
        <Select label={t("users.scope")} value={scope} onChange={(event) => choose("scope", event.target.value)}>
          <option value="current">{t("users.scopeName.current")}</option>
          <option value="history">{t("users.scopeName.history")}</option>
        </Select>
        <BookSwitch book={book} onBook={setBook} />
      </div>
      <PagedList query={orders} emptyMessage={t("users.noOrders")} onPage={setPage}>
        {(items) => <OrdersTable rows={items} />}
      </PagedList>
    </>
  );
}

function OrdersTable({ rows }: { rows: readonly OrderRow[] }) {
  const { t } = useTranslation();
  const columns: Column<OrderRow>[] = [
    { header: t("users.orderNo"), cell: (row) => row.orderNo },
    { header: t("users.instrument"), cell: (row) => row.code },
    { header: t("users.status"), cell: (row) => row.status },
    { header: t("users.size"), cell: (row) => row.size },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />;
}
