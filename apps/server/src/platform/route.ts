// Binds an endpoint definition from packages/api to a Fastify route: validates query, params
// and body with the endpoint's zod schemas, authenticates, selects the book, applies
// idempotency, and wraps the handler's result in the {code, result, message} envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Book } from "@tradewind/api/accounts";
import type { Auth, Endpoint, ParsedBodyOf, ParsedParamsOf, ParsedQueryOf } from "@tradewind/api/endpoint";
import { isErrorCode, errorCodes } from "@tradewind/api/errors";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { AppError, fail, httpStatusOf } from "./errors.ts";
import { errorMessage, placeholdersOf, requestLanguage } from "./messages.ts";
import type { IdempotencyStore } from "./idempotency.ts";

export const apiPrefix = "/swx/customer";

export interface AuthUser {
  id: string;
  username: string;
  tokenHash: string;
  /** When the session stops being valid; a live socket signed in with it is signed out then. */
  expiresAt: Date;
}

export interface RequestContext<User extends AuthUser | null = AuthUser | null> {
  user: User;
  book: Book;
  language: LanguageCode;
  ip: string;
  requestId: string;
}

type Input<E> = { query: ParsedQueryOf<E>; body: ParsedBodyOf<E>; params: ParsedParamsOf<E> };

type ContextOf<E> = RequestContext<E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, "user"> ? AuthUser : AuthUser | null>;

type HandlerResult<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R, Auth> ? z.input<R> : never;

export type Handler<E> = (input: Input<E>, context: ContextOf<E>) => Promise<HandlerResult<E>>;

export interface RouterDeps {
  authenticate(token: string): Promise<AuthUser | null>;
  idempotency: IdempotencyStore;
}

export interface Router {
  route<E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, Auth>>(endpoint: E, handler: Handler<E>): void;
  readonly endpoints: readonly Endpoint[];
}

export function createRouter(app: FastifyInstance, deps: RouterDeps): Router {
  const endpoints: Endpoint[] = [];
  return {
    endpoints,
    route(endpoint, handler) {
      endpoints.push(endpoint);
      app.route({
        method: endpoint.method,
        url: apiPrefix + endpoint.path,
        handler: async (request, reply) => {
          const context = await contextOf(request, endpoint, deps);
          const input = {
            query: parseInput(endpoint.query, request.query),
            body: parseInput(endpoint.body, request.body),
            params: parseInput(endpoint.params, request.params),
          } as Input<typeof endpoint>;
          const run = async () => handler(input, context as never);
          const key = idempotencyKeyOf(request);
          // The book is part of the request: a key first used on the demo book must not replay its answer for the real one.
          const claimed = { book: context.book, input };
          const result =
            endpoint.idempotent && key && context.user
              ? await deps.idempotency.run({ userId: context.user.id, key, route: endpoint.path, request: claimed }, run)
              : await run();
          return sendEnvelope(reply, 200, result, "");
        },
      });
    },
  };
}

async function contextOf(request: FastifyRequest, endpoint: Endpoint, deps: RouterDeps): Promise<RequestContext> {
  const token = bearerToken(request.headers.authorization);
  const user = token ? await deps.authenticate(token) : null;
  if (endpoint.auth === "user" && !user) fail("sessionExpired");
  return {
    user,
    book: request.headers.virtually === "YES" ? "real" : "demo",
    language: requestLanguage(request.headers),
    ip: request.ip,
    requestId: request.id,
  };
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

/** A failed field check: the catalogue code plus the field it concerns, for inline display. */
export class FieldError extends AppError {
  readonly field: string;
  constructor(code: number | keyof typeof errorCodes, field: string, params?: Record<string, string | number>) {
    const name = typeof code === "number" ? nameOfCode(code) : code;
    super(name, params);
    this.field = field;
  }
}

const namesByCode = new Map<number, keyof typeof errorCodes>(
  Object.entries(errorCodes).map(([name, code]) => [code, name as keyof typeof errorCodes]),
);

function nameOfCode(code: number): keyof typeof errorCodes {
  return namesByCode.get(code) ?? "invalidRequest";
}

/** `status` overrides the code's usual HTTP status where the HTTP layer has a more exact one (413, 414, 415). */
export function sendEnvelope(reply: FastifyReply, code: number, result: unknown, message: string, status = httpStatusOf(code)) {
  return reply.status(status).send({ code, result: result ?? null, message });
}

export function errorReply(reply: FastifyReply, language: LanguageCode, code: number, params?: Record<string, string | number>, field?: string) {
  return sendEnvelope(reply, code, field ? { field } : null, errorMessage(code, language, params));
}
