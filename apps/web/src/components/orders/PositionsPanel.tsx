// Everything the user has open beside the chart: on the shown instrument in full (open contract
// positions with their profit net of fees, waiting contract limit orders, waiting coin limit
// orders and running options with their countdown, each with close, cancel or details), then a
// compact list of the open positions on other instruments, each linking to its chart. Visitors
// see nothing here.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ContractOrder } from "@tradewind/api/trading";
import type { OptionOrder } from "@tradewind/api/options";
import type { SpotOrder } from "@tradewind/api/spot";
import { formatAmount, useLocale } from "../../i18n/format.ts";
import { formatPrice } from "../../lib/market-data/format.ts";
import { formatQuantity } from "../../lib/orders/display.ts";
import { useContractOrders, useNow, useOptionOrders, useSpotOrders } from "../../lib/orders/hooks.ts";
import { useSession } from "../../lib/session.ts";
import { ContractActionButton, SpotCancelButton } from "./ConfirmAction.tsx";
import { Countdown } from "./Countdown.tsx";
import { NetProfit } from "./NetProfit.tsx";
import "./PositionsPanel.css";

export function PositionsPanel({ code, name }: { code: string; name: string }) {
  const { loggedIn } = useSession();
  return loggedIn ? <Positions code={code} name={name} /> : null;
}

function itemsOf<Item>(data: { pages: { items: Item[] }[] } | undefined): Item[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

function Positions({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  const contracts = useContractOrders("current");
  const coins = useSpotOrders("current");
  const options = useOptionOrders("current");
  const here = {
    contracts: itemsOf(contracts.data).filter((order) => order.code === code),
    coins: itemsOf(coins.data).filter((order) => order.code === code && order.status === "waiting"),
    options: itemsOf(options.data).filter((order) => order.code === code && order.status === "pending"),
  };
  const now_ms = useNow(here.options.length > 0);
  const elsewhere = itemsOf(contracts.data).filter((order) => order.code !== code && order.status === "open");
  return (
    <section className="positions card card--padded" data-testid="market-positions" aria-labelledby="positions-title">
      <div className="positions__head">
        <h3 id="positions-title" className="positions__title">
          {t("marketPage.positions.title", { name })}
        </h3>
        <Link to="/profile/orders" className="positions__all">
          {t("marketPage.positions.allOrders")}
        </Link>
      </div>
      {contracts.isPending || coins.isPending || options.isPending ? null : <OpenHere name={name} open={here} now_ms={now_ms} />}
      {elsewhere.length > 0 && (
        <>
          <h4 className="positions__subtitle">{t("marketPage.positions.elsewhere")}</h4>
          <ul className="positions__compact" data-testid="positions-elsewhere">
            {elsewhere.map((order) => (
              <li key={order.id} className="positions__compact-row">
                <Link to={`/market?code=${encodeURIComponent(order.code)}`} className="positions__name">
                  <bdi>{order.name}</bdi> · {t(`orders.direction.${order.direction}`)}
                </Link>
                <NetProfit order={order} layout="inline" />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** What is open on one instrument; the caller passes only that instrument's open or waiting orders. */
export interface OpenOnInstrument {
  contracts: readonly ContractOrder[];
  coins: readonly SpotOrder[];
  options: readonly OptionOrder[];
}

/** The shown instrument's open things, grouped by product under the order tabs' names; "none" only when all three are empty. */
export function OpenHere({ name, open, now_ms }: { name: string; open: OpenOnInstrument; now_ms: number }) {
  const { t } = useTranslation();
  if (open.contracts.length + open.coins.length + open.options.length === 0) return <p className="positions__none">{t("marketPage.positions.none", { name })}</p>;
  return (
    <>
      {open.contracts.length > 0 && (
        <Group title={t("orders.kinds.contract")} kind="contract">
          {open.contracts.map((order) => (
            <PositionRow key={order.id} order={order} />
          ))}
        </Group>
      )}
      {open.coins.length > 0 && (
        <Group title={t("orders.kinds.coin")} kind="coin">
          {open.coins.map((order) => (
            <CoinRow key={order.id} order={order} />
          ))}
        </Group>
      )}
      {open.options.length > 0 && (
        <Group title={t("orders.kinds.option")} kind="option">
          {open.options.map((order) => (
            <OptionRow key={order.id} order={order} now_ms={now_ms} />
          ))}
        </Group>
      )}
    </>
  );
}

function Group({ title, kind, children }: { title: string; kind: string; children: ReactNode }) {
  return (
    <div className="positions__group" data-testid={`positions-${kind}`}>
      <h4 className="positions__subtitle">{title}</h4>
      <ul className="positions__list">{children}</ul>
    </div>
  );
}

/** A label and its figure, the figure kept left-to-right in any language. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="positions__entry">
      {label}{" "}
      <span className="numeric" dir="ltr">
        {children}
      </span>
    </span>
  );
}

function PositionRow({ order }: { order: ContractOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const waiting = order.openPrice === null;
  const entry = waiting ? order.limitPrice : order.openPrice;
  return (
    <li className="positions__row" data-testid="position-row" data-status={order.status}>
      <div className="positions__what">
        <span className={`positions__direction positions__direction--${order.direction}`}>{t(`orders.direction.${order.direction}`)}</span>
        <span className="numeric" dir="ltr">
          {formatQuantity(order.lots, locale)} × {order.leverage}x
        </span>
        <Figure label={waiting ? t("orders.fields.limitPrice") : t("orders.fields.openPrice")}>{entry === null ? "—" : formatPrice(entry, locale)}</Figure>
      </div>
      {!waiting && <NetProfit order={order} layout="inline" />}
      <div className="positions__actions">
        <ContractActionButton order={order} />
        <Link to={`/profile/orders/contract/${order.id}`} className="button button--ghost button--small">
          {t("orders.details")}
        </Link>
      </div>
    </li>
  );
}

/** A coin limit order waiting for the deal: side, quantity and limit price; cancelling releases what it holds. */
function CoinRow({ order }: { order: SpotOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tone = order.side === "buy" ? "long" : "short";
  return (
    <li className="positions__row" data-testid="coin-order-row" data-status={order.status}>
      <div className="positions__what">
        <span className={`positions__direction positions__direction--${tone}`}>{t(`orders.side.${order.side}`)}</span>
        <span className="numeric" dir="ltr">
          {formatQuantity(order.quantity, locale)} {order.base}
        </span>
        <Figure label={t("orders.fields.limitPrice")}>{order.limitPrice === null ? "—" : formatPrice(order.limitPrice, locale)}</Figure>
        <span className="positions__status">{t("orders.spotStatus.waiting")}</span>
      </div>
      <div className="positions__actions">
        <SpotCancelButton order={order} />
      </div>
    </li>
  );
}

/** A running option: direction, stake, entry price, the profit a win brings and the time left. */
function OptionRow({ order, now_ms }: { order: OptionOrder; now_ms: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tone = order.direction === "up" ? "long" : "short";
  return (
    <li className="positions__row" data-testid="option-row" data-status={order.status}>
      <div className="positions__what">
        <span className={`positions__direction positions__direction--${tone}`}>{t(`orders.direction.${order.direction}`)}</span>
        <span className="numeric" dir="ltr">
          {formatAmount(order.stake, "USDT", locale)} USDT
        </span>
        <Figure label={t("orders.fields.entryPrice")}>{formatPrice(order.entryPrice, locale)}</Figure>
        <Figure label={t("orders.fields.expectedProfit")}>{formatAmount(order.expectedProfit, "USDT", locale)} USDT</Figure>
      </div>
      <span className="positions__countdown" data-testid="option-countdown-left">
        {t("orders.fields.expiresIn")} <Countdown expiresAt_ms={order.expiresAt} now_ms={now_ms} />
      </span>
      <div className="positions__actions">
        <Link to={`/profile/orders/option/${order.id}`} className="button button--ghost button--small">
          {t("orders.details")}
        </Link>
      </div>
    </li>
  );
}
