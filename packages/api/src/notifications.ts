// A signed-in user's notifications (/profile/notification): one for each review outcome, deposit
// credit, withdrawal payout, order fill, contract close or liquidation and option settlement.
// The server stores the kind and its parameters, never a rendered sentence, so the text follows
// the reader's language (web catalogue `notifications.kinds.<kind>`). A new one, or marking read
// in another tab, reaches the user's signed-in `/ws` sockets at once (the `notification` frame of
// realtime.ts), and the page refetches the unread count and the list.
import { z } from "zod";
import { bookSchema } from "./accounts.ts";
import { endpoint, failWith, page, pageQuery, recordId } from "./endpoint.ts";

export const notificationKinds = [
  "kyc_verified",
  "kyc_rejected",
  "deposit_credited",
  "deposit_rejected",
  "withdrawal_paid",
  "withdrawal_rejected",
  "order_filled",
  "contract_closed",
  "contract_liquidated",
  "option_settled",
  "smart_plan_matured",
  "smart_plan_exited",
  "loan_approved",
  "loan_rejected",
  "loan_expired",
  "loan_repaid",
  "nft_outbid",
  "nft_won",
  "notice",
  "security_change",
  "price_alert",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * Parameters each kind carries (strings; amounts exact decimals):
 * - kyc_rejected {reason}; deposit_credited {coin, amount}; deposit_rejected {coin, amount, reason};
 *   withdrawal_paid {coin, amount, txRef}; withdrawal_rejected {coin, amount, reason};
 * - order_filled: a coin limit {product: "spot", code, side, quantity, coin, price} (reference
 *   `spot:<id>`), a contract limit {product: "contract", code, direction, lots, price} (`contract:<id>`);
 * - contract_closed {code, direction, lots, price, net (the result after the opening and closing
 *   fees), coin, reason: manual | stopLoss | takeProfit}; contract_liquidated the same without
 *   reason (`contract:<id>`). Stored before net existed, they carry `profit` (before fees) instead;
 * - option_settled {code, direction, outcome: won | lost | draw, stake, payout, coin} (`option:<id>`);
 * - smart_plan_matured {product, amount (principal returned), income (all yield paid), coin};
 *   smart_plan_exited {product, amount, penalty, income (deducted), refund, coin} (`smart:<id>`);
 * - loans (`loan:<id>`): loan_approved {coin, amount, dueAt}; loan_rejected {coin, amount, reason};
 *   loan_expired {coin, amount (what is due), dueAt}; loan_repaid {coin, amount (principal + interest), interest}.
 * - charity NFTs (`nft:<id>`): nft_outbid {item, amount (the bid now released), coin}; nft_won {item,
 *   amount (the price paid), coin}, for an auction won and for a buy-now;
 * - notice (`notice:<contentId>`): a content operator pushed a notice to everyone; one `title_<lang>`
 *   per language the notice has (the page shows the reader's, else `title_en`).
 * - security_change {change: a security event kind of security.ts}: a factor turned on or off,
 *   recovery codes renewed or one used (issue 24); also emailed.
 * - price_alert {code, condition: above | below | move, level (above/below), percent and
 *   windowSeconds (move), price (the tick that fired it)} (`alert:<id>`; issue 25).
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** The book the event happened in; null for identity events. */
  book: bookSchema.nullable(),
  /** Values the message names, e.g. {coin, amount}; strings, never numbers. */
  params: z.record(z.string(), z.string()),
  /** What it is about, e.g. `deposit:12` or `contract:42`; the UI links it. */
  reference: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.output<typeof notificationSchema>;

export const listNotifications = endpoint({
  method: "GET",
  path: "/user/listNotifications",
  summary: "The caller's notifications, newest first, optionally only the unread ones; paged, with the unread count.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, unread: z.enum(["true", "false"], failWith("invalidRequest")).optional() }),
  result: page(notificationSchema).extend({ unread: z.number().int() }),
});

export const getUnreadNotificationCount = endpoint({
  method: "GET",
  path: "/user/unreadNotificationCount",
  summary: "How many of the caller's notifications are unread (the bell's badge).",
  auth: "user",
  result: z.object({ unread: z.number().int() }),
});

export const markNotificationsRead = endpoint({
  method: "POST",
  path: "/user/markNotificationsRead",
  summary: "Mark one notification (`id`) or all of the caller's (`all: true`) read; answers the unread count. 10118 for an id that is not the caller's.",
  auth: "user",
  body: z.union([z.strictObject({ id: recordId() }), z.strictObject({ all: z.literal(true) })], failWith("invalidRequest")),
  result: z.object({ unread: z.number().int() }),
});
