// The user's orders of one product (contract, coin, option), current or history, in one book.
// The three lists differ, so each maps to the same row: number, instrument, status, size; a
// contract also shows its exits, or the exit and recorded tick that closed it (issue 25).
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Select } from "../../../components/Field.tsx";
import { DataTable, PagedList, type Column } from "../../../components/DataTable.tsx";
import { formatDateTime, formatDecimal, useLocale } from "../../../lib/format.ts";
import { orderKinds, useUserOrders, type ContractExits, type OrderKind, type OrderRow, type OrdersQuery } from "../api/users.ts";
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
        {(items) => <OrdersTable rows={items} kind={kind} />}
      </PagedList>
    </>
  );
}

function OrdersTable({ rows, kind }: { rows: readonly OrderRow[]; kind: OrderKind }) {
  const { t } = useTranslation();
  const columns: Column<OrderRow>[] = [
    { header: t("users.orderNo"), cell: (row) => row.orderNo },
    { header: t("users.instrument"), cell: (row) => row.code },
    { header: t("users.status"), cell: (row) => row.status },
    { header: t("users.size"), cell: (row) => row.size },
  ];
  if (kind === "contract") columns.push({ header: t("users.exits.column"), cell: (row) => (row.exits ? <Exits exits={row.exits} /> : "—"), testId: "order-exits" });
  return <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />;
}

/** A contract's exits (issue 25): its stop loss, take profit and trailing stop (level and best price now), or for a closed one the exit and recorded tick that closed it. */
function Exits({ exits }: { exits: ContractExits }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = (value: string) => formatDecimal(value, locale);
  const trigger = exits.closeTrigger;
  if (trigger !== null) {
    const exit = t(`users.exits.exitName.${trigger.purpose}`);
    return <span>{t("users.exits.closedBy", { exit, price: price(trigger.tickPrice), source: trigger.tickSource, time: formatDateTime(trigger.tickTime, locale) })}</span>;
  }
  const trail = exits.trailingStop;
  const lines = [
    exits.stopLoss !== null && t("users.exits.stopLoss", { price: price(exits.stopLoss) }),
    exits.takeProfit !== null && t("users.exits.takeProfit", { price: price(exits.takeProfit) }),
    trail !== null && (trail.level !== null && trail.watermark !== null ? t("users.exits.trailing", { level: price(trail.level), watermark: price(trail.watermark) }) : t("users.exits.trailingWaiting")),
  ].filter((line) => line !== false);
  if (lines.length === 0) return <>—</>;
  return (
    <span className="exit-lines">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}
