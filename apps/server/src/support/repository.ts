// SQL of the support domain. A customer's writes lock their open conversation row (or, when they
// have none, rely on the partial unique index so two first messages cannot open two), so the rate
// limit count and the idempotent send see each other's rows. Marks only move forward: delivered_at
// and read_at are set once, where still null.
import type { SupportConversationStatus, SupportSender } from "@tradewind/api/support";
import { assertNever } from "@tradewind/domain/assert";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { sql, type Kysely, type Selectable, type Updateable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { SupportTables } from "./tables.ts";

function tables(db: Db): Kysely<SupportTables> {
  return withTables<SupportTables>(db);
}

export interface VisitorRecord {
  id: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface ConversationRecord {
  id: string;
  /** Set once a visitor's conversation moved to the user who signed in; its visitor id stays. */
  userId: string | null;
  visitorId: string | null;
  status: SupportConversationStatus;
  language: string;
  assignedTo: string | null;
  assignedName: string | null;
  createdAt: Date;
  lastMessageAt: Date;
  closedAt: Date | null;
  closedBy: string | null;
  closedByName: string | null;
  closeNote: string | null;
}

export interface MessageRecord {
  id: string;
  conversationId: string;
  sender: SupportSender;
  /** Who sent it, for the rate limit and the idempotent send: `u:<user>`, `v:<visitor>` or `o:<operator>`. */
  senderKey: string;
  operatorId: string | null;
  operatorName: string | null;
  body: string | null;
  imageId: string | null;
  clientMessageId: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  readAt: Date | null;
}

function visitorOf(row: Selectable<SupportTables["support_visitors"]>): VisitorRecord {
  return { id: row.id, createdAt: row.created_at, expiresAt: row.expires_at };
}

function conversationOf(row: Selectable<SupportTables["support_conversations"]>): ConversationRecord {
  return {
    id: row.id,
    userId: row.user_id,
    visitorId: row.visitor_id,
    status: row.status,
    language: row.language,
    assignedTo: row.assigned_to,
    assignedName: row.assigned_name,
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
    closedAt: row.closed_at,
    closedBy: row.closed_by,
    closedByName: row.closed_by_name,
    closeNote: row.close_note,
  };
}

function messageOf(row: Selectable<SupportTables["support_messages"]>): MessageRecord {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender,
    senderKey: row.sender_key,
    operatorId: row.operator_id,
    operatorName: row.operator_name,
    body: row.body,
    imageId: row.image_upload_id,
    clientMessageId: row.client_message_id,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    readAt: row.read_at,
  };
}

/** Whose conversations: a user's (including those moved from a visitor), or a visitor's not yet moved. */
export type CustomerRef = { kind: "user"; userId: string } | { kind: "visitor"; visitorId: string };

// --- visitors ---

export async function insertVisitor(db: Db, visitor: { tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<VisitorRecord> {
  const row = await tables(db)
    .insertInto("support_visitors")
    .values({ token_hash: visitor.tokenHash, created_at: visitor.createdAt, expires_at: visitor.expiresAt })
    .returningAll()
    .executeTakeFirstOrThrow();
  return visitorOf(row);
}

export async function liveVisitorByHash(db: Db, tokenHash: string, now: Date): Promise<VisitorRecord | undefined> {
  const row = await tables(db)
    .selectFrom("support_visitors")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .where("ended_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row && visitorOf(row);
}

export async function findVisitor(db: Db, id: string): Promise<VisitorRecord | undefined> {
  const row = await tables(db).selectFrom("support_visitors").selectAll().where("id", "=", id).executeTakeFirst();
  return row && visitorOf(row);
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

export async function lockOpenConversation(tx: Db, customer: CustomerRef): Promise<ConversationRecord | undefined> {
  const row = await tables(tx).selectFrom("support_conversations").selectAll().where(ownedBy(customer)).where("status", "=", "open").forUpdate().executeTakeFirst();
  return row && conversationOf(row);
}

export async function openConversation(db: Db, customer: CustomerRef): Promise<ConversationRecord | undefined> {
  const row = await tables(db).selectFrom("support_conversations").selectAll().where(ownedBy(customer)).where("status", "=", "open").executeTakeFirst();
  return row && conversationOf(row);
}

/** Inserts an open conversation, or answers undefined when a concurrent request opened one first. */
export async function insertConversation(
  tx: Db,
  conversation: { userId: string | null; visitorId: string | null; language: string; createdAt: Date },
): Promise<ConversationRecord | undefined> {
  const row = await tables(tx)
    .insertInto("support_conversations")
    .values({
      user_id: conversation.userId,
      visitor_id: conversation.visitorId,
      language: conversation.language,
      created_at: conversation.createdAt,
      last_message_at: conversation.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && conversationOf(row);
}

export async function findConversation(db: Db, id: string): Promise<ConversationRecord | undefined> {
  const row = await tables(db).selectFrom("support_conversations").selectAll().where("id", "=", id).executeTakeFirst();
  return row && conversationOf(row);
}

export async function lockConversation(tx: Db, id: string): Promise<ConversationRecord | undefined> {
  const row = await tables(tx).selectFrom("support_conversations").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && conversationOf(row);
}

/** What an operator or a new message changes on a conversation. */
export type ConversationChange =
  | { kind: "message"; at: Date; language?: LanguageCode; assignTo?: { id: string; username: string } }
  | { kind: "assign"; to: { id: string; username: string } }
  | { kind: "close"; at: Date; by: { id: string; username: string }; note: string };

function changedColumns(change: ConversationChange): Updateable<SupportTables["support_conversations"]> {
  switch (change.kind) {
    case "message":
      return {
        last_message_at: change.at,
        ...(change.language === undefined ? {} : { language: change.language }),
        ...(change.assignTo === undefined ? {} : { assigned_to: change.assignTo.id, assigned_name: change.assignTo.username }),
      };
    case "assign":
      return { assigned_to: change.to.id, assigned_name: change.to.username };
    case "close":
      return { status: "closed", closed_at: change.at, closed_by: change.by.id, closed_by_name: change.by.username, close_note: change.note };
    default:
      return assertNever(change, "conversation change");
  }
}

export async function updateConversation(tx: Db, id: string, change: ConversationChange): Promise<ConversationRecord> {
  const row = await tables(tx).updateTable("support_conversations").set(changedColumns(change)).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
  return conversationOf(row);
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

/** A new message: every field but the generated id and the later marks, and always with the client's id. */
type NewMessage = Omit<MessageRecord, "id" | "deliveredAt" | "readAt" | "clientMessageId"> & { clientMessageId: string };

export async function insertMessage(tx: Db, message: NewMessage): Promise<MessageRecord> {
  const row = await tables(tx)
    .insertInto("support_messages")
    .values({
      conversation_id: message.conversationId,
      sender: message.sender,
      sender_key: message.senderKey,
      operator_id: message.operatorId,
      operator_name: message.operatorName,
      body: message.body,
      image_upload_id: message.imageId,
      client_message_id: message.clientMessageId,
      created_at: message.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return messageOf(row);
}

export async function messageByClientId(db: Db, senderKey: string, clientMessageId: string): Promise<MessageRecord | undefined> {
  const row = await tables(db).selectFrom("support_messages").selectAll().where("sender_key", "=", senderKey).where("client_message_id", "=", clientMessageId).executeTakeFirst();
  return row && messageOf(row);
}

export async function findMessage(db: Db, id: string): Promise<MessageRecord | undefined> {
  const row = await tables(db).selectFrom("support_messages").selectAll().where("id", "=", id).executeTakeFirst();
  return row && messageOf(row);
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
    return { messages: rows.slice(0, limit).map(messageOf), hasMore: rows.length > limit };
  }
  if (cursor.before !== undefined) query = query.where("id", "<", cursor.before);
  const rows = await query.orderBy("id", "desc").limit(limit + 1).execute();
  return { messages: rows.slice(0, limit).reverse().map(messageOf), hasMore: rows.length > limit };
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
export async function lastMessages(db: Db, conversationIds: readonly string[]): Promise<Map<string, MessageRecord>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom("support_messages")
    .selectAll()
    .where("id", "in", (eb) => eb.selectFrom("support_messages").select((inner) => inner.fn.max("id").as("id")).where("conversation_id", "in", conversationIds).groupBy("conversation_id"))
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, messageOf(row)]));
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
    .select(["support_messages.id", "support_messages.conversation_id as conversationId", "support_conversations.user_id as userId", "support_conversations.visitor_id as visitorId"])
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
  return { conversations: rows.map(conversationOf), total: Number(total.count) };
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
