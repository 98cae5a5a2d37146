// Pure merging of live `/message` frames into a REST market list. Items are matched by code;
// instruments missing from a frame keep their values, and frame entries for instruments not in
// the list are ignored (they belong to another class). A changed price is appended to the
// sparkline history, which keeps the newest `hundredLength` points like the server does.
import type { MarketItem } from "@tradewind/api/market";
import type { MessageItem } from "@tradewind/api/realtime";

export const hundredLength = 100;

/** Returns the same array when nothing changed, so React Query and React skip a re-render. */
export function mergeFrame(items: readonly MarketItem[], frame: readonly MessageItem[]): MarketItem[] {
  if (frame.length === 0) return items as MarketItem[];
  const byCode = new Map(frame.map((entry) => [entry.code, entry]));
  let changed = false;
  const merged = items.map((item) => {
    const live = byCode.get(item.code);
    if (live === undefined || (live.price === item.price && live.zdf === item.zdf)) return item;
    changed = true;
    return mergeItem(item, live);
  });
  return changed ? merged : (items as MarketItem[]);
}

function mergeItem(item: MarketItem, live: MessageItem): MarketItem {
  // Frames repeat unchanged prices (every frame lists every instrument): only a new price is a new point.
  const hundred = live.price === item.price ? item.hundred : appendBounded(item.hundred, live.price, hundredLength);
  return { ...item, price: live.price, zdf: live.zdf, hundred };
}

export function appendBounded<T>(list: readonly T[], value: T, limit: number): T[] {
  const next = [...list, value];
  return next.length > limit ? next.slice(next.length - limit) : next;
}
