// Coin orders, current (waiting for the deal, cancellable) or history (done, cancelled, removed).
// There is no detail endpoint for coin orders, so each row shows every field, the fill's price
// source included.
import { useTranslation } from "react-i18next";
import type { SpotOrder } from "@tradewind/api/spot";
import { useLocale } from "../../../i18n/format.ts";
import { SourceBadge } from "../../../components/market/Badges.tsx";
import { useSpotOrders } from "../../../lib/orders/hooks.ts";
import type { OrderScope } from "../../../lib/orders/kinds.ts";
import { directionTone, spotStatusKey } from "../labels.ts";
import { formatQuantity } from "../../../lib/orders/display.ts";
import { SpotCancelButton } from "../../../components/orders/ConfirmAction.tsx";
import { OrderList } from "./OrderList.tsx";
import { Cell, DirectionBadge, Num, Price, StatusBadge, Time, Usdt } from "./Parts.tsx";

/** Only waiting orders can be cancelled, so history has no actions column. */
type Columns = Record<"pair" | "quantity" | "price" | "turnover" | "fee" | "time" | "status", string> & { actions?: string };

export function SpotOrders({ scope }: { scope: OrderScope }) {
  const { t } = useTranslation();
  const query = useSpotOrders(scope);
  // Insertion order is the column order.
  const columns: Columns = {
    pair: t("orders.fields.pair"),
    quantity: t("orders.fields.quantity"),
    price: t("orders.fields.price"),
    turnover: t("orders.fields.turnover"),
    fee: t("orders.fields.fee"),
    time: t("orders.fields.createdAt"),
    status: t("orders.fields.status"),
    ...(scope === "current" ? { actions: t("orders.fields.actions") } : {}),
  };
  return <OrderList query={query} columns={columns} variant={scope === "current" ? "coin" : "coin-history"} keyOf={(order) => order.id} renderRow={(order) => <SpotRow order={order} columns={columns} />} />;
}

function SpotRow({ order, columns }: { order: SpotOrder; columns: Columns }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Cell label={columns.pair} className="orders-cell--lead">
        <span className="orders-name">
          {order.base}/{order.quote}
        </span>
        <span className="orders-tags">
          <DirectionBadge tone={directionTone(order.side)} label={t(`orders.side.${order.side}`)} />
          <span className="orders-tag">{t(`orders.orderType.${order.orderType}`)}</span>
        </span>
        <span className="orders-sub numeric" dir="ltr">
          {order.orderNo}
        </span>
      </Cell>
      <Cell label={columns.quantity}>
        <Num>
          {formatQuantity(order.quantity, locale)} {order.base}
        </Num>
      </Cell>
      <Cell label={columns.price}>
        <span className="orders-stack">
          <Price value={order.price ?? order.limitPrice} />
          {order.price !== null && order.limitPrice !== null && (
            <span className="orders-sub">
              {t("orders.fields.limitPrice")}: <Price value={order.limitPrice} />
            </span>
          )}
          <SourceBadge source={order.fillSource} />
        </span>
      </Cell>
      <Cell label={columns.turnover}>
        <Usdt value={order.turnover} />
      </Cell>
      <Cell label={columns.fee}>
        <Usdt value={order.fee} />
      </Cell>
      <Cell label={columns.time}>
        <span className="orders-stack">
          <Time value_ms={order.createdAt} />
          {order.filledAt !== null && (
            <span className="orders-sub">
              {t("orders.fields.filledAt")}: <Time value_ms={order.filledAt} />
            </span>
          )}
          {order.cancelledAt !== null && (
            <span className="orders-sub">
              {t("orders.fields.cancelledAt")}: <Time value_ms={order.cancelledAt} />
            </span>
          )}
        </span>
      </Cell>
      <Cell label={columns.status}>
        <StatusBadge status={order.status} label={t(spotStatusKey(order.status))} />
      </Cell>
      {columns.actions !== undefined && (
        <Cell label={columns.actions} className="orders-cell--actions">
          <SpotCancelButton order={order} />
        </Cell>
      )}
    </>
  );
}
