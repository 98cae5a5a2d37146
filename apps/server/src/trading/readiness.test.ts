import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createMarket } from "../market/service.ts";
import { manualClock } from "../platform/clock.ts";
import { loadConfig } from "../platform/config.ts";
import { call, databaseUnavailable, registerUser, testDatabase, type TestDatabase } from "../testing/harness.ts";

describe.skipIf(databaseUnavailable)("a process whose market is not loaded yet", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("is live but not ready, and refuses trades with a transient 10138 (not 10122) until its market is loaded", async () => {
    const clock = manualClock(new Date("2026-11-23T08:00:00Z"));
    const market = createMarket({ db: database.db, clock, provider: undefined, source: "simulated", bus: undefined, log: { info: () => {}, error: () => {} } });
    const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };
    const app = await buildApp({ config, db: database.db, clock, market, rateLimitPerMinute: 100_000 });
    try {
      expect((await app.inject({ url: "/health/live" })).statusCode).toBe(200);
      expect((await app.inject({ url: "/health/ready" })).json()).toEqual({ ready: false });
      const { token } = await registerUser(app);
      const order = await call(app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10 }, { token });
      expect(order).toMatchObject({ code: 10138, status: 503 });
      await market.start();
      const ready = await app.inject({ url: "/health/ready" });
      expect([ready.statusCode, ready.json()]).toEqual([200, { ready: true }]);
    } finally {
      await app.close();
    }
  });
});
