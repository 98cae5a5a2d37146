// The user's orders of one product (contract, coin, option), current or history, in one book.
// The three lists differ, so each maps to the same row: number, instrument, status, size.
import { useTranslation } from "react-i18next";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { getUserContractOrders, getUserOptionOrders, getUserSpotOrders } from "@tradewind/api/admin/users";
import { Select } from "../../components/Field.tsx";
import { Pager } from "../../components/Pager.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { call } from "../../lib/api.ts";
import { formatAmount, useLocale } from "../../lib/format.ts";
import { userKey } from "./api.ts";
import { BookSwitch } from "./BookSwitch.tsx";
import { useBookParam, usePageParam } from "./useListParams.ts";

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
      <QueryView query={orders} isEmpty={(data) => data.items.length === 0} emptyMessage={t("users.noOrders")}>
        {(data) => (
          <>
            <OrdersTable rows={data.items} />
            <Pager page={data.page} size={data.size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}

function OrdersTable({ rows }: { rows: readonly OrderRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t("users.orderNo")}</th>
            <th>{t("users.instrument")}</th>
            <th>{t("users.status")}</th>
            <th>{t("users.size")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.orderNo}</td>
              <td>{row.code}</td>
              <td>{row.status}</td>
              <td>{row.size}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
