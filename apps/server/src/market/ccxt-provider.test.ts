// The `ccxt:<exchange>` provider against a local Binance stand-in (fixtures/binance-stub.ts):
// ccxt's own binance class builds the requests and parses the recorded responses, so symbol
// mapping, price conversion, polling, websocket streaming, reconnects, staleness and history
// run the real code paths without the internet.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Exchange } from "ccxt";
import { z } from "zod";
import { marketItemSchema } from "@tradewind/api/market";
import { Decimal, decimal, toPlain } from "@tradewind/domain/money";
import { manualClock, systemClock, type Clock } from "../platform/clock.ts";
import { databaseUnavailable, testDatabase, type TestDatabase } from "../testing/harness.ts";
import { backoffDelayMs, createCcxtExchange, createCcxtProvider } from "./ccxt-provider.ts";
import { candleText } from "./candle-text.ts";
import type { FeedInstrument, MarketProvider, PriceTick } from "./feed.ts";
import { startBinanceStub, type BinanceStub } from "./fixtures/binance-stub.ts";
import { createProvider } from "./providers.ts";
import { createMarket } from "./service.ts";

const minuteMs = 60_000;
/** Retries `check` until it passes: sockets and polls run on real timers, and CI machines can be busy. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 20 });
const crypto = (code: string, priceScale: number): FeedInstrument => ({ code, type: 2, schedule: "always", startPrice: decimal("1"), priceScale });
const btc = crypto("BTCUSDT", 2);
const eth = crypto("ETHUSDT", 2);
const shib = crypto("SHIBUSDT", 8);
/** Listed in our catalogue, not in the exchange-info fixture. */
const ton = crypto("TONUSDT", 3);
const apple: FeedInstrument = { code: "AAPL", type: 3, schedule: "nyse", startPrice: decimal("270"), priceScale: 2 };

interface LogLine {
  level: "info" | "error";
  message: string;
  details: Record<string, unknown>;
}

function recordingLog() {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (details: object, message: string) => void lines.push({ level: "info", message, details: { ...details } }),
    error: (details: object, message: string) => void lines.push({ level: "error", message, details: { ...details } }),
  };
}

async function stubExchange(stub: BinanceStub, options: { websocket: boolean }): Promise<Exchange> {
  const exchange = createCcxtExchange("binance", {
    urls: { api: { public: stub.restUrl, ws: { spot: stub.wsUrl } } },
    // Spot only: the futures market lists live on other hosts the stub does not serve. ccxt's own
    // websocket redial backoff starts at 1 s; 10 ms keeps the reconnect test quick.
    options: { fetchMarkets: { types: ["spot"] }, ws: { backoff: { base: 10 } } },
    // The stub has no request budget to respect; Binance's would space polls 50 ms × weight apart.
    rateLimit: 1,
    ...(options.websocket ? {} : { has: { watchTickers: false } }),
  });
  // ccxt insists on an explicit agent for plain ws:// (the stub has no TLS).
  await exchange.loadHttpProxyAgent();
  return exchange;
}

describe("ccxt provider on a local Binance stand-in", () => {
  let stub: BinanceStub;
  let provider: MarketProvider | undefined;
  /** The provider's ticks, their prices as text to compare with the exchange's figures. */
  const ticks: { code: string; price: string; ts: number }[] = [];
  const collect = (batch: readonly PriceTick[]) => ticks.push(...batch.map((tick) => ({ ...tick, price: toPlain(tick.price) })));

  beforeEach(async () => {
    stub = await startBinanceStub();
    stub.tickerTime = Date.parse("2026-11-23T12:00:00Z");
    ticks.length = 0;
  });
  afterEach(async () => {
    provider?.stop();
    provider = undefined;
    await stub.close();
  });

  async function startProvider(options: { websocket: boolean; clock?: Clock; staleAfterMs?: number; instruments: FeedInstrument[] }) {
    const log = recordingLog();
    provider = createCcxtProvider({
      exchange: await stubExchange(stub, options),
      clock: options.clock ?? systemClock,
      staleAfterMs: options.staleAfterMs ?? 30_000,
      pollIntervalMs: 10,
      backoff: { firstDelayMs: 20, maxDelayMs: 1_000 },
      log,
      random: () => 0.5,
    });
    for (const instrument of options.instruments) provider.track(instrument, undefined);
    provider.start(collect);
    return { provider, log };
  }

  it("polls the listed crypto instruments and emits their prices as decimal text at each instrument's scale", async () => {
    const roundedBtc = crypto("BTCUSDT", 1);
    const { provider, log } = await startProvider({ websocket: false, instruments: [roundedBtc, shib, ton, apple] });
    await eventually(() => expect(ticks.map((tick) => tick.code).sort()).toEqual(["BTCUSDT", "SHIBUSDT"]));
    // 90512.34 at one decimal, half-even; SHIB keeps its eight.
    expect(ticks).toContainEqual({ code: "BTCUSDT", price: "90512.3", ts: stub.tickerTime });
    expect(ticks).toContainEqual({ code: "SHIBUSDT", price: "0.00000848", ts: stub.tickerTime });
    // Only the mapped symbols are asked for; the unlisted one is logged once, by code.
    const tickerRequest = stub.requests.find((request) => request.startsWith("/api/v3/ticker/24hr"));
    expect(decodeURIComponent(tickerRequest ?? "")).toContain('symbols=["BTCUSDT","SHIBUSDT"]');
    expect(log.lines.filter((line) => line.message.includes("does not list"))).toEqual([
      { level: "info", message: "market: instruments the exchange does not list stay without price", details: { exchange: "binance", unlisted: ["TONUSDT"] } },
    ]);
    // Untracked instruments are never stale: they have no price to be behind on.
    expect([provider.isStale("TONUSDT"), provider.isStale("AAPL"), provider.isStale("BTCUSDT")]).toEqual([false, false, false]);
  });

  it("emits a ticker only when the exchange's timestamp moves on", async () => {
    await startProvider({ websocket: false, instruments: [btc] });
    await eventually(() => expect(ticks).toHaveLength(1));
    const polled = stub.requests.length;
    await eventually(() => expect(stub.requests.length).toBeGreaterThan(polled + 2));
    expect(ticks).toHaveLength(1);
    stub.tickerTime += 1_000;
    await eventually(() => expect(ticks).toHaveLength(2));
    expect(ticks[1]).toEqual({ code: "BTCUSDT", price: "90512.34", ts: stub.tickerTime });
  });

  it("survives exchange errors, retrying with growing jittered delays, then carries on", async () => {
    stub.failTickerRequests = 3;
    const { log } = await startProvider({ websocket: false, instruments: [btc] });
    await eventually(() => expect(ticks).toHaveLength(1));
    const errors = log.lines.filter((line) => line.level === "error");
    // Half of 20, 40, 80 ms with the jitter fixed at 0.5 (75 % of the ceiling).
    expect(errors.map((line) => [line.details.failures, line.details.retryInMs])).toEqual([
      [1, 15],
      [2, 30],
      [3, 60],
    ]);
    expect(errors[0]?.details.err).toBeInstanceOf(Error);
  });

  it("flags an instrument stale after the threshold without ticks and clears the flag on the next tick", async () => {
    const clock = manualClock(new Date("2026-11-23T12:00:00Z"));
    const { provider } = await startProvider({ websocket: false, clock, staleAfterMs: 30_000, instruments: [btc] });
    await eventually(() => expect(ticks).toHaveLength(1));
    clock.advance(30_000);
    expect(provider.isStale("BTCUSDT")).toBe(false);
    clock.advance(1);
    expect(provider.isStale("BTCUSDT")).toBe(true);
    stub.tickerTime += 1_000;
    await eventually(() => expect(ticks).toHaveLength(2));
    expect(provider.isStale("BTCUSDT")).toBe(false);
  });

  it("counts an instrument as stale when the exchange never answers", async () => {
    const clock = manualClock(new Date("2026-11-23T12:00:00Z"));
    stub.failTickerRequests = Number.MAX_SAFE_INTEGER;
    const { provider, log } = await startProvider({ websocket: false, clock, staleAfterMs: 30_000, instruments: [btc] });
    await eventually(() => expect(log.lines.filter((line) => line.level === "error").length).toBeGreaterThan(0));
    clock.advance(30_001);
    expect(provider.isStale("BTCUSDT")).toBe(true);
    expect(ticks).toEqual([]);
  });

  it("streams tickers over the websocket and resubscribes after the connection drops", async () => {
    const { log } = await startProvider({ websocket: true, instruments: [btc, eth, apple] });
    await eventually(() => expect(stub.subscribedStreams().sort()).toEqual(["btcusdt@miniTicker", "ethusdt@miniTicker"]));
    // Binance pushes every second; ccxt hands over what came while it was asked, so keep pushing.
    const firstEventTime = Date.parse("2026-11-23T12:00:01Z");
    await eventually(() => {
      stub.pushMiniTickers(firstEventTime);
      expect(ticks).toHaveLength(2);
    });
    expect(ticks).toContainEqual({ code: "BTCUSDT", price: "90518.76", ts: firstEventTime });
    expect(ticks).toContainEqual({ code: "ETHUSDT", price: "3050.95", ts: firstEventTime });
    // No REST ticker polling while streaming.
    expect(stub.requests.some((request) => request.startsWith("/api/v3/ticker"))).toBe(false);

    stub.dropSockets();
    await eventually(() => expect(log.lines.some((line) => line.level === "error")).toBe(true));
    await eventually(() => expect(stub.subscribedStreams().sort()).toEqual(["btcusdt@miniTicker", "ethusdt@miniTicker"]));
    await eventually(() => {
      stub.pushMiniTickers(firstEventTime + 1_000);
      expect(ticks).toHaveLength(4);
    });
  });

  it("moves the stream to one socket carrying every instrument when another is tracked", async () => {
    const { provider } = await startProvider({ websocket: true, instruments: [btc] });
    await eventually(() => expect(stub.subscribedStreams()).toEqual(["btcusdt@miniTicker"]));
    provider.track(eth, undefined);
    // The loop picks the new list up after the next message on the old socket.
    stub.pushMiniTickers(Date.parse("2026-11-23T12:00:01Z"));
    await eventually(() => expect(stub.subscribedStreams().sort()).toEqual(["btcusdt@miniTicker", "ethusdt@miniTicker"]));
    await eventually(() => {
      stub.pushMiniTickers(Date.parse("2026-11-23T12:00:02Z"));
      expect(ticks.filter((tick) => tick.ts === Date.parse("2026-11-23T12:00:02Z")).map((tick) => tick.code).sort()).toEqual(["BTCUSDT", "ETHUSDT"]);
    });
  });

  it("back-fills 1-minute candles page by page and tracks the instrument afterwards", async () => {
    const to = Date.parse("2026-11-23T12:00:00Z");
    const from = to - 24 * 60 * minuteMs;
    stub.klinesUntil = to + 5 * minuteMs;
    const log = recordingLog();
    provider = createCcxtProvider({ exchange: await stubExchange(stub, { websocket: false }), clock: systemClock, staleAfterMs: 30_000, pollIntervalMs: 10, backoff: { firstDelayMs: 20, maxDelayMs: 1_000 }, log });
    const candles = await provider.history(btc, from, to);
    expect(candles).toHaveLength(24 * 60);
    expect(candles.every((candle, index) => candle.openTime === from + index * minuteMs)).toBe(true);
    // Binance's default page is 500 rows: 1,440 minutes take three.
    expect(stub.requests.filter((request) => request.startsWith("/api/v3/klines"))).toHaveLength(3);
    // The stub's climb: 90,000 + one cent per minute since the epoch (mod 100,000 minutes).
    const open = new Decimal(90_000).plus(new Decimal((from / minuteMs) % 100_000).times("0.01"));
    expect(candles[0] && candleText(candles[0])).toEqual({ openTime: from, open: toPlain(open), high: toPlain(open.plus("0.51")), low: toPlain(open.minus("0.5")), close: toPlain(open.plus("0.01")), volume: "1.23456" });
    // The back-filled instrument is now tracked: live ticks follow.
    provider.start(collect);
    await eventually(() => expect(ticks.map((tick) => tick.code)).toEqual(["BTCUSDT"]));
  });

  it("keeps the history fetched before a failing page, and has none for what the exchange does not quote", async () => {
    const to = Date.parse("2026-11-23T12:00:00Z");
    const from = to - 24 * 60 * minuteMs;
    stub.klinesUntil = to;
    stub.klineRequestsBeforeFailure = 1;
    const log = recordingLog();
    provider = createCcxtProvider({ exchange: await stubExchange(stub, { websocket: false }), clock: systemClock, staleAfterMs: 30_000, pollIntervalMs: 10, backoff: { firstDelayMs: 20, maxDelayMs: 1_000 }, log });
    const candles = await provider.history(btc, from, to);
    expect(candles.length).toBeGreaterThan(0);
    expect(candles.length).toBeLessThan(24 * 60);
    expect(log.lines.filter((line) => line.level === "error").map((line) => line.details.candles)).toEqual([candles.length]);
    expect(await provider.history(ton, from, to)).toEqual([]);
    expect(await provider.history(apple, from, to)).toEqual([]);
  });

  it("starts without history when the exchange is down, saying so once, and quotes once it is back", async () => {
    stub.failExchangeInfoRequests = 3;
    const { provider, log } = await startProvider({ websocket: false, instruments: [] });
    const to = Date.parse("2026-11-23T12:00:00Z");
    const histories = await Promise.all([btc, eth].map((instrument) => provider.history(instrument, to - 60 * minuteMs, to)));
    expect(histories).toEqual([[], []]);
    expect(log.lines.filter((line) => line.message.includes("start without history"))).toHaveLength(1);
    await eventually(() => expect(ticks.map((tick) => tick.code).sort()).toEqual(["BTCUSDT", "ETHUSDT"]));
    expect(stub.requests.filter((request) => request.startsWith("/api/v3/exchangeInfo")).length).toBe(4);
  });

  it("stops quietly: no error is logged for the socket it closes itself", async () => {
    const { provider, log } = await startProvider({ websocket: true, instruments: [btc] });
    await eventually(() => expect(stub.subscribedStreams()).toEqual(["btcusdt@miniTicker"]));
    provider.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.lines.filter((line) => line.level === "error")).toEqual([]);
  });
});

describe("ccxt provider configuration", () => {
  const settings = { marketTickMs: 1_000, marketStaleSeconds: 30, marketPollMs: 5_000 };
  const log = recordingLog();

  it("refuses an exchange id ccxt does not know, naming it", async () => {
    await expect(createProvider({ ...settings, marketProvider: "ccxt:binanse" }, systemClock, log)).rejects.toThrow('MARKET_PROVIDER=ccxt:binanse: "binanse" is not a ccxt exchange id');
  });

  it("refuses a provider name that is neither simulated nor ccxt", async () => {
    await expect(createProvider({ ...settings, marketProvider: "bloomberg" }, systemClock, log)).rejects.toThrow('MARKET_PROVIDER must be "simulated" or "ccxt:<exchange>", got "bloomberg"');
  });

  it("labels prices with the exchange it streams from", async () => {
    const provider = await createProvider({ ...settings, marketProvider: "ccxt:kraken" }, systemClock, log);
    expect([provider.source, provider.historySource]).toEqual(["ccxt:kraken", "ccxt:kraken"]);
  });

  it("doubles the retry delay up to its cap, with jitter between half and all of it", () => {
    const backoff = { firstDelayMs: 1_000, maxDelayMs: 60_000 };
    expect([1, 2, 3, 7, 8, 50].map((failures) => backoffDelayMs(backoff, failures, 0.999_999))).toEqual([1_000, 2_000, 4_000, 60_000, 60_000, 60_000]);
    expect(backoffDelayMs(backoff, 3, 0)).toBe(2_000);
  });
});

describe.skipIf(databaseUnavailable)("the market on the ccxt provider", () => {
  let database: TestDatabase;
  let stub: BinanceStub;
  // Migrating a fresh database takes seconds: a hook's budget, not the test's.
  beforeAll(async () => {
    database = await testDatabase();
    stub = await startBinanceStub();
  });
  afterAll(async () => {
    await stub.close();
    await database.drop();
  });

  it("lists crypto with the exchange's price and source, and other classes without a price", async () => {
    const clock = systemClock;
    stub.tickerTime = Date.now();
    stub.klinesUntil = Date.now();
    // Listed an hour ago as far as the stub knows: a short back-fill keeps the test quick.
    stub.klinesSince = stub.klinesUntil - 60 * minuteMs;
    const log = recordingLog();
    const provider = createCcxtProvider({ exchange: await stubExchange(stub, { websocket: false }), clock, staleAfterMs: 30_000, pollIntervalMs: 10, backoff: { firstDelayMs: 20, maxDelayMs: 1_000 }, log });
    const market = createMarket({ db: database.db, clock, provider, log });
    try {
      await market.start();
      const report = await market.backfill({ history: true });
      // BTC, ETH and SHIB are in the fixture; the other seeded coins are not.
      expect(report.candles).toBeGreaterThan(0);
      // As the wire shows them: the result schema writes each price as text.
      const listed = (type: number) => z.array(marketItemSchema).parse(market.list(type));
      await eventually(() => expect(listed(2).find((item) => item.code === "BTCUSDT")?.price).toBe("90512.34"));
      const crypto = listed(2);
      expect(crypto.find((item) => item.code === "BTCUSDT")).toMatchObject({ source: "ccxt:binance", price: "90512.34", stale: false });
      expect(crypto.find((item) => item.code === "ETHUSDT")?.price).toBe("3051.17");
      expect(crypto.find((item) => item.code === "TONUSDT")).toMatchObject({ source: "ccxt:binance", price: null, stale: false });
      expect(market.list(3).every((item) => item.price === null)).toBe(true);
      const candles = await market.candles("BTCUSDT", "1m", { from: Date.now() - 10 * minuteMs });
      expect(candles.length).toBeGreaterThan(0);
    } finally {
      await market.stop();
    }
  });
});
