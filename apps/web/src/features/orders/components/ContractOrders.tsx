// Contract orders, current (waiting and open, profit at the last recorded price, refetched every
// 5 s while a position is open) or history (closed and cancelled, realised profit and reason).
// Profit is shown net of fees, with its gross and fees beside it.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ContractOrder } from "@tradewind/api/trading";
import { NetProfit } from "../../../components/orders/NetProfit.tsx";
import { useLocale } from "../../../i18n/format.ts";
import { useContractOrders } from "../../../lib/orders/hooks.ts";
import type { OrderScope } from "../../../lib/orders/kinds.ts";
import { contractStatusKey, directionTone } from "../labels.ts";
import { formatQuantity } from "../../../lib/orders/display.ts";
import { ContractActionButton } from "../../../components/orders/ConfirmAction.tsx";
import { OrderList } from "./OrderList.tsx";
import { Cell, Dash, DirectionBadge, Num, Price, StatusBadge } from "./Parts.tsx";

export function ContractOrders({ scope }: { scope: OrderScope }) {
  const { t } = useTranslation();
  const query = useContractOrders(scope);
  const current = scope === "current";
  // Insertion order is the column order.
  const columns = {
    instrument: t("orders.fields.instrument"),
    lots: `${t("orders.fields.lots")} × ${t("orders.fields.leverage")}`,
    openPrice: t("orders.fields.openPrice"),
    lastPrice: current ? t("orders.fields.markPrice") : t("orders.fields.closePrice"),
    profit: current ? t("orders.fields.unrealisedProfit") : t("orders.fields.profit"),
    slTp: t("orders.fields.slTp"),
    status: t("orders.fields.status"),
    actions: t("orders.fields.actions"),
  };
  return (
    <>
      {current && <p className="orders-hint">{t("orders.liveHint")}</p>}
      <OrderList query={query} columns={columns} variant="contract" keyOf={(order) => order.id} renderRow={(order) => <ContractRow order={order} columns={columns} />} />
    </>
  );
}

type Columns = Record<"instrument" | "lots" | "openPrice" | "lastPrice" | "profit" | "slTp" | "status" | "actions", string>;

function ContractRow({ order, columns }: { order: ContractOrder; columns: Columns }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ended = order.status === "closed" || order.status === "cancelled";
  const { instrument, lots, openPrice, lastPrice, profit, slTp, status, actions } = columns;
  return (
    <>
      <Cell label={instrument} className="orders-cell--lead">
        <span className="orders-name">{order.name}</span>
        <span className="orders-tags">
          <DirectionBadge tone={directionTone(order.direction)} label={t(`orders.direction.${order.direction}`)} />
          <span className="orders-tag">{t(`orders.orderType.${order.orderType}`)}</span>
        </span>
      </Cell>
      <Cell label={lots}>
        <span className="orders-pair">
          <Num>{formatQuantity(order.lots, locale)}</Num> <span aria-hidden="true">×</span> <Num>{order.leverage}x</Num>
        </span>
      </Cell>
      <Cell label={openPrice}>
        {order.openPrice === null ? (
          <>
            <Price value={order.limitPrice} />
            <span className="orders-sub">{t("orders.fields.limitPrice")}</span>
          </>
        ) : (
          <Price value={order.openPrice} />
        )}
      </Cell>
      <Cell label={lastPrice}>{ended ? <Price value={order.closePrice} /> : <Price value={order.markPrice} />}</Cell>
      <Cell label={profit} className="orders-cell--profit">
        <NetProfit order={order} layout="inline" />
        {order.closeReason !== null && <span className="orders-sub">{t(`orders.closeReason.${order.closeReason}`)}</span>}
      </Cell>
      <Cell label={slTp}>
        {order.stopLoss === null && order.takeProfit === null ? (
          <Dash />
        ) : (
          <span className="orders-pair">
            <Price value={order.stopLoss} /> <span aria-hidden="true">/</span> <Price value={order.takeProfit} />
          </span>
        )}
        {order.trailingStop && order.trailingStop.level !== null && !ended && (
          <span className="orders-sub" data-testid="order-trailing-level">
            {t("orders.fields.trailingStop")} <Price value={order.trailingStop.level} />
          </span>
        )}
      </Cell>
      <Cell label={status}>
        <StatusBadge status={order.status} label={t(contractStatusKey(order.status))} />
      </Cell>
      <Cell label={actions} className="orders-cell--actions">
        <ContractActionButton order={order} />
        <Link to={`/profile/orders/contract/${order.id}`} className="button button--ghost button--small" data-testid="order-details">
          {t("orders.details")}
        </Link>
      </Cell>
    </>
  );
}
