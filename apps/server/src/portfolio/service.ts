// Portfolio analytics (issue 26; docs/PORTFOLIO.md): a book's figures over whole UTC days up to
// today, built from the statement of the same days (statements/service.ts `statementOf`) and the
// coins' recorded closes (market), so each one can be redone from that statement; when the days
// reach today, the open contracts and options (trading) are valued at their instruments' latest
// recorded ticks (market's tick record), as closing or expiring now would. Reads only.
import type { Book } from "@tradewind/api/accounts";
import type { PortfolioReply } from "@tradewind/api/portfolio";
import type { UserId } from "@tradewind/domain/ids";
import { scaleOf, type Decimal } from "@tradewind/domain/money";
import { buildPortfolio, periodDays, rangeRefusal, valuationCurrency, type InstrumentPrice, type OpenBook, type OpenPosition, type Portfolio, type UsedPrice, type ValuedAmount } from "@tradewind/domain/portfolio";
import { periodInstants, type StatementPeriod } from "@tradewind/domain/statements";
import { dailyCloses } from "../market/closes-service.ts";
import { listedInstrumentByCode } from "../market/instruments-service.ts";
import { recordedTickAtOrBefore } from "../market/ticks-service.ts";
import { openPositionsOf } from "../trading/contracts/service.ts";
import { pendingOptionsOf } from "../trading/options/service.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { statementOf } from "../statements/service.ts";

export interface PortfolioDeps {
  db: Db;
  clock: Clock;
}

/** 10364–10366 for days that cannot be a portfolio. */
function checkRange(period: StatementPeriod, now: Date): void {
  const refusal = rangeRefusal(period, now);
  if (refusal === "inverted") fail("portfolioRangeInverted");
  if (refusal === "tooLong") fail("portfolioRangeTooLong");
  if (refusal === "future") fail("portfolioRangeFuture");
}

/**
 * The book's open contracts and pending options now, and each instrument's latest recorded tick
 * at `now` (the price the engine last applied, as a close now would use), with those of the
 * `coins`' `<coin>USDT` instruments (the coins held are valued the same way); an instrument
 * without one is left out of `prices`, so its positions count nothing and are named.
 */
async function openBookOf(db: Db, userId: UserId, book: Book, now: Date, coins: readonly string[]): Promise<OpenBook> {
  const contracts = await openPositionsOf(db, userId, book);
  const options = await pendingOptionsOf(db, userId, book);
  const positions: OpenPosition[] = [
    ...contracts.flatMap(({ order, instrument }): OpenPosition[] => {
      const { direction, openPrice, lots, margin, quoteRate } = order;
      return openPrice === null ? [] : [{ product: "contracts", reference: `contract:${order.id}`, code: instrument.code, terms: { direction, openPrice, lots, margin, quoteRate }, spec: instrument.spec }];
    }),
    ...options.map(({ order, instrument }): OpenPosition => ({ product: "options", reference: `option:${order.id}`, code: instrument.code, direction: order.direction, entryPrice: order.entryPrice, stake: order.stake, payoutRatio: order.payoutRatio })),
  ];
  const instruments = new Map([...contracts, ...options].map(({ instrument }) => [instrument.code, instrument.id]));
  for (const coin of coins) {
    const listed = await listedInstrumentByCode(db, `${coin}${valuationCurrency}`);
    if (listed) instruments.set(listed.code, listed.id);
  }
  const prices = new Map<string, InstrumentPrice>();
  for (const [code, id] of instruments) {
    const tick = await recordedTickAtOrBefore(db, id, now.getTime());
    if (tick) prices.set(code, { price: tick.price, at: new Date(tick.ts), source: tick.source });
  }
  return { at: now, positions, prices };
}

/** The book's portfolio over the days, computed now (today's point is valued at the latest closed candle, open positions at the latest tick). */
export async function portfolioOf(deps: PortfolioDeps, userId: UserId, book: Book, period: StatementPeriod): Promise<Portfolio> {
  const now = deps.clock.now();
  checkRange(period, now);
  const statement = await statementOf(deps.db, userId, { book, ...period });
  const { start, end } = periodInstants(period);
  const coins = statement.map((part) => part.currency).filter((currency) => currency !== valuationCurrency);
  const marks = await dailyCloses(deps.db, coins, { start, end: end < now ? end : now, now });
  const reachesToday = period.to === now.toISOString().slice(0, 10);
  return buildPortfolio(statement, periodDays(period), marks, now, reachesToday ? await openBookOf(deps.db, userId, book, now, coins) : null);
}

// The edge: values in USDT are rounded to its ledger scale, a share to hundredths of a percent
// and the return to a millionth of a percent (half even, once, here).
const valueScale = scaleOf(valuationCurrency);
const roundValue = (value: Decimal) => value.toDecimalPlaces(valueScale);
const roundValueOrNull = (value: Decimal | null) => value && roundValue(value);
const priceOut = (price: UsedPrice) => ({ ...price, at: price.at?.toISOString() ?? null });
const amountOut = (entry: ValuedAmount) => ({ ...entry, value: roundValueOrNull(entry.value) });
const tickOut = (price: InstrumentPrice) => ({ ...price, at: price.at.toISOString() });

/** The portfolio as the wire carries it. */
export function portfolioView(period: StatementPeriod, portfolio: Portfolio): PortfolioReply {
  const trade = (entry: Portfolio["best"][number]) => ({ ...entry, result: entry.result.map(amountOut), value: roundValue(entry.value) });
  return {
    ...period,
    valuationCurrency,
    curve: portfolio.curve.map((point) => ({ ...point, value: roundValueOrNull(point.value), flow: roundValueOrNull(point.flow), prices: point.prices.map(priceOut) })),
    openingValue: roundValueOrNull(portfolio.openingValue),
    twr: { ...portfolio.twr, value: portfolio.twr.value && portfolio.twr.value.toDecimalPlaces(8) },
    products: portfolio.products.map((entry) => ({ ...entry, byCurrency: entry.byCurrency.map(amountOut), value: roundValueOrNull(entry.value), unrealised: roundValueOrNull(entry.unrealised) })),
    coins: portfolio.coins.map((coin) => ({ ...coin, cost: roundValueOrNull(coin.cost), realised: roundValueOrNull(coin.realised), price: coin.price && tickOut(coin.price), unrealised: roundValueOrNull(coin.unrealised) })),
    open: portfolio.open && {
      at: portfolio.open.at.toISOString(),
      positions: portfolio.open.positions.map((position) => ({ ...position, price: position.price && tickOut(position.price), result: roundValueOrNull(position.result) })),
      value: roundValue(portfolio.open.value),
    },
    valueWithOpen: roundValueOrNull(portfolio.valueWithOpen),
    fees: { byCurrency: portfolio.fees.byCurrency.map(amountOut), value: roundValueOrNull(portfolio.fees.value) },
    allocation: portfolio.allocation.map((entry) => ({ ...entry, value: roundValueOrNull(entry.value), share: entry.share && entry.share.toDecimalPlaces(2) })),
    best: portfolio.best.map(trade),
    worst: portfolio.worst.map(trade),
  };
}
