// Portfolio analytics (issue 26; docs/PORTFOLIO.md): a book's equity curve, time-weighted return,
// result by product, fees, allocation and best and worst trades, all computed from the same
// figures as the account statement (`buildStatement`), so each number can be redone from the
// statement of the same days. Values are in USDT: a currency's balance times the recorded price
// (the close of the last 1-minute candle of `<currency>USDT` closed by the instant; for a point
// valued now, the latest recorded tick, the price open positions and coins held are valued at),
// USDT itself at par.
// A point whose currency has no recorded price is not guessed: it has no value and names the
// currency. Decimal throughout; rounding is left to the edge.
import { invariant } from "./assert.ts";
import { closeOut, type ContractSpec, type PositionTerms } from "./contracts.ts";
import { Decimal } from "./money.ts";
import { settleOption, type OptionDirection } from "./options.ts";
import { periodInstants, periodRefusal, statementMonthsMax, type CurrencyStatement, type StatementLine, type StatementPeriod, type StatementProduct } from "./statements.ts";

export const valuationCurrency = "USDT";
/** The source a USDT amount is valued with: one for one. */
export const parSource = "par";

/**
 * Money coming into or leaving the book from outside its trading: deposits and withdrawals,
 * demo funding, operators' adjustments, loans (the borrowed money in, its repayment out) and NFT
 * bids and purchases (a collectible is not valued here). The return leaves them out.
 */
export const externalProducts: readonly StatementProduct[] = ["transfers", "demo", "adjustments", "loans", "nfts"];

/** The products whose result the page shows: contracts, coin trades, options, smart plans. */
export const resultProducts = ["contracts", "spot", "options", "plans"] as const satisfies readonly StatementProduct[];
export type ResultProduct = (typeof resultProducts)[number];

/** Entry kinds that end a trade: its net over the period is the trade's result. */
const closingKinds = new Set(["contract_close", "option_settle"]);
/** How many trades each of the best and worst lists holds. */
export const tradesListed = 5;

/** A recorded price of one unit of a currency in USDT: a candle's close, at the instant it closed. */
export interface PriceMark {
  at: Date;
  price: Decimal;
  source: string;
}

/** The price a value used: USDT at par (no instant), another currency its last mark before the point. */
export interface UsedPrice {
  currency: string;
  price: Decimal;
  source: string;
  at: Date | null;
}

export interface CurvePoint {
  /** The UTC day whose close the point is (the value at its end, or now for today). */
  day: string;
  /** The book's value in USDT, or null when a held currency has no recorded price yet. */
  value: Decimal | null;
  /** External flows of the day, valued at the same prices (null when one is unpriced). */
  flow: Decimal | null;
  balances: { currency: string; balance: Decimal }[];
  prices: UsedPrice[];
  unpriced: string[];
}

export interface TimeWeightedReturn {
  /** Π (value of day / (value of the day before + the day's flows)) − 1, or null when no day could be linked. */
  value: Decimal | null;
  daysLinked: number;
  /** Days left out: unpriced, or with nothing invested at their start. */
  daysSkipped: number;
}

export interface ValuedAmount {
  currency: string;
  amount: Decimal;
  /** In USDT at the period's last price, or null when the currency has none. */
  value: Decimal | null;
}

export interface Trade {
  reference: string;
  product: StatementProduct;
  closedAt: string;
  result: ValuedAmount[];
  /** The result's value in USDT: what the lists are ordered by. */
  value: Decimal;
}

/** An instrument's latest recorded price (the last tick the engine recorded), with its time and feed. */
export interface InstrumentPrice {
  price: Decimal;
  at: Date;
  source: string;
}

/** A position still open at the reading: a contract (its terms as closing needs them) or a pending option. Both are in USDT. */
export type OpenPosition =
  | { product: "contracts"; reference: string; code: string; terms: PositionTerms; spec: ContractSpec }
  | { product: "options"; reference: string; code: string; direction: OptionDirection; entryPrice: Decimal; stake: Decimal; payoutRatio: Decimal };

/** The open positions at `at`, and the latest recorded price of each of their instruments (by code; a code without one is missing). */
export interface OpenBook {
  at: Date;
  positions: readonly OpenPosition[];
  prices: ReadonlyMap<string, InstrumentPrice>;
}

export interface OpenResult {
  reference: string;
  product: OpenPosition["product"];
  code: string;
  /** The price it is valued at, or null when its instrument has no recorded price (then it counts nothing). */
  price: InstrumentPrice | null;
  /** Its floating result in USDT, or null without a price. */
  result: Decimal | null;
}

export interface OpenFigures {
  at: Date;
  positions: OpenResult[];
  /** The priced positions' results together (an unpriced one adds nothing, and is named in `positions`). */
  value: Decimal;
}

export interface Portfolio {
  curve: CurvePoint[];
  openingValue: Decimal | null;
  twr: TimeWeightedReturn;
  /**
   * Per product: `byCurrency` is the statement's net of its entries in each currency, fees
   * included. `value` is the realised result: that net valued at the last prices, but for coin
   * trades the realised sells at average cost (`coins`). `unrealised` is the floating result: of
   * the open contracts and options at their latest recorded ticks (null when the days do not
   * reach today), of the coins held at their latest price over their average cost (a coin
   * without a price or a basis counts nothing, as an unpriced position; `coins` names it); null
   * for plans.
   */
  products: { product: ResultProduct; byCurrency: ValuedAmount[]; value: Decimal | null; unrealised: Decimal | null }[];
  /** Coin trades' average-cost basis per coin (`coinBases`): what the spot line's realised and unrealised are made of. */
  coins: CoinBasis[];
  /** The open positions valued now; null when the days do not reach today. */
  open: OpenFigures | null;
  /** The last point's value plus the open positions' floating result (null without either). */
  valueWithOpen: Decimal | null;
  fees: { byCurrency: ValuedAmount[]; value: Decimal | null };
  allocation: { currency: string; balance: Decimal; value: Decimal | null; share: Decimal | null }[];
  best: Trade[];
  worst: Trade[];
}

/** Every UTC day of the period, `from` to `to` inclusive, as YYYY-MM-DD. */
export function periodDays(period: StatementPeriod): string[] {
  const { start, end } = periodInstants(period);
  const days: string[] = [];
  const daysMax = 31 * (statementMonthsMax + 1);
  for (let at = new Date(start); at < end && days.length < daysMax; at.setUTCDate(at.getUTCDate() + 1)) days.push(at.toISOString().slice(0, 10));
  return days;
}

export type RangeRefusal = "inverted" | "tooLong" | "future";

/** A portfolio's days: a statement's (not inverted, at most a year), but reaching up to today at `now` (a portfolio is read, never stored). */
export function rangeRefusal(period: StatementPeriod, now: Date): RangeRefusal | null {
  // At the period's own end, nothing of it is still to come: only the statement's other rules remain.
  const refusal = periodRefusal(period, periodInstants(period).end);
  if (refusal === "inverted" || refusal === "tooLong") return refusal;
  return new Date(`${period.to}T00:00:00.000Z`) > now ? "future" : null;
}

/** Prices of each currency, looked up at rising instants: one pass over each currency's marks. */
class PriceBook {
  private readonly next = new Map<string, number>();
  constructor(private readonly marks: ReadonlyMap<string, readonly PriceMark[]>) {}

  /** The price of `currency` at `instant`: its last mark at or before it (instants must not go back); undefined when none is recorded. */
  priceAt(currency: string, instant: Date): UsedPrice | undefined {
    if (currency === valuationCurrency) return { currency, price: new Decimal(1), source: parSource, at: null };
    const marks = this.marks.get(currency) ?? [];
    let index = this.next.get(currency) ?? 0;
    while (index < marks.length && (marks[index]?.at ?? instant) <= instant) index += 1;
    this.next.set(currency, index);
    const mark = marks[index - 1];
    return mark && { currency, price: mark.price, source: mark.source, at: mark.at };
  }
}

function valueOf(balances: ReadonlyMap<string, Decimal>, prices: PriceBook, instant: Date) {
  const used: UsedPrice[] = [];
  const unpriced: string[] = [];
  let value = new Decimal(0);
  for (const [currency, balance] of balances) {
    if (balance.isZero()) continue;
    const price = prices.priceAt(currency, instant);
    if (price === undefined) unpriced.push(currency);
    else {
      used.push(price);
      value = value.plus(balance.times(price.price));
    }
  }
  return { value: unpriced.length === 0 ? value : null, used, unpriced };
}

/** The statement's lines of every currency, oldest first (ties keep the currency order). ISO times compare as text; `localeCompare` would cost most of a 10,000-line build. */
function linesInOrder(statement: readonly CurrencyStatement[]): StatementLine[] {
  return statement.flatMap((part) => part.lines).sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** The curve: each day's balances after its lines and their value at the day's end (`now` for a day not over). */
function curveOf(statement: readonly CurrencyStatement[], lines: readonly StatementLine[], days: readonly string[], prices: PriceBook, now: Date): { opening: Decimal | null; curve: CurvePoint[] } {
  const balances = new Map(statement.map((part) => [part.currency, part.opening]));
  const first = days[0];
  invariant(first !== undefined, "a portfolio covers at least one day");
  const opening = valueOf(balances, prices, new Date(`${first}T00:00:00.000Z`)).value;
  let next = 0;
  const curve = days.map((day): CurvePoint => {
    const dayEnd = periodInstants({ from: day, to: day }).end;
    const close = dayEnd < now ? dayEnd : now;
    const flows = new Map<string, Decimal>();
    for (; next < lines.length && new Date(lines[next]?.createdAt ?? 0) < dayEnd; next += 1) {
      const line = lines[next];
      invariant(line !== undefined, "the index stays within the lines");
      balances.set(line.currency, (balances.get(line.currency) ?? new Decimal(0)).plus(line.amount));
      if (externalProducts.includes(line.product)) flows.set(line.currency, (flows.get(line.currency) ?? new Decimal(0)).plus(line.amount));
    }
    const valued = valueOf(balances, prices, close);
    const flow = flowValue(flows, valued.used);
    return { day, value: valued.value, flow, balances: [...balances].map(([currency, balance]) => ({ currency, balance })), prices: valued.used, unpriced: valued.unpriced };
  });
  return { opening, curve };
}

/** A day's flows at the prices its close used; null when a flow's currency had none. */
function flowValue(flows: ReadonlyMap<string, Decimal>, used: readonly UsedPrice[]): Decimal | null {
  let total = new Decimal(0);
  for (const [currency, amount] of flows) {
    if (amount.isZero()) continue;
    const price = currency === valuationCurrency ? new Decimal(1) : used.find((entry) => entry.currency === currency)?.price;
    if (price === undefined) return null;
    total = total.plus(amount.times(price));
  }
  return total;
}

/**
 * Time-weighted return, daily linked, with each day's external flows counted at its start: the
 * day's factor is its closing value over (the previous close + the flows), so money put in or
 * taken out does not count as gain or loss. A day without a value, or with nothing invested at
 * its start, is left out of the chain (and counted).
 */
export function timeWeightedReturn(opening: Decimal | null, curve: readonly Pick<CurvePoint, "value" | "flow">[]): TimeWeightedReturn {
  let previous = opening;
  let growth = new Decimal(1);
  let daysLinked = 0;
  for (const point of curve) {
    const base = previous === null || point.flow === null ? null : previous.plus(point.flow);
    if (point.value !== null && base !== null && base.greaterThan(0)) {
      growth = growth.times(point.value.dividedBy(base));
      daysLinked += 1;
    }
    previous = point.value;
  }
  return { value: daysLinked === 0 ? null : growth.minus(1), daysLinked, daysSkipped: curve.length - daysLinked };
}

function valued(currency: string, amount: Decimal, prices: readonly UsedPrice[]): ValuedAmount {
  const price = prices.find((entry) => entry.currency === currency)?.price ?? (currency === valuationCurrency ? new Decimal(1) : undefined);
  return { currency, amount, value: price === undefined ? null : amount.times(price) };
}

function totalOf(amounts: readonly ValuedAmount[]): Decimal | null {
  return amounts.reduce<Decimal | null>((sum, entry) => (sum === null || entry.value === null ? null : sum.plus(entry.value)), new Decimal(0));
}

/** Each closed trade's net over the period (its lines of every kind), valued at the prices of its close; `lines` oldest first. */
function tradesOf(lines: readonly StatementLine[], marks: ReadonlyMap<string, readonly PriceMark[]>): Trade[] {
  const byReference = new Map<string, { nets: Map<string, Decimal>; close: StatementLine | null }>();
  for (const line of lines) {
    if (line.reference === null || (line.product !== "contracts" && line.product !== "options")) continue;
    const trade = byReference.get(line.reference) ?? { nets: new Map<string, Decimal>(), close: null };
    trade.nets.set(line.currency, (trade.nets.get(line.currency) ?? new Decimal(0)).plus(line.amount));
    if (closingKinds.has(line.kind)) trade.close = line;
    byReference.set(line.reference, trade);
  }
  const closed = [...byReference].flatMap(([reference, trade]) => (trade.close === null ? [] : [{ reference, close: trade.close, nets: trade.nets }]));
  // One pass over the prices: trades in the order they closed.
  closed.sort((a, b) => (a.close.createdAt < b.close.createdAt ? -1 : a.close.createdAt > b.close.createdAt ? 1 : 0));
  const prices = new PriceBook(marks);
  return closed.flatMap(({ reference, close, nets }) => {
    const instant = new Date(close.createdAt);
    const used = [...nets.keys()].flatMap((currency) => prices.priceAt(currency, instant) ?? []);
    const result = [...nets].map(([currency, amount]) => valued(currency, amount, used));
    const value = totalOf(result);
    return value === null ? [] : [{ reference, product: close.product, closedAt: close.createdAt, result, value }];
  });
}

/**
 * What an open position would add to the book were it ended at the mid price `mid`: a contract
 * what closing it would credit beyond its margin (the close's fill price, result and closing fee,
 * `closeOut`); an option what expiring would pay beyond its stake (`settleOption`).
 */
export function floatingResult(position: OpenPosition, mid: Decimal): Decimal {
  if (position.product === "contracts") return closeOut(position.terms, mid, position.spec).payout.minus(position.terms.margin);
  return settleOption(position.direction, position.entryPrice, mid, position.stake, position.payoutRatio, valuationCurrency).profit;
}

/** Each open position at its instrument's latest recorded price; one without a price counts nothing and says so. */
export function openFigures(open: OpenBook): OpenFigures {
  const positions = open.positions.map((position): OpenResult => {
    const price = open.prices.get(position.code) ?? null;
    return { reference: position.reference, product: position.product, code: position.code, price, result: price && floatingResult(position, price.price) };
  });
  const value = positions.reduce((sum, position) => (position.result === null ? sum : sum.plus(position.result)), new Decimal(0));
  return { at: open.at, positions, value };
}

/** A contract's or option's floating result: its priced open positions' results together (0 with none open). */
function unrealisedOf(product: Exclude<ResultProduct, "spot">, open: OpenFigures | null): Decimal | null {
  if (open === null || product === "plans") return null;
  return open.positions.reduce((sum, position) => (position.product === product && position.result !== null ? sum.plus(position.result) : sum), new Decimal(0));
}

/** A coin's average-cost basis over the period: the coins held, what they cost, and the result of the sells. */
export interface CoinBasis {
  currency: string;
  /** The coins held at the end (all accounts together). */
  quantity: Decimal;
  /** What they cost in USDT (fees included), or null when some arrived with no recorded price (until the holding is emptied). */
  cost: Decimal | null;
  /** The period's sells: proceeds net of fee less the average cost of the coins sold; null when one sold coins of unknown cost. */
  realised: Decimal | null;
  /** How many times coins entered the basis at a recorded price rather than at what was paid: the opening holding and arrivals other than a buy (deposit, transfer, reward…). */
  atRecordedPrice: number;
  /** The price `unrealised` used, or null when none is recorded. */
  price: InstrumentPrice | null;
  /** (price − average cost) × quantity: 0 when nothing is held, null without a price or a cost. */
  unrealised: Decimal | null;
}

/** The running basis of one coin. */
interface RunningBasis {
  quantity: Decimal;
  cost: Decimal | null;
  realised: Decimal | null;
  atRecordedPrice: number;
}

/** The cost of `sold` coins out of a holding at its average cost (proportional, so a holding emptied leaves no cost). */
function costOf(basis: RunningBasis, sold: Decimal): Decimal | null {
  if (basis.cost === null) return null;
  return basis.quantity.isZero() ? new Decimal(0) : basis.cost.times(sold).dividedBy(basis.quantity);
}

/** Coins entering the basis at `price` (null when none is recorded: the cost becomes unknown). */
function arrive(basis: RunningBasis, quantity: Decimal, cost: Decimal | null, atRecordedPrice: boolean): void {
  basis.cost = basis.cost === null || cost === null ? null : basis.cost.plus(cost);
  basis.quantity = basis.quantity.plus(quantity);
  if (atRecordedPrice) basis.atRecordedPrice += 1;
}

/** Coins leaving (`sold` > 0) at average cost; `proceeds` (net of fee) realises against that cost when it is a sale. */
function leave(basis: RunningBasis, sold: Decimal, proceeds: Decimal | null): void {
  const cost = costOf(basis, sold);
  if (proceeds !== null) basis.realised = basis.realised === null || cost === null ? null : basis.realised.plus(proceeds.minus(cost));
  basis.quantity = basis.quantity.minus(sold);
  // An emptied holding starts again from nothing, known.
  basis.cost = basis.quantity.isZero() ? new Decimal(0) : cost === null || basis.cost === null ? null : basis.cost.minus(cost);
}

/** Each entry's net per currency, in the order of the entries' first lines (an entry's lines share its time). */
function entriesOf(lines: readonly StatementLine[]): { kind: string; createdAt: string; nets: Map<string, Decimal> }[] {
  const entries = new Map<string, { kind: string; createdAt: string; nets: Map<string, Decimal> }>();
  for (const line of lines) {
    const key = `${line.entryId} ${line.createdAt}`;
    const entry = entries.get(key) ?? { kind: line.kind, createdAt: line.createdAt, nets: new Map<string, Decimal>() };
    entry.nets.set(line.currency, (entry.nets.get(line.currency) ?? new Decimal(0)).plus(line.amount));
    entries.set(key, entry);
  }
  return [...entries.values()];
}

/**
 * Each coin's average-cost basis from the period's lines (oldest first). The holding at the
 * period's start enters at the price recorded by then (the opening valuation's). A buy (a
 * `spot_fill` adding coins) adds them at the USDT it took, fee included; a sale realises its USDT
 * net of fee less the coins' average cost and takes that cost off. Coins arriving otherwise
 * (deposit, transfer, reward…) enter at the price recorded by then; coins leaving otherwise
 * (withdrawal…) take their average cost off and realise nothing. `latest` prices the unrealised.
 */
export function coinBases(statement: readonly CurrencyStatement[], lines: readonly StatementLine[], start: Date, marks: ReadonlyMap<string, readonly PriceMark[]>, latest: (currency: string) => InstrumentPrice | null): CoinBasis[] {
  const prices = new PriceBook(marks);
  const bases = new Map<string, RunningBasis>();
  const recorded = (currency: string, quantity: Decimal, at: Date) => {
    const price = prices.priceAt(currency, at);
    return price === undefined ? null : quantity.times(price.price);
  };
  for (const part of statement) {
    if (part.currency === valuationCurrency) continue;
    const basis: RunningBasis = { quantity: new Decimal(0), cost: new Decimal(0), realised: new Decimal(0), atRecordedPrice: 0 };
    if (!part.opening.isZero()) arrive(basis, part.opening, recorded(part.currency, part.opening, start), true);
    bases.set(part.currency, basis);
  }
  for (const entry of entriesOf(lines)) {
    const quote = entry.nets.get(valuationCurrency) ?? new Decimal(0);
    for (const [currency, net] of entry.nets) {
      const basis = bases.get(currency);
      if (basis === undefined || net.isZero()) continue;
      const fill = entry.kind === "spot_fill";
      if (net.isPositive()) arrive(basis, net, fill ? quote.negated() : recorded(currency, net, new Date(entry.createdAt)), !fill);
      else leave(basis, net.negated(), fill ? quote : null);
    }
  }
  return [...bases].map(([currency, basis]) => {
    const price = latest(currency);
    const unrealised = basis.quantity.isZero() ? new Decimal(0) : price === null || basis.cost === null ? null : price.price.times(basis.quantity).minus(basis.cost);
    return { currency, ...basis, price, unrealised };
  });
}

/** The sum of the coins' realised results, null when one is null. */
function realisedTotal(coins: readonly CoinBasis[]): Decimal | null {
  return coins.reduce<Decimal | null>((sum, coin) => (sum === null || coin.realised === null ? null : sum.plus(coin.realised)), new Decimal(0));
}

/** The coins' unrealised results together: a coin without a price or a cost adds nothing (the page names it), as an unpriced open position does. */
function unrealisedTotal(coins: readonly CoinBasis[]): Decimal {
  return coins.reduce((sum, coin) => (coin.unrealised === null ? sum : sum.plus(coin.unrealised)), new Decimal(0));
}

/**
 * The marks with each coin's latest recorded tick (of `<coin>USDT`, `ticks`) as its newest: a point
 * valued now then uses the price the open positions and the coins' unrealised use, not the last
 * 1-minute candle's close. Older marks after the tick (a candle closing after its last tick) give way to it.
 */
function withLatestTicks(marks: ReadonlyMap<string, readonly PriceMark[]>, currencies: readonly string[], ticks: OpenBook["prices"]): Map<string, readonly PriceMark[]> {
  const merged = new Map(marks);
  for (const currency of currencies) {
    const tick = ticks.get(`${currency}${valuationCurrency}`);
    if (tick === undefined) continue;
    merged.set(currency, [...(marks.get(currency) ?? []).filter((mark) => mark.at <= tick.at), { at: tick.at, price: tick.price, source: tick.source }]);
  }
  return merged;
}

/**
 * The portfolio of one book over `days` from its statement over the same days: `candleMarks` are
 * each non-USDT currency's recorded candle closes, oldest first (including the last one by the
 * first day's start); `open` the positions open now with their instruments' latest ticks, when
 * the days reach today (null otherwise: a past day's positions are not revalued). When it is
 * given, the coins' latest ticks price today's point too, so the chart, the allocation and the
 * unrealised results use one price.
 */
export function buildPortfolio(statement: readonly CurrencyStatement[], days: readonly string[], candleMarks: ReadonlyMap<string, readonly PriceMark[]>, now: Date, open: OpenBook | null): Portfolio {
  const coinCurrencies = statement.map((part) => part.currency).filter((currency) => currency !== valuationCurrency);
  const marks = open === null ? candleMarks : withLatestTicks(candleMarks, coinCurrencies, open.prices);
  const lines = linesInOrder(statement);
  const { opening, curve } = curveOf(statement, lines, days, new PriceBook(marks), now);
  const last = curve.at(-1);
  invariant(last !== undefined, "a portfolio covers at least one day");
  const endPrices = last.prices;
  const floating = open && openFigures(open);
  const endPrice = (currency: string): InstrumentPrice | null => {
    const used = endPrices.find((entry) => entry.currency === currency);
    return used?.at ? { price: used.price, at: used.at, source: used.source } : null;
  };
  // Coins held are valued as the open positions are when the days reach today (the latest recorded tick of `<coin>USDT`), else at the last point's price.
  const latest = open === null ? endPrice : (currency: string) => open.prices.get(`${currency}${valuationCurrency}`) ?? null;
  const coins = coinBases(statement, lines, new Date(`${days[0] ?? ""}T00:00:00.000Z`), marks, latest);
  const products = resultProducts.flatMap((product) => {
    const byCurrency = statement.flatMap((part) => part.byProduct.filter((entry) => entry.product === product).map((entry) => valued(part.currency, entry.net, endPrices)));
    const spot = product === "spot";
    const hasOpen = spot ? coins.some((coin) => !coin.quantity.isZero()) : (floating?.positions.some((position) => position.product === product) ?? false);
    if (byCurrency.length === 0 && !hasOpen) return [];
    return [spot ? { product, byCurrency, value: realisedTotal(coins), unrealised: unrealisedTotal(coins) } : { product, byCurrency, value: totalOf(byCurrency), unrealised: unrealisedOf(product, floating) }];
  });
  const fees = statement.filter((part) => !part.fees.isZero()).map((part) => valued(part.currency, part.fees, endPrices));
  const held = statement.filter((part) => !part.closing.isZero()).map((part) => valued(part.currency, part.closing, endPrices));
  const total = totalOf(held);
  const allocation = held.map((entry) => ({
    currency: entry.currency,
    balance: entry.amount,
    value: entry.value,
    share: total === null || entry.value === null || total.isZero() ? null : entry.value.dividedBy(total).times(100),
  }));
  const trades = tradesOf(lines, marks);
  const best = trades.filter((trade) => trade.value.greaterThan(0)).sort((a, b) => b.value.comparedTo(a.value)).slice(0, tradesListed);
  const worst = trades.filter((trade) => trade.value.lessThan(0)).sort((a, b) => a.value.comparedTo(b.value)).slice(0, tradesListed);
  const valueWithOpen = floating === null || last.value === null ? null : last.value.plus(floating.value);
  return { curve, openingValue: opening, twr: timeWeightedReturn(opening, curve), products, coins, open: floating, valueWithOpen, fees: { byCurrency: fees, value: totalOf(fees) }, allocation, best, worst };
}
