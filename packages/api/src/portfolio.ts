// Portfolio analytics (issue 26; docs/PORTFOLIO.md): one book over whole UTC days up to today, from
// the same figures as the account statement of those days. Every value is USDT and names the
// recorded price it used; a value that has no price is null, never guessed.
import { z } from "zod";
import { statementProducts } from "@tradewind/domain/statements";
import { resultProducts } from "@tradewind/domain/portfolio";
import { endpoint, decimalText, decimalTextOrNull } from "./endpoint.ts";
import { daySchema } from "./statements.ts";

/** `from`–`to` both included; to before from 10364, over a year 10365, after today 10366. The book is the `virtually` header's. */
export const portfolioQuerySchema = z.strictObject({ from: daySchema, to: daySchema });

const valuedAmount = z.object({ currency: z.string(), amount: decimalText, value: decimalTextOrNull });

const usedPrice = z.object({
  currency: z.string(),
  price: decimalText,
  /** "par" for USDT, else the feed that recorded the candle or tick ("simulated", "ccxt:binance"…). */
  source: z.string(),
  /** When the candle closed, or for the point valued now (the days reach today) when the latest tick was recorded; null at par. */
  at: z.string().nullable(),
});

const curvePoint = z.object({
  day: z.string(),
  value: decimalTextOrNull,
  flow: decimalTextOrNull,
  balances: z.array(z.object({ currency: z.string(), balance: decimalText })).max(100),
  prices: z.array(usedPrice).max(100),
  /** Currencies held with no recorded price by then: why `value` is null. */
  unpriced: z.array(z.string()).max(100),
});

/** A recorded price with its time and feed, or null when none is recorded. */
const recordedPrice = z.object({ price: decimalText, at: z.string(), source: z.string() }).nullable();

const trade = z.object({ reference: z.string(), product: z.enum(statementProducts), closedAt: z.string(), result: z.array(valuedAmount).max(100), value: decimalText });

const openPosition = z.object({
  /** `contract:<id>` or `option:<id>`, as the statement's references. */
  reference: z.string(),
  product: z.enum(["contracts", "options"]),
  code: z.string(),
  /** The instrument's latest recorded tick (price, time, feed), or null when none is recorded: then the position counts nothing. */
  price: recordedPrice,
  /** A contract: what closing now would credit beyond its margin (result less the closing fee); an option: what expiring at the price would pay beyond its stake. Null without a price. */
  result: decimalTextOrNull,
});

export const portfolioSchema = z.object({
  from: z.string(),
  to: z.string(),
  valuationCurrency: z.literal("USDT"),
  curve: z.array(curvePoint).max(400),
  openingValue: decimalTextOrNull,
  /** Daily-linked time-weighted return as a fraction (0.05 is 5 %), external flows at the start of their day; null when no day could be linked. */
  twr: z.object({ value: decimalTextOrNull, daysLinked: z.number().int(), daysSkipped: z.number().int() }),
  /** `value`: the realised result (the statement's net valued at the last prices; for coin trades the sells at average cost, as `coins`). `unrealised`: the floating result of the open contracts and options now (null for days before today) and of the coins held over their average cost (a coin without a price or a basis counts nothing, and `coins` shows it null); null for plans. */
  products: z.array(z.object({ product: z.enum(resultProducts), byCurrency: z.array(valuedAmount).max(100), value: decimalTextOrNull, unrealised: decimalTextOrNull })).max(resultProducts.length),
  /** Coin trades' average-cost basis per coin: the coins held at the end and their cost (fees included; null when some arrived with no recorded price), the realised sells, how many times coins entered at a recorded price (the opening holding, deposits…), and the unrealised result at `price` (the latest recorded tick when the days reach today, else the last point's close). */
  coins: z
    .array(
      z.object({
        currency: z.string(),
        quantity: decimalText,
        cost: decimalTextOrNull,
        realised: decimalTextOrNull,
        atRecordedPrice: z.number().int(),
        price: recordedPrice,
        unrealised: decimalTextOrNull,
      }),
    )
    .max(100),
  /** The open contracts and options valued at `at` (now), when the days reach today; null otherwise. `value` sums the priced ones. */
  open: z.object({ at: z.string(), positions: z.array(openPosition).max(1000), value: decimalText }).nullable(),
  /** The last point's value plus the open positions' floating result: what the book would hold were everything closed now. */
  valueWithOpen: decimalTextOrNull,
  fees: z.object({ byCurrency: z.array(valuedAmount).max(100), value: decimalTextOrNull }),
  allocation: z.array(z.object({ currency: z.string(), balance: decimalText, value: decimalTextOrNull, share: decimalTextOrNull })).max(100),
  best: z.array(trade).max(10),
  worst: z.array(trade).max(10),
});
export type PortfolioView = z.output<typeof portfolioSchema>;
/** What the handler hands the schema: Decimals where the wire carries decimal text. */
export type PortfolioReply = z.input<typeof portfolioSchema>;

export const getPortfolio = endpoint({
  method: "GET",
  path: "/user/portfolio",
  summary:
    "The caller's portfolio on the `virtually` header's book over whole UTC days `from`–`to` (both included, up to today): the equity curve (each day's close in USDT at recorded prices, today's at the latest recorded ticks, each point naming the prices it used, null when a held coin had none), the time-weighted return (daily linked, deposits, withdrawals, adjustments, loans and NFT payments left out), the result by product (realised, coin trades at average cost; and the floating result of open contracts and options at their instruments' latest recorded ticks when the days reach today, of coins held over their average cost), fees, allocation, and the best and worst closed trades. Figures equal the statement of the same days. 10364 when `to` is before `from`; 10365 over a year; 10366 after today.",
  auth: "user",
  query: portfolioQuerySchema,
  result: portfolioSchema,
});
