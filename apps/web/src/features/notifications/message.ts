// How one notification reads and where it leads: the kind's title, its body from the catalogue
// with the stored parameters formatted for the reader (amounts with their coin, prices and lots
// with their own digits, directions, sides, close reasons and outcomes in the reader's language),
// and the page of the thing it is about. Pure: the translation function and locale come in.
import type { TFunction } from "i18next";
import type { Notification } from "@tradewind/api/notifications";
import { languages } from "@tradewind/i18n/languages";
import { formatAmount } from "../../i18n/format.ts";
import { formatQuantity } from "../../lib/orders/display.ts";

export interface NotificationText {
  title: string;
  body: string;
  /** The page of what it is about; null when there is none to open. */
  to: string | null;
}

const directions = ["long", "short", "up", "down"] as const;
const sides = ["buy", "sell"] as const;
const closeReasons = ["manual", "stopLoss", "takeProfit", "trailingStop", "liquidation"] as const;
const outcomes = ["won", "lost", "draw"] as const;
const windowSeconds = ["300", "900", "3600", "14400", "86400"] as const;

/**
 * A number (with its coin) kept left to right inside any sentence: in Arabic "-0.09 USDT" would
 * otherwise show as "USDT 0.09-". Unicode's left-to-right isolate, closed by the pop.
 */
function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

/** Free text (an operator's reason, a transaction reference) in its own direction, whatever the sentence's: first-strong isolate. */
function ownDirection(text: string): string {
  return `\u2068${text}\u2069`;
}

function oneOf<Value extends string>(value: string | undefined, known: readonly Value[]): Value | undefined {
  return known.find((candidate) => candidate === value);
}

/**
 * The body's catalogue entry: a coin fill reads unlike a contract fill, and a closed contract
 * stored before the result after fees (`net`) was sent says its `profit` is before fees.
 */
function bodyKey(notification: Notification) {
  switch (notification.kind) {
    case "order_filled":
      return notification.params.product === "spot" ? "order_filled_spot" : "order_filled_contract";
    case "contract_closed":
      return notification.params.net === undefined ? "contract_closed_before_fees" : "contract_closed";
    case "contract_liquidated":
      return notification.params.net === undefined ? "contract_liquidated_before_fees" : "contract_liquidated";
    case "price_alert":
      return notification.params.condition === "move" ? "price_alert_move" : notification.params.condition === "below" ? "price_alert_below" : "price_alert_above";
    default:
      return notification.kind;
  }
}

/** A pushed notice carries its title in each language it has (`title_<lang>`): the reader's, else English. */
function noticeTitle(params: Record<string, string>, locale: string): string | undefined {
  const language = languages.find((each) => each.locale === locale)?.code;
  return (language && params[`title_${language}`]) || params.title_en;
}

/** The parameters as the body shows them; a value the page does not know is shown as stored. */
export function formatParams(params: Record<string, string>, t: TFunction, locale: string): Record<string, string> {
  const coin = params.coin ?? "USDT";
  const values: Record<string, string> = { ...params };
  const title = noticeTitle(params, locale);
  if (title !== undefined) values.title = ownDirection(title);
  for (const field of ["amount", "stake", "payout", "income", "penalty", "refund", "interest"] as const) {
    const value = params[field];
    if (value !== undefined) values[field] = leftToRight(`${formatAmount(value, coin, locale, { style: "exact" })} ${coin}`);
  }
  for (const field of ["net", "profit"] as const) {
    const value = params[field];
    if (value !== undefined) values[field] = leftToRight(`${formatAmount(value, coin, locale, { style: "exact", signed: true })} ${coin}`);
  }
  for (const field of ["price", "quantity", "lots", "level", "percent"] as const) {
    const value = params[field];
    if (value !== undefined) values[field] = leftToRight(formatQuantity(value, locale));
  }
  for (const field of ["reason", "txRef", "product", "item"] as const) {
    const value = params[field];
    if (value !== undefined) values[field] = ownDirection(value);
  }
  // A price alert's move window, as the alert form names it ("1 hour").
  const window = oneOf(params.windowSeconds, windowSeconds);
  if (window) values.window = t(`alerts.windows.${window}`);
  const direction = oneOf(params.direction, directions);
  if (direction) values.direction = t(`orders.direction.${direction}`);
  const side = oneOf(params.side, sides);
  if (side) values.side = t(`orders.side.${side}`);
  const reason = oneOf(params.reason, closeReasons);
  if (reason) values.reason = t(`orders.closeReason.${reason}`);
  const outcome = oneOf(params.outcome, outcomes);
  if (outcome) values.outcome = t(`orders.optionStatus.${outcome}`);
  return values;
}

/** The page a notification opens: the order, the deposit and withdrawal records, the smart plans, the loans, the verification, or the security centre. */
export function notificationLink(notification: Pick<Notification, "kind" | "reference">): string | null {
  const [subject, id] = notification.reference?.split(":") ?? [];
  switch (notification.kind) {
    case "kyc_verified":
    case "kyc_rejected":
      return "/profile/verification";
    case "deposit_credited":
    case "deposit_rejected":
    case "withdrawal_paid":
    case "withdrawal_rejected":
      return "/profile/financial?section=records";
    case "smart_plan_matured":
    case "smart_plan_exited":
      return "/trading";
    case "loan_approved":
    case "loan_rejected":
    case "loan_expired":
    case "loan_repaid":
      return "/loan";
    case "nft_outbid":
    case "nft_won":
      return id ? `/nfts?id=${id}` : "/nfts";
    case "notice":
      return id ? `/help/notice?id=${id}` : "/help/notice";
    case "security_change":
      return "/profile/security";
    case "price_alert":
      return "/profile/alerts";
    default:
      // Contract and option orders have a page each; coin orders are listed only.
      if ((subject === "contract" || subject === "option") && id) return `/profile/orders/${subject}/${id}`;
      return subject === "spot" ? "/profile/orders?tab=coin&scope=history" : null;
  }
}

export function describeNotification(notification: Notification, t: TFunction, locale: string): NotificationText {
  return {
    title: t(`notifications.kinds.${notification.kind}`),
    body: t(`notifications.bodies.${bodyKey(notification)}`, { replace: formatParams(notification.params, t, locale) }),
    to: notificationLink(notification),
  };
}
