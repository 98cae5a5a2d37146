// Live customer service (SPEC §2 /profile/kefu; issue 16). A customer is either a signed-in user
// (the normal session: Authorization header on REST, the `auth` op on /ws) or a visitor with a
// temporary identity: `POST /support/visitor` answers an opaque random token (kept in the
// browser's localStorage, stored hashed on the server, valid `visitorTokenDays` days) sent as the
// `X-Visitor-Token` header on REST and with the `visitor` op on /ws. A valid user session wins
// over a visitor token on the same request.
//
// Each customer has at most one open conversation; the first message opens one (in the request's
// language), an operator closing it makes the next message open a new one. History spans all of
// the customer's conversations, oldest first by message id. Messages are text (control characters
// stripped, CR LF made LF, trimmed; at most `supportTextMax` characters; stored and returned as
// plain text: clients render them as text, never as HTML) or one image (an upload of purpose
// `chat`, claimed by the message; signed-in users only: a visitor answers 10206). Sending is REST
// (`POST /support/send`), made safe to retry by the client's own message id: the same id answers
// the message already stored. Delivery is live over /ws (packages/api realtime.ts: frames
// `supportMessage`, `supportReceipt`, `supportTyping`, `supportConversation`); what arrived while
// the customer was away is read with `GET /support/messages?after=<last id seen>` on (re)connect.
// Marks: an operator's message is delivered once a socket of its customer received it or the
// customer fetched it, and read once the customer calls `POST /support/read` up to it (and the
// other way round for the customer's messages and the operators).
import { z } from "zod";
import { endpoint, failWith, imageFile, recordId } from "./endpoint.ts";
import { visitorTokenDays, visitorTokenHeader } from "./support-visitor.ts";
import { uploadIdSchema } from "./uploads.ts";

/** Longest text message, in characters (after control characters are stripped); longer answers 10202. */
export const supportTextMax = 2000;
/** Messages one customer may send: `supportBurstMax` per `supportBurstSeconds`, `supportHourlyMax` per hour; more answer 10203. */
export const supportBurstMax = 10;
export const supportBurstSeconds = 10;
export const supportHourlyMax = 200;
/** Most messages one history page holds. */
export const supportPageSizeMax = 50;
/** A typing indicator is forwarded at most once per this many milliseconds per connection; more are dropped silently. */
export const supportTypingThrottleMs = 2000;

export const supportSenders = ["customer", "operator"] as const;
export type SupportSender = (typeof supportSenders)[number];
export const supportConversationStatuses = ["open", "closed"] as const;
export type SupportConversationStatus = (typeof supportConversationStatuses)[number];

/** A client's own id for a message it sends (e.g. a UUID): the same id again answers the stored message instead of a second one. */
export const clientMessageIdSchema = z
  .string(failWith("invalidRequest"))
  .min(8, failWith("invalidRequest"))
  .max(64, failWith("valueTooLong"))
  .regex(/^[A-Za-z0-9_-]+$/, failWith("invalidRequest"));

/** Text as typed; the server strips control characters and trims, then checks 1..supportTextMax characters (10201 empty, 10202 too long). */
export const supportTextSchema = z.string(failWith("invalidRequest")).max(supportTextMax * 4, failWith("supportMessageTooLong"));

export const supportMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** `customer`: the user or visitor; `operator`: support. */
  sender: z.enum(supportSenders),
  /** The operator's username for an operator's message; null for the customer's. */
  operatorName: z.string().nullable(),
  /** Plain text (render as text); null for an image. */
  text: z.string().nullable(),
  /** An image message: the upload id, read with GET /support/images/:id (customer) or /swx/admin/support/images/:id (support); null for text. */
  imageId: z.string().nullable(),
  /** The sender's own id from the send request. */
  clientMessageId: z.string().nullable(),
  createdAt: z.string(),
  /** When the other side's socket received it or the other side fetched it; null until then. */
  deliveredAt: z.string().nullable(),
  /** When the other side marked it read; null until then. */
  readAt: z.string().nullable(),
});
export type SupportMessage = z.output<typeof supportMessageSchema>;

export const supportConversationSchema = z.object({
  id: z.string(),
  status: z.enum(supportConversationStatuses),
  /** The operator handling it, by username; null while unassigned. */
  assignedTo: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type SupportConversation = z.output<typeof supportConversationSchema>;

export const startVisitor = endpoint({
  method: "POST",
  path: "/support/visitor",
  summary: `A temporary identity for a visitor who is not signed in: an opaque token to keep (localStorage) and send as ${visitorTokenHeader} on the support endpoints and with the /ws op \`visitor\`. Valid ${visitorTokenDays} days. 10110 when one address asks for too many.`,
  auth: "none",
  body: z.strictObject({}).optional(),
  result: z.object({ token: z.string(), visitorId: z.string(), expiresAt: z.string() }),
});

export const getSupportState = endpoint({
  method: "GET",
  path: "/support/conversation",
  summary:
    "The caller's (user's, else visitor's) open conversation (null when none) and how many operator messages are unread (the service icon's badge). 401 without a session or visitor token; 10200 for an unknown or expired visitor token.",
  auth: "none",
  result: z.object({ conversation: supportConversationSchema.nullable(), unread: z.number().int(), lastMessageId: z.string().nullable() }),
});

const pageCursor = recordId("invalidRequest");

export const listSupportMessages = endpoint({
  method: "GET",
  path: "/support/messages",
  summary:
    "The caller's messages, oldest first within the page. Without a cursor: the newest `limit`. `before=<id>`: the `limit` messages just older than it (paging back). `after=<id>`: the `limit` messages just newer (catching up after a reconnect; repeat while `hasMore`). Fetching marks the operator messages returned as delivered. 401 / 10200 as for the state.",
  auth: "none",
  query: z
    .strictObject({
      before: pageCursor.optional(),
      after: pageCursor.optional(),
      limit: z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(supportPageSizeMax, failWith("invalidRequest")).default(30),
    })
    .refine((query) => query.before === undefined || query.after === undefined, failWith("invalidRequest")),
  result: z.object({ items: z.array(supportMessageSchema), hasMore: z.boolean() }),
});

export const sendSupportMessage = endpoint({
  method: "POST",
  path: "/support/send",
  summary: `Send text or one image (exactly one of them) into the caller's open conversation, opening one if there is none. The same clientMessageId again answers the stored message. 10201 empty text; 10202 longer than ${supportTextMax} characters; 10203 past ${supportBurstMax} messages in ${supportBurstSeconds} s or ${supportHourlyMax} in an hour; 10206 an image from a visitor; 10155 an imageId that is not the user's unclaimed upload of purpose chat.`,
  auth: "none",
  body: z.strictObject({
    clientMessageId: clientMessageIdSchema,
    text: supportTextSchema.optional(),
    imageId: uploadIdSchema.optional(),
  }),
  result: z.object({ message: supportMessageSchema, conversation: supportConversationSchema }),
});

export const markSupportRead = endpoint({
  method: "POST",
  path: "/support/read",
  summary: "Mark the operator messages of the caller up to and including `upTo` as read (and delivered); answers the unread count left. 10204 when `upTo` is not one of the caller's messages.",
  auth: "none",
  body: z.strictObject({ upTo: recordId("supportConversationNotFound") }),
  result: z.object({ unread: z.number().int() }),
});

export const linkVisitor = endpoint({
  method: "POST",
  path: "/support/linkVisitor",
  summary: `After signing in: moves the conversations of the visitor named by ${visitorTokenHeader} to the signed-in user (the visitor's open one is closed when the user already has one open; its messages stay in the history) and ends the visitor token. 10200 for an unknown visitor token.`,
  auth: "user",
  body: z.strictObject({}).optional(),
  result: z.object({ linked: z.number().int() }),
});

/** GET: an image of the caller's conversations (theirs or an operator's); 10204 for any other. */
export const getSupportImage = endpoint({
  method: "GET",
  path: "/support/images/:id",
  summary: "The bytes of an image message in one of the caller's conversations (user or visitor); 10204 otherwise.",
  auth: "none",
  fileReply: imageFile,
  params: z.strictObject({ id: uploadIdSchema }),
  result: z.never(),
});
