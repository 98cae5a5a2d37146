// Fan-out between processes over NATS: an engine app with the simulated feed and a ROLE=api app
// without one share a database and a NATS server; clients of the api app see the engine's ticks
// and, signed in, the order events of orders placed through the engine app; a logout through the
// engine app signs the session's socket on the api app out.
// Runs only with NATS_URL (CI's PostgreSQL suite sets it), under a subject prefix of its own.
import { describe, expect, it } from "vitest";
import { messageFrameSchema, serverMessageSchema } from "@tradewind/api/realtime";
import { catalogues } from "@tradewind/i18n/catalogues";
import { call, databaseUnavailable, expectLedgerSound, openSocket, registerUser, useNatsPair } from "../testing/harness.ts";

const natsUrl = process.env.NATS_URL;
if (!natsUrl) console.warn("realtime: NATS_URL is not set, so the NATS fan-out test is skipped");

describe.skipIf(!natsUrl || databaseUnavailable)("NATS fan-out from an engine to an api process", () => {
  const pair = useNatsPair(natsUrl ?? "");

  it("delivers the engine's ticks and candles to /ws and /message clients of the api process, and to its market list", async () => {
    const { engine, api } = pair();
    const client = await openSocket(`${api.socketUrl}/ws`);
    client.send({ op: "subscribe", channel: "ticks", code: "BTCUSDT" });
    client.send({ op: "subscribe", channel: "candles", code: "BTCUSDT", interval: "5m" });
    await client.next((frame) => serverMessageSchema.parse(frame).type === "subscribed");
    await client.next((frame) => serverMessageSchema.parse(frame).type === "subscribed");
    const lister = await openSocket(`${api.socketUrl}/message`);
    await lister.next();

    for (let count = 0; count < 3; count++) {
      const btc = (await engine.tick(30_000)).find((tick) => tick.code === "BTCUSDT");
      expect(btc).toBeDefined();
      const tick = await client.next((frame) => {
        const message = serverMessageSchema.parse(frame);
        return message.type === "tick" && message.price === btc?.price;
      });
      expect(tick).toMatchObject({ type: "tick", code: "BTCUSDT", ts: btc?.ts, source: "simulated" });
      await client.next((frame) => {
        const message = serverMessageSchema.parse(frame);
        return message.type === "candle" && message.candle.close === btc?.price;
      });
      await lister.next((frame) => messageFrameSchema.parse(frame).some((item) => item.code === "BTCUSDT" && item.price === btc?.price));
      const listed = await call<{ code: string; price: string | null }[]>(api.app, "GET", "/index/listMarketByType?type=2");
      expect(listed.result.find((item) => item.code === "BTCUSDT")?.price).toBe(btc?.price);
    }
    client.socket.close();
    lister.socket.close();
  });

  it("delivers an order placed through the engine process to the owner's socket on the api process only", async () => {
    const { database, engine, api } = pair();
    await engine.tick(1_000);
    const owner = await registerUser(engine.app);
    const other = await registerUser(engine.app);
    const [mine, theirs] = await Promise.all([openSocket(`${api.socketUrl}/ws`), openSocket(`${api.socketUrl}/ws`)]);
    for (const [client, token] of [[mine, owner.token], [theirs, other.token]] as const) {
      client.send({ op: "auth", token });
      expect(await client.next()).toEqual({ type: "authenticated" });
    }
    const buy = async (token: string) => {
      const placed = await call<{ id: string }>(engine.app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10 }, { token });
      expect(placed.code).toBe(200);
      return placed.result.id;
    };
    const ownerOrder = await buy(owner.token);
    // NATS keeps the publish order of one connection: the other user's first event is its own order.
    const otherOrder = await buy(other.token);
    expect(await mine.next()).toEqual({ type: "order", kind: "contract", id: ownerOrder, status: "open", book: "demo" });
    expect(await theirs.next()).toEqual({ type: "order", kind: "contract", id: otherOrder, status: "open", book: "demo" });
    mine.socket.close();
    theirs.socket.close();
    await expectLedgerSound(database.db);
  });
  it("signs out the api process's socket of a session logged out through the engine process", async () => {
    const { engine, api } = pair();
    const user = await registerUser(engine.app);
    const client = await openSocket(`${api.socketUrl}/ws`);
    client.send({ op: "auth", token: user.token });
    expect(await client.next()).toEqual({ type: "authenticated" });
    expect((await call(engine.app, "POST", "/login/logout", undefined, { token: user.token })).code).toBe(200);
    expect(await client.next()).toEqual({ type: "error", code: 401, message: catalogues.en.errors["401"] });
    client.socket.close();
  });
});
