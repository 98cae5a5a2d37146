// The live sockets on a real port with a `ws` client: `/message` (SPEC §7 list frames,
// coalescing, slow consumers) and `/ws` (subscriptions, live candles equal to the chart
// endpoint's, catalogued errors in the connection's language, heartbeat, shutdown).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toPlain } from "@tradewind/domain/money";
import type { CandleText } from "../market/candle-text.ts";
import { maxSubscriptions, messageFrameSchema, serverMessageSchema, type MessageItem, type ServerMessage } from "@tradewind/api/realtime";
import { catalogues, interpolate } from "@tradewind/i18n/catalogues";
import { call, databaseUnavailable, liveMarketApp, openSocket, testDatabase, type LiveMarketApp, type SocketClient, type TestDatabase } from "../testing/harness.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isType = (type: ServerMessage["type"], code?: string) => (frame: unknown) => {
  const message = serverMessageSchema.parse(frame);
  return message.type === type && (code === undefined || ("code" in message && message.code === code));
};
const asList = (frame: unknown): MessageItem[] => messageFrameSchema.parse(frame);
const priceOf = (list: MessageItem[], code: string) => list.find((item) => item.code === code)?.price;

describe.skipIf(databaseUnavailable)("live sockets", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  const framesPerSecond = 5;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database, config: { realtimeFramesPerSecond: framesPerSecond } });
    await live.tick(1_000);
  });
  afterAll(async () => {
    await live.close();
    await database.drop();
  });

  const socket = (path: string, options?: Parameters<typeof openSocket>[1]) => openSocket(`${live.socketUrl}${path}`, options);

  describe("/message", () => {
    it("sends every quoted instrument's code, price and change on connect, then the newest list after ticks", async () => {
      const client = await socket("/message");
      const first = asList(await client.next());
      const listed = (await Promise.all([1, 2, 3, 4, 5].map((type) => call<{ code: string; price: string | null; zdf: string }[]>(live.app, "GET", `/index/listMarketByType?type=${type}`)))).flatMap((reply) => reply.result);
      const quoted = listed.filter((item) => item.price !== null).map(({ code, price, zdf }) => ({ code, price, zdf }));
      expect(quoted.length).toBeGreaterThan(10);
      expect(first).toEqual(expect.arrayContaining(quoted));
      expect(first).toHaveLength(quoted.length);

      const ticks = await live.tick(1_000);
      const btc = ticks.find((tick) => tick.code === "BTCUSDT");
      expect(btc).toBeDefined();
      const after = asList(await client.next((frame) => priceOf(asList(frame), "BTCUSDT") === btc?.price));
      expect(after).toHaveLength(first.length);
      client.socket.close();
    });

    it(`sends at most ${framesPerSecond} frames a second, the last one carrying the newest prices`, async () => {
      const client = await socket("/message");
      await client.next();
      const startedMs = Date.now();
      let last: string | undefined;
      while (Date.now() - startedMs < 1_500) {
        const ticks = await live.tick(100);
        last = ticks.find((tick) => tick.code === "BTCUSDT")?.price;
        await sleep(5);
      }
      const elapsedS = (Date.now() - startedMs) / 1000;
      await sleep(2 * (1000 / framesPerSecond));
      const frames = client.received.length - 1;
      // One flush may be due right when the window opens, one more at its end.
      expect(frames).toBeLessThanOrEqual(Math.ceil(elapsedS * framesPerSecond) + 2);
      expect(frames).toBeGreaterThanOrEqual(Math.floor(elapsedS * framesPerSecond) - 1);
      expect(priceOf(asList(client.received.at(-1)), "BTCUSDT")).toBe(last);
      client.socket.close();
    });
  });

  describe("/ws", () => {
    let client: SocketClient;
    beforeAll(async () => {
      client = await socket("/ws");
    });
    afterAll(() => client.socket.close());

    it("answers ping with pong", async () => {
      client.send({ op: "ping" });
      expect(await client.next()).toEqual({ type: "pong" });
    });

    it("subscribes to ticks: status and the last price at once, then every change until unsubscribed", async () => {
      client.send({ op: "subscribe", channel: "ticks", code: "BTCUSDT" });
      expect(await client.next()).toEqual({ type: "subscribed", channel: "ticks", code: "BTCUSDT" });
      expect(await client.next()).toEqual({ type: "status", code: "BTCUSDT", open: true, stale: false, source: "simulated" });
      const last = live.market.lastTick("BTCUSDT");
      expect(await client.next()).toEqual({ type: "tick", code: "BTCUSDT", price: last && toPlain(last.price), zdf: last?.zdf, ts: last?.ts, source: "simulated" });

      const ticks = await live.tick(1_000);
      const btc = ticks.find((tick) => tick.code === "BTCUSDT");
      const update = serverMessageSchema.parse(await client.next(isType("tick", "BTCUSDT")));
      expect(update).toMatchObject({ type: "tick", code: "BTCUSDT", price: btc?.price, ts: btc?.ts });

      client.send({ op: "unsubscribe", channel: "ticks", code: "BTCUSDT" });
      expect(await client.next()).toEqual({ type: "unsubscribed", channel: "ticks", code: "BTCUSDT" });
      const seen = client.received.length;
      await live.tick(1_000);
      await sleep(3 * (1000 / framesPerSecond));
      client.send({ op: "ping" });
      await client.next(isType("pong"));
      expect(client.received.slice(seen).filter(isType("tick"))).toEqual([]);
    });

    it("reports a closed session and no price for a stock outside its hours", async () => {
      client.send({ op: "subscribe", channel: "ticks", code: "AAPL" });
      await client.next(isType("subscribed", "AAPL"));
      expect(await client.next()).toEqual({ type: "status", code: "AAPL", open: false, stale: false, source: "simulated" });
      client.send({ op: "ping" });
      expect(await client.next()).toEqual({ type: "pong" });
      client.send({ op: "unsubscribe", channel: "ticks", code: "AAPL" });
      await client.next(isType("unsubscribed", "AAPL"));
    });

    it("sends the live 5m and 1m candles equal to the chart endpoint's for their bucket, before and after minutes finish", async () => {
      // Into the bucket with finished minutes recorded, so the first candle needs the stored part.
      for (let count = 0; count < 8; count++) await live.tick(20_000);
      const rest = async (interval: string) => {
        const nowMs = live.clock.now().getTime();
        const reply = await call<{ candles: CandleText[] }>(live.app, "GET", `/index/getKValueByCodeAndDate?code=BTCUSDT&interval=${interval}&from=${nowMs - 3_600_000}&to=${nowMs}`);
        return reply.result.candles.at(-1);
      };
      const newestCandle = async (interval: string, openTime: number | undefined) => {
        // Coalescing: wait for the frame carrying the newest close of this bucket.
        const expected = await rest(interval);
        const frame = await client.next((entry) => {
          const message = serverMessageSchema.parse(entry);
          return message.type === "candle" && message.interval === interval && message.candle.openTime === openTime && message.candle.close === expected?.close;
        });
        return { frame, expected };
      };
      for (const interval of ["5m", "1m"] as const) {
        client.send({ op: "subscribe", channel: "candles", code: "BTCUSDT", interval });
        expect(await client.next()).toEqual({ type: "subscribed", channel: "candles", code: "BTCUSDT", interval });
        const first = serverMessageSchema.parse(await client.next());
        expect(first).toEqual({ type: "candle", code: "BTCUSDT", interval, candle: await rest(interval), source: "simulated" });
      }
      for (let count = 0; count < 24; count++) {
        await live.tick(20_000);
        if (count % 6 !== 5) continue;
        for (const interval of ["5m", "1m"] as const) {
          const { frame, expected } = await newestCandle(interval, (await rest(interval))?.openTime);
          expect(serverMessageSchema.parse(frame)).toEqual({ type: "candle", code: "BTCUSDT", interval, candle: expected, source: "simulated" });
        }
      }
      for (const interval of ["5m", "1m"] as const) {
        client.send({ op: "unsubscribe", channel: "candles", code: "BTCUSDT", interval });
        await client.next(isType("unsubscribed"));
      }
    });

    it("answers every malformed frame with a catalogued error and keeps the socket working", async () => {
      const cases: [unknown, number][] = [
        ["not json {", 10100],
        [{ op: "fly" }, 10100],
        [{ op: "subscribe", channel: "news", code: "BTCUSDT" }, 10100],
        [{ op: "subscribe", channel: "ticks" }, 10122],
        [{ op: "subscribe", channel: "ticks", code: "BTCUSDT", extra: 1 }, 10100],
        [{ op: "subscribe", channel: "ticks", code: "NOPEUSDT" }, 10122],
        [{ op: "subscribe", channel: "ticks", code: "bad code" }, 10122],
        [{ op: "subscribe", channel: "candles", code: "NOPEUSDT", interval: "5m" }, 10122],
        [{ op: "subscribe", channel: "candles", code: "BTCUSDT", interval: "2m" }, 10123],
        [{ op: "subscribe", channel: "candles", code: "BTCUSDT" }, 10123],
        [{ op: "ping", pad: "x".repeat(5_000) }, 10100],
      ];
      for (const [frame, code] of cases) {
        client.send(frame);
        expect(await client.next(), JSON.stringify(frame).slice(0, 80)).toEqual({ type: "error", code, message: catalogues.en.errors[String(code) as keyof typeof catalogues.en.errors] });
        client.send({ op: "ping" });
        expect(await client.next()).toEqual({ type: "pong" });
      }
    });

    it(`refuses subscription number ${maxSubscriptions + 1} with 10126, keeping the others`, async () => {
      const crowded = await socket("/ws");
      const codes = (await call<{ code: string }[]>(live.app, "GET", "/index/listMarketByType?type=2")).result.map((item) => item.code);
      const intervals = ["1m", "5m", "15m", "1h", "4h", "1d", "1w"];
      const requests = codes.flatMap((code) => intervals.map((interval) => ({ op: "subscribe", channel: "candles", code, interval })));
      expect(requests.length).toBeGreaterThan(maxSubscriptions);
      for (const request of requests.slice(0, maxSubscriptions)) crowded.send(request);
      for (let count = 0; count < maxSubscriptions; count++) await crowded.next(isType("subscribed"), 30_000);
      crowded.send(requests[maxSubscriptions]);
      const refused = await crowded.next(isType("error"));
      expect(refused).toEqual({ type: "error", code: 10126, message: interpolate(catalogues.en.errors["10126"], { max: maxSubscriptions }) });
      crowded.send({ op: "subscribe", channel: "ticks", code: "BTCUSDT" });
      expect(await crowded.next(isType("error"))).toMatchObject({ code: 10126 });
      crowded.send(requests[0]);
      expect(await crowded.next(isType("subscribed"))).toMatchObject({ channel: "candles", code: requests[0]?.code });
      crowded.socket.close();
    });

    it("writes error messages in the language of ?lang= or Accept-Language", async () => {
      const german = await socket("/ws?lang=de");
      german.send({ op: "subscribe", channel: "ticks", code: "NOPEUSDT" });
      expect(await german.next()).toEqual({ type: "error", code: 10122, message: catalogues.de.errors["10122"] });
      german.socket.close();
      const japanese = await socket("/ws", { headers: { "accept-language": "ja-JP,ja;q=0.9" } });
      japanese.send({ op: "subscribe", channel: "candles", code: "BTCUSDT", interval: "7m" });
      expect(await japanese.next()).toEqual({ type: "error", code: 10123, message: catalogues.ja.errors["10123"] });
      expect(catalogues.ja.errors["10123"]).not.toBe(catalogues.en.errors["10123"]);
      japanese.socket.close();
    });

  });
});

describe.skipIf(databaseUnavailable)("live sockets under pressure and at shutdown", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("closes a /message client that does not read with 1008 instead of buffering for it", { timeout: 60_000 }, async () => {
    const live = await liveMarketApp({ database, config: { realtimeFramesPerSecond: 1_000, realtimeMaxBufferedBytes: 64 * 1024 } });
    try {
      await live.tick(1_000);
      const slow = await openSocket(`${live.socketUrl}/message`);
      const reader = await openSocket(`${live.socketUrl}/message`);
      await slow.next();
      slow.socket.pause();
      const serverSide = () => [...live.app.websocketServer.clients];
      // Loopback buffers hold megabytes: keep sending until the server gives up on the slow one.
      for (let round = 0; round < 20_000 && serverSide().length === 2 && serverSide().every((socket) => socket.readyState === socket.OPEN); round++) {
        await live.tick(100);
        await sleep(1);
      }
      slow.socket.resume();
      expect(await slow.closed).toEqual({ code: 1008, reason: "slow consumer: frames were not read in time" });
      const btc = (await live.tick(100)).find((tick) => tick.code === "BTCUSDT");
      await reader.next((frame) => priceOf(asList(frame), "BTCUSDT") === btc?.price, 20_000);
      expect(reader.socket.readyState).toBe(reader.socket.OPEN);
      reader.socket.close();
    } finally {
      await live.close();
    }
  });

  it("terminates a socket that stops answering pings, and keeps one that answers", async () => {
    // A short period, on an app doing nothing else: a busy test process could miss it.
    const live = await liveMarketApp({ database, config: { realtimeHeartbeatMs: 200 } });
    try {
      const silent = await openSocket(`${live.socketUrl}/ws`, { autoPong: false });
      const answering = await openSocket(`${live.socketUrl}/ws`);
      expect((await silent.closed).code).toBe(1006);
      await sleep(500);
      answering.send({ op: "ping" });
      expect(await answering.next()).toEqual({ type: "pong" });
      answering.socket.close();
    } finally {
      await live.close();
    }
  });

  it("sends a status change when a session opens, and closes every socket with 1001 on app close", async () => {
    const live = await liveMarketApp({ database });
    const client = await openSocket(`${live.socketUrl}/ws`);
    client.send({ op: "subscribe", channel: "ticks", code: "AAPL" });
    expect(await client.next(isType("status", "AAPL"))).toMatchObject({ open: false });
    // NYSE opens at 14:30 UTC on Monday 23 Nov 2026.
    await live.tick(Date.parse("2026-11-23T14:30:01Z") - live.clock.now().getTime());
    expect(await client.next(isType("status", "AAPL"))).toEqual({ type: "status", code: "AAPL", open: true, stale: false, source: "simulated" });
    expect(await client.next(isType("tick", "AAPL"))).toMatchObject({ code: "AAPL" });
    const lister = await openSocket(`${live.socketUrl}/message`);
    await live.close();
    expect(await client.closed).toEqual({ code: 1001, reason: "server shutting down" });
    expect((await lister.closed).code).toBe(1001);
  });
});
