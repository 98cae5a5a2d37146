// Price alerts of one instrument (issue 25): "above a level", "below a level", or "a move of at
// least p % within a window" (either way, measured from the window's lowest or highest tick).
// Levels rest in a TriggerBook, so a tick finds the crossed ones in O(log n + k). Move alerts are
// grouped by window: each window keeps its ticks' running low and high in monotonic queues
// (amortised O(1) per tick) and its alerts in a TriggerBook keyed by percentage, so a tick pops
// the alerts whose percentage the move reached, again in O(log n + k). A repeating alert rests
// again once its cool-down (the same for the whole book) has passed since it fired.

import { asPrice, Decimal, type Price } from "./money.ts";
import { fitsTriggerBook, TriggerBook } from "./trigger-book.ts";
import { invariant } from "./assert.ts";

export type AlertCondition = { kind: "above"; level: Price } | { kind: "below"; level: Price } | { kind: "move"; percent: Decimal; windowSeconds: number };

export interface PriceAlertRule {
  readonly id: string;
  readonly condition: AlertCondition;
  readonly repeating: boolean;
}

/** Windows a move alert may watch (seconds): few, so a tick updates few running lows and highs. */
export const moveWindowsSeconds = [300, 900, 3600, 14_400, 86_400] as const;

/** True when the rule can rest in a book: levels and percentages the trigger book holds, a known window. */
export function restableAlert(condition: AlertCondition): boolean {
  if (condition.kind !== "move") return condition.level.gt(0) && fitsTriggerBook(condition.level);
  return condition.percent.gt(0) && fitsTriggerBook(condition.percent) && (moveWindowsSeconds as readonly number[]).includes(condition.windowSeconds);
}

interface Sample {
  readonly ts: number;
  readonly price: Price;
}

/** Samples in time order with a moving head: dropping the oldest is O(1), never a copy per tick. */
class MonotonicQueue {
  private samples: Sample[] = [];
  private head = 0;

  /** Appends, first dropping the newest samples the new one outdoes (`outdone(older)`): they can never be the low or high again. */
  push(sample: Sample, outdone: (older: Price) => boolean): void {
    while (this.samples.length > this.head && outdone((this.samples[this.samples.length - 1] as Sample).price)) this.samples.pop();
    this.samples.push(sample);
  }

  /** The oldest sample at or after `since` (the newest one always stays). */
  firstSince(since: number): Price {
    while (this.head < this.samples.length - 1 && (this.samples[this.head] as Sample).ts < since) this.head += 1;
    // Compacted now and then, so the array does not grow with the ticks already dropped.
    if (this.head > 1024 && this.head * 2 > this.samples.length) {
      this.samples = this.samples.slice(this.head);
      this.head = 0;
    }
    return (this.samples[this.head] as Sample).price;
  }
}

/** The ticks of the last `windowMs`: their low and high in monotonic queues, and the move alerts watching them. */
class MoveWindow {
  private readonly lows = new MonotonicQueue();
  private readonly highs = new MonotonicQueue();
  /** Keyed by percentage (a Price only by brand: the book holds any exact positive decimal). */
  readonly alerts = new TriggerBook<PriceAlertRule>();

  constructor(private readonly windowMs: number) {}

  /** Takes a tick (the window's low and high follow it) and pops the alerts whose percentage the move within the window reached. */
  take(price: Price, ts: number): PriceAlertRule[] {
    const since = ts - this.windowMs;
    this.observe(price, ts);
    const low = this.lows.firstSince(since);
    const high = this.highs.firstSince(since);
    const nearest = this.alerts.nearest().rise;
    // Without a division: the smallest percentage resting is not reached, so none is (the usual tick).
    if (!nearest || (price.minus(low).times(100).lt(nearest.times(low)) && high.minus(price).times(100).lt(nearest.times(high)))) return [];
    const rise = price.minus(low).div(low);
    const fall = high.minus(price).div(high);
    // Rounded down to the book's 18 decimals: a percentage with fewer decimals is reached exactly when the unrounded move reaches it.
    const move = asPrice(Decimal.max(rise, fall).times(100).toDecimalPlaces(18, Decimal.ROUND_DOWN));
    return this.alerts.cross(move).map((trigger) => trigger.payload);
  }

  /** Takes a tick into the window's low and high only: one seen before the alerts were watching. */
  observe(price: Price, ts: number): void {
    this.lows.push({ ts, price }, (older) => older.gte(price));
    this.highs.push({ ts, price }, (older) => older.lte(price));
  }
}

export class PriceAlertBook {
  private readonly levels = new TriggerBook<PriceAlertRule>();
  private readonly windows = new Map<number, MoveWindow>();
  /** Where each resting alert is: "level" or its window's seconds. */
  private readonly where = new Map<string, "level" | number>();
  /** Repeating alerts that fired, oldest first, with when they rest again (one cool-down for all: first in, first out). */
  private cooling: { rule: PriceAlertRule; until: number }[] = [];
  private readonly coolingIds = new Set<string>();

  constructor(private readonly coolDownMs: number) {
    for (const seconds of moveWindowsSeconds) this.windows.set(seconds, new MoveWindow(seconds * 1000));
  }

  /** Alerts resting or cooling down. */
  get size(): number {
    return this.where.size + this.coolingIds.size;
  }

  /** Rests an alert; one with the same id is replaced (an edit). */
  add(rule: PriceAlertRule): void {
    this.remove(rule.id);
    invariant(restableAlert(rule.condition), `price alert ${rule.id} cannot rest`);
    const { condition } = rule;
    if (condition.kind === "move") {
      this.windowOf(condition.windowSeconds).alerts.add({ id: rule.id, side: "rise", level: asPrice(condition.percent), payload: rule });
      this.where.set(rule.id, condition.windowSeconds);
    } else {
      this.levels.add({ id: rule.id, side: condition.kind === "above" ? "rise" : "fall", level: condition.level, payload: rule });
      this.where.set(rule.id, "level");
    }
  }

  /**
   * Puts a repeating alert that fired before (an engine rebuilding its books) to cool down until
   * `until`, kept in order among the others; rested already if that time is past at the next tick.
   */
  addCooling(rule: PriceAlertRule, until: number): void {
    this.remove(rule.id);
    invariant(restableAlert(rule.condition), `price alert ${rule.id} cannot rest`);
    let index = this.cooling.length;
    while (index > 0 && (this.cooling[index - 1]?.until ?? 0) > until) index -= 1;
    this.cooling.splice(index, 0, { rule, until });
    this.coolingIds.add(rule.id);
  }

  /** Takes an alert off the book (deleted or paused); false when it was neither resting nor cooling. */
  remove(id: string): boolean {
    if (this.coolingIds.delete(id)) {
      this.cooling = this.cooling.filter((entry) => entry.rule.id !== id);
      return true;
    }
    const where = this.where.get(id);
    if (where === undefined) return false;
    this.where.delete(id);
    return where === "level" ? this.levels.remove(id) : this.windowOf(where).alerts.remove(id);
  }

  /**
   * Takes one tick (ticks in time order) and answers the alerts it fires, each once. A once alert
   * leaves the book; a repeating one rests again after the cool-down, from the first tick at or
   * after it.
   */
  tick(price: Price, ts: number): PriceAlertRule[] {
    this.rearm(ts);
    const fired = this.levels.cross(price).map((trigger) => trigger.payload);
    for (const window of this.windows.values()) fired.push(...window.take(price, ts));
    for (const rule of fired) {
      this.where.delete(rule.id);
      if (rule.repeating) {
        this.cooling.push({ rule, until: ts + this.coolDownMs });
        this.coolingIds.add(rule.id);
      }
    }
    return fired;
  }

  /**
   * Takes a tick from before the book was built (a recorded tick, replayed oldest first by an
   * engine that starts, before any live one) into the move windows only: it fires nothing, but a
   * later tick's move is measured against it, so a restart does not forget the windows' history.
   */
  warm(price: Price, ts: number): void {
    for (const window of this.windows.values()) window.observe(price, ts);
  }

  private rearm(ts: number): void {
    let count = 0;
    while (count < this.cooling.length && (this.cooling[count]?.until ?? Infinity) <= ts) count += 1;
    if (count === 0) return;
    const due = this.cooling.slice(0, count);
    this.cooling = this.cooling.slice(count);
    for (const { rule } of due) {
      this.coolingIds.delete(rule.id);
      this.add(rule);
    }
  }

  private windowOf(seconds: number): MoveWindow {
    const window = this.windows.get(seconds);
    invariant(window, `no move window of ${seconds} s`);
    return window;
  }
}
