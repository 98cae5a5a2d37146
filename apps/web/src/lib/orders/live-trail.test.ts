// A `/ws` trailingStop frame moves a cached position's level only forwards: a better watermark
// (higher for a long, lower for a short) is taken, an older or equal one, another order's, or a
// closed position's is not; and the cached lists and detail are rewritten in place.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { getAssestInfo, listUOrder } from "@tradewind/api/routes";
import type { ContractOrder } from "@tradewind/api/trading";
import { requestKey } from "@tradewind/ui/endpoint-query.ts";
import { followTrail, withTrail, type TrailFrame } from "./live-trail.ts";

const long: ContractOrder = {
  id: "7",
  orderNo: "C7",
  code: "ETHUSDT",
  name: "ETH/USDT",
  book: "demo",
  direction: "long",
  orderType: "market",
  status: "open",
  lots: "1",
  leverage: 5,
  limitPrice: null,
  stopLoss: null,
  takeProfit: null,
  margin: "600",
  fee: "1.8",
  openPrice: "3000",
  openTime: 1,
  openSource: "scripted",
  closePrice: null,
  closeTime: null,
  closeSource: null,
  closeReason: null,
  liquidationPrice: "2400",
  trailingStop: { kind: "price", value: "50", watermark: "3100", level: "3050" },
  closeTrigger: null,
  profit: "100",
  markPrice: "3100",
  createdAt: 1,
};
const frame = (watermark: string, level: string, id = "7"): TrailFrame => ({ type: "trailingStop", id, watermark, level, ts: 2 });

describe("a moved trailing stop in the cache", () => {
  it("takes only a better watermark of the same open position", () => {
    expect(withTrail(long, frame("3120.5", "3070.5")).trailingStop).toEqual({ kind: "price", value: "50", watermark: "3120.5", level: "3070.5" });
    expect(withTrail(long, frame("3100", "3050"))).toBe(long);
    expect(withTrail(long, frame("3099.99", "3049.99"))).toBe(long);
    expect(withTrail(long, frame("3200", "3150", "8"))).toBe(long);
    const closed = { ...long, status: "closed" as const };
    expect(withTrail(closed, frame("3200", "3150"))).toBe(closed);
    const short = { ...long, direction: "short" as const, trailingStop: { kind: "price" as const, value: "50", watermark: "2900", level: "2950" } };
    expect(withTrail(short, frame("2899", "2949")).trailingStop?.level).toBe("2949");
    expect(withTrail(short, frame("2901", "2951"))).toBe(short);
  });

  it("rewrites the cached order lists and the detail", () => {
    const client = new QueryClient();
    const listKey = requestKey(listUOrder, { query: { scope: "current", size: 20 }, context: { book: "demo" } });
    const detailKey = requestKey(getAssestInfo, { params: { id: "7" }, context: { book: "demo" } });
    client.setQueryData(listKey, { pages: [{ items: [long], total: 1, page: 1, size: 20 }], pageParams: [1] });
    client.setQueryData(detailKey, long);
    followTrail(client, frame("3150", "3100"));
    expect(client.getQueryData<{ pages: { items: ContractOrder[] }[] }>(listKey)?.pages[0]?.items[0]?.trailingStop?.level).toBe("3100");
    expect(client.getQueryData<ContractOrder>(detailKey)?.trailingStop?.watermark).toBe("3150");
  });
});
