// The two websockets (DESIGN §4). `/message` keeps SPEC §7's wire format: every frame is a JSON
// list of {code, price, zdf} for every quoted instrument, so a client may replace its list or
// merge by code. `/ws` carries subscriptions and, once signed in with `auth`, the user's order
// events and notification changes: a client sends ClientMessage frames and receives ServerMessage frames. Both coalesce
// market data per connection (at most a few frames a second; only the newest state per code is
// kept), send a user's events at once, and close a client that cannot keep up instead of buffering.
import { z } from "zod";
import { failWith } from "./endpoint.ts";
import { candleSchema, instrumentCode } from "./market.ts";
import { candleIntervals } from "./market-rules.ts";
import { supportConversationStatuses, supportMessageSchema, supportSenders } from "./support.ts";

export const messagePath = "/message";
export const wsPath = "/ws";

/** Most instrument/channel subscriptions one `/ws` connection may hold (10126). */
export const maxSubscriptions = 200;
/** Largest client frame accepted, in bytes; a bigger one is answered with 10100. */
export const maxClientFrameBytes = 4096;

export const messageItemSchema = z.object({ code: z.string(), price: z.string(), zdf: z.string() });
export type MessageItem = z.output<typeof messageItemSchema>;
/** One `/message` frame. */
export const messageFrameSchema = z.array(messageItemSchema);

/** The order families whose changes reach a signed-in `/ws` connection. */
export const orderKinds = ["contract", "spot", "option"] as const;
export type OrderKind = (typeof orderKinds)[number];

const channel = z.enum(["ticks", "candles"]);

/**
 * `ticks`: every price change of `code`, plus its status on subscribe and on change.
 * `candles`: the live candle of `code` at `interval`, on every change (a new openTime means the
 * previous candle is final).
 */
export const clientMessageSchema = z.union([
  z.strictObject({ op: z.enum(["subscribe", "unsubscribe"]), channel: z.literal("ticks"), code: instrumentCode }),
  z.strictObject({ op: z.enum(["subscribe", "unsubscribe"]), channel: z.literal("candles"), code: instrumentCode, interval: z.enum(candleIntervals, failWith("invalidInterval")) }),
  /** Charity NFT auctions: every item's bid, extension and settlement as `nft` frames (acknowledged by an `nfts` frame). */
  z.strictObject({ op: z.enum(["subscribe", "unsubscribe"]), channel: z.literal("nfts") }),
  z.strictObject({ op: z.literal("ping") }),
  /** Signs the connection in (the session token of the REST API) to receive its user's `order` and `notification` events; answered by `authenticated` or an error (401). */
  z.strictObject({ op: z.literal("auth"), token: z.string().min(1).max(200) }),
  /** Customer service (support.ts): signs the connection in as a visitor (the token of POST /support/visitor) to receive its conversation's frames; answered by `visitorAuthenticated` or an error (10200). */
  z.strictObject({ op: z.literal("visitor"), token: z.string().min(1).max(200) }),
  /** Customer service: signs the connection in as a back-office operator (the /swx/admin session token) with the support or admin role, to receive every conversation's frames; answered by `operatorAuthenticated` or an error (401, 10139). */
  z.strictObject({ op: z.literal("operator"), token: z.string().min(1).max(200) }),
  /** Customer service: "I am typing". A customer (user or visitor) omits conversationId (their open one is meant); an operator names it. Forwarded to the other side as `supportTyping`, at most once per supportTypingThrottleMs per connection (more are dropped silently). */
  z.strictObject({ op: z.literal("typing"), conversationId: z.string().regex(/^[1-9]\d{0,18}$/).optional() }),
]);
export type ClientMessage = z.input<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("tick"), code: z.string(), price: z.string(), zdf: z.string(), ts: z.number().int(), source: z.string() }),
  z.object({ type: z.literal("candle"), code: z.string(), interval: z.enum(candleIntervals), candle: candleSchema, source: z.string() }),
  /** Session open/closed and stale-feed state of `code`: sent on subscribe to ticks and on change. */
  z.object({ type: z.literal("status"), code: z.string(), open: z.boolean(), stale: z.boolean(), source: z.string() }),
  z.object({ type: z.enum(["subscribed", "unsubscribed"]), channel, code: z.string(), interval: z.enum(candleIntervals).optional() }),
  /** A rejected client frame: catalogue code and message in the connection's language (?lang=). The socket stays open. */
  z.object({ type: z.literal("error"), code: z.number().int(), message: z.string() }),
  z.object({ type: z.literal("pong") }),
  /** The `nfts` channel was joined (subscribed true) or left. */
  z.object({ type: z.literal("nfts"), subscribed: z.boolean() }),
  /** A charity NFT item changed (a bid, an anti-sniping extension, buy now, settlement): its new state; refetch the item for the rest. */
  z.object({ type: z.literal("nft"), id: z.string(), status: z.enum(["upcoming", "live", "sold", "ended_unsold"]), currentBid: z.string().nullable(), bidCount: z.number().int(), endsAt: z.string() }),
  z.object({ type: z.literal("authenticated") }),
  /** One of the signed-in user's orders changed state (placed, filled, closed, cancelled, settled): refetch it and the balances. */
  z.object({ type: z.literal("order"), kind: z.enum(orderKinds), id: z.string(), status: z.string(), book: z.enum(["demo", "real"]) }),
  /** The signed-in user's notifications changed (a new one, or some marked read elsewhere): refetch the unread count and the list. */
  z.object({ type: z.literal("notification") }),
  /** An open position's trailing stop followed the price: its best price and closing level now (decimal text, the level on the instrument's price scale); a few a second at most. */
  z.object({ type: z.literal("trailingStop"), id: z.string(), watermark: z.string(), level: z.string(), ts: z.number().int() }),
  /** One of the signed-in user's price alerts fired on this tick (issue 25): the page shows a toast; the notification follows as `notification`. */
  z.object({ type: z.literal("priceAlert"), id: z.string(), code: z.string(), condition: z.enum(["above", "below", "move"]), price: z.string(), ts: z.number().int() }),
  z.object({ type: z.literal("visitorAuthenticated") }),
  z.object({ type: z.literal("operatorAuthenticated") }),
  /** Customer service: a new message in a conversation (to its customer's sockets and to every signed-in support operator), sent by either side. */
  z.object({ type: z.literal("supportMessage"), conversationId: z.string(), message: supportMessageSchema }),
  /** Customer service: `by` (the side that received or read) marked the other side's messages of the conversation up to and including `upTo` delivered or read. */
  z.object({ type: z.literal("supportReceipt"), conversationId: z.string(), kind: z.enum(["delivered", "read"]), by: z.enum(supportSenders), upTo: z.string() }),
  /** Customer service: `by` is typing in the conversation (show for a few seconds). */
  z.object({ type: z.literal("supportTyping"), conversationId: z.string(), by: z.enum(supportSenders) }),
  /** Customer service: a conversation was opened, assigned or closed (to its customer and to operators): refetch its state / the inbox. */
  z.object({ type: z.literal("supportConversation"), conversationId: z.string(), event: z.enum(["opened", "assigned", "closed"]), status: z.enum(supportConversationStatuses), assignedTo: z.string().nullable() }),
]);
export type ServerMessage = z.output<typeof serverMessageSchema>;
