// Trailing stops of contract positions (issue 25). A trail follows the best mid price since it
// was set (its watermark: the highest for a long, the lowest for a short) by a distance in price
// units or a percentage of the watermark, and closes the position at market on the first tick
// whose mid reaches its level (long: mid ≤ level, short: mid ≥ level), like a stop loss does.
//
// A tick is judged against the level before it: a tick that moves the watermark cannot also
// reach the level (the level trails the watermark), so "cross, then follow" is the one order.
// Levels are exact: a distance subtracts, a percentage multiplies (at most 18 decimals, rounded
// towards the watermark, so the stop never lags by a rounding). What is recorded and shown (the
// orders page, the `/ws` frame, the back office, statements) is `shownTrailLevel`: the level on
// the instrument's price scale, rounded the same way; the engine compares with the exact one.
import { asPrice, Decimal, type Price } from "./money.ts";
import type { Direction } from "./contracts.ts";
import { TriggerBook } from "./trigger-book.ts";

export const trailKinds = ["price", "percent"] as const;
export type TrailKind = (typeof trailKinds)[number];

export interface TrailSpec {
  readonly direction: Direction;
  readonly kind: TrailKind;
  /** Price units (kind price) or percent of the watermark (kind percent), > 0. */
  readonly value: Decimal;
}

export interface Trail extends TrailSpec {
  /** The best mid price since the trail was set. */
  readonly watermark: Price;
}

/** Digits a level may carry: the trigger book's. */
const levelScale = 18;
/** A percentage: more than 0, less than 100, at most two decimals. */
const percentMax = new Decimal(100);

/** The mid level at which the trail closes its position. */
export function trailLevel(trail: Trail): Price {
  const long = trail.direction === "long";
  if (trail.kind === "price") return asPrice(long ? trail.watermark.minus(trail.value) : trail.watermark.plus(trail.value));
  const factor = percentMax.plus(long ? trail.value.negated() : trail.value).dividedBy(percentMax);
  return asPrice(trail.watermark.times(factor).toDecimalPlaces(levelScale, long ? Decimal.ROUND_UP : Decimal.ROUND_DOWN));
}

/**
 * The level as recorded and shown: on the instrument's price scale, rounded towards the watermark
 * like a liquidation price (a long's up, a short's down), so the mid that closes the position is
 * never beyond the level shown, and less than one price step separates them from the exact level.
 */
export function shownTrailLevel(trail: Trail, priceScale: number): Price {
  return asPrice(trailLevel(trail).toDecimalPlaces(priceScale, trail.direction === "long" ? Decimal.ROUND_UP : Decimal.ROUND_DOWN));
}

/** Whether the mid price `mid` reaches the trail's level. */
export function trailReached(trail: Trail, mid: Decimal): boolean {
  const level = trailLevel(trail);
  return trail.direction === "long" ? mid.lte(level) : mid.gte(level);
}

/** The trail after a tick at `mid` that did not reach it: its watermark follows a better price. */
export function followed(trail: Trail, mid: Decimal): Trail {
  const better = trail.direction === "long" ? mid.gt(trail.watermark) : mid.lt(trail.watermark);
  return better ? { ...trail, watermark: asPrice(mid) } : trail;
}

/**
 * Why a trail cannot be set on a position priced at mid `mid` (undefined when it can): its value
 * must be positive, a distance on the instrument's price scale, a percentage below 100 with at
 * most two decimals, and a long's first level above zero.
 */
export function trailProblem(spec: TrailSpec, mid: Decimal, priceScale: number): "trailingStopUnreasonable" | undefined {
  const { kind, value } = spec;
  if (!value.isFinite() || value.lte(0)) return "trailingStopUnreasonable";
  if (kind === "price" ? value.decimalPlaces() > priceScale : value.gte(percentMax) || value.decimalPlaces() > 2) return "trailingStopUnreasonable";
  if (trailLevel({ ...spec, watermark: asPrice(mid) }).lte(0)) return "trailingStopUnreasonable";
  return undefined;
}

/** What a tick did to an instrument's trails: those it closes, and the watermarks it moved. */
export interface TrailTick {
  /** The trails the tick reached, as they stood before it. */
  readonly reached: { id: string; trail: Trail }[];
  readonly moved: { id: string; watermark: Price }[];
}

/**
 * Every trail of one instrument. Levels rest in one trigger book (what a tick closes) and
 * watermarks in another (what a tick moves): a tick that moves nothing and closes nothing costs
 * O(1), one that moves k watermarks O(k log n), because every watermark a tick passes becomes
 * that tick's price.
 */
export class TrailingStops {
  private readonly trails = new Map<string, Trail>();
  private readonly levels = new TriggerBook<null>();
  private readonly watermarks = new TriggerBook<null>();

  get size(): number {
    return this.trails.size;
  }

  get(id: string): Trail | undefined {
    return this.trails.get(id);
  }

  /** Rests a trail (a new one, an edited one or one rebuilt from SQL after a restart). */
  set(id: string, trail: Trail): void {
    this.trails.set(id, trail);
    const long = trail.direction === "long";
    this.levels.add({ id, side: long ? "fall" : "rise", level: trailLevel(trail), payload: null });
    // A watermark moves on a strictly better price: the book pops ≥ (long) or ≤ (short), ties are skipped below.
    this.watermarks.add({ id, side: long ? "rise" : "fall", level: trail.watermark, payload: null });
  }

  remove(id: string): boolean {
    this.levels.remove(id);
    this.watermarks.remove(id);
    return this.trails.delete(id);
  }

  /** Applies one tick: pops (and forgets) the trails it reaches, then follows the price with the rest. */
  tick(mid: Price): TrailTick {
    const reached: TrailTick["reached"] = [];
    for (const { id } of this.levels.cross(mid)) {
      const trail = this.trails.get(id);
      if (trail) reached.push({ id, trail });
      this.remove(id);
    }
    const moved: TrailTick["moved"] = [];
    for (const { id } of this.watermarks.cross(mid)) {
      const trail = this.trails.get(id);
      if (!trail) continue;
      const next = followed(trail, mid);
      this.set(id, next);
      if (next !== trail) moved.push({ id, watermark: next.watermark });
    }
    return { reached, moved };
  }
}

/**
 * A trail rebuilt from its saved watermark, carried through the recorded mids that came after it
 * (oldest first): the index of the first mid that reaches it, or the trail followed through all.
 */
export function replayTrail(trail: Trail, mids: readonly Decimal[]): { trail: Trail; reachedAt: number | undefined } {
  let current = trail;
  for (const [index, mid] of mids.entries()) {
    if (trailReached(current, mid)) return { trail: current, reachedAt: index };
    current = followed(current, mid);
  }
  return { trail: current, reachedAt: undefined };
}
