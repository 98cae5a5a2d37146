// The user's orders of one product (contract, coin, option), current or history, in one book.
// The three lists differ, so each maps to the same row: number, instrument, status, size.
import { useTranslation } from "react-i18next";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { getUserContractOrders, getUserOptionOrders, getUserSpotOrders } from "@tradewind/api/admin/users";
import { Select } from "../../../components/Field.tsx";
import { DataTable, PagedList, type Column } from "../../../components/DataTable.tsx";
import { call } from "../../../lib/api.ts";
import { formatAmount, useLocale } from "../../../lib/format.ts";
import { userKey } from "../api/users.ts";
import { BookSwitch } from "./BookSwitch.tsx";
import { useBookParam, usePageParam } from "../hooks/use-list-params.ts";

const kinds = ["contract", "spot", "option"] as const;
type Kind = (typeof kinds)[number];
const pageSize = 20;

interface OrderRow {
  id: string;
  orderNo: string;
  code: string;
  status: string;
  size: string;
}

type OrdersQuery = { book: "real" | "demo"; scope: "current" | "history"; page: number; size: number };

async function fetchOrders(kind: Kind, id: string, query: OrdersQuery, locale: string) {
  const base = { params: { id }, query };
  if (kind === "contract") {
    const page = await call(getUserContractOrders, base);
    return { ...page, items: page.items.map((o): OrderRow => ({ id: o.id, orderNo: o.orderNo, code: o.code, status: o.status, size: `${o.lots} × ${o.leverage}` })) };
  }
  if (kind === "spot") {
    const page = await call(getUserSpotOrders, base);
    return { ...page, items: page.items.map((o): OrderRow => ({ id: o.id, orderNo: o.orderNo, code: o.code, status: o.status, size: `${o.side} ${o.quantity} ${o.base}` })) };
  }
  const page = await call(getUserOptionOrders, base);
  return { ...page, items: page.items.map((o): OrderRow => ({ id: o.id, orderNo: o.orderNo, code: o.code, status: o.status, size: `${o.direction} ${formatAmount(o.stake, "USDT", locale)} USDT` })) };
}

export function OrdersTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [book, setBook] = useBookParam();
  const [page, setPage] = usePageParam();
  const kind: Kind = kinds.find((name) => name === params.get("kind")) ?? "contract";
  const scope = params.get("scope") === "history" ? "history" : "current";
  const query: OrdersQuery = { book, scope, page, size: pageSize };
  const orders = useQuery({ queryKey: [...userKey(id), "orders", kind, query, locale], queryFn: () => fetchOrders(kind, id, query, locale), placeholderData: keepPreviousData });
  const choose = (key: string, value: string) => setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), [key]: value, page: "1" }));
  return (
    <>
      <div className="filters">
        <Select label={t("users.product")} value={kind} onChange={(event) => choose("kind", event.target.value)}>
          {kinds.map((name) => (
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
