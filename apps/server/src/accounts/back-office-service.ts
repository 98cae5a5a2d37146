// What the back office asks accounts: find users, read one with their sessions, freeze and
// unfreeze them, and count registrations. Status changes take the caller's transaction (the
// admin domain's audited write) and lock the user's row, so two operators changing one user
// queue and the second sees the first's result.
import type { KycStatus } from "@tradewind/api/accounts";
import type { UserId } from "@tradewind/domain/ids";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./back-office-repository.ts";
import type { SearchedUser, UserSearch } from "./back-office-repository.ts";
import type { UserStatus } from "./tables.ts";

export type { SearchedUser, UserSearch, UserStatus };
export type { UserSearchField } from "./back-office-repository.ts";

export interface BackOfficeUser {
  id: string;
  username: string;
  email: string | null;
  areaCode: string | null;
  phone: string | null;
  inviteCode: string;
  inviterId: string | null;
  walletAddress: string | null;
  status: UserStatus;
  kycStatus: KycStatus;
  createdAt: string;
}

function backOfficeUser(user: SearchedUser): BackOfficeUser {
  return { ...user, createdAt: user.createdAt.toISOString() };
}

export async function searchUsers(db: Db, search: UserSearch): Promise<{ users: BackOfficeUser[]; total: number }> {
  const { users, total } = await repository.searchUsers(db, search);
  return { users: users.map(backOfficeUser), total };
}

/** One user, or undefined when there is none. */
export async function findUser(db: Db, userId: UserId): Promise<BackOfficeUser | undefined> {
  const user = await repository.userRow(db, userId);
  return user && backOfficeUser(user);
}

/** Username by user id for the users among `ids` (a page's worth); unknown ids are absent. */
export async function usernamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await repository.usernames(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.username]));
}

export interface StatusChange {
  before: BackOfficeUser;
  after: BackOfficeUser;
  /** Live sessions the change ended (a freeze ends them all). */
  sessionsEnded: number;
}

/**
 * Freezes (ending every live session) or unfreezes the user inside `tx`: 10009 for no such
 * user, 10008 when the user already has that status. The caller publishes the session end
 * after its commit, so live sockets are signed out only once the freeze is durable.
 */
export async function changeUserStatus(tx: Db, userId: UserId, status: UserStatus, now: Date): Promise<StatusChange> {
  const user = (await repository.lockedUserRow(tx, userId)) ?? fail("userNotFound");
  if (user.status === status) fail("userStatusWrong");
  await repository.setUserStatus(tx, userId, status);
  const sessionsEnded = status === "frozen" ? await repository.revokeAllSessions(tx, userId, now) : 0;
  const before = backOfficeUser(user);
  return { before, after: { ...before, status }, sessionsEnded };
}

export async function userSessions(db: Db, userId: UserId, paging: { page: number; size: number }) {
  const { sessions, total } = await repository.sessionsPage(db, userId, { limit: paging.size, offset: (paging.page - 1) * paging.size });
  const items = sessions.map((session) => ({
    id: session.id,
    createdAt: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    revokedAt: session.revokedAt?.toISOString() ?? null,
  }));
  return { items, total, page: paging.page, size: paging.size };
}

export async function liveSessionCount(db: Db, userId: UserId, now: Date): Promise<number> {
  return repository.liveSessionCount(db, userId, now);
}

/** Registrations per UTC day (YYYY-MM-DD) in [from, to); days without any are absent. */
export async function registrationsByDay(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await repository.registrationsByDay(db, from, to);
  return new Map(rows.map((row) => [row.day, row.count]));
}
