// Users as the back office sees them: search, profile with both books, statement, orders (with
// their exits and the tick that closed them), price alerts and sessions; freezing (a frozen user cannot sign in or trade: 10005 / 10008,
// sessions ended).
import { z } from "zod";
import { bookSchema, balanceSchema, kycStatusSchema } from "../accounts.ts";
import { failWith, page, recordId } from "../endpoint.ts";
import { addressBookMax, savedAddressSchema } from "../address-book.ts";
import { securityEventSchema, securityStateSchema, sessionSchema } from "../security.ts";
import { statementAccounts, statementLineSchema } from "../ledger.ts";
import { optionOrderSchema } from "../options.ts";
import { priceAlertSchema } from "../price-alerts.ts";
import { spotOrderSchema } from "../spot.ts";
import { contractOrderSchema } from "../trading.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema, searchText } from "./common.ts";

/** Who reads user data: support answers users, compliance reviews them, finance checks money. */
const userReaders = { operator: ["support", "compliance", "finance"] } as const;

export const userStatuses = ["active", "frozen"] as const;
/** Fields a search looks in; `any` tries id, username, email, phone and invite code. */
export const userSearchFields = ["any", "id", "username", "email", "phone", "inviteCode"] as const;

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  inviteCode: z.string(),
  status: z.enum(userStatuses),
  kycStatus: kycStatusSchema,
  createdAt: z.string(),
});
export type AdminUser = z.output<typeof adminUserSchema>;

export const searchUsers = adminEndpoint({
  method: "GET",
  path: "/users",
  summary: "Find users by id, username, email, phone or invite code (exact or prefix match), newest first; without `q`, every user; paged.",
  auth: userReaders,
  query: z.strictObject({
    ...adminPageQuery,
    q: searchText(254).optional(),
    field: z.enum(userSearchFields, failWith("invalidRequest")).default("any"),
    status: z.enum(userStatuses, failWith("invalidRequest")).optional(),
  }),
  result: page(adminUserSchema),
});

const userIdParams = z.strictObject({ id: recordId("userNotFound") });

export const getUser = adminEndpoint({
  method: "GET",
  path: "/users/:id",
  summary: "A user's profile, status (with the last freeze reason) and the balances of both books.",
  auth: userReaders,
  params: userIdParams,
  result: z.object({
    user: adminUserSchema,
    walletAddress: z.string().nullable(),
    inviterId: z.string().nullable(),
    frozenReason: z.string().nullable(),
    balances: z.object({ demo: z.array(balanceSchema), real: z.array(balanceSchema) }),
    openSessions: z.number().int(),
  }),
});

export const getUserStatement = adminEndpoint({
  method: "GET",
  path: "/users/:id/statement",
  summary: "A user's statement: postings of one account of one book, newest first, with the balance after each; paged.",
  auth: userReaders,
  params: userIdParams,
  query: z.strictObject({
    ...adminPageQuery,
    book: bookSchema.default("real"),
    currency: z.string(failWith("invalidRequest")).regex(/^[A-Z0-9]{2,10}$/, failWith("invalidRequest")).optional(),
    account: z.enum(statementAccounts, failWith("invalidRequest")).default("available"),
  }),
  result: page(statementLineSchema),
});

const ordersQuery = z.strictObject({
  ...adminPageQuery,
  book: bookSchema.default("real"),
  scope: z.enum(["current", "history"], failWith("invalidRequest")).default("current"),
});

export const getUserContractOrders = adminEndpoint({
  method: "GET",
  path: "/users/:id/orders/contract",
  summary: "A user's contract orders in one book, current or history, newest first; paged.",
  auth: userReaders,
  params: userIdParams,
  query: ordersQuery,
  result: page(contractOrderSchema),
});

export const getUserSpotOrders = adminEndpoint({
  method: "GET",
  path: "/users/:id/orders/spot",
  summary: "A user's coin orders in one book, current or history, newest first; paged.",
  auth: userReaders,
  params: userIdParams,
  query: ordersQuery,
  result: page(spotOrderSchema),
});

export const getUserOptionOrders = adminEndpoint({
  method: "GET",
  path: "/users/:id/orders/option",
  summary: "A user's option orders in one book, current or history, newest first; paged.",
  auth: userReaders,
  params: userIdParams,
  query: ordersQuery,
  result: page(optionOrderSchema),
});

export const userSessionSchema = z.object({ id: z.string(), createdAt: z.string(), expiresAt: z.string(), revokedAt: z.string().nullable() });

export const getUserSessions = adminEndpoint({
  method: "GET",
  path: "/users/:id/sessions",
  summary: "A user's sessions, newest first, live and ended; paged.",
  auth: userReaders,
  params: userIdParams,
  query: z.strictObject(adminPageQuery),
  result: page(userSessionSchema),
});

/** The most live sessions the security panel lists (newest first); the sessions tab pages through all. */
export const sessionsShownMax = 100;

export const getUserSecurity = adminEndpoint({
  method: "GET",
  path: "/users/:id/security",
  summary:
    "A user's protections (level, authenticator app on or off, recovery codes left, passkeys with their last use; never a secret), live sessions, address book with each saved address's usable-from time, withdrawal hold, and latest security events (issue 24).",
  auth: userReaders,
  params: userIdParams,
  result: z.object({
    state: securityStateSchema,
    events: z.array(securityEventSchema),
    sessions: z.array(sessionSchema).max(sessionsShownMax),
    addresses: z.array(savedAddressSchema).max(addressBookMax),
  }),
});

/** Who may end a user's session: compliance, as for a freeze (admin always passes). */
const sessionEnders = { operator: ["compliance"] } as const;

export const endUserSession = adminEndpoint({
  method: "POST",
  path: "/users/:id/sessions/:sessionId/end",
  summary: "End one live session of a user (a stolen device): its requests answer 401 and its sockets are signed out; audited with the reason. 10306 when it is not a live session of that user.",
  auth: sessionEnders,
  params: z.strictObject({ id: recordId("userNotFound"), sessionId: recordId("sessionNotFound") }),
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ ended: z.boolean() }),
});

/** A price alert as an operator sees it: the user's view plus the source of the tick it last fired on. */
export const adminPriceAlertSchema = priceAlertSchema.extend({ lastFiredSource: z.string().nullable() });
export type AdminPriceAlert = z.input<typeof adminPriceAlertSchema>;

export const getUserPriceAlerts = adminEndpoint({
  method: "GET",
  path: "/users/:id/alerts",
  summary: "A user's price alerts (issue 25), newest first, read-only: condition, state, and the tick (time, price, source) each last fired on. At most `price_alerts_max` per user.",
  auth: userReaders,
  params: userIdParams,
  result: z.object({ items: z.array(adminPriceAlertSchema) }),
});

const freezers = { operator: ["compliance"] } as const;

export const freezeUser = adminEndpoint({
  method: "POST",
  path: "/users/:id/freeze",
  summary: "Freeze a user: sign-in answers 10005, trading 10008, open sessions end; 10008 when already frozen.",
  auth: freezers,
  params: userIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ user: adminUserSchema }),
});

export const unfreezeUser = adminEndpoint({
  method: "POST",
  path: "/users/:id/unfreeze",
  summary: "Unfreeze a frozen user; 10008 when not frozen.",
  auth: freezers,
  params: userIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ user: adminUserSchema }),
});
