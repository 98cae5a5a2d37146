// Trigger book (issue 4): the cost of one tick with n resting triggers and none crossed, and
// with k crossed, beside a naive scan of every trigger. The ratios show that a tick's cost
// follows k, not n.
import { performance } from "node:perf_hooks";
import { asPrice } from "../../packages/domain/src/money.ts";
import { levelKey, TriggerBook } from "../../packages/domain/src/trigger-book.ts";

interface Report {
  bench(name: string, value: number, unit: string): void;
  ratio(name: string, value: number): void;
}

const cents = (value: number) => asPrice(`${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`);
/** The tick of every run, parsed once as the engine does where a tick enters. */
const tickPrice = asPrice("1500.00");

/** Rises rest in [2000, 3000), falls in [1, 1000): a tick at 1500 reaches none of them. */
function filledBook(size: number): { book: TriggerBook<null>; levels: { side: "rise" | "fall"; key: string }[] } {
  const book = new TriggerBook<null>();
  const levels: { side: "rise" | "fall"; key: string }[] = [];
  for (let index = 0; index < size; index += 1) {
    const side = index % 2 === 0 ? "rise" : "fall";
    const level = cents(side === "rise" ? 200_000 + ((index * 7919) % 100_000) : 100 + ((index * 7919) % 99_900));
    book.add({ id: `t${index}`, side, level, payload: null });
    levels.push({ side, key: levelKey(level) });
  }
  return { book, levels };
}

/** Mean microseconds of `measured`, run after an untimed `prepare`, over about `budgetMs`. */
function microsecondsPer(prepare: () => void, measured: () => void, budgetMs: number): number {
  let total = 0;
  let runs = 0;
  const start = performance.now();
  while (runs < 100_000 && performance.now() - start < budgetMs) {
    prepare();
    const began = performance.now();
    measured();
    total += performance.now() - began;
    runs += 1;
  }
  return (total * 1000) / runs;
}

export function triggerBookBench(report: Report): void {
  const quiet: Record<number, number> = {};
  for (const size of [1_000, 100_000, 1_000_000]) {
    const { book, levels } = filledBook(size);
    quiet[size] = microsecondsPer(() => undefined, () => book.cross(tickPrice), 300);
    report.bench(`trigger_book_tick_none_crossed_n${size}`, quiet[size], "us/tick");
    for (const crossed of [10, 1000]) {
      // k triggers at 1499.xx, re-added before each timed tick.
      const prepare = () => {
        for (let index = 0; index < crossed; index += 1) book.add({ id: `k${index}`, side: "rise", level: cents(149_900 + (index % 100)), payload: null });
      };
      const us = microsecondsPer(prepare, () => book.cross(tickPrice), 300);
      report.bench(`trigger_book_tick_k${crossed}_crossed_n${size}`, us, "us/tick");
    }
    if (size === 100_000) {
      const tick = levelKey(tickPrice);
      const naive = microsecondsPer(() => undefined, () => levels.filter((entry) => (entry.side === "rise" ? entry.key <= tick : entry.key >= tick)), 300);
      report.bench(`trigger_naive_scan_n${size}`, naive, "us/tick");
      report.ratio(`trigger_naive_scan_over_book_none_crossed_n${size}`, naive / quiet[size]);
    }
  }
  report.ratio("trigger_book_none_crossed_n1000000_vs_n1000", (quiet[1_000_000] ?? 0) / (quiet[1_000] ?? 1));
}
