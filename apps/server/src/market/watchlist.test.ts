// The watchlist through HTTP: add, remove, list order, merging a visitor's list at login, the
// cap (also under concurrent adds), and catalogued errors for bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxWatchlistLength } from "@tradewind/api/market-rules";
import { call, databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";

interface Watchlist { codes: string[] }

describe.skipIf(databaseUnavailable)("watchlist", () => {
  let harness: TestApp;
  let allCodes: string[];

  beforeAll(async () => {
    harness = await testApp();
    allCodes = (await harness.db.selectFrom("instruments").select("code").where("listed", "=", true).orderBy("id").execute()).map((row) => row.code);
  });
  afterAll(() => harness.close());

  it("needs a signed-in user", async () => {
    const reply = await call(harness.app, "GET", "/user/listWatchlist");
    expect(reply.code).toBe(401);
  });

  it("adds newest first, ignores repeats, removes, and keeps each user's list apart", async () => {
    const { token } = await registerUser(harness.app);
    const other = await registerUser(harness.app);
    expect((await call<Watchlist>(harness.app, "GET", "/user/listWatchlist", undefined, { token })).result.codes).toEqual([]);
    await call(harness.app, "POST", "/user/addWatchlist", { code: "BTCUSDT" }, { token });
    await call(harness.app, "POST", "/user/addWatchlist", { code: "AAPL" }, { token });
    const repeated = await call<Watchlist>(harness.app, "POST", "/user/addWatchlist", { code: "BTCUSDT" }, { token });
    expect(repeated.code).toBe(200);
    expect(repeated.result.codes).toEqual(["AAPL", "BTCUSDT"]);
    const removed = await call<Watchlist>(harness.app, "POST", "/user/removeWatchlist", { code: "AAPL" }, { token });
    expect(removed.result.codes).toEqual(["BTCUSDT"]);
    const notThere = await call<Watchlist>(harness.app, "POST", "/user/removeWatchlist", { code: "EURUSD" }, { token });
    expect(notThere.result.codes).toEqual(["BTCUSDT"]);
    expect((await call<Watchlist>(harness.app, "GET", "/user/listWatchlist", undefined, { token: other.token })).result.codes).toEqual([]);
  });

  it("answers catalogued errors for unknown, malformed and missing codes", async () => {
    const { token } = await registerUser(harness.app);
    expect((await call(harness.app, "POST", "/user/addWatchlist", { code: "NOPEUSDT" }, { token })).code).toBe(10122);
    expect((await call(harness.app, "POST", "/user/addWatchlist", { code: "btc usdt; drop" }, { token })).code).toBe(10122);
    expect((await call(harness.app, "POST", "/user/addWatchlist", {}, { token })).code).toBe(10122);
    expect((await call(harness.app, "POST", "/user/addWatchlist", { code: "BTCUSDT", extra: 1 }, { token })).code).toBe(10121);
    const english = await call(harness.app, "POST", "/user/removeWatchlist", { code: "NOPE" }, { token });
    const french = await call(harness.app, "POST", "/user/removeWatchlist", { code: "NOPE" }, { token, lang: "fr" });
    expect(french.code).toBe(10122);
    expect(french.message).not.toBe(english.message);
    expect((await call(harness.app, "POST", "/user/mergeWatchlist", { codes: "BTCUSDT" }, { token })).code).toBe(10100);
  });

  it("merges a visitor's list: keeps its order on top, skips known and unknown codes", async () => {
    const { token } = await registerUser(harness.app);
    await call(harness.app, "POST", "/user/addWatchlist", { code: "ETHUSDT" }, { token });
    const merged = await call<Watchlist>(harness.app, "POST", "/user/mergeWatchlist", { codes: ["SOLUSDT", "ETHUSDT", "ZZZUSDT", "EURUSD", "SOLUSDT"] }, { token });
    expect(merged.code).toBe(200);
    expect(merged.result.codes).toEqual(["SOLUSDT", "EURUSD", "ETHUSDT"]);
    const again = await call<Watchlist>(harness.app, "POST", "/user/mergeWatchlist", { codes: ["SOLUSDT"] }, { token });
    expect(again.result.codes).toEqual(["SOLUSDT", "EURUSD", "ETHUSDT"]);
  });

  it("caps the list, for merges and for concurrent adds alike", async () => {
    const { token } = await registerUser(harness.app);
    // The seeded catalogue is smaller than the cap: list enough test instruments to reach it.
    const padding = Array.from({ length: maxWatchlistLength - allCodes.length + 2 }, (_, index) => `CAP${index}USDT`);
    await harness.db
      .insertInto("instruments")
      .values(padding.map((code, index) => ({ code, type: 2 as const, name: `Cap test ${index}`, base_currency: `CAP${index}`, quote_currency: "USDT", venue: "test", logo: "/logos/btcusdt.svg", price_scale: 2, quantity_scale: 4, schedule: "always" as const, contract_size: "1", leverages: [1], spread_rate: "0", fee_rate: "0.001", maintenance_margin_rate: "0.005", start_price: "1", sort_order: 10_000 + index })))
      .execute();
    const [spare, ...rest] = padding;
    const allButThree = [...rest, ...allCodes.filter((code) => code !== "BTCUSDT" && code !== "ETHUSDT")];
    const merged = await call<Watchlist>(harness.app, "POST", "/user/mergeWatchlist", { codes: allButThree }, { token });
    expect(merged.code).toBe(200);
    expect(merged.result.codes.length).toBe(maxWatchlistLength - 1);
    const [first, second] = await Promise.all([
      call(harness.app, "POST", "/user/addWatchlist", { code: "BTCUSDT" }, { token }),
      call(harness.app, "POST", "/user/addWatchlist", { code: "ETHUSDT" }, { token }),
    ]);
    expect([first.code, second.code].sort((a, b) => a - b)).toEqual([200, 10127]);
    const full = await call(harness.app, "POST", "/user/addWatchlist", { code: spare }, { token, lang: "de" });
    expect(full.code).toBe(10127);
    expect(full.message).toContain(String(maxWatchlistLength));
    const list = await call<Watchlist>(harness.app, "GET", "/user/listWatchlist", undefined, { token });
    expect(list.result.codes.length).toBe(maxWatchlistLength);
  });
});
