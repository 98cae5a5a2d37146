// The trigger book against a naive scan of every resting trigger: for any sequence of adds,
// removes and ticks, a tick pops exactly the triggers the scan says it crossed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asPrice, Decimal } from "./money.ts";
import { fitsTriggerBook, levelKey, TriggerBook, type Trigger, type TriggerSide } from "./trigger-book.ts";

type Operation =
  | { kind: "add"; id: number; side: TriggerSide; level: string }
  | { kind: "remove"; id: number }
  | { kind: "tick"; price: string };

/** Prices on a coarse grid so ties and exact hits are common. */
const price = fc.integer({ min: 1, max: 400 }).chain((units) => fc.constantFrom(`${units}`, `${units}.5`, `${units}.25`, `0.${String(units).padStart(3, "0")}`));

const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("add" as const), id: fc.integer({ min: 0, max: 60 }), side: fc.constantFrom<TriggerSide>("rise", "fall"), level: price }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("remove" as const), id: fc.integer({ min: 0, max: 60 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("tick" as const), price }) },
);

function naiveCross(resting: Map<string, Trigger<null>>, tick: string): string[] {
  const crossed: string[] = [];
  for (const trigger of resting.values()) {
    const reached = trigger.side === "rise" ? new Decimal(trigger.level).lte(tick) : new Decimal(trigger.level).gte(tick);
    if (reached) crossed.push(trigger.id);
  }
  for (const id of crossed) resting.delete(id);
  return crossed.sort();
}

describe("trigger book", () => {
  it("pops exactly what a naive scan finds, in firing order per side", () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 300 }), (operations) => {
        const book = new TriggerBook<null>();
        const resting = new Map<string, Trigger<null>>();
        for (const step of operations) {
          if (step.kind === "add") {
            const trigger = { id: `t${step.id}`, side: step.side, level: asPrice(step.level), payload: null };
            book.add(trigger);
            resting.set(trigger.id, trigger);
          } else if (step.kind === "remove") {
            expect(book.remove(`t${step.id}`)).toBe(resting.delete(`t${step.id}`));
          } else {
            const popped = book.cross(asPrice(step.price));
            expect(popped.map((trigger) => trigger.id).sort()).toEqual(naiveCross(resting, step.price));
            const rises = popped.filter((trigger) => trigger.side === "rise").map((trigger) => new Decimal(trigger.level));
            const falls = popped.filter((trigger) => trigger.side === "fall").map((trigger) => new Decimal(trigger.level));
            expect(rises.every((level, index) => index === 0 || (rises[index - 1] ?? level).lte(level))).toBe(true);
            expect(falls.every((level, index) => index === 0 || (falls[index - 1] ?? level).gte(level))).toBe(true);
          }
          expect(book.size).toBe(resting.size);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("stays correct across many blocks", () => {
    const book = new TriggerBook<null>();
    const resting = new Map<string, Trigger<null>>();
    for (let index = 0; index < 20_000; index += 1) {
      const trigger = { id: `t${index}`, side: index % 2 === 0 ? ("rise" as const) : ("fall" as const), level: asPrice(`${(index * 7919) % 4000 + 1}.${index % 10}`), payload: null };
      book.add(trigger);
      resting.set(trigger.id, trigger);
    }
    for (let index = 0; index < 20_000; index += 7) expect(book.remove(`t${index}`)).toBe(resting.delete(`t${index}`));
    for (const tick of ["2000", "2600.3", "1500", "4001", "0.5", "2000"]) {
      expect(book.cross(asPrice(tick)).map((trigger) => trigger.id).sort()).toEqual(naiveCross(resting, tick));
      expect(book.size).toBe(resting.size);
    }
    expect(book.nearest()).toEqual({ rise: undefined, fall: undefined });
  });

  it("orders keys numerically and refuses levels it cannot hold", () => {
    const key = (level: string) => levelKey(new Decimal(level));
    expect(key("9.99") < key("10")).toBe(true);
    expect(key("0.000000000000000001") < key("0.00000000000000001")).toBe(true);
    expect(key("1.50")).toBe(key("1.5"));
    for (const bad of ["-1", "NaN", "Infinity", "1e20", "0.0000000000000000001"]) expect(() => key(bad)).toThrow();
  });

  it("says in advance exactly which levels it can key, so callers refuse the rest before money moves", () => {
    // What the fixed-width keys hold, as text: at most 20 integer digits and 18 decimals, no sign (-0 is 0).
    const plainFits = (level: Decimal) => /^(0|[1-9]\d{0,19})(\.\d{1,18})?$/.test(level.toFixed());
    const digits = fc.stringMatching(/^-?\d{1,22}(\.\d{1,20})?$/);
    fc.assert(
      fc.property(digits, (text) => {
        const level = new Decimal(text);
        expect(fitsTriggerBook(level)).toBe(plainFits(level));
        if (fitsTriggerBook(level)) expect(levelKey(level)).toHaveLength(39);
        else expect(() => levelKey(level)).toThrow();
      }),
    );
    expect(fitsTriggerBook(new Decimal("99999999999999999999.999999999999999999"))).toBe(true);
    // The mid level of a long's take profit at 99999999999999999999: the outage's level.
    expect(fitsTriggerBook(new Decimal("100005000250012500624.031201560078003901"))).toBe(false);
    expect(fitsTriggerBook(new Decimal("1.0000000000000000001"))).toBe(false);
  });

  it("replaces a trigger added again under the same id", () => {
    const book = new TriggerBook<string>();
    book.add({ id: "sl", side: "fall", level: asPrice("95"), payload: "first" });
    book.add({ id: "sl", side: "fall", level: asPrice("90"), payload: "moved" });
    expect(book.cross(asPrice("94"))).toEqual([]);
    expect(book.cross(asPrice("90")).map((trigger) => trigger.payload)).toEqual(["moved"]);
    expect(book.size).toBe(0);
  });
});
