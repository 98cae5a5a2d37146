// Customer service in the back office (packages/api admin/support.ts): the inbox with the
// customers' usernames, the customer's profile beside a conversation (accounts and ledger
// services), and the operator writes (reply, read, assign, close) through `audited`, announced to
// the live sockets after the commit. The role check (support or admin) is the route layer's.
import type { AdminSupportConversation, SupportInboxView, supportProfileSchema } from "@tradewind/api/admin/support";
import type { z } from "zod";
import { userId } from "@tradewind/domain/ids";
import * as accounts from "../../accounts/back-office-service.ts";
import * as ledger from "../../ledger/service.ts";
import { fail } from "../../platform/errors.ts";
import type { AuthOperator, AuditTrail } from "../../platform/request-context.ts";
import * as support from "../../support/service.ts";
import { audited } from "../audit/service.ts";
import type { AdminDeps } from "../deps.ts";
import { listOperators } from "../operators/service.ts";

export interface SupportAdminDeps extends AdminDeps {
  support: support.SupportDeps;
}

interface Writer {
  operator: AuthOperator;
  audit: AuditTrail;
}

/** Most operators the assign menu lists. */
const assignableMax = 100;

function conversationTarget(id: string): string {
  return `supportConversation:${id}`;
}

/** Adds the customers' usernames to inbox rows. */
async function adminViews(deps: SupportAdminDeps, items: support.OfficeConversation[]): Promise<AdminSupportConversation[]> {
  const userIds = items.flatMap(({ conversation }) => (conversation.userId === null ? [] : [conversation.userId]));
  const usernames = await accounts.usernamesOf(deps.db, userIds);
  return items.map(({ conversation, unread, preview, lastMessageAt }) => ({
    id: conversation.id,
    status: conversation.status,
    customer:
      conversation.userId !== null
        ? { kind: "user" as const, userId: conversation.userId, username: usernames.get(conversation.userId) ?? "" }
        : { kind: "visitor" as const, visitorId: conversation.visitorId ?? "" },
    language: conversation.language,
    assignedTo: conversation.assignedTo === null ? null : { id: conversation.assignedTo, username: conversation.assignedName ?? "" },
    unread,
    lastMessagePreview: preview,
    lastMessageAt: lastMessageAt.toISOString(),
    createdAt: conversation.createdAt.toISOString(),
    closedAt: conversation.closedAt?.toISOString() ?? null,
    closedBy: conversation.closedBy === null ? null : { id: conversation.closedBy, username: conversation.closedByName ?? "" },
    closeNote: conversation.closeNote,
  }));
}

async function adminView(deps: SupportAdminDeps, id: string): Promise<AdminSupportConversation> {
  const [view] = await adminViews(deps, [await support.officeConversation(deps.db, id)]);
  return view ?? fail("supportConversationNotFound");
}

export async function inbox(deps: SupportAdminDeps, operator: AuthOperator, query: { view: SupportInboxView; status: "open" | "closed"; page: number; size: number }) {
  const page = await support.inbox(deps.support, operator.id, query);
  return { ...page, items: await adminViews(deps, page.items) };
}

export function inboxCounts(deps: SupportAdminDeps, operator: AuthOperator) {
  return support.inboxCounts(deps.support, operator.id);
}

/** "al***@example.com": the first two characters of the local part, the domain kept. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** "+44 ******789": only the last three digits shown. */
export function maskPhone(areaCode: string | null, phone: string): string {
  const visible = phone.slice(-3);
  return `${areaCode ? `+${areaCode.replace(/^\+/, "")} ` : ""}${"*".repeat(Math.max(0, phone.length - visible.length))}${visible}`;
}

async function profileOf(deps: SupportAdminDeps, conversation: AdminSupportConversation): Promise<z.input<typeof supportProfileSchema>> {
  if (conversation.customer.kind === "visitor") {
    const visitor = await support.findVisitor(deps.db, conversation.customer.visitorId);
    return { kind: "visitor", visitorId: conversation.customer.visitorId, createdAt: visitor?.createdAt.toISOString() ?? conversation.createdAt };
  }
  const id = userId(conversation.customer.userId);
  const user = (await accounts.findUser(deps.db, id)) ?? fail("userNotFound");
  const [demo, real] = await Promise.all([ledger.balancesOf(deps.db, id, "demo"), ledger.balancesOf(deps.db, id, "real")]);
  return {
    kind: "user",
    userId: user.id,
    username: user.username,
    maskedEmail: user.email === null ? null : maskEmail(user.email),
    maskedPhone: user.phone === null ? null : maskPhone(user.areaCode, user.phone),
    kycStatus: user.kycStatus,
    createdAt: user.createdAt,
    balances: { demo, real },
  };
}

export async function conversationWithProfile(deps: SupportAdminDeps, id: string) {
  const conversation = await adminView(deps, id);
  return { conversation, profile: await profileOf(deps, conversation) };
}

export function messages(deps: SupportAdminDeps, id: string, cursor: { before?: string | undefined; after?: string | undefined; limit: number }) {
  return support.officeMessages(deps.support, id, cursor);
}

/** Runs one operator write audited, then announces it. */
async function write<T>(deps: SupportAdminDeps, writer: Writer, change: { action: string; reason: string | null; id: string }, work: (tx: Parameters<Parameters<typeof audited>[3]>[0]) => Promise<support.OfficeChange<T>>) {
  let events: support.OfficeChange<T>["events"] = [];
  const { auditId, result } = await audited(deps, writer, { action: change.action, reason: change.reason }, async (tx) => {
    const done = await work(tx);
    events = done.events;
    return { result: done.result, target: conversationTarget(change.id), before: done.before, after: done.after };
  });
  support.announce(deps.support, events);
  return { auditId, result };
}

export async function reply(deps: SupportAdminDeps, writer: Writer, id: string, request: support.SendRequest) {
  const { auditId, result } = await write(deps, writer, { action: "support.reply", reason: null, id }, (tx) => support.replyIn(tx, deps.support, writer.operator, id, request));
  return { auditId, message: result };
}

export async function read(deps: SupportAdminDeps, writer: Writer, id: string, upTo: string) {
  const { auditId, result } = await write(deps, writer, { action: "support.read", reason: null, id }, (tx) => support.readIn(tx, deps.support, id, upTo));
  return { auditId, unread: result.unread };
}

/** Active operators with the support or admin role. */
export async function assignable(deps: SupportAdminDeps) {
  const { items } = await listOperators(deps, { status: "active" }, { page: 1, size: assignableMax });
  return items.filter((operator) => operator.totpEnrolledAt !== null && (operator.roles.includes("support") || operator.roles.includes("admin"))).map(({ id, username }) => ({ id, username }));
}

export async function assign(deps: SupportAdminDeps, writer: Writer, id: string, operatorId: string | undefined) {
  let to: support.OperatorRef = { id: writer.operator.id, username: writer.operator.username };
  if (operatorId !== undefined && operatorId !== writer.operator.id) to = (await assignable(deps)).find((each) => each.id === operatorId) ?? fail("supportOperatorUnavailable");
  const { auditId } = await write(deps, writer, { action: "support.assign", reason: null, id }, (tx) => support.assignIn(tx, id, to));
  return { auditId, conversation: await adminView(deps, id) };
}

export async function close(deps: SupportAdminDeps, writer: Writer, id: string, note: string) {
  const { auditId } = await write(deps, writer, { action: "support.close", reason: note, id }, (tx) => support.closeIn(tx, deps.support, id, writer.operator, note));
  return { auditId, conversation: await adminView(deps, id), notice: 20008 as const };
}

export async function cannedReplies(deps: SupportAdminDeps, language: string | undefined) {
  return { items: await support.cannedReplies(deps.db, language) };
}

/** An operator's chat image: stored first (the upload service writes its own row), then its audit row. */
export async function upload(deps: SupportAdminDeps, writer: Writer, form: Parameters<typeof support.officeUpload>[2]) {
  const image = await support.officeUpload(deps.support, writer.operator, form);
  await audited(deps, writer, { action: "support.upload", reason: null }, async () => ({ result: null, target: `upload:${image.id}`, before: null, after: { purpose: image.purpose, bytes: image.bytes } }));
  return image;
}

export function image(deps: SupportAdminDeps, operator: AuthOperator, uploadId: string) {
  return support.officeImage(deps.support, operator, uploadId);
}
