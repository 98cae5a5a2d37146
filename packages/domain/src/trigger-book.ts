// Resting price triggers of one instrument (DESIGN §5): limit entries, stop losses, take
// profits, liquidation prices and coin limit orders. A trigger either fires when the price
// rises to its level (`rise`: short SL, long TP, sell limits) or falls to it (`fall`: long SL,
// long liquidation, buy limits). Each side is kept sorted by how soon it fires, so a tick pops
// exactly the crossed triggers in O(log n + k) and costs O(1) when none is crossed.
//
// Levels are Prices, keyed once as fixed-width strings (see levelKey): exact like the decimals
// they come from, and compared natively, so a million resting triggers stay cheap.

import { invariant } from "./assert.ts";
import { toPlain, type Decimal, type Price } from "./money.ts";

export type TriggerSide = "rise" | "fall";

export interface Trigger<Payload> {
  readonly id: string;
  readonly side: TriggerSide;
  /** Mid price level, > 0. */
  readonly level: Price;
  readonly payload: Payload;
}

interface Entry<Payload> {
  /** Sort key: ascending order = firing order for the side. */
  readonly key: string;
  readonly trigger: Trigger<Payload>;
}

const integerDigits = 20;
const fractionDigits = 18;
/** A level's plain text the keys hold: below 10^20, at most 18 decimals, no sign. */
const plainLevel = /^(0|[1-9]\d{0,19})(?:\.(\d{1,18}))?$/;

/**
 * True when the book can hold `level`: not negative, below 10^20, at most 18 decimals. Callers
 * check before money moves, so a level that does not fit is refused, never found later.
 */
export function fitsTriggerBook(level: Decimal): boolean {
  return level.isFinite() && plainLevel.test(toPlain(level));
}

/** A price as a fixed-width string whose text order is numeric order (prices up to 1e20, 18 decimals). */
export function levelKey(price: Decimal): string {
  const match = price.isFinite() ? plainLevel.exec(toPlain(price)) : null;
  invariant(match, `trigger level out of the book's range: ${price.toString()}`);
  const [, whole = "0", fraction = ""] = match;
  return whole.padStart(integerDigits, "0") + "." + fraction.padEnd(fractionDigits, "0");
}

/** A level key in fire order: a fall side fires highest first, so its keys are complemented. */
function sideKey(side: TriggerSide, key: string): string {
  if (side === "rise") return key;
  let complemented = "";
  for (const char of key) complemented += char === "." ? "." : String(9 - Number(char));
  return complemented;
}

/** Blocks of at most this many entries: bounded insertion cost, few blocks to search. */
const blockCapacity = 512;

/**
 * Sorted multiset of entries in blocks (like a one-level B-tree). Insert and remove are
 * O(log n + blockCapacity); popping the first k is O(k + blocks emptied).
 */
class SortedEntries<Payload> {
  private blocks: Entry<Payload>[][] = [];

  insert(entry: Entry<Payload>): void {
    const blockIndex = this.blockFor(entry.key);
    const block = this.blocks[blockIndex];
    if (!block) {
      this.blocks.push([entry]);
      return;
    }
    block.splice(upperBound(block, entry.key), 0, entry);
    if (block.length > 2 * blockCapacity) this.blocks.splice(blockIndex, 1, block.slice(0, blockCapacity), block.slice(blockCapacity));
  }

  remove(key: string, id: string): boolean {
    for (let blockIndex = this.blockFor(key); blockIndex < this.blocks.length; blockIndex += 1) {
      const block = this.blocks[blockIndex] ?? [];
      // Equal keys may span blocks; stop once past them.
      for (let index = lowerBound(block, key); index < block.length; index += 1) {
        const entry = block[index];
        if (!entry || entry.key !== key) return false;
        if (entry.trigger.id === id) {
          block.splice(index, 1);
          if (block.length === 0) this.blocks.splice(blockIndex, 1);
          return true;
        }
      }
    }
    return false;
  }

  /** Removes and returns, in order, every entry whose key is ≤ `limit`. */
  popThrough(limit: string): Entry<Payload>[] {
    const popped: Entry<Payload>[] = [];
    while (this.blocks.length > 0) {
      const block = this.blocks[0] ?? [];
      const last = block[block.length - 1];
      if (last && last.key <= limit) {
        popped.push(...block);
        this.blocks.shift();
        continue;
      }
      const count = upperBound(block, limit);
      if (count > 0) popped.push(...block.splice(0, count));
      break;
    }
    return popped;
  }

  first(): Entry<Payload> | undefined {
    return this.blocks[0]?.[0];
  }

  /** Index of the first block whose last key is ≥ `key` (where `key` belongs), else the last block. */
  private blockFor(key: string): number {
    let low = 0;
    let high = this.blocks.length - 1;
    if (high < 0) return 0;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const block = this.blocks[middle] ?? [];
      const lastKey = block[block.length - 1]?.key ?? "";
      if (lastKey < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

function lowerBound<Payload>(block: readonly Entry<Payload>[], key: string): number {
  let low = 0;
  let high = block.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((block[middle]?.key ?? "") < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

function upperBound<Payload>(block: readonly Entry<Payload>[], key: string): number {
  let low = 0;
  let high = block.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((block[middle]?.key ?? "") <= key) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class TriggerBook<Payload> {
  private readonly rising = new SortedEntries<Payload>();
  private readonly falling = new SortedEntries<Payload>();
  private readonly byId = new Map<string, Entry<Payload>>();

  get size(): number {
    return this.byId.size;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Adds a trigger; an id already present is replaced (e.g. an edited stop loss). */
  add(trigger: Trigger<Payload>): void {
    this.remove(trigger.id);
    const entry = { key: sideKey(trigger.side, levelKey(trigger.level)), trigger };
    this.byId.set(trigger.id, entry);
    (trigger.side === "rise" ? this.rising : this.falling).insert(entry);
  }

  /** Removes a trigger (cancelled order, closed position); false when it was not resting. */
  remove(id: string): boolean {
    const entry = this.byId.get(id);
    if (!entry) return false;
    this.byId.delete(id);
    return (entry.trigger.side === "rise" ? this.rising : this.falling).remove(entry.key, id);
  }

  /**
   * Pops every trigger the price `price` reaches: rise triggers with level ≤ price and fall
   * triggers with level ≥ price, each side in the order the price reached them.
   */
  cross(price: Price): Trigger<Payload>[] {
    const key = levelKey(price);
    const crossed = [...this.rising.popThrough(sideKey("rise", key)), ...this.falling.popThrough(sideKey("fall", key))];
    for (const entry of crossed) this.byId.delete(entry.trigger.id);
    return crossed.map((entry) => entry.trigger);
  }

  /** The nearest resting level on each side, or undefined: what the next tick must reach. */
  nearest(): { rise: Price | undefined; fall: Price | undefined } {
    return { rise: this.rising.first()?.trigger.level, fall: this.falling.first()?.trigger.level };
  }
}
