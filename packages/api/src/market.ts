// Market data: the list per class with last price, 24 h change and sparkline, candles of any
// interval, and one instrument's 24 h detail. Wire names follow SPEC §3 (zdf, hundred,
// zhangFu, zhenFu). Prices are decimal strings; null means no recorded data yet, never a guess.
import { z } from "zod";
import { decimalText, decimalTextOrNull, endpoint, failWith } from "./endpoint.ts";
import { candleIntervals, instrumentCodeLengthMax, instrumentCodePattern, maxCandlesPerRequest, maxWatchlistLength } from "./market-rules.ts";


export const instrumentCode = z.string(failWith("unknownInstrument")).max(instrumentCodeLengthMax, failWith("unknownInstrument")).regex(instrumentCodePattern, failWith("unknownInstrument"));
const epochMs = z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(0, failWith("invalidRequest")).max(8_640_000_000_000, failWith("invalidRequest"));
/** A price in a result: the market hands a Price (or null), the wire carries plain decimal text. */
const price = decimalTextOrNull;
const percent = z.string();

export const marketItemSchema = z.object({
  code: z.string(),
  /** 1 forex, 2 crypto, 3 stocks, 4 ETFs, 5 futures. */
  type: z.number().int(),
  id: z.string(),
  appName: z.string(),
  logo: z.string(),
  price,
  /** 24 h change in percent, two decimals; "0" until 24 h of history are recorded. */
  zdf: percent,
  /** The sparkline: up to 100 prices a minute apart (a quiet minute repeats the one before), oldest first; the newest is `price`. */
  hundred: z.array(z.string()),
  /** The feed the price comes from, e.g. "simulated". */
  source: z.string(),
  /** Whether the instrument's trading session is open now. */
  open: z.boolean(),
  /** True when the feed has sent no tick for this instrument for too long: the price may be old. */
  stale: z.boolean(),
});
export type MarketItem = z.output<typeof marketItemSchema>;
/** What the server hands for one: its price may still be a Decimal. */
export type MarketItemReply = z.input<typeof marketItemSchema>;

/** 1 forex, 2 crypto, 3 stocks, 4 ETFs, 5 futures. */
export type InstrumentType = 1 | 2 | 3 | 4 | 5;
/** An instrument type on the wire (a query parameter): 1 to 5, else 10001. */
export const instrumentTypeSchema = z.coerce
  .number(failWith("invalidRequest"))
  .int(failWith("invalidRequest"))
  .min(1, failWith("invalidRequest"))
  .max(5, failWith("invalidRequest"))
  // The checks above admit exactly the types.
  .transform((value) => value as InstrumentType);

export const listMarketByType = endpoint({
  method: "GET",
  path: "/index/listMarketByType",
  summary: "Listed instruments of one class (1 forex, 2 crypto, 3 stocks, 4 ETFs, 5 futures) with live price, 24 h change and a price a minute for the last 100 minutes (the newest the live price).",
  auth: "none",
  query: z.strictObject({ type: instrumentTypeSchema }),
  result: z.array(marketItemSchema),
});

export const candleSchema = z.object({ openTime: z.number().int(), open: decimalText, high: decimalText, low: decimalText, close: decimalText, volume: decimalText });

export const getKValueByCodeAndDate = endpoint({
  method: "GET",
  path: "/index/getKValueByCodeAndDate",
  summary: `Candles (OHLCV) with openTime in [from, to] (epoch ms; to defaults to now, from to 300 intervals earlier), at most ${maxCandlesPerRequest} per request. Buckets without recorded ticks are absent.`,
  auth: "none",
  query: z.strictObject({
    code: instrumentCode,
    interval: z.enum(candleIntervals, failWith("invalidInterval")),
    from: epochMs.optional(),
    to: epochMs.optional(),
  }),
  result: z.object({ source: z.string(), candles: z.array(candleSchema) }),
});

/** What an order form needs to preview an order the way the server will price it (DESIGN §5). */
export const tradingTermsSchema = z.object({
  /** e.g. BTC for BTCUSDT; what a coin order buys or sells. */
  baseCurrency: z.string(),
  /** The currency prices are quoted in, e.g. USDT, USD, JPY. */
  quoteCurrency: z.string(),
  /** Decimals of a price and of a quantity (lots or coins). */
  priceScale: z.number().int(),
  quantityScale: z.number().int(),
  /** Units of the underlying per lot. */
  contractSize: z.string(),
  /** Leverages a contract order may use, ascending. */
  leverages: z.array(z.number().int()),
  /** Full bid-ask spread and fee, as fractions of the mid price and of notional. */
  spreadRate: z.string(),
  feeRate: z.string(),
  maintenanceMarginRate: z.string(),
});
export type TradingTerms = z.output<typeof tradingTermsSchema>;

export const getMarketInfo = endpoint({
  method: "GET",
  path: "/index/getMarketInfo/:code",
  summary: "One instrument's last 24 h from recorded candles: open, last (close), high, low, volume, change (zhangFu) and amplitude (zhenFu) in percent, its trading session and its trading terms (scales, contract size, leverages, spread and fee rates).",
  auth: "none",
  params: z.strictObject({ code: instrumentCode }),
  result: z.object({
    code: z.string(),
    name: z.string(),
    type: z.number().int(),
    price,
    /** Price 24 h ago, or the first recorded price when history is shorter. */
    open: price,
    close: price,
    high: price,
    low: price,
    volume: price,
    zhangFu: z.string().nullable(),
    zhenFu: z.string().nullable(),
    source: z.string(),
    sessionOpen: z.boolean(),
    stale: z.boolean(),
    /** Epoch ms of the next session open or close; null for a market that never closes. */
    nextSessionChange: z.number().int().nullable(),
    terms: tradingTermsSchema,
  }),
});

export const getHomeFigures = endpoint({
  method: "GET",
  path: "/index/getHomeFigures",
  summary: "Platform figures for the home page, each computed from the database at request time: listed instruments, registered users, traded notional in USDT over the last 24 h (real book only), and the lowest trading fee rate of a listed instrument.",
  auth: "none",
  result: z.object({
    listedInstruments: z.number().int(),
    registeredUsers: z.number().int(),
    /** USDT notional of real-book contract fills (openings and closings) in the last 24 h. */
    volume24h: z.string(),
    /** Fraction, e.g. "0.0005" for 0.05 %; null when nothing is listed. */
    lowestFeeRate: z.string().nullable(),
    /** The price feed the platform quotes from. */
    source: z.string(),
  }),
});

const watchlistResult = z.object({ codes: z.array(z.string()) });

export const listWatchlist = endpoint({
  method: "GET",
  path: "/user/listWatchlist",
  summary: "The signed-in user's watchlist: instrument codes, most recently added first.",
  auth: "user",
  result: watchlistResult,
});

export const addWatchlist = endpoint({
  method: "POST",
  path: "/user/addWatchlist",
  summary: `Adds an instrument to the watchlist (adding one already there is a no-op); at most ${maxWatchlistLength} (10127). Returns the whole list.`,
  auth: "user",
  body: z.strictObject({ code: instrumentCode }),
  result: watchlistResult,
});

export const removeWatchlist = endpoint({
  method: "POST",
  path: "/user/removeWatchlist",
  summary: "Removes an instrument from the watchlist (removing one not there is a no-op). Returns the whole list.",
  auth: "user",
  body: z.strictObject({ code: instrumentCode }),
  result: watchlistResult,
});

export const mergeWatchlist = endpoint({
  method: "POST",
  path: "/user/mergeWatchlist",
  summary: `Merges a visitor's local watchlist into the account at sign-in: codes not yet watched are added (unknown or unlisted codes are skipped), up to ${maxWatchlistLength} in all. Returns the whole list.`,
  auth: "user",
  body: z.strictObject({ codes: z.array(instrumentCode).max(maxWatchlistLength, failWith("watchlistFull")) }),
  result: watchlistResult,
});
