// The back-office side of customer service (issue 16). Operators with the support role (and
// admin) work an inbox of conversations: `unassigned` (open, nobody took it), `mine` (open,
// assigned to me), `all` (every conversation of the status asked), each with the count of
// customer messages no operator has read. Taking a conversation: assign it to me or to another
// support operator (sending into an unassigned conversation also assigns it to the sender). Beside
// a conversation: who the customer is (a user's id, username, masked email / phone, KYC status and
// book balances; or "visitor"). Replies are text or an image the operator uploaded
// (`POST /support/upload`, purpose chat), with canned replies in the conversation's language.
// Closing takes a note (kept on the conversation and in the audit log); the customer's next
// message opens a new conversation. Every write here is audited. Live updates reach operators
// signed in on /ws with the `operator` op (realtime.ts). An operator without the support or
// admin role answers 10139 on all of these.
import { z } from "zod";
import { failWith, imageFile, page, recordId } from "../endpoint.ts";
import { balanceSchema, kycStatusSchema } from "../accounts.ts";
import { clientMessageIdSchema, supportConversationStatuses, supportMessageSchema, supportPageSizeMax, supportTextSchema } from "../support.ts";
import { uploadedImageSchema, uploadIdSchema } from "../uploads.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema } from "./common.ts";

const support = { operator: ["support"] } as const;

export const supportInboxViews = ["unassigned", "mine", "all"] as const;
export type SupportInboxView = (typeof supportInboxViews)[number];
/** Longest canned reply text. */
export const cannedReplyTextMax = 1000;

const operatorRefSchema = z.object({ id: z.string(), username: z.string() });

/** Who the customer is: a user (with id and username) or a visitor. */
export const supportCustomerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("user"), userId: z.string(), username: z.string() }),
  z.object({ kind: z.literal("visitor"), visitorId: z.string() }),
]);

export const adminSupportConversationSchema = z.object({
  id: z.string(),
  status: z.enum(supportConversationStatuses),
  customer: supportCustomerSchema,
  /** The customer's language (ten-language code), from their first message; canned replies default to it. */
  language: z.string(),
  assignedTo: operatorRefSchema.nullable(),
  /** Customer messages no operator has marked read. */
  unread: z.number().int(),
  /** The newest message's text (first 120 characters; "" for an image), as plain text. */
  lastMessagePreview: z.string(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: operatorRefSchema.nullable(),
  closeNote: z.string().nullable(),
});
export type AdminSupportConversation = z.output<typeof adminSupportConversationSchema>;

export const listSupportConversations = adminEndpoint({
  method: "GET",
  path: "/support/conversations",
  summary: "The inbox: `view` unassigned | mine | all, `status` open (default) | closed; newest activity first; paged.",
  auth: support,
  query: z.strictObject({
    ...adminPageQuery,
    view: z.enum(supportInboxViews, failWith("invalidRequest")).default("all"),
    status: z.enum(supportConversationStatuses, failWith("invalidRequest")).default("open"),
  }),
  result: page(adminSupportConversationSchema),
});

const countsSchema = z.object({ conversations: z.number().int(), unread: z.number().int() });

export const getSupportInboxCounts = adminEndpoint({
  method: "GET",
  path: "/support/counts",
  summary: "Open conversations and their unread customer messages per view (unassigned, mine, all): the inbox tabs' badges.",
  auth: support,
  result: z.object({ unassigned: countsSchema, mine: countsSchema, all: countsSchema }),
});

/** What the operator sees beside the conversation. */
export const supportProfileSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("user"),
    userId: z.string(),
    username: z.string(),
    /** e.g. "al***@example.com"; null when none. */
    maskedEmail: z.string().nullable(),
    /** e.g. "+44 ******789"; null when none. */
    maskedPhone: z.string().nullable(),
    kycStatus: kycStatusSchema,
    createdAt: z.string(),
    /** Non-zero balances per book: currency, available, held, margin (decimal strings). */
    balances: z.object({
      demo: z.array(balanceSchema),
      real: z.array(balanceSchema),
    }),
  }),
  z.object({ kind: z.literal("visitor"), visitorId: z.string(), createdAt: z.string() }),
]);
export type SupportProfile = z.output<typeof supportProfileSchema>;

const conversationIdParams = z.strictObject({ id: recordId("supportConversationNotFound") });

export const getSupportConversation = adminEndpoint({
  method: "GET",
  path: "/support/conversations/:id",
  summary: "One conversation with the customer's profile. 10204 for an unknown id.",
  auth: support,
  params: conversationIdParams,
  result: z.object({ conversation: adminSupportConversationSchema, profile: supportProfileSchema }),
});

export const listSupportConversationMessages = adminEndpoint({
  method: "GET",
  path: "/support/conversations/:id/messages",
  summary:
    "A conversation's messages, oldest first within the page: the newest `limit`, or those just `before` / `after` an id. Fetching marks the customer messages returned as delivered.",
  auth: support,
  params: conversationIdParams,
  query: z
    .strictObject({
      before: recordId("invalidRequest").optional(),
      after: recordId("invalidRequest").optional(),
      limit: z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(supportPageSizeMax, failWith("invalidRequest")).default(30),
    })
    .refine((query) => query.before === undefined || query.after === undefined, failWith("invalidRequest")),
  result: z.object({ items: z.array(supportMessageSchema), hasMore: z.boolean() }),
});

export const sendSupportReply = adminEndpoint({
  method: "POST",
  path: "/support/conversations/:id/send",
  summary:
    "Reply with text or one image (the operator's upload of purpose chat); the same clientMessageId answers the stored reply. Takes an unassigned conversation. 10205 when closed; 10201 / 10202 as for customers; 10155 for an image that is not this operator's unclaimed chat upload.",
  auth: support,
  params: conversationIdParams,
  body: z.strictObject({ clientMessageId: clientMessageIdSchema, text: supportTextSchema.optional(), imageId: uploadIdSchema.optional() }),
  result: auditedSchema.extend({ message: supportMessageSchema }),
});

export const markSupportConversationRead = adminEndpoint({
  method: "POST",
  path: "/support/conversations/:id/read",
  summary: "Mark the conversation's customer messages up to and including `upTo` read (and delivered); the customer sees the read mark live.",
  auth: support,
  params: conversationIdParams,
  body: z.strictObject({ upTo: recordId("supportConversationNotFound") }),
  result: auditedSchema.extend({ unread: z.number().int() }),
});

export const assignSupportConversation = adminEndpoint({
  method: "POST",
  path: "/support/conversations/:id/assign",
  summary: "Assign to me (operatorId absent) or to another active support operator. 10205 when closed; 10207 for an operator who cannot take it.",
  auth: support,
  params: conversationIdParams,
  body: z.strictObject({ operatorId: recordId("supportOperatorUnavailable").optional() }),
  result: auditedSchema.extend({ conversation: adminSupportConversationSchema }),
});

export const closeSupportConversation = adminEndpoint({
  method: "POST",
  path: "/support/conversations/:id/close",
  summary: "Close with a note (kept on the conversation and audited); answers notice 20008. 10205 when already closed; 10147 without a note.",
  auth: support,
  params: conversationIdParams,
  body: z.strictObject({ note: reasonSchema }),
  result: auditedSchema.extend({ conversation: adminSupportConversationSchema, notice: z.literal(20008) }),
});

export const listSupportOperators = adminEndpoint({
  method: "GET",
  path: "/support/operators",
  summary: "Active operators who can take conversations (support or admin role): the assign menu.",
  auth: support,
  result: z.object({ items: z.array(operatorRefSchema) }),
});

export const cannedReplySchema = z.object({
  id: z.string(),
  /** Stable key shared by the translations of one reply, e.g. "greeting". */
  key: z.string(),
  language: z.string(),
  title: z.string(),
  text: z.string(),
});
export type CannedReply = z.output<typeof cannedReplySchema>;

export const listCannedReplies = adminEndpoint({
  method: "GET",
  path: "/support/replies",
  summary: "Canned replies in one language (`lang`, one of the ten; English when absent), ordered by key.",
  auth: support,
  query: z.strictObject({ lang: z.string().min(2, failWith("invalidRequest")).max(5, failWith("invalidRequest")).optional() }),
  result: z.object({ items: z.array(cannedReplySchema) }),
});

/**
 * POST multipart/form-data under /swx/admin: one file field `file` (the purpose is `chat`);
 * answers the envelope with an UploadedImage owned by the operator, to send with
 * `sendSupportReply`. Same checks and codes as the user's upload.
 */
export const supportUploadPath = "/support/upload";

export const uploadSupportImage = adminEndpoint({
  method: "POST",
  path: supportUploadPath,
  summary: "Upload one chat image as the operator (multipart: one file field `file`); same checks and codes as the user's upload.",
  auth: support,
  multipart: true,
  result: uploadedImageSchema,
});

/** GET under /swx/admin: the bytes of an image message of any conversation (support). 10204 for an image no message holds. */
export const supportImagePath = "/support/images/:id";

export const getSupportImageForOperator = adminEndpoint({
  method: "GET",
  path: supportImagePath,
  summary: "The bytes of an image message (the customer's or an operator's). 10204 for an image no message holds.",
  auth: support,
  fileReply: imageFile,
  params: z.strictObject({ id: uploadIdSchema }),
  result: z.never(),
});
