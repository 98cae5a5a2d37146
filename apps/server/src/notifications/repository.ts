// SQL of notifications: write them in the caller's transaction, the user's page newest first,
// the unread count, and marking one or all read. Every query names the user, so nobody reads
// or marks another's.
import type { Book } from "@tradewind/api/accounts";
import type { NotificationKind } from "@tradewind/api/notifications";
import type { UserId } from "@tradewind/domain/ids";
import { sql, type Kysely } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { NotificationTables } from "./tables.ts";

function tables(db: Db): Kysely<NotificationTables> {
  return withTables<NotificationTables>(db);
}

export interface NotificationRecord {
  id: string;
  kind: NotificationKind;
  book: Book | null;
  params: Record<string, string>;
  reference: string | null;
  readAt: Date | null;
  createdAt: Date;
}

export async function insertNotifications(tx: Db, list: readonly { userId: UserId; kind: NotificationKind; book: Book | null; params: Record<string, string>; reference: string | null }[]): Promise<void> {
  if (list.length === 0) return;
  await tables(tx)
    .insertInto("notifications")
    .values(list.map((notification) => ({ user_id: notification.userId, kind: notification.kind, book: notification.book, params: JSON.stringify(notification.params), reference: notification.reference })))
    .execute();
}

function ofUser(db: Db, userId: UserId, unreadOnly: boolean) {
  const base = tables(db).selectFrom("notifications").where("user_id", "=", userId);
  return unreadOnly ? base.where("read_at", "is", null) : base;
}

export async function notificationsPage(db: Db, filter: { userId: UserId; unreadOnly: boolean; limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    ofUser(db, filter.userId, filter.unreadOnly)
      .select(["id", "kind", "book", "params", "reference", "read_at as readAt", "created_at as createdAt"])
      .orderBy("id", "desc")
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    ofUser(db, filter.userId, filter.unreadOnly)
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { notifications: rows satisfies NotificationRecord[], total: Number(total.count) };
}

export async function unreadCount(db: Db, userId: UserId): Promise<number> {
  const row = await ofUser(db, userId, true)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the user's notification `id` read (once: a second time keeps the first time); false when the user has none with that id. */
export async function markOneRead(tx: Db, userId: UserId, id: string, now: Date): Promise<boolean> {
  const row = await tables(tx)
    .updateTable("notifications")
    .set((eb) => ({ read_at: eb.fn.coalesce("read_at", eb.val(now)) }))
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks all the user's unread notifications read; answers how many changed. */
export async function markAllRead(tx: Db, userId: UserId, now: Date): Promise<number> {
  const rows = await tables(tx).updateTable("notifications").set({ read_at: now }).where("user_id", "=", userId).where("read_at", "is", null).returning("id").execute();
  return rows.length;
}

/**
 * One notification for every registered user in a single INSERT … SELECT (a notice pushed to
 * all); answers how many were written. Names the users table read-only, for their ids.
 */
export async function insertForAllUsers(tx: Db, notification: { kind: NotificationKind; params: Record<string, string>; reference: string | null }): Promise<number> {
  const params = JSON.stringify(notification.params);
  const result = await sql`insert into notifications (user_id, kind, params, reference) select id, ${notification.kind}, ${params}::jsonb, ${notification.reference} from users`.execute(tx);
  return Number(result.numAffectedRows ?? 0n);
}
