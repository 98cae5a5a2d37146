// Trailing stops against a naive model that recomputes each trail's best price from the whole
// path on every tick: for any trails set along any price path, with the engine restarted from
// what SQL held at any point (some watermark writes lost, the recorded ticks replayed), each trail
// closes at exactly the tick the model says.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asPrice, Decimal } from "./money.ts";
import { replayTrail, shownTrailLevel, trailLevel, trailProblem, trailReached, TrailingStops, type TrailKind, type TrailSpec } from "./trailing-stop.ts";
import type { Direction } from "./contracts.ts";

/** Prices on a coarse grid so ties, exact hits and equal watermarks are common. */
const price = fc.integer({ min: 1, max: 200 }).chain((units) => fc.constantFrom(`${units}`, `${units}.5`, `${units}.25`));

interface Placed {
  spec: TrailSpec;
  /** Index of the tick the trail was set at (its first watermark is that tick's price). */
  at: number;
}

const spec: fc.Arbitrary<TrailSpec> = fc.record({
  direction: fc.constantFrom<Direction>("long", "short"),
  kind: fc.constantFrom<TrailKind>("price", "percent"),
  value: fc.constantFrom("0.5", "1", "3", "10.25", "25").map((value) => new Decimal(value)),
});

/** The naive answer: the index of the tick that closes the trail, or undefined. */
function naiveClose(placed: Placed, path: readonly string[]): number | undefined {
  const { direction, kind, value } = placed.spec;
  const long = direction === "long";
  for (let index = placed.at + 1; index < path.length; index += 1) {
    const seen = path.slice(placed.at, index).map((mid) => new Decimal(mid));
    const best = long ? Decimal.max(...seen) : Decimal.min(...seen);
    const level =
      kind === "price"
        ? long ? best.minus(value) : best.plus(value)
        : best.times(new Decimal(100).plus(long ? value.negated() : value).dividedBy(100));
    const mid = new Decimal(path[index] ?? "0");
    if (long ? mid.lte(level) : mid.gte(level)) return index;
  }
  return undefined;
}

describe("trailing stops", () => {
  it("close at the tick a naive model finds, across a restart that replays the ticks after each saved watermark", () => {
    fc.assert(
      fc.property(
        fc.array(price, { minLength: 2, maxLength: 80 }),
        fc.array(fc.record({ spec, at: fc.nat(79) }), { maxLength: 12 }),
        fc.nat(80),
        fc.array(fc.boolean(), { minLength: 100, maxLength: 100 }),
        (path, trails, restartAt, writes) => {
          const placed = trails.filter((trail) => trail.at < path.length && trailProblem(trail.spec, new Decimal(path[trail.at] ?? "1"), 2) === undefined);
          let stops = new TrailingStops();
          // What SQL holds: each trail's watermark and the tick that set it. Setting a trail writes
          // it; a moved watermark's write may be lost (the engine stopped before it ran).
          const saved = new Map<string, { watermark: Decimal; at: number }>();
          const closedAt = new Map<string, number>();
          let written = 0;
          path.forEach((mid, index) => {
            if (index === restartAt) {
              // A restart: a new engine rests every open trail from SQL, replaying the ticks recorded after its watermark.
              const rebuilt = new TrailingStops();
              for (const [id, { watermark, at }] of saved) {
                const trailSpec = placed[Number(id)]?.spec;
                if (!trailSpec || closedAt.has(id)) continue;
                const trail = { ...trailSpec, watermark: asPrice(watermark) };
                const replayed = replayTrail(trail, path.slice(at + 1, index).map((recorded) => new Decimal(recorded)));
                if (replayed.reachedAt === undefined) rebuilt.set(id, replayed.trail);
                else closedAt.set(id, at + 1 + replayed.reachedAt);
              }
              stops = rebuilt;
            }
            const { reached, moved } = stops.tick(asPrice(mid));
            for (const { id } of reached) closedAt.set(id, index);
            for (const { id, watermark } of moved) if (writes[written++ % writes.length]) saved.set(id, { watermark, at: index });
            placed.forEach((trail, id) => {
              if (trail.at !== index) return;
              stops.set(`${id}`, { ...trail.spec, watermark: asPrice(mid) });
              saved.set(`${id}`, { watermark: new Decimal(mid), at: index });
            });
          });
          placed.forEach((trail, id) => expect(closedAt.get(`${id}`), `trail ${id}`).toBe(naiveClose(trail, path)));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("keeps a percentage level exact, rounded towards the watermark past 18 decimals", () => {
    const long = { direction: "long", kind: "percent", value: new Decimal("2.5"), watermark: asPrice("90000") } as const;
    expect(trailLevel(long).toString()).toBe("87750");
    expect(trailLevel({ ...long, direction: "short" }).toString()).toBe("92250");
    const fine = trailLevel({ ...long, value: new Decimal("0.01"), watermark: asPrice("0.000000000000000003") });
    expect(fine.toFixed()).toBe("0.000000000000000003");
  });

  it("shows a level on the instrument's price scale, rounded towards the watermark: a closing mid is never beyond it", () => {
    const long = { direction: "long", kind: "percent", value: new Decimal("1.5"), watermark: asPrice("101.37") } as const;
    expect(trailLevel(long).toFixed()).toBe("99.84945");
    expect(shownTrailLevel(long, 2).toFixed()).toBe("99.85");
    expect(shownTrailLevel({ ...long, direction: "short" }, 2).toFixed()).toBe("102.89");
    expect(shownTrailLevel({ ...long, watermark: asPrice("100") }, 2).toFixed()).toBe("98.5");
    fc.assert(
      fc.property(spec, price, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 20_000 }), (trailSpec, watermark, scale, midUnits) => {
        const trail = { ...trailSpec, watermark: asPrice(watermark) };
        const exact = trailLevel(trail);
        const shown = shownTrailLevel(trail, scale);
        const step = new Decimal(1).dividedBy(new Decimal(10).pow(scale));
        expect(shown.decimalPlaces()).toBeLessThanOrEqual(scale);
        expect(shown.minus(exact).abs().lt(step)).toBe(true);
        const mid = new Decimal(midUnits).dividedBy(100);
        if (trailReached(trail, mid)) expect(trail.direction === "long" ? mid.lte(shown) : mid.gte(shown)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a value that is not positive, off the price scale, a percentage of 100 or more, or a long's level at or below zero", () => {
    const base = { direction: "long", kind: "price", value: new Decimal("1") } as const;
    expect(trailProblem(base, new Decimal("10"), 2)).toBeUndefined();
    expect(trailProblem({ ...base, value: new Decimal("0") }, new Decimal("10"), 2)).toBe("trailingStopUnreasonable");
    expect(trailProblem({ ...base, value: new Decimal("0.001") }, new Decimal("10"), 2)).toBe("trailingStopUnreasonable");
    expect(trailProblem({ ...base, value: new Decimal("10") }, new Decimal("10"), 2)).toBe("trailingStopUnreasonable");
    expect(trailProblem({ ...base, value: new Decimal("9.99") }, new Decimal("10"), 2)).toBeUndefined();
    expect(trailProblem({ ...base, kind: "percent", value: new Decimal("99.99") }, new Decimal("10"), 2)).toBeUndefined();
    expect(trailProblem({ ...base, kind: "percent", value: new Decimal("100") }, new Decimal("10"), 2)).toBe("trailingStopUnreasonable");
    expect(trailProblem({ ...base, kind: "percent", value: new Decimal("1.005") }, new Decimal("10"), 2)).toBe("trailingStopUnreasonable");
    expect(trailProblem({ ...base, direction: "short", value: new Decimal("1000") }, new Decimal("10"), 2)).toBeUndefined();
  });
});
