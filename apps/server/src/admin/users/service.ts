// Users as the back office sees them: search, profile with both books, statement, orders, price
// alerts and sessions, read through the owning domains' services; freeze and unfreeze through the audited
// path. A freeze ends the user's sessions in its transaction and, after the commit, tells every
// process to sign out the user's live sockets.
import { sessionsShownMax, type AdminUser } from "@tradewind/api/admin/users";
import { defaultLanguage, type LanguageCode } from "@tradewind/i18n/languages";
import type { StatementAccount } from "@tradewind/api/ledger";
import type { UserId } from "@tradewind/domain/ids";
import * as accounts from "../../accounts/back-office-service.ts";
import type { BackOfficeUser, UserSearchField, UserStatus } from "../../accounts/back-office-service.ts";
import { endSessionOf, liveSessions, securityOf, type RequestMeta } from "../../accounts/security-service.ts";
import { alertsForOperator } from "../../alerts/service.ts";
import { listAddresses } from "../../payments/address-book-service.ts";
import * as ledger from "../../ledger/service.ts";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import type { SessionEvents } from "../../platform/session-events.ts";
import { listContractOrders } from "../../trading/contracts/service.ts";
import type { Book, TradingFeed } from "../../trading/engine/types.ts";
import { listOptionOrders } from "../../trading/options/service.ts";
import { listSpotOrders } from "../../trading/spot/service.ts";
import { audited, listAudit, type AuditDeps } from "../audit/service.ts";

export interface UsersAdminDeps extends AuditDeps {
  /** Tells live sockets of a frozen user's sessions to sign out; absent where nobody listens. */
  sessionEvents: SessionEvents | undefined;
  /** Marks open positions in order lists; without a market they show no mark price. */
  feed: TradingFeed;
}

export interface Paging {
  page: number;
  size: number;
}

/** Who makes a change, and the request's trail where its audit row is counted. */
type Writer = Parameters<typeof audited>[1];

export function adminUser(user: BackOfficeUser): AdminUser {
  const { id, username, email, areaCode, phone, inviteCode, status, kycStatus, createdAt } = user;
  return { id, username, email, areaCode, phone, inviteCode, status, kycStatus, createdAt };
}

export async function searchUsers(db: Db, query: Paging & { q?: string | undefined; field: UserSearchField; status?: UserStatus | undefined }) {
  const { users, total } = await accounts.searchUsers(db, { q: query.q, field: query.field, status: query.status, limit: query.size, offset: (query.page - 1) * query.size });
  return { items: users.map(adminUser), total, page: query.page, size: query.size };
}

async function existingUser(db: Db, userId: UserId): Promise<BackOfficeUser> {
  return (await accounts.findUser(db, userId)) ?? fail("userNotFound");
}

/** The device an operator's action on a user is recorded under in the user's history. */
const backOfficeAgent = "Tradewind back office";
const freezeAction = "user.freeze";
const unfreezeAction = "user.unfreeze";

function userTarget(userId: string): string {
  return `user:${userId}`;
}

/** The reason of the freeze in force, from its audit row; null when the user is not frozen. */
async function frozenReason(db: Db, user: BackOfficeUser): Promise<string | null> {
  if (user.status !== "frozen") return null;
  const latest = await listAudit(db, { action: freezeAction, target: userTarget(user.id), outcome: "done" }, { page: 1, size: 1 });
  return latest.items[0]?.reason ?? null;
}

export async function userProfile(deps: UsersAdminDeps, userId: UserId) {
  const user = await existingUser(deps.db, userId);
  const [demo, real, openSessions, reason] = await Promise.all([
    ledger.balancesOf(deps.db, userId, "demo"),
    ledger.balancesOf(deps.db, userId, "real"),
    accounts.liveSessionCount(deps.db, userId, deps.clock.now()),
    frozenReason(deps.db, user),
  ]);
  return { user: adminUser(user), walletAddress: user.walletAddress, inviterId: user.inviterId, frozenReason: reason, balances: { demo, real }, openSessions };
}

export async function userStatement(db: Db, userId: UserId, query: Paging & { book: Book; account: StatementAccount; currency?: string | undefined }) {
  await existingUser(db, userId);
  return ledger.statement(db, { userId, book: query.book, account: query.account, currency: query.currency }, { page: query.page, size: query.size });
}

type OrdersQuery = Paging & { book: Book; scope: "current" | "history" };

/** One product's order page of an existing user: `list` gets the paging and whether live orders are asked. */
async function ordersOfUser<Page>(db: Db, userId: UserId, query: OrdersQuery, list: (paging: Paging, live: boolean) => Promise<Page>): Promise<Page> {
  await existingUser(db, userId);
  return list({ page: query.page, size: query.size }, query.scope === "current");
}

export async function userContractOrders(deps: UsersAdminDeps, userId: UserId, query: OrdersQuery) {
  return ordersOfUser(deps.db, userId, query, (paging, live) => listContractOrders(deps, userId, query.book, { ...paging, live }));
}

export async function userSpotOrders(db: Db, userId: UserId, query: OrdersQuery) {
  return ordersOfUser(db, userId, query, (paging, live) => listSpotOrders(db, userId, query.book, { ...paging, live }));
}

export async function userOptionOrders(db: Db, userId: UserId, query: OrdersQuery) {
  return ordersOfUser(db, userId, query, (paging, pending) => listOptionOrders(db, userId, query.book, { ...paging, pending }));
}

/** The security panel: protections, live sessions (the newest sessionsShownMax), saved addresses and latest events. */
export async function userSecurity(db: Db, userId: UserId, now: Date) {
  await existingUser(db, userId);
  const [overview, sessions, addresses] = await Promise.all([securityOf(db, userId, { tokenHash: null, now }), liveSessions(db, userId, null, now), listAddresses(db, userId)]);
  return { ...overview, sessions: sessions.slice(0, sessionsShownMax), addresses: addresses.items };
}

/** What the user's history records of an operator's action: the operator's address, and the back office as the device. */
export function operatorMeta(writer: Writer, language: LanguageCode): RequestMeta {
  return { clientIp: writer.audit.ip, userAgent: backOfficeAgent, language };
}

/**
 * Ends one live session of a user (10306 when it is none of theirs), audited with the reason;
 * the user's history records it, and after the commit its sockets are signed out.
 */
export async function endUserSession(deps: UsersAdminDeps, writer: Writer, userId: UserId, sessionId: string, reason: string) {
  await existingUser(deps.db, userId);
  const done = await audited(deps, writer, { action: "user.session.end", reason }, async (tx) => {
    const tokenHash = await endSessionOf(tx, userId, sessionId, operatorMeta(writer, defaultLanguage), deps.clock.now());
    return { result: tokenHash, target: userTarget(userId), before: { sessionId, live: true }, after: { sessionId, live: false } };
  });
  deps.sessionEvents?.ended({ userId, tokenHash: done.result });
  return { auditId: done.auditId, ended: true };
}

export async function userPriceAlerts(db: Db, userId: UserId) {
  await existingUser(db, userId);
  return { items: await alertsForOperator(db, userId) };
}

export async function userSessions(db: Db, userId: UserId, paging: Paging) {
  await existingUser(db, userId);
  return accounts.userSessions(db, userId, paging);
}

/**
 * Freezes (10008 when already frozen) or unfreezes (10008 when not frozen) a user with the
 * operator's reason, audited with the status before and after and the sessions ended.
 */
export async function setUserStatus(deps: UsersAdminDeps, writer: Writer, userId: UserId, status: UserStatus, reason: string) {
  const action = status === "frozen" ? freezeAction : unfreezeAction;
  const done = await audited(deps, writer, { action, reason }, async (tx) => {
    const change = await accounts.changeUserStatus(tx, userId, status, deps.clock.now());
    return {
      result: change,
      target: userTarget(userId),
      before: { status: change.before.status },
      after: { status: change.after.status, sessionsEnded: change.sessionsEnded },
    };
  });
  if (status === "frozen") deps.sessionEvents?.ended({ userId });
  return { auditId: done.auditId, user: adminUser(done.result.after) };
}
