// Customer service (packages/api support.ts, admin/support.ts; issue 16). Customers (users, or
// visitors with a hashed random token) write into their one open conversation; operators answer
// from the back office (admin/support wraps the operator writes in `audited`). Every change is
// committed first and then announced on the bus (events.ts) so the /ws sockets of the customer and
// of the operators get it in whichever process holds them (realtime/support-sockets.ts). Text is
// kept as plain text: control and bidi-override characters are stripped, CR LF becomes LF, and
// nothing is ever interpreted as HTML.
import { rolesAllow } from "@tradewind/api/endpoint";
import type { ServerMessage } from "@tradewind/api/realtime";
import {
  supportBurstMax,
  supportBurstSeconds,
  supportHourlyMax,
  supportTextMax,
  type SupportConversation,
  type SupportMessage,
  type SupportSender,
} from "@tradewind/api/support";
import { visitorTokenDays } from "@tradewind/api/support-visitor";
import { isLanguageCode, type LanguageCode } from "@tradewind/i18n/languages";
import { createHash, randomBytes } from "node:crypto";
import type { Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import type { AuthOperator, FileReply } from "../platform/request-context.ts";
import type { FileForm } from "../platform/multipart.ts";
import { claimOperatorUpload, claimUploads, uploadForReview, uploadOfPurpose, uploadOperatorImage } from "../uploads/service.ts";
import { supportEventSubject, type SupportEvent, type SupportLive } from "./events.ts";
import * as repository from "./repository.ts";
import type { ConversationRecord, CustomerRef, MessageRecord } from "./repository.ts";

export type { CustomerRef } from "./repository.ts";

export interface SupportDeps {
  db: Db;
  clock: Clock;
  /** Where the live frames go; without it (no market, no sockets) nothing is announced. */
  bus: Bus | undefined;
  /** DATA_DIR/uploads, to read chat images back. */
  uploadsDir: string;
}

/** Visitor identities one client address may start per hour (in this process); more answer 10110. */
export const visitorsPerIpPerHourMax = 60;
const hourMs = 3_600_000;
const dayMs = 86_400_000;
/** Characters of the newest message shown in the inbox. */
const previewLength = 120;

// --- text ---

/** C0 controls but tab and newline, DEL, C1 controls, and the bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const strippedCharacters = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Text as stored: CR LF and CR made LF, control characters stripped, trimmed. */
export function cleanText(raw: string): string {
  return raw.replace(/\r\n?/g, "\n").replace(strippedCharacters, "").trim();
}

interface Content {
  body: string | null;
  imageId: string | null;
}

/** Exactly one of text and image: 10201 for neither (or empty text after cleaning) or both; 10202 for text over the limit. */
function contentOf(input: { text?: string | undefined; imageId?: string | undefined }): Content {
  const text = input.text === undefined ? undefined : cleanText(input.text);
  if (text !== undefined && [...text].length > supportTextMax) fail("supportMessageTooLong", { max: supportTextMax });
  const hasText = text !== undefined && text.length > 0;
  const hasImage = input.imageId !== undefined;
  if (hasText === hasImage) fail("supportMessageEmpty");
  return { body: hasText ? text : null, imageId: input.imageId ?? null };
}

// --- views ---

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function messageView(message: MessageRecord): SupportMessage {
  return {
    id: message.id,
    conversationId: message.conversationId,
    sender: message.sender,
    operatorName: message.operatorName,
    text: message.body,
    imageId: message.imageId,
    clientMessageId: message.clientMessageId,
    createdAt: message.createdAt.toISOString(),
    deliveredAt: iso(message.deliveredAt),
    readAt: iso(message.readAt),
  };
}

export function conversationView(conversation: ConversationRecord): SupportConversation {
  return { id: conversation.id, status: conversation.status, assignedTo: conversation.assignedName, createdAt: conversation.createdAt.toISOString(), closedAt: iso(conversation.closedAt) };
}

// --- announcing ---

/** Where a conversation's frames go: its user, else its visitor. */
function audienceOf(conversation: ConversationRecord) {
  return { userId: conversation.userId, visitorId: conversation.userId === null ? conversation.visitorId : null };
}

function event(conversation: ConversationRecord, frame: ServerMessage, route: { toCustomer: boolean; toOperators: boolean; deliverTo?: SupportSender }): SupportEvent {
  return { ...audienceOf(conversation), ...route, frame };
}

function messageEvent(conversation: ConversationRecord, message: MessageRecord): SupportEvent {
  const deliverTo: SupportSender = message.sender === "customer" ? "operator" : "customer";
  return event(conversation, { type: "supportMessage", conversationId: conversation.id, message: messageView(message) }, { toCustomer: true, toOperators: true, deliverTo });
}

function conversationEvent(conversation: ConversationRecord, kind: "opened" | "assigned" | "closed"): SupportEvent {
  return event(
    conversation,
    { type: "supportConversation", conversationId: conversation.id, event: kind, status: conversation.status, assignedTo: conversation.assignedName },
    { toCustomer: true, toOperators: true },
  );
}

/** Receipts: delivered marks go to the side whose messages they are; read marks to both (other tabs and operators update their counts). */
function receiptEvents(deps: SupportDeps, marked: { conversationId: string; upTo: string }[], kind: "delivered" | "read", by: SupportSender) {
  return Promise.all(
    marked.map(async ({ conversationId, upTo }) => {
      const conversation = await repository.findConversation(deps.db, conversationId);
      if (!conversation) return [];
      const toSender = { toCustomer: by === "operator", toOperators: by === "customer" };
      const route = kind === "read" ? { toCustomer: true, toOperators: true } : toSender;
      return [event(conversation, { type: "supportReceipt", conversationId, kind, by, upTo }, route)];
    }),
  ).then((lists) => lists.flat());
}

/** Publishes committed changes to the live sockets. */
export function announce(deps: SupportDeps, events: readonly SupportEvent[]): void {
  if (!deps.bus) return;
  for (const each of events) deps.bus.publish(supportEventSubject, each);
}

// --- identities ---

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Recent visitor starts per client address (this process); addresses with none in the last hour are dropped as the map grows. */
const visitorStarts = new Map<string, number[]>();
const visitorStartsPruneAt = 10_000;

function pruneVisitorStarts(now: number): void {
  if (visitorStarts.size < visitorStartsPruneAt) return;
  for (const [ip, times] of visitorStarts) if ((times.at(-1) ?? 0) <= now - hourMs) visitorStarts.delete(ip);
}

/** A new visitor identity: the token is answered once and only its hash is kept. */
export async function startVisitor(deps: SupportDeps, ip: string) {
  const now = deps.clock.now();
  pruneVisitorStarts(now.getTime());
  const recent = (visitorStarts.get(ip) ?? []).filter((at) => at > now.getTime() - hourMs);
  if (recent.length >= visitorsPerIpPerHourMax) fail("tooManyRequests", { seconds: Math.max(1, Math.ceil(((recent[0] ?? now.getTime()) + hourMs - now.getTime()) / 1000)) });
  recent.push(now.getTime());
  visitorStarts.set(ip, recent);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + visitorTokenDays * dayMs);
  const visitor = await repository.insertVisitor(deps.db, { tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, visitorId: visitor.id, expiresAt: expiresAt.toISOString() };
}

/** The visitor of a live token, else null. */
export async function visitorOfToken(deps: SupportDeps, token: string) {
  if (token.length === 0 || token.length > 200) return null;
  const visitor = await repository.liveVisitorByHash(deps.db, hashToken(token), deps.clock.now());
  return visitor ? { visitorId: visitor.id, expiresAt: visitor.expiresAt } : null;
}

/** The customer of a request: its signed-in user, else its visitor token's visitor; 401 with neither, 10200 for a dead token. */
export async function customerOf(deps: SupportDeps, who: { user: { id: string } | null; visitorToken?: string | undefined }): Promise<CustomerRef> {
  if (who.user) return { kind: "user", userId: who.user.id };
  if (who.visitorToken === undefined) fail("sessionExpired");
  const visitor = (await visitorOfToken(deps, who.visitorToken)) ?? fail("supportVisitorUnknown");
  return { kind: "visitor", visitorId: visitor.visitorId };
}

function senderKeyOf(customer: CustomerRef): string {
  return customer.kind === "user" ? `u:${customer.userId}` : `v:${customer.visitorId}`;
}

// --- customers ---

export async function customerState(deps: SupportDeps, customer: CustomerRef) {
  const scope = { customer };
  const [open, unread, lastMessageId] = await Promise.all([
    repository.openConversation(deps.db, customer),
    repository.unreadCount(deps.db, scope, "operator"),
    repository.lastMessageId(deps.db, scope),
  ]);
  return { conversation: open ? conversationView(open) : null, unread, lastMessageId };
}

type Cursor = { before?: string | undefined; after?: string | undefined; limit: number };

/** A page of the customer's history; the operator messages in it are marked delivered. */
export async function customerMessages(deps: SupportDeps, customer: CustomerRef, cursor: Cursor) {
  const scope = { customer };
  const page = await repository.messagesPage(deps.db, scope, cursor, cursor.limit);
  const last = page.messages.at(-1);
  if (last) {
    const marked = await repository.markMessages(deps.db, scope, "operator", last.id, deps.clock.now(), false);
    if (marked.length > 0) {
      announce(deps, await receiptEvents(deps, marked, "delivered", "customer"));
      page.messages = await refreshed(deps.db, page.messages);
    }
  }
  return { items: page.messages.map(messageView), hasMore: page.hasMore };
}

/** The messages again after marks changed them. */
async function refreshed(db: Db, messages: MessageRecord[]): Promise<MessageRecord[]> {
  return Promise.all(messages.map(async (message) => (await repository.findMessage(db, message.id)) ?? message));
}

/** 10203 with the seconds to wait when `senderKey` is past the burst or the hourly limit. */
async function checkRate(tx: Db, senderKey: string, now: Date): Promise<void> {
  for (const [max, windowMs] of [
    [supportBurstMax, supportBurstSeconds * 1000],
    [supportHourlyMax, hourMs],
  ] as const) {
    const { count, earliest } = await repository.sentSince(tx, senderKey, new Date(now.getTime() - windowMs));
    if (count >= max) fail("supportRateLimited", { seconds: Math.max(1, Math.ceil(((earliest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000)) });
  }
}

/** The customer's open conversation, locked; one is opened when there is none (a concurrent first message finds the other's). */
async function lockOrOpen(tx: Db, customer: CustomerRef, language: LanguageCode, now: Date): Promise<{ conversation: ConversationRecord; opened: boolean }> {
  const open = await repository.lockOpenConversation(tx, customer);
  if (open) return { conversation: open, opened: false };
  const inserted = await repository.insertConversation(tx, {
    userId: customer.kind === "user" ? customer.userId : null,
    visitorId: customer.kind === "visitor" ? customer.visitorId : null,
    language,
    createdAt: now,
  });
  if (inserted) return { conversation: inserted, opened: true };
  const raced = (await repository.lockOpenConversation(tx, customer)) ?? fail("invalidRequest");
  return { conversation: raced, opened: false };
}

export interface SendRequest {
  clientMessageId: string;
  text?: string | undefined;
  imageId?: string | undefined;
}

/** A customer's message: stored once per client message id, rate limited, announced live. */
export async function customerSend(deps: SupportDeps, customer: CustomerRef, language: LanguageCode, request: SendRequest) {
  const senderKey = senderKeyOf(customer);
  const replay = await replayOf(deps.db, senderKey, request.clientMessageId);
  if (replay) return replay;
  const content = contentOf(request);
  if (content.imageId !== null && customer.kind === "visitor") fail("supportImageNeedsAccount");
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const { conversation, opened } = await lockOrOpen(tx, customer, language, now);
    const again = await repository.messageByClientId(tx, senderKey, request.clientMessageId);
    if (again) return { conversation, message: again, events: [] };
    await checkRate(tx, senderKey, now);
    if (content.imageId !== null && customer.kind === "user") await claimUploads(tx, { userId: customer.userId }, [content.imageId], "chat", `support_conversation:${conversation.id}`);
    const message = await repository.insertMessage(tx, {
      conversationId: conversation.id,
      sender: "customer",
      senderKey,
      operatorId: null,
      operatorName: null,
      ...content,
      clientMessageId: request.clientMessageId,
      createdAt: now,
    });
    const updated = await repository.updateConversation(tx, conversation.id, { kind: "message", at: now, language });
    const events = [...(opened ? [conversationEvent(updated, "opened")] : []), messageEvent(updated, message)];
    return { conversation: updated, message, events };
  });
  announce(deps, done.events);
  return { message: messageView(done.message), conversation: conversationView(done.conversation) };
}

async function replayOf(db: Db, senderKey: string, clientMessageId: string) {
  const message = await repository.messageByClientId(db, senderKey, clientMessageId);
  if (!message) return undefined;
  const conversation = (await repository.findConversation(db, message.conversationId)) ?? fail("supportConversationNotFound");
  return { message: messageView(message), conversation: conversationView(conversation) };
}

/** The customer read the operator messages up to `upTo` (one of theirs): marked read, announced; answers the unread left. */
export async function customerRead(deps: SupportDeps, customer: CustomerRef, upTo: string) {
  const scope = { customer };
  const message = await repository.findMessage(deps.db, upTo);
  const conversation = message ? await repository.findConversation(deps.db, message.conversationId) : undefined;
  if (!conversation || !owns(customer, conversation)) fail("supportConversationNotFound");
  const marked = await repository.markMessages(deps.db, scope, "operator", upTo, deps.clock.now(), true);
  announce(deps, await receiptEvents(deps, marked, "read", "customer"));
  return { unread: await repository.unreadCount(deps.db, scope, "operator") };
}

/** Whether the conversation (or the image's, `messageWithImage`) is the customer's. */
function owns(customer: CustomerRef, conversation: Pick<ConversationRecord, "userId" | "visitorId">): boolean {
  return customer.kind === "user" ? conversation.userId === customer.userId : conversation.userId === null && conversation.visitorId === customer.visitorId;
}

/** After signing in: the visitor's conversations become the user's; the visitor token ends. */
export async function linkVisitor(deps: SupportDeps, userId: string, visitorToken: string | undefined) {
  const visitor = visitorToken === undefined ? undefined : await visitorOfToken(deps, visitorToken);
  if (!visitor) fail("supportVisitorUnknown");
  const now = deps.clock.now();
  const linked = await deps.db.transaction().execute(async (tx) => {
    const userOpen = await repository.lockOpenConversation(tx, { kind: "user", userId });
    const moved = await repository.moveVisitorConversations(tx, visitor.visitorId, userId, now, userOpen !== undefined);
    await repository.endVisitor(tx, visitor.visitorId, userId, now);
    return moved;
  });
  return { linked };
}

/** An image message of the customer's conversations. */
export async function customerImage(deps: SupportDeps, customer: CustomerRef, uploadId: string): Promise<FileReply> {
  const found = await repository.messageWithImage(deps.db, uploadId);
  if (!found || !owns(customer, found)) fail("supportConversationNotFound");
  return uploadOfPurpose(uploadDeps(deps), uploadId, "chat");
}

// --- operators (admin/support wraps the writes in `audited`) ---

export interface OperatorRef {
  id: string;
  username: string;
}

/** A conversation as the inbox shows it, before the customer's username is added. */
export interface OfficeConversation {
  conversation: ConversationRecord;
  unread: number;
  preview: string;
  lastMessageAt: Date;
}

async function officeViews(db: Db, conversations: ConversationRecord[]): Promise<OfficeConversation[]> {
  const ids = conversations.map((conversation) => conversation.id);
  const [unread, last] = await Promise.all([repository.unreadByConversation(db, ids), repository.lastMessages(db, ids)]);
  return conversations.map((conversation) => {
    const message = last.get(conversation.id);
    return { conversation, unread: unread.get(conversation.id) ?? 0, preview: [...(message?.body ?? "")].slice(0, previewLength).join(""), lastMessageAt: conversation.lastMessageAt };
  });
}

export async function inbox(deps: SupportDeps, operatorId: string, query: { view: repository.InboxView; status: "open" | "closed"; page: number; size: number }) {
  const { conversations, total } = await repository.inbox(deps.db, { view: query.view, status: query.status, operatorId }, { offset: (query.page - 1) * query.size, limit: query.size });
  return { items: await officeViews(deps.db, conversations), total, page: query.page, size: query.size };
}

export async function inboxCounts(deps: SupportDeps, operatorId: string) {
  const [unassigned, mine, all] = await Promise.all([
    repository.inboxCounts(deps.db, "unassigned", operatorId),
    repository.inboxCounts(deps.db, "mine", operatorId),
    repository.inboxCounts(deps.db, "all", operatorId),
  ]);
  return { unassigned, mine, all };
}

export async function officeConversation(db: Db, id: string): Promise<OfficeConversation> {
  const conversation = (await repository.findConversation(db, id)) ?? fail("supportConversationNotFound");
  const [view] = await officeViews(db, [conversation]);
  return view ?? fail("supportConversationNotFound");
}

/** A conversation's messages for an operator; the customer messages in the page are marked delivered. */
export async function officeMessages(deps: SupportDeps, id: string, cursor: Cursor) {
  await officeConversation(deps.db, id);
  const scope = { conversationId: id };
  const page = await repository.messagesPage(deps.db, scope, cursor, cursor.limit);
  const last = page.messages.at(-1);
  if (last) {
    const marked = await repository.markMessages(deps.db, scope, "customer", last.id, deps.clock.now(), false);
    if (marked.length > 0) {
      announce(deps, await receiptEvents(deps, marked, "delivered", "operator"));
      page.messages = await refreshed(deps.db, page.messages);
    }
  }
  return { items: page.messages.map(messageView), hasMore: page.hasMore };
}

/** The result of an operator write inside its audited transaction, and what to announce after the commit. */
export interface OfficeChange<T> {
  result: T;
  before: unknown;
  after: unknown;
  events: SupportEvent[];
}

/** An operator's reply, inside `tx`: the same client id answers the stored reply; an unassigned conversation is taken. */
export async function replyIn(tx: Db, deps: SupportDeps, operator: OperatorRef, id: string, request: SendRequest): Promise<OfficeChange<SupportMessage>> {
  const senderKey = `o:${operator.id}`;
  const conversation = (await repository.lockConversation(tx, id)) ?? fail("supportConversationNotFound");
  const replay = await repository.messageByClientId(tx, senderKey, request.clientMessageId);
  if (replay) {
    if (replay.conversationId !== id) fail("invalidRequest");
    return { result: messageView(replay), before: null, after: { replayOf: replay.id }, events: [] };
  }
  if (conversation.status !== "open") fail("supportConversationClosed");
  const content = contentOf(request);
  const now = deps.clock.now();
  if (content.imageId !== null) await claimOperatorImage(tx, id, content.imageId);
  const message = await repository.insertMessage(tx, {
    conversationId: id,
    sender: "operator",
    senderKey,
    operatorId: operator.id,
    operatorName: operator.username,
    ...content,
    clientMessageId: request.clientMessageId,
    createdAt: now,
  });
  const taking = conversation.assignedTo === null;
  const updated = await repository.updateConversation(tx, id, { kind: "message", at: now, ...(taking ? { assignTo: operator } : {}) });
  const events = [...(taking ? [conversationEvent(updated, "assigned")] : []), messageEvent(updated, message)];
  return { result: messageView(message), before: null, after: { messageId: message.id, text: message.body, imageId: message.imageId }, events };
}

/** An operator's `chat` upload, claimed for the conversation (10155 for any other id). */
async function claimOperatorImage(tx: Db, conversationId: string, imageId: string): Promise<void> {
  await claimOperatorUpload(tx, imageId, "chat", `support_conversation:${conversationId}`);
}

function uploadDeps(deps: SupportDeps) {
  return { db: deps.db, clock: deps.clock, dir: deps.uploadsDir };
}

/** An operator's chat image (multipart: one file field `file`), to send with a reply. */
export function officeUpload(deps: SupportDeps, operator: OperatorRef, form: FileForm) {
  return uploadOperatorImage(uploadDeps(deps), { operatorId: operator.id }, "chat", form);
}

/** Customer messages up to `upTo` read by an operator, inside `tx`. */
export async function readIn(tx: Db, deps: SupportDeps, id: string, upTo: string): Promise<OfficeChange<{ unread: number }>> {
  const conversation = (await repository.findConversation(tx, id)) ?? fail("supportConversationNotFound");
  const message = await repository.findMessage(tx, upTo);
  if (message?.conversationId !== id) fail("supportConversationNotFound");
  const scope = { conversationId: id };
  const marked = await repository.markMessages(tx, scope, "customer", upTo, deps.clock.now(), true);
  const events = marked.map(({ conversationId, upTo: last }) =>
    event(conversation, { type: "supportReceipt", conversationId, kind: "read", by: "operator", upTo: last }, { toCustomer: true, toOperators: true }),
  );
  return { result: { unread: await repository.unreadCount(tx, scope, "customer") }, before: null, after: { upTo }, events };
}

/** Assigns an open conversation to `to` (checked by the caller to be able to take it), inside `tx`. */
export async function assignIn(tx: Db, id: string, to: OperatorRef): Promise<OfficeChange<ConversationRecord>> {
  const conversation = (await repository.lockConversation(tx, id)) ?? fail("supportConversationNotFound");
  if (conversation.status !== "open") fail("supportConversationClosed");
  const updated = await repository.updateConversation(tx, id, { kind: "assign", to });
  return { result: updated, before: { assignedTo: conversation.assignedTo }, after: { assignedTo: to.id }, events: [conversationEvent(updated, "assigned")] };
}

/** Closes an open conversation with the operator's note, inside `tx`. */
export async function closeIn(tx: Db, deps: SupportDeps, id: string, operator: OperatorRef, note: string): Promise<OfficeChange<ConversationRecord>> {
  const conversation = (await repository.lockConversation(tx, id)) ?? fail("supportConversationNotFound");
  if (conversation.status !== "open") fail("supportConversationClosed");
  const updated = await repository.updateConversation(tx, id, { kind: "close", at: deps.clock.now(), by: operator, note });
  return { result: updated, before: { status: "open" }, after: { status: "closed", note }, events: [conversationEvent(updated, "closed")] };
}

export async function cannedReplies(db: Db, language: string | undefined) {
  const lang = language !== undefined && isLanguageCode(language) ? language : "en";
  const rows = await repository.cannedReplies(db, lang);
  return rows.map((row) => ({ id: row.id, key: row.key, language: row.language, title: row.title, text: row.body }));
}

/** An image message for a support operator (any conversation); 10204 for an image no message holds. */
export async function officeImage(deps: SupportDeps, operator: { roles: AuthOperator["roles"] }, uploadId: string): Promise<FileReply> {
  if (!(await repository.messageWithImage(deps.db, uploadId))) fail("supportConversationNotFound");
  return uploadForReview(uploadDeps(deps), operator, uploadId);
}

export async function findVisitor(db: Db, id: string) {
  return repository.findVisitor(db, id);
}

// --- the live sockets' side ---

/** What realtime/support-sockets.ts calls: identities, typing and delivered marks. */
export function supportLive(deps: SupportDeps, authenticateOperator: (token: string) => Promise<AuthOperator | null>): SupportLive {
  return {
    visitorOf: (token) => visitorOfToken(deps, token),
    async operatorOf(token) {
      const operator = (await authenticateOperator(token)) ?? fail("sessionExpired");
      if (!operator.totpEnrolled) fail("totpEnrolmentRequired");
      if (!rolesAllow(operator.roles, { operator: ["support"] })) fail("operatorForbidden");
      return { operatorId: operator.id, expiresAt: operator.expiresAt };
    },
    async typing(from) {
      let conversation: ConversationRecord | undefined;
      if ("operatorId" in from) {
        conversation = await repository.findConversation(deps.db, from.conversationId);
        if (conversation?.status !== "open") return;
        announce(deps, [event(conversation, { type: "supportTyping", conversationId: conversation.id, by: "operator" }, { toCustomer: true, toOperators: true })]);
        return;
      }
      conversation = await repository.openConversation(deps.db, "userId" in from ? { kind: "user", userId: from.userId } : { kind: "visitor", visitorId: from.visitorId });
      if (!conversation) return;
      announce(deps, [event(conversation, { type: "supportTyping", conversationId: conversation.id, by: "customer" }, { toCustomer: false, toOperators: true })]);
    },
    async delivered(messageId, by) {
      const message = await repository.findMessage(deps.db, messageId);
      if (!message || message.sender === by) return;
      const marked = await repository.markMessages(deps.db, { conversationId: message.conversationId }, message.sender, messageId, deps.clock.now(), false);
      announce(deps, await receiptEvents(deps, marked, "delivered", by));
    },
  };
}
