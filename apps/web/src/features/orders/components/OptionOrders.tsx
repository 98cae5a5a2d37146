// Option orders, current (pending, with a countdown to expiry) or history (settled: settlement
// price, result and profit). The countdown follows the clock each second; the server settles.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { OptionOrder } from "@tradewind/api/options";
import { useLocale } from "../../../i18n/format.ts";
import { useNow, useOptionOrders } from "../../../lib/orders/hooks.ts";
import type { OrderScope } from "../../../lib/orders/kinds.ts";
import { directionTone, formatCycle, optionStatusKey } from "../labels.ts";
import { Countdown } from "../../../components/orders/Countdown.tsx";
import { OrderList } from "./OrderList.tsx";
import { Cell, DirectionBadge, Price, StatusBadge, Usdt } from "./Parts.tsx";

type Columns = Record<"instrument" | "stake" | "cycle" | "entryPrice" | "expiry" | "profit" | "status" | "actions", string>;

export function OptionOrders({ scope }: { scope: OrderScope }) {
  const { t } = useTranslation();
  const query = useOptionOrders(scope);
  const current = scope === "current";
  const now_ms = useNow(current);
  // Insertion order is the column order.
  const columns: Columns = {
    instrument: t("orders.fields.instrument"),
    stake: t("orders.fields.stake"),
    cycle: t("orders.fields.cycle"),
    entryPrice: t("orders.fields.entryPrice"),
    expiry: current ? t("orders.fields.expiresIn") : t("orders.fields.settlementPrice"),
    profit: current ? t("orders.fields.expectedProfit") : t("orders.fields.profit"),
    status: current ? t("orders.fields.status") : t("orders.fields.result"),
    actions: t("orders.fields.actions"),
  };
  return <OrderList query={query} columns={columns} variant="option" keyOf={(order) => order.id} renderRow={(order) => <OptionRow order={order} columns={columns} now_ms={now_ms} />} />;
}

function OptionRow({ order, columns, now_ms }: { order: OptionOrder; columns: Columns; now_ms: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pending = order.status === "pending";
  return (
    <>
      <Cell label={columns.instrument} className="orders-cell--lead">
        <span className="orders-name">{order.name}</span>
        <span className="orders-tags">
          <DirectionBadge tone={directionTone(order.direction)} label={t(`orders.direction.${order.direction}`)} />
        </span>
      </Cell>
      <Cell label={columns.stake}>
        <Usdt value={order.stake} />
      </Cell>
      <Cell label={columns.cycle}>{formatCycle(order.cycleSeconds, locale)}</Cell>
      <Cell label={columns.entryPrice}>
        <Price value={order.entryPrice} />
      </Cell>
      <Cell label={columns.expiry}>{pending ? <Countdown expiresAt_ms={order.expiresAt} now_ms={now_ms} /> : <Price value={order.settlementPrice} />}</Cell>
      <Cell label={columns.profit} className="orders-cell--profit">
        {pending ? <Usdt value={order.expectedProfit} /> : <Usdt value={order.profit} signed />}
      </Cell>
      <Cell label={columns.status}>
        <StatusBadge status={order.status} label={t(optionStatusKey(order.status))} />
      </Cell>
      <Cell label={columns.actions} className="orders-cell--actions">
        <Link to={`/profile/orders/option/${order.id}`} className="button button--ghost button--small" data-testid="order-details">
          {t("orders.details")}
        </Link>
      </Cell>
    </>
  );
}
