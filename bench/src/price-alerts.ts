// Price alert book (issue 25): the cost of one tick with n alerts resting on one instrument
// (above/below levels and move alerts over every window) when none fires and when k fire. A
// tick's cost follows k and the few move windows, not n. Pure in-memory: no database.
import { performance } from "node:perf_hooks";
import { asPrice, Decimal } from "../../packages/domain/src/money.ts";
import { moveWindowsSeconds, PriceAlertBook, type AlertCondition } from "../../packages/domain/src/price-alerts.ts";

interface Report {
  bench(name: string, value: number, unit: string): void;
  ratio(name: string, value: number): void;
}

const tickPrice = asPrice("1500.00");
const cents = (value: number) => asPrice(`${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`);

/** Above in [2000, 3000), below in [1, 1000), moves of 50–99 %: ticks around 1500 reach none. */
function conditionOf(index: number): AlertCondition {
  const spread = (index * 7919) % 99_900;
  if (index % 10 === 0) return { kind: "move", percent: new Decimal(50 + (index % 50)), windowSeconds: moveWindowsSeconds[index % moveWindowsSeconds.length] ?? 300 };
  return index % 2 === 0 ? { kind: "above", level: cents(200_000 + spread) } : { kind: "below", level: cents(100 + spread) };
}

export function priceAlertsBench(report: Report): void {
  const perTick: Record<number, number> = {};
  for (const size of [1_000, 1_000_000]) {
    const book = new PriceAlertBook(300_000);
    for (let index = 0; index < size; index += 1) book.add({ id: `a${index}`, condition: conditionOf(index), repeating: index % 3 === 0 });
    let ts = 0;
    const prices = [tickPrice, asPrice("1500.01"), asPrice("1499.99")];
    const ticks = 20_000;
    const began = performance.now();
    for (let tick = 0; tick < ticks; tick += 1) book.tick(prices[tick % 3] ?? tickPrice, (ts += 250));
    perTick[size] = ((performance.now() - began) * 1000) / ticks;
    report.bench(`price_alerts_tick_none_fired_n${size}`, perTick[size], "us/tick");
    // k alerts just above the tick, re-added before each timed tick, then crossed.
    const crossed = 100;
    let total = 0;
    const runs = 200;
    for (let run = 0; run < runs; run += 1) {
      for (let index = 0; index < crossed; index += 1) book.add({ id: `k${index}`, condition: { kind: "above", level: cents(150_050 + index) }, repeating: false });
      const start = performance.now();
      const fired = book.tick(asPrice("1502.00"), (ts += 250));
      total += performance.now() - start;
      if (fired.length !== crossed) throw new Error(`expected ${crossed} alerts to fire, got ${fired.length}`);
    }
    report.bench(`price_alerts_tick_k${crossed}_fired_n${size}`, (total * 1000) / runs, "us/tick");
  }
  report.ratio("price_alerts_tick_n1000000_over_n1000", (perTick[1_000_000] ?? 0) / (perTick[1_000] ?? 1));
}
