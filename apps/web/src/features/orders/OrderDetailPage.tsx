// One contract or option order (/profile/orders/:kind/:id) with every labelled field of SPEC §3
// that applies and the source of each price it used. Fields without a value yet (a waiting
// order has no open price) are left out rather than shown empty. Coin orders have no detail.
import type { ReactNode } from "react";
import { Link, Navigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import type { ContractOrder } from "@tradewind/api/trading";
import type { OptionOrder } from "@tradewind/api/options";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { exactScaleOf } from "@tradewind/ui/money-format.ts";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Skeleton } from "../../components/States.tsx";
import { useLocale } from "../../i18n/format.ts";
import { SourceBadge } from "../../components/market/Badges.tsx";
import { NetProfit } from "../../components/orders/NetProfit.tsx";
import { ContractActionButton } from "../../components/orders/ConfirmAction.tsx";
import { Countdown } from "../../components/orders/Countdown.tsx";
import { BookBadge, DirectionBadge, Num, Price, StatusBadge, Time, Usdt } from "./components/Parts.tsx";
import { useContractOrder, useNow, useOptionOrder } from "../../lib/orders/hooks.ts";
import { contractStatusKey, directionTone, formatCycle, optionStatusKey } from "./labels.ts";
import { formatQuantity } from "../../lib/orders/display.ts";
import { formatPrice } from "../../lib/market-data/format.ts";
import { ExitsEditor } from "./components/ExitsEditor.tsx";
import "./orders.css";

type Field = [label: ParseKeys, value: ReactNode, present: boolean];

export function OrderDetailPage() {
  const { kind, id } = useParams();
  if (id === undefined || !/^[1-9]\d{0,18}$/.test(id)) return <Navigate to="/profile/orders" replace />;
  if (kind === "contract") return <ContractDetail id={id} />;
  if (kind === "option") return <OptionDetail id={id} />;
  return <Navigate to="/profile/orders" replace />;
}

function ContractDetail({ id }: { id: string }) {
  const query = useContractOrder(id);
  return <DetailFrame tab="contract" query={query} render={(order) => <ContractBody order={order} />} />;
}

function OptionDetail({ id }: { id: string }) {
  const query = useOptionOrder(id);
  return <DetailFrame tab="option" query={query} render={(order) => <OptionBody order={order} />} />;
}

interface FrameProps<Order> {
  tab: "contract" | "option";
  query: { isPending: boolean; isError: boolean; error: unknown; data: Order | undefined; refetch: () => unknown };
  render: (order: Order) => ReactNode;
}

function DetailFrame<Order>({ tab, query, render }: FrameProps<Order>) {
  const { t } = useTranslation();
  return (
    <div className="page orders orders-detail" data-testid="order-detail">
      <Link to={`/profile/orders?tab=${tab}`} className="page-back">
        {t("orders.backToOrders")}
      </Link>
      {query.data !== undefined ? (
        render(query.data)
      ) : query.isError ? (
        <div className="card">
          <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <div className="card card--padded">
          <Skeleton lines={8} />
        </div>
      )}
    </div>
  );
}

function ContractBody({ order }: { order: ContractOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const trailing = order.trailingStop;
  const trigger = order.closeTrigger;
  const position: Field[] = [
    ["orders.fields.orderNo", <Num>{order.orderNo}</Num>, true],
    ["orders.fields.orderType", t(`orders.orderType.${order.orderType}`), true],
    ["orders.fields.lots", <Num>{formatQuantity(order.lots, locale)}</Num>, true],
    ["orders.fields.leverage", <Num>{order.leverage}x</Num>, true],
    ["orders.fields.margin", <Usdt value={order.margin} exact />, true],
    ["orders.fields.fee", <Usdt value={order.fee} exact />, true],
    ["orders.fields.stopLoss", <Price value={order.stopLoss} />, order.stopLoss !== null],
    ["orders.fields.takeProfit", <Price value={order.takeProfit} />, order.takeProfit !== null],
    ["orders.fields.trailingStop", trailing && t(`orders.trailingBy.${trailing.kind}`, { value: trailing.kind === "price" ? formatPrice(trailing.value, locale) : trailing.value }), trailing !== null],
    ["orders.fields.trailingLevel", <Price value={trailing?.level ?? null} />, trailing !== null && trailing.level !== null && order.status === "open"],
    ["orders.fields.liquidationPrice", <Price value={order.liquidationPrice} />, order.liquidationPrice !== null && order.status === "open"],
    ["orders.fields.createdAt", <Time value_ms={order.createdAt} />, true],
  ];
  const prices: Field[] = [
    ["orders.fields.limitPrice", <Price value={order.limitPrice} />, order.limitPrice !== null],
    ["orders.fields.openPrice", <PriceWithSource price={order.openPrice} source={order.openSource} />, order.openPrice !== null],
    ["orders.fields.openTime", <Time value_ms={order.openTime} />, order.openTime !== null],
    ["orders.fields.markPrice", <Price value={order.markPrice} />, order.status === "open" && order.markPrice !== null],
    ["orders.fields.closePrice", <PriceWithSource price={order.closePrice} source={order.closeSource} />, order.closePrice !== null],
    ["orders.fields.closeTime", <Time value_ms={order.closeTime} />, order.closeTime !== null],
  ];
  const outcome: Field[] = [
    [order.status === "open" ? "orders.fields.unrealisedProfit" : "orders.fields.profit", <NetProfit order={order} layout="rows" />, order.profit !== null],
    ["orders.fields.closeReason", order.closeReason === null ? null : t(`orders.closeReason.${order.closeReason}`), order.closeReason !== null],
    [
      "orders.fields.closeTrigger",
      trigger && (
        <span data-testid="order-close-trigger">
          {t("orders.closedBy", { reason: t(`orders.closeReason.${trigger.purpose}`), level: formatPrice(trigger.level, locale), price: formatPrice(trigger.tickPrice, locale), time: new Date(trigger.tickTime).toLocaleString(locale) })}
        </span>
      ),
      trigger !== null,
    ],
  ];
  return (
    <DetailLayout
      title={t("orders.detail.contractTitle", { orderNo: order.orderNo })}
      order={order}
      direction={order.direction}
      status={t(contractStatusKey(order.status))}
      action={<ContractActionButton order={order} />}
      sections={[position, prices, outcome]}
      extra={order.status === "open" || order.status === "waiting" ? <ExitsEditor key={`${order.id}:${order.stopLoss}:${order.takeProfit}:${order.trailingStop?.kind}:${order.trailingStop?.value}`} order={order} /> : null}
    />
  );
}

function OptionBody({ order }: { order: OptionOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pending = order.status === "pending";
  const now_ms = useNow(pending);
  // The payout is the stake plus the profit: the money figures share one exact scale.
  const scale = exactScaleOf([order.stake, order.expectedProfit, order.payout ?? "0", order.profit ?? "0"], "USDT");
  const position: Field[] = [
    ["orders.fields.orderNo", <Num>{order.orderNo}</Num>, true],
    ["orders.fields.stake", <Usdt value={order.stake} scale={scale} />, true],
    ["orders.fields.cycle", formatCycle(order.cycleSeconds, locale), true],
    ["orders.fields.payoutRatio", <Num>{new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 4 }).format(order.payoutRatio as Intl.StringNumericLiteral)}</Num>, true],
    ["orders.fields.openTime", <Time value_ms={order.openTime} />, true],
    ["orders.fields.expiresAt", <Time value_ms={order.expiresAt} />, true],
    ["orders.fields.expiresIn", <Countdown expiresAt_ms={order.expiresAt} now_ms={now_ms} />, pending],
  ];
  const prices: Field[] = [
    ["orders.fields.entryPrice", <PriceWithSource price={order.entryPrice} source={order.entrySource} />, true],
    ["orders.fields.settlementPrice", <PriceWithSource price={order.settlementPrice} source={order.settlementSource} />, order.settlementPrice !== null],
    ["orders.fields.settlementPriceTime", <Time value_ms={order.settlementPriceTime} />, order.settlementPriceTime !== null],
  ];
  const outcome: Field[] = [
    ["orders.fields.expectedProfit", <Usdt value={order.expectedProfit} scale={scale} />, true],
    ["orders.fields.payout", <Usdt value={order.payout} scale={scale} />, order.payout !== null],
    ["orders.fields.profit", <Usdt value={order.profit} signed scale={scale} />, order.profit !== null],
    ["orders.fields.settledAt", <Time value_ms={order.settledAt} />, order.settledAt !== null],
  ];
  return <DetailLayout title={t("orders.detail.optionTitle", { orderNo: order.orderNo })} order={order} direction={order.direction} status={t(optionStatusKey(order.status))} action={null} sections={[position, prices, outcome]} />;
}

interface LayoutProps {
  title: string;
  order: Pick<ContractOrder | OptionOrder, "name" | "book" | "status">;
  direction: ContractOrder["direction"] | OptionOrder["direction"];
  status: string;
  action: ReactNode;
  /** Position, prices and sources, outcome. */
  sections: [Field[], Field[], Field[]];
  /** Shown after the sections (a live contract order's exits editor). */
  extra?: ReactNode;
}

function DetailLayout({ title, order, direction, status, action, sections: [position, prices, outcome], extra }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <header className="card card--padded orders-detail__head">
        <div className="orders-detail__title">
          <h1 className="page__title">{order.name}</h1>
          <p className="orders-sub">{title}</p>
          <p className="orders-tags">
            <DirectionBadge tone={directionTone(direction)} label={t(`orders.direction.${direction}`)} />
            <StatusBadge status={order.status} label={status} />
            <BookBadge book={order.book} />
          </p>
        </div>
        <div className="orders-detail__action">{action}</div>
      </header>
      <FieldSection title={t("orders.detail.position")} fields={position} />
      <FieldSection title={t("orders.detail.prices")} fields={prices} />
      <FieldSection title={t("orders.detail.outcome")} fields={outcome} />
      {extra}
    </>
  );
}

function FieldSection({ title, fields }: { title: string; fields: Field[] }) {
  const { t } = useTranslation();
  const shown = fields.filter(([, , present]) => present);
  if (shown.length === 0) return null;
  return (
    <section className="card card--padded orders-detail__section">
      <h2>{title}</h2>
      <dl className="orders-fields">
        {shown.map(([label, value]) => (
          <div key={label} className="orders-fields__item">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PriceWithSource({ price, source }: { price: string | null; source: string | null }) {
  return (
    <span className="orders-pair">
      <Price value={price} /> <SourceBadge source={source} />
    </span>
  );
}
