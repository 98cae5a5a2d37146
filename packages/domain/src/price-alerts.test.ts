// The price alert book against a naive model that keeps every alert and every tick and scans all
// of them: for any sequence of adds, removes and ticks (time moving forward), each tick fires
// exactly the alerts the scan says, once alerts leave and repeating ones come back after the cool-down.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asPrice, Decimal } from "./money.ts";
import { moveWindowsSeconds, PriceAlertBook, restableAlert, type AlertCondition, type PriceAlertRule } from "./price-alerts.ts";

const coolDownMs = 60_000;

type Operation = { kind: "add"; rule: PriceAlertRule } | { kind: "remove"; id: string } | { kind: "tick"; price: string; afterMs: number };

const price = fc.integer({ min: 90, max: 110 }).chain((units) => fc.constantFrom(`${units}`, `${units}.5`));
const condition: fc.Arbitrary<AlertCondition> = fc.oneof(
  price.map((level) => ({ kind: "above" as const, level: asPrice(level) })),
  price.map((level) => ({ kind: "below" as const, level: asPrice(level) })),
  fc.record({ percent: fc.constantFrom("0.5", "1", "2.5", "5", "10"), windowSeconds: fc.constantFrom(...moveWindowsSeconds.slice(0, 2)) }).map(({ percent, windowSeconds }) => ({ kind: "move" as const, percent: new Decimal(percent), windowSeconds })),
);
const id = fc.integer({ min: 0, max: 20 }).map((n) => `a${n}`);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("add" as const), rule: fc.record({ id, condition, repeating: fc.boolean() }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("remove" as const), id }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("tick" as const), price, afterMs: fc.constantFrom(0, 1_000, 30_000, 200_000, 1_000_000) }) },
);

/** Every alert with its state, every tick: a tick scans them all. */
class NaiveModel {
  private readonly alerts = new Map<string, { rule: PriceAlertRule; coolingUntil: number | null }>();
  private readonly ticks: { ts: number; price: Decimal }[] = [];

  add(rule: PriceAlertRule) {
    this.alerts.set(rule.id, { rule, coolingUntil: null });
  }
  remove(id: string): boolean {
    return this.alerts.delete(id);
  }
  get size() {
    return this.alerts.size;
  }

  tick(price: string, ts: number): string[] {
    this.ticks.push({ ts, price: new Decimal(price) });
    const fired: string[] = [];
    for (const [alertId, state] of this.alerts) {
      if (state.coolingUntil !== null && state.coolingUntil > ts) continue;
      if (!this.reached(state.rule.condition, new Decimal(price), ts)) continue;
      fired.push(alertId);
      if (state.rule.repeating) state.coolingUntil = ts + coolDownMs;
      else this.alerts.delete(alertId);
    }
    return fired.sort();
  }

  private reached(condition: AlertCondition, price: Decimal, ts: number): boolean {
    if (condition.kind === "above") return price.gte(condition.level);
    if (condition.kind === "below") return price.lte(condition.level);
    const inWindow = this.ticks.filter((tick) => tick.ts >= ts - condition.windowSeconds * 1000).map((tick) => tick.price);
    const low = Decimal.min(...inWindow);
    const high = Decimal.max(...inWindow);
    return Decimal.max(price.minus(low).div(low), high.minus(price).div(high)).times(100).gte(condition.percent);
  }
}

describe("price alert book", () => {
  it("fires exactly what a naive scan of every alert and tick finds", () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 200 }), (operations) => {
        const book = new PriceAlertBook(coolDownMs);
        const model = new NaiveModel();
        let now = 1_000_000;
        for (const step of operations) {
          if (step.kind === "add") {
            book.add(step.rule);
            model.add(step.rule);
          } else if (step.kind === "remove") {
            expect(book.remove(step.id)).toBe(model.remove(step.id));
          } else {
            now += step.afterMs;
            expect(book.tick(asPrice(step.price), now).map((rule) => rule.id).sort()).toEqual(model.tick(step.price, now));
          }
          expect(book.size).toBe(model.size);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("fires a once alert once and a repeating one again only after the cool-down", () => {
    const book = new PriceAlertBook(coolDownMs);
    book.add({ id: "once", condition: { kind: "above", level: asPrice("100") }, repeating: false });
    book.add({ id: "again", condition: { kind: "above", level: asPrice("100") }, repeating: true });
    expect(book.tick(asPrice("101"), 0).map((rule) => rule.id).sort()).toEqual(["again", "once"]);
    expect(book.tick(asPrice("102"), coolDownMs - 1)).toEqual([]);
    expect(book.tick(asPrice("102"), coolDownMs).map((rule) => rule.id)).toEqual(["again"]);
    expect(book.size).toBe(1);
  });

  it("keeps a rebuilt alert cooling until its time, whatever order they come in", () => {
    const book = new PriceAlertBook(coolDownMs);
    book.addCooling({ id: "late", condition: { kind: "below", level: asPrice("100") }, repeating: true }, 2_000);
    book.addCooling({ id: "early", condition: { kind: "below", level: asPrice("100") }, repeating: true }, 1_000);
    expect(book.tick(asPrice("99"), 999)).toEqual([]);
    expect(book.tick(asPrice("99"), 1_000).map((rule) => rule.id)).toEqual(["early"]);
    expect(book.tick(asPrice("99"), 2_000).map((rule) => rule.id)).toEqual(["late"]);
  });

  it("measures a move from the window's low or high, and forgets ticks older than the window", () => {
    const book = new PriceAlertBook(coolDownMs);
    book.add({ id: "move", condition: { kind: "move", percent: new Decimal("5"), windowSeconds: 300 }, repeating: false });
    expect(book.tick(asPrice("100"), 0)).toEqual([]);
    expect(book.tick(asPrice("104.99"), 100_000)).toEqual([]);
    // The 100 is older than 5 minutes here: the move is from 104.99.
    expect(book.tick(asPrice("105"), 300_001)).toEqual([]);
    expect(book.tick(asPrice("99.75"), 300_002).map((rule) => rule.id)).toEqual(["move"]);
  });

  it("measures a move from warmed ticks (a rebuilt book's history) without firing on them", () => {
    const book = new PriceAlertBook(coolDownMs);
    book.add({ id: "move", condition: { kind: "move", percent: new Decimal("5"), windowSeconds: 300 }, repeating: false });
    // Recorded before the restart: a 6 % fall already happened, but warming fires nothing.
    book.warm(asPrice("100"), 0);
    book.warm(asPrice("94"), 1_000);
    // The first live tick measures from the warmed high: 95 is 5 % under 100.
    expect(book.tick(asPrice("95"), 2_000).map((rule) => rule.id)).toEqual(["move"]);
    const cold = new PriceAlertBook(coolDownMs);
    cold.add({ id: "move", condition: { kind: "move", percent: new Decimal("5"), windowSeconds: 300 }, repeating: false });
    expect(cold.tick(asPrice("95"), 2_000)).toEqual([]);
    // A warmed tick older than the window is forgotten like a live one: one past the bound.
    const late = new PriceAlertBook(coolDownMs);
    late.add({ id: "move", condition: { kind: "move", percent: new Decimal("5"), windowSeconds: 300 }, repeating: false });
    late.warm(asPrice("100"), 0);
    expect(late.tick(asPrice("95"), 300_001)).toEqual([]);
  });

  it("refuses what the book cannot hold", () => {
    expect(restableAlert({ kind: "above", level: asPrice("0") })).toBe(false);
    expect(restableAlert({ kind: "below", level: asPrice("1e20") })).toBe(false);
    expect(restableAlert({ kind: "move", percent: new Decimal("1"), windowSeconds: 60 })).toBe(false);
    expect(restableAlert({ kind: "move", percent: new Decimal("1"), windowSeconds: 300 })).toBe(true);
  });
});
