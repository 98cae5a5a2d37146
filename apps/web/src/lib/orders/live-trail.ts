// A position's trailing stop as the engine moves it (the `/ws` `trailingStop` frame, issue 25):
// written into every cached contract order list and detail, so the level follows each tick
// instead of the 5 s refetch. Only a better watermark is taken: a frame that arrives after a
// fresher refetch cannot move the level back, and an edited trail's first refetch replaces it.
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { ServerMessage } from "@tradewind/api/realtime";
import { getAssestInfo, listUOrder } from "@tradewind/api/routes";
import type { ContractOrder } from "@tradewind/api/trading";
import { decimal } from "@tradewind/domain/money";
import { endpointKey } from "@tradewind/ui/endpoint-query.ts";

export type TrailFrame = Extract<ServerMessage, { type: "trailingStop" }>;

/** `order` with the frame's trail when the frame is about it and moves its watermark to a better price; else `order` itself. */
export function withTrail(order: ContractOrder, frame: TrailFrame): ContractOrder {
  const trail = order.trailingStop;
  if (order.id !== frame.id || order.status !== "open" || trail === null) return order;
  if (trail.watermark !== null) {
    const moved = decimal(frame.watermark);
    const held = decimal(trail.watermark);
    if (order.direction === "long" ? !moved.gt(held) : !moved.lt(held)) return order;
  }
  return { ...order, trailingStop: { ...trail, watermark: frame.watermark, level: frame.level } };
}

type OrderPages = InfiniteData<{ items: ContractOrder[] }>;

/** Writes a moved trail into the cached order lists and the position's detail. */
export function followTrail(queryClient: QueryClient, frame: TrailFrame): void {
  queryClient.setQueriesData<OrderPages>({ queryKey: endpointKey(listUOrder) }, (data) =>
    data === undefined ? data : { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((order) => withTrail(order, frame)) })) },
  );
  queryClient.setQueriesData<ContractOrder>({ queryKey: endpointKey(getAssestInfo) }, (order) => (order === undefined ? order : withTrail(order, frame)));
}
