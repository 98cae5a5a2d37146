// The 24 h card's figures as one snapshot: the last refresh of getMarketInfo with the newest
// tick laid over it. The tick moves Last and Change (the same zdf the header shows), and a Last
// beyond the day's range stretches High or Low and with them the amplitude, so the card never
// shows a price outside its own range or a change that disagrees with its Last.
import { Decimal } from "@tradewind/domain/money";

export interface DayStats {
  open: string | null;
  last: string | null;
  high: string | null;
  low: string | null;
  volume: string | null;
  /** Percent, as zhangFu / zdf. */
  change: string | null;
  /** Percent: (high − low) / open, as zhenFu. */
  amplitude: string | null;
}

interface Refreshed {
  open: string | null;
  price: string | null;
  high: string | null;
  low: string | null;
  volume: string | null;
  zhangFu: string | null;
  zhenFu: string | null;
}

export function dayStats(info: Refreshed, tick: { price: string | null; changePercent: string | null }): DayStats {
  const base = { open: info.open, volume: info.volume };
  if (tick.price === null) return { ...base, last: info.price, high: info.high, low: info.low, change: info.zhangFu, amplitude: info.zhenFu };
  const last = new Decimal(tick.price);
  const high = info.high === null ? last : Decimal.max(info.high, last);
  const low = info.low === null ? last : Decimal.min(info.low, last);
  const amplitude = info.open === null || new Decimal(info.open).isZero() ? info.zhenFu : high.minus(low).dividedBy(info.open).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();
  return { ...base, last: tick.price, high: high.toFixed(), low: low.toFixed(), change: tick.changePercent ?? info.zhangFu, amplitude };
}
