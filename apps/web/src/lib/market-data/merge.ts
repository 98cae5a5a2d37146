// Pure merging of live `/message` frames into a REST market list. Items are matched by code;
// instruments missing from a frame keep their values, and frame entries for instruments not in
// the list are ignored (they belong to another class). The server's sparkline (`hundred`) is a
// point a minute, the newest one the live price: a changed price replaces that newest point, and
// the list's refetch (once a minute) brings the next minute's point, so the line keeps one time
// scale instead of appending seconds-apart prices to minutes-apart ones.
import type { MarketItem } from "@tradewind/api/market";
import type { MessageItem } from "@tradewind/api/realtime";

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
  // Frames repeat unchanged prices (every frame lists every instrument): only a new price moves the line.
  const hundred = live.price === item.price ? item.hundred : [...item.hundred.slice(0, -1), live.price];
  return { ...item, price: live.price, zdf: live.zdf, hundred };
}
