// Property: candles the database aggregates equal, at every interval, the domain's aggregation
// of the same stored 1-minute candles (on PGlite here and on PostgreSQL in the pg suite).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aggregate, bucketShape, intervals, type Candle } from "@tradewind/domain/candles";
import { databaseUnavailable, testDatabase, type TestDatabase } from "../testing/harness.ts";
import { candleOfText } from "./candle-text.ts";
import { aggregatedCandles, upsertCandles } from "./repository.ts";

const minuteMs = 60_000;
const start = Date.UTC(2026, 10, 20, 21, 0);

describe.skipIf(databaseUnavailable)("candle aggregation in SQL", () => {
  let database: TestDatabase;
  let instrumentIds: string[];

  beforeAll(async () => {
    database = await testDatabase();
    instrumentIds = (await database.db.selectFrom("instruments").select("id").orderBy("id").limit(40).execute()).map((row) => row.id);
  });
  afterAll(() => database.drop());

  it("equals the domain aggregation of the stored 1-minute candles", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ gapMinutes: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3000 })), open: fc.integer({ min: 1, max: 1_000_000 }), close: fc.integer({ min: 1, max: 1_000_000 }), wick: fc.integer({ min: 0, max: 5000 }), volume: fc.integer({ min: 0, max: 1000 }) }), { minLength: 1, maxLength: 200 }),
        fc.constantFrom(...intervals),
        async (steps, interval) => {
          const instrumentId = instrumentIds[run % instrumentIds.length] ?? "";
          run += 1;
          await database.db.deleteFrom("candles_1m").where("instrument_id", "=", instrumentId).execute();
          let time = start;
          const candles: Candle[] = steps.map((step) => {
            time += step.gapMinutes * minuteMs;
            const [low, high] = step.open < step.close ? [step.open, step.close] : [step.close, step.open];
            return candleOfText({ openTime: time, open: (step.open / 100).toFixed(2), close: (step.close / 100).toFixed(2), low: (Math.max(1, low - step.wick) / 100).toFixed(2), high: ((high + step.wick) / 100).toFixed(2), volume: `${step.volume}.5` });
          });
          for (let index = 0; index < candles.length; index += 1000) await upsertCandles(database.db, instrumentId, candles.slice(index, index + 1000).map((candle) => ({ ...candle, source: "test" })));
          const from = start;
          const to = time + minuteMs;
          expect(await aggregatedCandles(database.db, instrumentId, bucketShape(interval), from, to)).toEqual(aggregate(candles, interval));
        },
      ),
      { numRuns: 60 },
    );
  });
});
