// Binds an endpoint definition from packages/api to a Fastify route under its API's prefix
// (/swx/customer or /swx/admin): validates query, params and body with the endpoint's zod
// schemas, authenticates (users on the customer API, operators on the admin API: neither's token
// works on the other's), enforces the operator roles the definition names, selects the book,
// applies idempotency, parses the handler's result with the result schema (unknown keys dropped,
// so a private field never leaks) and wraps it in the {code, result, message} envelope. Two
// kinds of endpoint keep all of that but move their bytes differently: a `multipart` endpoint's
// handler reads the form as it streams in (`upload`), and a `fileReply` endpoint answers a file's
// bytes instead of the envelope (`file`); their failures answer the envelope like any other.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Book } from "@tradewind/api/accounts";
import { apiPrefixes, isOperatorAuth, rolesAllow, type Auth, type Endpoint, type OperatorAuth, type ParsedBodyOf, type ParsedParamsOf, type ParsedQueryOf } from "@tradewind/api/endpoint";
import { isErrorCode, errorCodes, httpStatusOf } from "@tradewind/api/errors";
import { unsafeTextPath } from "@tradewind/api/text";
import { invariant } from "@tradewind/domain/assert";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { fail, FieldError, nameOfCode } from "./errors.ts";
import type { AuditTrail, AuthOperator, AuthUser, FileReply, RequestContext } from "./request-context.ts";
import { envelopeSchema } from "./json-schema.ts";
import { errorMessage, placeholdersOf, requestLanguage } from "./messages.ts";
import type { IdempotencyStore } from "./idempotency.ts";
import { fileForm, type FileForm } from "./multipart.ts";

export const apiPrefix = apiPrefixes.customer;

type Input<E> = { query: ParsedQueryOf<E>; body: ParsedBodyOf<E>; params: ParsedParamsOf<E> };

type AccessOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, infer A> ? A : never;

type ContextOf<E> =
  AccessOf<E> extends "user" ? RequestContext<AuthUser, null> : AccessOf<E> extends OperatorAuth ? RequestContext<null, AuthOperator> : RequestContext<AuthUser | null, null>;

type HandlerResult<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R, Auth> ? z.input<R> : never;

export type Handler<E> = (input: Input<E>, context: ContextOf<E>) => Promise<HandlerResult<E>>;

/** A handler of a `multipart` endpoint: `form` reads the file form as it streams in, when the handler asks. */
export type MultipartHandler<E> = (input: Input<E>, context: ContextOf<E>, form: FileForm) => Promise<HandlerResult<E>>;

export type FileHandler<E> = (input: Input<E>, context: ContextOf<E>) => Promise<FileReply>;

export interface RouterDeps {
  authenticate(token: string): Promise<AuthUser | null>;
  /** Operator sessions (admin domain); without it every operator endpoint answers 401. */
  authenticateOperator?: ((token: string) => Promise<AuthOperator | null>) | undefined;
  idempotency: IdempotencyStore;
}

type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, Auth>;

export interface Router {
  /** An `idempotent` endpoint's handler stores its reply with its money (`recordReply` in idempotency.ts). */
  route<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): void;
  /** A `multipart` POST: the handler reads the form; the answer is the envelope as for `route`. */
  upload<E extends AnyEndpoint>(endpoint: E, handler: MultipartHandler<E>): void;
  /** A `fileReply` GET: the handler's file is the 200 reply (never cached by shared caches, never sniffed). */
  file<E extends AnyEndpoint>(endpoint: E, handler: FileHandler<E>): void;
  readonly endpoints: readonly Endpoint[];
}

/** Longest User-Agent kept in an audit row. */
const userAgentLengthMax = 300;
/** What may stand in a Content-Disposition file name as it is. */
const fileNamePattern = /^[A-Za-z0-9._-]{1,100}$/;

type Answer = (request: FastifyRequest, reply: FastifyReply, input: Input<AnyEndpoint>, context: RequestContext) => Promise<unknown>;

export function createRouter(app: FastifyInstance, deps: RouterDeps): Router {
  const endpoints: Endpoint[] = [];
  const mount = (endpoint: Endpoint, answer: Answer) => {
    endpoints.push(endpoint);
    app.route({
      method: endpoint.method,
      url: apiPrefixes[endpoint.scope ?? "customer"] + endpoint.path,
      // The 200 reply is written from the result schema (a file is its own bytes); failures keep the plain envelope.
      ...(endpoint.fileReply ? {} : { schema: { response: { 200: envelopeSchema(endpoint.result) } } }),
      handler: async (request, reply) => {
        const context = await contextOf(request, endpoint, deps);
        const input = {
          query: parseInput(endpoint.query, request.query),
          body: parseInput(endpoint.body, request.body),
          params: parseInput(endpoint.params, request.params),
        } as Input<AnyEndpoint>;
        return answer(request, reply, input, context);
      },
    });
  };
  return {
    endpoints,
    route(endpoint, handler) {
      invariant(!endpoint.multipart && !endpoint.fileReply, `${endpoint.path} moves its bytes its own way: bind it with upload() or file()`);
      mount(endpoint, (request, reply, input, context) => enveloped(deps, endpoint, { request, reply, input, context }, () => handler(input as never, context as never)));
    },
    upload(endpoint, handler) {
      invariant(endpoint.multipart === true && endpoint.method === "POST" && !endpoint.body, `${endpoint.path} is not a multipart POST`);
      mount(endpoint, async (request, reply, input, context) => {
        try {
          return await enveloped(deps, endpoint, { request, reply, input, context }, () => handler(input as never, context as never, fileForm(request)));
        } catch (error) {
          // Refused before the body was read to its end: close the connection instead of reading the rest.
          if (!request.raw.complete) reply.header("connection", "close");
          throw error;
        }
      });
    },
    file(endpoint, handler) {
      const fileTypes = endpoint.fileReply;
      invariant(fileTypes !== undefined && endpoint.method === "GET", `${endpoint.path} is not a file GET`);
      mount(endpoint, async (_request, reply, input, context) => sendFile(reply, await handler(input as never, context as never), fileTypes));
    },
  };
}

/** Runs the handler (inside the idempotency store when the endpoint is idempotent) and answers the envelope. */
interface Exchange {
  request: FastifyRequest;
  reply: FastifyReply;
  input: Input<AnyEndpoint>;
  context: RequestContext;
}

async function enveloped(deps: RouterDeps, endpoint: Endpoint, { request, reply, input, context }: Exchange, handler: () => Promise<unknown>) {
  // The handler's own result, once it has one: only an answer that is this run's own left an audit row now.
  let own: { result: unknown } | undefined;
  const run = async () => {
    const result = await handler();
    own = { result };
    return result;
  };
  const key = idempotencyKeyOf(request);
  // The book is part of the request: a key first used on the demo book must not replay its answer for the real one.
  const claimed = { book: context.book, input };
  const owner = context.user ? { userId: context.user.id } : context.operator ? { operatorId: context.operator.id } : undefined;
  const result =
    endpoint.idempotent && key && owner
      ? await deps.idempotency.run({ ...owner, key, route: endpoint.path, request: claimed }, run)
      : await run();
  // A replayed answer changed nothing now: its audit row was written when it first ran. So did a
  // concurrent duplicate's run, rolled back on the key its twin committed first (it answers the twin's reply).
  if (own && own.result === result) assertAudited(endpoint, context.audit);
  return sendEnvelope(reply, 200, resultOf(endpoint, result), "");
}

/** `fileTypes` are the endpoint's declared types: the OpenAPI document tells clients no other comes. */
function sendFile(reply: FastifyReply, file: FileReply, fileTypes: readonly string[]) {
  invariant(fileNamePattern.test(file.fileName), `unsafe file name ${JSON.stringify(file.fileName)}`);
  invariant(fileTypes.includes(file.contentType), `${file.contentType} is not among the endpoint's declared file types`);
  return reply
    .header("content-type", file.contentType)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .header("content-disposition", `inline; filename="${file.fileName}"`)
    .send(file.bytes);
}

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port: nothing that could add a path or credentials. */
const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `scheme://host[:port]` as the client addressed this server, or null for a Host header that is no host. */
function originOf(request: FastifyRequest): string | null {
  const address = `${request.protocol}://${request.host}`;
  return hostPattern.test(request.host) && URL.canParse(address) ? new URL(address).origin : null;
}

async function contextOf(request: FastifyRequest, endpoint: Endpoint, deps: RouterDeps): Promise<RequestContext> {
  const token = bearerToken(request.headers.authorization);
  const userAgent = (request.headers["user-agent"] ?? "").slice(0, userAgentLengthMax);
  const base = {
    book: bookOf(request.headers.virtually),
    language: requestLanguage(request.headers),
    ip: request.ip,
    userAgent,
    requestId: request.id,
    origin: originOf(request),
    audit: { ip: request.ip, userAgent, rowsWritten: 0 },
    visitorToken: visitorTokenOf(request.headers["x-visitor-token"]),
  };
  // Each API reads only its own kind of token: a user's on /swx/customer, an operator's on /swx/admin.
  if (endpoint.scope === "admin") return { ...base, user: null, operator: await operatorOf(endpoint.auth, token, deps) };
  const user = token ? await deps.authenticate(token) : null;
  if (endpoint.auth === "user" && !user) fail("sessionExpired");
  return { ...base, user, operator: null };
}

async function operatorOf(auth: Auth, token: string | undefined, deps: RouterDeps): Promise<AuthOperator | null> {
  if (!isOperatorAuth(auth)) return null;
  const operator = token && deps.authenticateOperator ? await deps.authenticateOperator(token) : null;
  if (!operator) fail("sessionExpired");
  if (!operator.totpEnrolled) fail("totpEnrolmentRequired");
  if (!rolesAllow(operator.roles, auth)) fail("operatorForbidden");
  return operator;
}

/** An operator's POST changes something (or ends a session): it must have left an audit row. */
function assertAudited(endpoint: Endpoint, audit: AuditTrail) {
  if (endpoint.scope !== "admin" || endpoint.method !== "POST" || !isOperatorAuth(endpoint.auth)) return;
  invariant(audit.rowsWritten !== 0, `${endpoint.path} wrote no audit row: every operator write goes through audited()`);
}

/**
 * The reply's result as the schema describes it: keys the schema does not name are dropped. A
 * result that does not match its schema is a bug in the handler (500), never sent as it is.
 */
function resultOf(endpoint: Endpoint, result: unknown): unknown {
  if (result === undefined || result === null) return null;
  const parsed = endpoint.result.safeParse(result);
  invariant(parsed.success, `${endpoint.method} ${endpoint.path}: result does not match its schema: ${parsed.error?.message ?? ""}`);
  return parsed.data;
}

/**
 * SPEC's `virtually` header: exactly YES selects the real book, NO or no header the demo book.
 * Anything else ("yes", "Yes ", two headers) is refused with 10242 rather than guessed: a guess
 * of demo would show a user who meant real money a demo balance and demo fills without a word.
 */
function bookOf(header: string | string[] | undefined): Book {
  if (header === undefined || header === "NO") return "demo";
  if (header === "YES") return "real";
  return fail("bookHeaderInvalid");
}

function visitorTokenOf(header: string | string[] | undefined): string | undefined {
  return typeof header === "string" && header.length > 0 && header.length <= 200 ? header : undefined;
}

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.startsWith("Bearer ") ? header.slice(7) : header;
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string" || key.length === 0) return undefined;
  if (key.length > 100) fail("valueTooLong");
  return key;
}

function parseInput(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  // Before the endpoint's own checks: a NUL reaching PostgreSQL answered 500 (packages/api/src/text.ts).
  const unsafe = unsafeTextPath(value);
  if (unsafe) throw new FieldError("invalidRequest", unsafe.join("."));
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) fail("invalidRequest");
  throw fieldErrorOf(issue, value);
}

/** Longest text from the request that may be shown inside a message, e.g. "Leverage {{leverage}}x". */
const shownValueLengthMax = 20;
/** Only numbers are echoed into messages: free text from the request would let a link pose as our wording. */
const shownValuePattern = /^-?\d+(\.\d+)?$/;

/**
 * The field error for one failed check, its message parameters filled: `min`/`max` from the
 * check's bound (the endpoint's constants), and a parameter named like the field from the
 * field's own value when that is a number. A catalogue message that would still show a
 * `{{placeholder}}` answers as 10100 for the field instead.
 */
export function fieldErrorOf(issue: z.core.$ZodIssue, input: unknown): FieldError {
  if (issue.code === "unrecognized_keys") return new FieldError("unknownField", issue.keys.join(","));
  const field = issue.path.map(String).join(".");
  const code = Number(issue.message);
  const name = isErrorCode(code) ? nameOfCode(code) : "invalidRequest";
  const params: Record<string, string | number> = {};
  if (issue.code === "too_big") params.max = Number(issue.maximum);
  if (issue.code === "too_small") params.min = Number(issue.minimum);
  const last = issue.path.at(-1);
  const shown = shownValue(valueAt(input, issue.path));
  if (typeof last === "string" && shown !== undefined) params[last] = shown;
  if (placeholdersOf(errorCodes[name]).some((placeholder) => !(placeholder in params))) return new FieldError("invalidRequest", field);
  return new FieldError(name, field, params);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null || typeof key === "symbol") return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

function shownValue(value: unknown): string | number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || value.length > shownValueLengthMax) return undefined;
  return shownValuePattern.test(value) ? value : undefined;
}

/** `status` overrides the code's usual HTTP status where the HTTP layer has a more exact one (413, 414, 415). */
export function sendEnvelope(reply: FastifyReply, code: number, result: unknown, message: string, status = httpStatusOf(code)) {
  return reply.status(status).send({ code, result: result ?? null, message });
}

export function errorReply(reply: FastifyReply, language: LanguageCode, code: number, params?: Record<string, string | number>, field?: string) {
  return sendEnvelope(reply, code, field ? { field } : null, errorMessage(code, language, params));
}
