// Portfolio analytics (issue 26; docs/PORTFOLIO.md): a book's figures over whole UTC days up to
// today, built from the statement of the same days (statements/service.ts `statementOf`) and the
// coins' recorded closes (market), so each one can be redone from that statement. Reads only.
import type { Book } from "@tradewind/api/accounts";
import type { PortfolioReply } from "@tradewind/api/portfolio";
import type { UserId } from "@tradewind/domain/ids";
import { scaleOf, type Decimal } from "@tradewind/domain/money";
import { buildPortfolio, periodDays, rangeRefusal, valuationCurrency, type Portfolio, type UsedPrice, type ValuedAmount } from "@tradewind/domain/portfolio";
import { periodInstants, type StatementPeriod } from "@tradewind/domain/statements";
import { dailyCloses } from "../market/closes-service.ts";
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

/** The book's portfolio over the days, computed now (today's point is valued at the latest closed candle). */
export async function portfolioOf(deps: PortfolioDeps, userId: UserId, book: Book, period: StatementPeriod): Promise<Portfolio> {
  const now = deps.clock.now();
  checkRange(period, now);
  const statement = await statementOf(deps.db, userId, { book, ...period });
  const { start, end } = periodInstants(period);
  const coins = statement.map((part) => part.currency).filter((currency) => currency !== valuationCurrency);
  const marks = await dailyCloses(deps.db, coins, { start, end: end < now ? end : now, now });
  return buildPortfolio(statement, periodDays(period), marks, now);
}

// The edge: values in USDT are rounded to its ledger scale, a share to hundredths of a percent
// and the return to a millionth of a percent (half even, once, here).
const valueScale = scaleOf(valuationCurrency);
const roundValue = (value: Decimal) => value.toDecimalPlaces(valueScale);
const roundValueOrNull = (value: Decimal | null) => value && roundValue(value);
const priceOut = (price: UsedPrice) => ({ ...price, at: price.at?.toISOString() ?? null });
const amountOut = (entry: ValuedAmount) => ({ ...entry, value: roundValueOrNull(entry.value) });

/** The portfolio as the wire carries it. */
export function portfolioView(period: StatementPeriod, portfolio: Portfolio): PortfolioReply {
  const trade = (entry: Portfolio["best"][number]) => ({ ...entry, result: entry.result.map(amountOut), value: roundValue(entry.value) });
  return {
    ...period,
    valuationCurrency,
    curve: portfolio.curve.map((point) => ({ ...point, value: roundValueOrNull(point.value), flow: roundValueOrNull(point.flow), prices: point.prices.map(priceOut) })),
    openingValue: roundValueOrNull(portfolio.openingValue),
    twr: { ...portfolio.twr, value: portfolio.twr.value && portfolio.twr.value.toDecimalPlaces(8) },
    products: portfolio.products.map((entry) => ({ ...entry, byCurrency: entry.byCurrency.map(amountOut), value: roundValueOrNull(entry.value) })),
    fees: { byCurrency: portfolio.fees.byCurrency.map(amountOut), value: roundValueOrNull(portfolio.fees.value) },
    allocation: portfolio.allocation.map((entry) => ({ ...entry, value: roundValueOrNull(entry.value), share: entry.share && entry.share.toDecimalPlaces(2) })),
    best: portfolio.best.map(trade),
    worst: portfolio.worst.map(trade),
  };
}
