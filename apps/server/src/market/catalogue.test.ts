// The seeded instrument catalogue (migration 0002): enough instruments per class, terms the
// trading code can rely on, logos that exist, and constraints that keep operator edits sane.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "@tradewind/domain/money";
import { databaseUnavailable, testDatabase, type TestDatabase } from "../testing/harness.ts";

type Instrument = Awaited<ReturnType<typeof loadAll>>[number];

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/public");
const schedules = new Set(["always", "forex", "nyse", "lse", "xetra", "tse", "hkex", "cme_globex"]);
const minimumPerType: Record<number, number> = { 1: 12, 2: 30, 3: 20, 4: 8, 5: 6 };

let database: TestDatabase;

function loadAll() {
  return database.db.selectFrom("instruments").selectAll().orderBy("type").orderBy("sort_order").execute();
}

describe.skipIf(databaseUnavailable)("instrument catalogue", () => {
  let instruments: Instrument[] = [];

  beforeAll(async () => {
    database = await testDatabase();
    instruments = await loadAll();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("seeds enough listed instruments of every class", () => {
    for (const [type, minimum] of Object.entries(minimumPerType)) {
      const listed = instruments.filter((row) => row.type === Number(type) && row.listed);
      expect(listed.length, `type ${type}`).toBeGreaterThanOrEqual(minimum);
    }
    expect(instruments.every((row) => row.type >= 1 && row.type <= 5)).toBe(true);
  });

  it("has unique codes, including the pairs and tickers the product promises", () => {
    const codes = instruments.map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
    const promised = ["BTCUSDT", "ETHUSDT", "POLUSDT", "SUIUSDT", "INJUSDT", "EURUSD", "AUDJPY", "AAPL", "BRK.B", "7203.T", "0700.HK", "SAP.DE", "SHEL.L", "SPY", "VTI", "ES", "SI"];
    expect(codes).toEqual(expect.arrayContaining(promised));
    const crypto = instruments.filter((row) => row.type === 2);
    expect(crypto.every((row) => row.quote_currency === "USDT" && row.code === `${row.base_currency}USDT`)).toBe(true);
  });

  it("names a known trading calendar for every instrument, and the right one per class", () => {
    for (const row of instruments) expect(schedules.has(row.schedule), row.code).toBe(true);
    const scheduleOf = (code: string) => instruments.find((row) => row.code === code)?.schedule;
    expect(instruments.filter((row) => row.type === 2).every((row) => row.schedule === "always")).toBe(true);
    expect(instruments.filter((row) => row.type === 1).every((row) => row.schedule === "forex")).toBe(true);
    expect(instruments.filter((row) => row.type === 5).every((row) => row.schedule === "cme_globex")).toBe(true);
    expect([scheduleOf("AAPL"), scheduleOf("7203.T"), scheduleOf("0700.HK"), scheduleOf("SAP.DE"), scheduleOf("SHEL.L")]).toEqual(["nyse", "tse", "hkex", "xetra", "lse"]);
  });

  it("points every logo at a small local SVG named after the code", () => {
    for (const row of instruments) {
      expect(row.logo, row.code).toBe(`/logos/${row.code.toLowerCase().replaceAll(".", "-")}.svg`);
      const file = path.join(webPublic, row.logo);
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg, row.code).toContain('viewBox="0 0 64 64"');
      expect(svg, row.code).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(Buffer.byteLength(svg), row.code).toBeLessThan(1024);
    }
  });

  it("offers a non-empty, strictly ascending list of whole leverages from 1x", () => {
    for (const row of instruments) {
      const leverages = row.leverages;
      expect(Array.isArray(leverages) && leverages.length > 0, row.code).toBe(true);
      expect(leverages.every((leverage) => Number.isInteger(leverage) && leverage >= 1), row.code).toBe(true);
      expect(leverages.every((leverage, index) => index === 0 || (leverages[index - 1] ?? Infinity) < leverage), row.code).toBe(true);
    }
  });

  it("keeps scales, rates and start prices within bounds", () => {
    const zero = new Decimal(0);
    const one = new Decimal(1);
    for (const row of instruments) {
      expect(row.price_scale >= 0 && row.price_scale <= 12, row.code).toBe(true);
      expect(row.quantity_scale >= 0 && row.quantity_scale <= 8, row.code).toBe(true);
      for (const rate of [row.spread_rate, row.fee_rate, row.maintenance_margin_rate]) {
        expect(new Decimal(rate).gte(zero) && new Decimal(rate).lt(one), `${row.code} ${rate}`).toBe(true);
      }
      const start = new Decimal(row.start_price);
      expect(start.gt(zero), row.code).toBe(true);
      // The opening price is representable at the instrument's own price scale.
      expect(start.decimalPlaces(), row.code).toBeLessThanOrEqual(row.price_scale);
      expect(new Decimal(row.contract_size).gt(zero), row.code).toBe(true);
      // At the highest leverage a fresh position is not already liquidatable.
      const highest = row.leverages[row.leverages.length - 1] ?? 1;
      expect(new Decimal(row.maintenance_margin_rate).times(highest).lt(one), row.code).toBe(true);
    }
    // The lowest fee rate is shown on the home page: it must be a real, non-zero fee.
    expect(instruments.every((row) => new Decimal(row.fee_rate).gt(zero))).toBe(true);
  });

  it("uses the real contract multipliers for futures and CFD lots elsewhere", () => {
    const size = (code: string) => new Decimal(instruments.find((row) => row.code === code)?.contract_size ?? "0").toNumber();
    expect(["ES", "NQ", "YM", "CL", "GC", "SI"].map(size)).toEqual([50, 20, 5, 1000, 100, 5000]);
    expect(size("EURUSD")).toBe(100_000);
    expect(size("BTCUSDT")).toBe(1);
    expect(size("AAPL")).toBe(1);
  });

  it("rejects operator edits that break an invariant", async () => {
    const base = instruments.find((row) => row.code === "BTCUSDT");
    if (!base) throw new Error("BTCUSDT is not seeded");
    const { id: _id, listed: _listed, ...valid } = base;
    const attempt = (changes: Partial<typeof valid>) =>
      database.db.insertInto("instruments").values({ ...valid, code: "TESTUSDT", logo: "/logos/testusdt.svg", ...changes }).execute();
    await expect(attempt({ leverages: [1, 10, 5] })).rejects.toThrow();
    await expect(attempt({ leverages: [] })).rejects.toThrow();
    await expect(attempt({ leverages: [0, 1] })).rejects.toThrow();
    await expect(attempt({ leverages: [1, 2, 500] })).rejects.toThrow(); // 0.4% maintenance at 500x
    await expect(attempt({ schedule: "weekends" as "always" })).rejects.toThrow();
    await expect(attempt({ fee_rate: "1" })).rejects.toThrow();
    await expect(attempt({ start_price: "0" })).rejects.toThrow();
    await expect(attempt({ code: "BTCUSDT" })).rejects.toThrow();
    await attempt({});
    await database.db.deleteFrom("instruments").where("code", "=", "TESTUSDT").execute();
  });
});
