// What a request carries into a service, independent of how it arrived: the signed-in user or
// operator, the book, language and client, the audit trail an operator write counts into, and a
// file a service answers. The router (route.ts) fills these in; services import them from here,
// so no service depends on the router.
import type { Book } from "@tradewind/api/accounts";
import type { Role } from "@tradewind/api/admin/roles";
import type { OperatorId, UserId } from "@tradewind/domain/ids";
import type { LanguageCode } from "@tradewind/i18n/languages";

export interface AuthUser {
  id: UserId;
  username: string;
  tokenHash: string;
  /** When the session stops being valid; a live socket signed in with it is signed out then. */
  expiresAt: Date;
}

export interface AuthOperator {
  id: OperatorId;
  username: string;
  roles: readonly Role[];
  /** False once an admin reset the operator's TOTP: the session may call nothing until re-enrolment. */
  totpEnrolled: boolean;
  sessionId: string;
  tokenHash: string;
  expiresAt: Date;
}

/**
 * Where an operator request's audit rows are counted. The admin domain's audited path writes
 * each row and counts it here; the route layer refuses (500) an operator write that counted
 * none, so no change on /swx/admin can skip the audit log.
 */
export interface AuditTrail {
  readonly ip: string;
  readonly userAgent: string;
  rowsWritten: number;
}

export interface RequestContext<User extends AuthUser | null = AuthUser | null, Operator extends AuthOperator | null = AuthOperator | null> {
  user: User;
  operator: Operator;
  book: Book;
  language: LanguageCode;
  ip: string;
  userAgent: string;
  requestId: string;
  /** The scheme and host the client addressed (behind a trusted proxy, its forwarded ones); null when the Host header is no host. */
  origin: string | null;
  audit: AuditTrail;
  /** The `X-Visitor-Token` header (customer service's visitor identity, support/service.ts), when sent. */
  visitorToken?: string | undefined;
}

/** What a `fileReply` endpoint answers: bytes, their type, and the name a browser would save them under. */
export interface FileReply {
  contentType: string;
  bytes: Buffer;
  /** Letters, digits, dot, dash and underscore only: it is written into a header unquoted of anything else. */
  fileName: string;
}
