// Work that follows a committed order change: telling the trigger engine and publishing the
// order event. By then the money has moved and the reply must say so, so a failure here is
// logged with the order's id for an operator and never becomes the request's error: a 500 after
// the commit would invite a retry that places the order twice.
import type { OrderId } from "@tradewind/domain/ids";
import type { OrderKind } from "@tradewind/api/realtime";

export interface TradingLog {
  error(details: object, message: string): void;
}

export function afterCommit(log: TradingLog, order: { kind: OrderKind; id: OrderId }, work: () => void): void {
  try {
    work();
  } catch (error) {
    log.error({ err: error, orderKind: order.kind, orderId: order.id }, "trading: follow-up after commit failed; the order stands and needs an operator's look");
  }
}
