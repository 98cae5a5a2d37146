// Which subscription a `/ws` frame belongs to (the refcount key of a request and of a message),
// and what brings the connection's sign-in in line with the session.
import type { candleIntervals } from "@tradewind/api/market-rules";
import type { ServerMessage } from "@tradewind/api/realtime";
import { assertNever } from "@tradewind/domain/assert";

export type CandleInterval = (typeof candleIntervals)[number];
export type SubscriptionRequest = { channel: "ticks"; code: string } | { channel: "candles"; code: string; interval: CandleInterval } | { channel: "nfts" };

/** Every charity NFT item's changes come on one channel without a code. */
const nftsKey = "nfts";

export function subscriptionKey(request: SubscriptionRequest): string {
  if (request.channel === "nfts") return nftsKey;
  return request.channel === "ticks" ? `ticks:${request.code}` : `candles:${request.code}:${request.interval}`;
}

/** The subscription a server frame belongs to; null for frames that concern no single one. */
export function keyOfMessage(message: ServerMessage): string | null {
  switch (message.type) {
    case "tick":
    case "status":
      return `ticks:${message.code}`;
    case "candle":
      return `candles:${message.code}:${message.interval}`;
    case "subscribed":
    case "unsubscribed":
      return message.channel === "ticks" ? `ticks:${message.code}` : message.interval === undefined ? null : `candles:${message.code}:${message.interval}`;
    case "nfts":
    case "nft":
      return nftsKey;
    case "error":
    case "pong":
    case "authenticated":
    case "order":
    case "notification":
    case "priceAlert":
    case "trailingStop":
    case "visitorAuthenticated":
    case "operatorAuthenticated":
    case "supportMessage":
    case "supportReceipt":
    case "supportTyping":
    case "supportConversation":
      return null;
    default:
      return assertNever(message, "server frame");
  }
}

/**
 * What makes the server hold `wanted` as the connection's identity when `sent` is the token it
 * last got (null: anonymous): an auth frame, nothing, or a fresh connection, since `/ws` has no
 * sign-out frame and a logged-out page must not keep receiving the old user's events.
 */
export function authStep(sent: string | null, wanted: string | null): { op: "auth"; token: string } | "reconnect" | null {
  if (wanted === sent) return null;
  if (wanted === null) return "reconnect";
  return { op: "auth", token: wanted };
}
