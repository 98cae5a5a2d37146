// SQL of the support domain. A customer's writes lock their open conversation row (or, when they
// have none, rely on the partial unique index so two first messages cannot open two), so the rate
// limit count and the idempotent send see each other's rows. Marks only move forward: delivered_at
// and read_at are set once, where still null.
import type { SupportSender } from "@tradewind/api/support";
import { sql, type Kysely, type Selectable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { SupportTables } from "./tables.ts";

function tables(db: Db): Kysely<SupportTables> {
  return withTables<SupportTables>(db);
}

/** Whose conversations: a user's (including those moved from a visitor), or a visitor's not yet moved. */
export type CustomerRef = { kind: "user"; userId: string } | { kind: "visitor"; visitorId: string };

// --- visitors ---

export async function insertVisitor(db: Db, values: { token_hash: string; created_at: Date; expires_at: Date }) {
  return tables(db).insertInto("support_visitors").values(values).returningAll().executeTakeFirstOrThrow();
}

export async function liveVisitorByHash(db: Db, tokenHash: string, now: Date) {
  return tables(db)
    .selectFrom("support_visitors")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .where("ended_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

export async function findVisitor(db: Db, id: string) {
  return tables(db).selectFrom("support_visitors").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function endVisitor(tx: Db, id: string, userId: string, now: Date) {
  await tables(tx).updateTable("support_visitors").set({ ended_at: now, linked_user: userId }).where("id", "=", id).execute();
}

// --- conversations ---

function ownedBy(customer: CustomerRef) {
  return customer.kind === "user"
    ? sql<boolean>`user_id = ${customer.userId}`
    : sql<boolean>`visitor_id = ${customer.visitorId} and user_id is null`;
}

export async function lockOpenConversation(tx: Db, customer: CustomerRef) {
  return tables(tx).selectFrom("support_conversations").selectAll().where(ownedBy(customer)).where("status", "=", "open").forUpdate().executeTakeFirst();
}

export async function openConversation(db: Db, customer: CustomerRef) {
  return tables(db).selectFrom("support_conversations").selectAll().where(ownedBy(customer)).where("status", "=", "open").executeTakeFirst();
}

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof openConversation>>>;

/** Inserts an open conversation, or answers undefined when a concurrent request opened one first. */
export async function insertConversation(tx: Db, values: { user_id: string | null; visitor_id: string | null; language: string; created_at: Date; last_message_at: Date }) {
  return tables(tx).insertInto("support_conversations").values(values).onConflict((oc) => oc.doNothing()).returningAll().executeTakeFirst();
}

export async function findConversation(db: Db, id: string) {
  return tables(db).selectFrom("support_conversations").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function lockConversation(tx: Db, id: string) {
  return tables(tx).selectFrom("support_conversations").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateConversation(
  tx: Db,
  id: string,
  changes: Partial<{ status: "open" | "closed"; assigned_to: string | null; assigned_name: string | null; last_message_at: Date; language: string; closed_at: Date; closed_by: string; closed_by_name: string; close_note: string; user_id: string }>,
) {
  return tables(tx).updateTable("support_conversations").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** Moves a visitor's conversations (not yet moved) to a user; closes the visitor's open one first when the user has one open. */
export async function moveVisitorConversations(tx: Db, visitorId: string, userId: string, now: Date, closeOpen: boolean): Promise<number> {
  if (closeOpen) {
    await tables(tx)
      .updateTable("support_conversations")
      .set({ status: "closed", closed_at: now, close_note: "merged into the user's open conversation on sign-in" })
      .where("visitor_id", "=", visitorId)
      .where("user_id", "is", null)
      .where("status", "=", "open")
      .execute();
  }
  const moved = await tables(tx).updateTable("support_conversations").set({ user_id: userId }).where("visitor_id", "=", visitorId).where("user_id", "is", null).executeTakeFirst();
  return Number(moved.numUpdatedRows);
}

// --- messages ---

/** A new message's columns: every one but the generated id and the later marks, and always with the client's id. */
type NewMessage = Omit<Selectable<SupportTables["support_messages"]>, "id" | "delivered_at" | "read_at" | "client_message_id"> & { client_message_id: string };

export async function insertMessage(tx: Db, values: NewMessage) {
  return tables(tx).insertInto("support_messages").values(values).returningAll().executeTakeFirstOrThrow();
}

export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

export async function messageByClientId(db: Db, senderKey: string, clientMessageId: string) {
  return tables(db).selectFrom("support_messages").selectAll().where("sender_key", "=", senderKey).where("client_message_id", "=", clientMessageId).executeTakeFirst();
}

export async function findMessage(db: Db, id: string) {
  return tables(db).selectFrom("support_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Messages sent by `senderKey` since `since`: how many, and the earliest one's time. */
export async function sentSince(db: Db, senderKey: string, since: Date): Promise<{ count: number; earliest: Date | null }> {
  const row = await tables(db)
    .selectFrom("support_messages")
    .select([(eb) => eb.fn.countAll<string>().as("count"), (eb) => eb.fn.min("created_at").as("earliest")])
    .where("sender_key", "=", senderKey)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), earliest: row.earliest === null ? null : new Date(row.earliest) };
}

/** Where a page of messages comes from: one conversation, or all of a customer's. */
export type MessageScope = { conversationId: string } | { customer: CustomerRef };

function inScope(scope: MessageScope) {
  if ("conversationId" in scope) return sql<boolean>`conversation_id = ${scope.conversationId}`;
  return sql<boolean>`conversation_id in (select id from support_conversations where ${ownedBy(scope.customer)})`;
}

/** A page of messages, ascending by id: the newest `limit`, those just before `before`, or just after `after`; one more is read to tell `hasMore`. */
export async function messagesPage(db: Db, scope: MessageScope, cursor: { before?: string | undefined; after?: string | undefined }, limit: number) {
  let query = tables(db).selectFrom("support_messages").selectAll().where(inScope(scope));
  if (cursor.after !== undefined) {
    const rows = await query.where("id", ">", cursor.after).orderBy("id", "asc").limit(limit + 1).execute();
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  if (cursor.before !== undefined) query = query.where("id", "<", cursor.before);
  const rows = await query.orderBy("id", "desc").limit(limit + 1).execute();
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

/**
 * Marks the messages of side `from` in scope, up to `upTo`, delivered (and read when `read`), where
 * not yet marked; answers the conversations touched with the highest id marked in each.
 */
export async function markMessages(db: Db, scope: MessageScope, from: SupportSender, upTo: string, now: Date, read: boolean): Promise<{ conversationId: string; upTo: string }[]> {
  const column = read ? "read_at" : "delivered_at";
  const changes = read ? { read_at: now, delivered_at: sql<Date>`coalesce(delivered_at, ${now})` } : { delivered_at: now };
  const rows = await tables(db)
    .updateTable("support_messages")
    .set(changes)
    .where(inScope(scope))
    .where("sender", "=", from)
    .where("id", "<=", upTo)
    .where(column, "is", null)
    .returning(["id", "conversation_id"])
    .execute();
  const highest = new Map<string, bigint>();
  for (const row of rows) {
    const id = BigInt(row.id);
    const current = highest.get(row.conversation_id);
    if (current === undefined || id > current) highest.set(row.conversation_id, id);
  }
  return [...highest].map(([conversationId, id]) => ({ conversationId, upTo: id.toString() }));
}

/** Messages of side `from` in scope not yet read. */
export async function unreadCount(db: Db, scope: MessageScope, from: SupportSender): Promise<number> {
  const row = await tables(db)
    .selectFrom("support_messages")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where(inScope(scope))
    .where("sender", "=", from)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function lastMessageId(db: Db, scope: MessageScope): Promise<string | null> {
  const row = await tables(db).selectFrom("support_messages").select("id").where(inScope(scope)).orderBy("id", "desc").limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** The newest message of each conversation, for the inbox's preview. */
export async function lastMessages(db: Db, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return new Map<string, MessageRow>();
  const rows = await tables(db)
    .selectFrom("support_messages")
    .selectAll()
    .where("id", "in", (eb) => eb.selectFrom("support_messages").select((inner) => inner.fn.max("id").as("id")).where("conversation_id", "in", conversationIds).groupBy("conversation_id"))
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, row]));
}

/** Customer messages no operator has read, per conversation. */
export async function unreadByConversation(db: Db, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return new Map<string, number>();
  const rows = await tables(db)
    .selectFrom("support_messages")
    .select(["conversation_id", (eb) => eb.fn.countAll<string>().as("count")])
    .where("conversation_id", "in", conversationIds)
    .where("sender", "=", "customer")
    .where("read_at", "is", null)
    .groupBy("conversation_id")
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, Number(row.count)]));
}

/** The message holding an image, with its conversation's customer. */
export async function messageWithImage(db: Db, uploadId: string) {
  return tables(db)
    .selectFrom("support_messages")
    .innerJoin("support_conversations", "support_conversations.id", "support_messages.conversation_id")
    .select(["support_messages.id", "support_messages.conversation_id", "support_conversations.user_id", "support_conversations.visitor_id"])
    .where("support_messages.image_upload_id", "=", uploadId)
    .executeTakeFirst();
}

// --- inbox ---

export type InboxView = "unassigned" | "mine" | "all";

function inView(view: InboxView, operatorId: string) {
  if (view === "unassigned") return sql<boolean>`assigned_to is null`;
  if (view === "mine") return sql<boolean>`assigned_to = ${operatorId}`;
  return sql<boolean>`true`;
}

export async function inbox(db: Db, filter: { view: InboxView; status: "open" | "closed"; operatorId: string }, window: { offset: number; limit: number }) {
  const base = tables(db).selectFrom("support_conversations").where("status", "=", filter.status).where(inView(filter.view, filter.operatorId));
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy("last_message_at", "desc").orderBy("id", "desc").offset(window.offset).limit(window.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** Open conversations and their unread customer messages in one view. */
export async function inboxCounts(db: Db, view: InboxView, operatorId: string): Promise<{ conversations: number; unread: number }> {
  const row = await tables(db)
    .selectFrom("support_conversations")
    .select([
      (eb) => eb.fn.countAll<string>().as("conversations"),
      sql<string>`coalesce(sum((select count(*) from support_messages m where m.conversation_id = support_conversations.id and m.sender = 'customer' and m.read_at is null)), 0)`.as("unread"),
    ])
    .where("status", "=", "open")
    .where(inView(view, operatorId))
    .executeTakeFirstOrThrow();
  return { conversations: Number(row.conversations), unread: Number(row.unread) };
}

// --- canned replies ---

export async function cannedReplies(db: Db, language: string) {
  return tables(db).selectFrom("support_canned_replies").selectAll().where("language", "=", language).orderBy("key").execute();
}
