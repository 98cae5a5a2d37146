// One definition per endpoint: method, path under /swx/customer (or /swx/admin for the back
// office), who may call it and the zod schemas of its input and result. The server validates
// with these, the clients type their calls with them and the OpenAPI document is generated
// from them.
import { z } from "zod";
import { asAmount, asPrice, asQuantity, decimal, Decimal, toPlain } from "@tradewind/domain/money";
import { isWebAddress } from "@tradewind/domain/web-address";
import type { Role } from "./admin/roles.ts";
import type { Route } from "./route.ts";
import { errorCodes, type ErrorName } from "./errors.ts";

/**
 * Who may call an endpoint. Users and operators are different people with different tokens:
 * a user token never passes an operator endpoint and the other way round.
 * `{ operator: [] }` admits any active operator with TOTP enrolled; a non-empty list admits
 * operators holding one of those roles, and `admin` always.
 */
export interface OperatorAuth {
  readonly operator: readonly Role[];
}
export type Auth = "none" | "user" | OperatorAuth;

/** The API an endpoint belongs to: customer endpoints under /swx/customer, back office under /swx/admin. */
export type ApiScope = "customer" | "admin";
export const apiPrefixes: Record<ApiScope, string> = { customer: "/swx/customer", admin: "/swx/admin" };

export function isOperatorAuth(auth: Auth): auth is OperatorAuth {
  return typeof auth === "object";
}

/**
 * Whether an operator holding `roles` may call an endpoint with operator auth `auth`: an empty
 * list admits any operator, `admin` passes everything, else one of the named roles is needed.
 * The server enforces this; the back office uses it to show only what the operator may use.
 */
export function rolesAllow(roles: readonly Role[], auth: OperatorAuth): boolean {
  return auth.operator.length === 0 || roles.includes("admin") || auth.operator.some((role) => roles.includes(role));
}

export interface Endpoint<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
  Access extends Auth = Auth,
> {
  method: "GET" | "POST";
  /** Fastify-style path relative to its API's prefix, e.g. "/index/getParamByKey/:key". */
  path: string;
  /** Absent means "customer". Back-office endpoints are made with `adminEndpoint` (admin/common.ts). */
  scope?: ApiScope;
  summary: string;
  auth: Access;
  /** Money-moving requests honour the Idempotency-Key header (DESIGN §3). */
  idempotent?: boolean;
  query?: Query;
  body?: Body;
  params?: Params;
  result: Result;
  /**
   * The body is multipart/form-data, read by the handler as it streams in (an upload) instead of
   * being parsed by `body`, which is then absent.
   */
  multipart?: true;
  /**
   * A 200 answers the bytes of a file instead of the envelope, with one of these Content-Types
   * (the server refuses to send any other); `result` is then `z.never()`. Failures still answer
   * the envelope.
   */
  fileReply?: readonly FileMediaType[];
}

/** What a file endpoint may answer: stored images are re-encoded to JPEG or PNG; agreements are PDF; statements PDF or CSV (UTF-8). */
export type FileMediaType = "image/jpeg" | "image/png" | "application/pdf" | "text/csv";
export const imageFile: readonly FileMediaType[] = ["image/jpeg", "image/png"];
export const pdfFile: readonly FileMediaType[] = ["application/pdf"];
export const statementFile: readonly FileMediaType[] = ["application/pdf", "text/csv"];

export function endpoint<
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Params extends z.ZodType = z.ZodNever,
  Result extends z.ZodType = z.ZodType,
  const Access extends Auth = Auth,
>(definition: Endpoint<Query, Body, Params, Result, Access>): Endpoint<Query, Body, Params, Result, Access> {
  return definition;
}

/** The endpoint a type names: the endpoint itself, or the one its route (route.ts) reaches. */
type Named<E> = E extends Endpoint ? E : E extends Route<infer Reached> ? Reached : never;

export type QueryOf<E> = Named<E> extends Endpoint<infer Q, z.ZodType, z.ZodType, z.ZodType, Auth> ? z.input<Q> : never;
export type BodyOf<E> = Named<E> extends Endpoint<z.ZodType, infer B, z.ZodType, z.ZodType, Auth> ? z.input<B> : never;
export type ParamsOf<E> = Named<E> extends Endpoint<z.ZodType, z.ZodType, infer P, z.ZodType, Auth> ? z.input<P> : never;
export type ResultOf<E> = Named<E> extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R, Auth> ? z.output<R> : never;
/** What the server hands a handler after validation (defaults applied, strings trimmed). */
export type ParsedQueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, z.ZodType, Auth> ? z.output<Q> : never;
export type ParsedBodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType, z.ZodType, Auth> ? z.output<B> : never;
export type ParsedParamsOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer P, z.ZodType, Auth> ? z.output<P> : never;

/** Zod error option whose message is a catalogue code, so a failed check maps to that code. */
export function failWith(name: ErrorName): { error: string } {
  return { error: String(errorCodes[name]) };
}

/** Longest decimal text looked at; anything longer is refused before a pattern runs on it. */
const decimalTextLengthMax = 64;
/** Plain digits, optional fraction, no sign, no exponent, no spaces, no leading zeros. */
const plainDecimalPattern = /^(0|[1-9]\d*)(\.\d+)?$/;
/** Fraction digits NUMERIC(38,18) stores, and the trigger book's level keys hold. */
export const decimalScaleMax = 18;
/**
 * Prices, limit/stop/target levels and stakes stay below 10^15. Derived values stay storable:
 * a trigger level is at most about twice the price it comes from (half the spread, a short's
 * liquidation), far below the trigger book's and NUMERIC(38,18)'s 10^20.
 */
export const priceIntegerDigitsMax = 15;
/** Lots and coin quantities stay below 10^12, with at most 8 decimals (instruments use fewer). */
export const quantityIntegerDigitsMax = 12;
export const quantityScaleMax = 8;

export interface DecimalLimits {
  /** Digits before the point: the value stays below 10^integerDigitsMax. */
  integerDigitsMax: number;
  /** Digits after the point. */
  scaleMax: number;
  /** Code for text that is not a plain decimal or has too many decimals. */
  malformed: ErrorName;
  /** Code for a well-formed decimal at or beyond the bound. */
  tooLarge: ErrorName;
}

/**
 * A non-negative decimal on the wire, bounded so that what the server stores and derives from it
 * fits NUMERIC(38,18) and the trigger book. Checks run in order and the first failure names the
 * code: length (10120), form and scale (`malformed`), magnitude (`tooLarge`).
 */
export function boundedDecimal(limits: DecimalLimits) {
  const scale = new RegExp(`^\\d+(\\.\\d{1,${limits.scaleMax}})?$`);
  const magnitude = new RegExp(`^(0|[1-9]\\d{0,${limits.integerDigitsMax - 1}})(\\.\\d+)?$`);
  return z
    .string(failWith(limits.malformed))
    .max(decimalTextLengthMax, failWith("valueTooLong"))
    .regex(plainDecimalPattern, failWith(limits.malformed))
    .regex(scale, failWith(limits.malformed))
    .regex(magnitude, failWith(limits.tooLarge));
}

/** Any storable decimal: up to 20 integer digits and 18 decimals, NUMERIC(38,18)'s range. */
export const decimalString = boundedDecimal({ integerDigitsMax: 20, scaleMax: decimalScaleMax, malformed: "invalidRequest", tooLarge: "invalidRequest" });

/** A price or price level (limit, stop loss, take profit): below 10^15; past it 10016. */
export const priceString = boundedDecimal({ integerDigitsMax: priceIntegerDigitsMax, scaleMax: decimalScaleMax, malformed: "invalidRequest", tooLarge: "purchaseAmountWrong" });

/** Lots or coins: any failure is 10016, the amount being bought or sold is wrong. */
export const quantityString = boundedDecimal({ integerDigitsMax: quantityIntegerDigitsMax, scaleMax: quantityScaleMax, malformed: "purchaseAmountWrong", tooLarge: "purchaseAmountWrong" });

/** A USDT amount paid in (an option's stake): below 10^15; past it 10016. */
export const amountString = priceString;

// Parsed at the wire (STYLE "Seams"): the same checks as the strings above, then the value a
// handler receives is a branded Decimal, so no service parses a request field again.

/** A price or price level, parsed: 10016 past 10^15 as `priceString`. */
export const price = priceString.transform(asPrice);
/** Lots or coins, parsed: any failure is 10016 as `quantityString`. */
export const quantity = quantityString.transform(asQuantity);
/** A USDT amount paid in, parsed: 10016 past 10^15 as `amountString`. */
export const amount = amountString.transform(asAmount);
/** Any storable decimal, parsed. */
export const decimalValue = decimalString.transform((text) => decimal(text));
/** A bounded amount with the caller's codes (`boundedDecimal`), parsed. */
export function boundedAmount(limits: DecimalLimits) {
  return boundedDecimal(limits).transform(asAmount);
}

/**
 * A decimal in a result. A handler hands a Decimal (or text already plain) and the wire carries
 * plain decimal text; a client parsing the reply gets the text back as it came.
 */
export const decimalText = z
  .union([z.string(), z.custom<Decimal>((value) => Decimal.isDecimal(value))])
  .transform((value) => (typeof value === "string" ? value : toPlain(value)))
  .pipe(z.string());
/** `decimalText` or null. */
export const decimalTextOrNull = decimalText.nullable();

/** PostgreSQL's bigint maximum: the largest id a bigserial column can hold. */
const bigintMax = "9223372036854775807";

function fitsBigint(digits: string): boolean {
  // Digit strings without leading zeros of equal length compare like the numbers they spell.
  return digits.length < bigintMax.length || (digits.length === bigintMax.length && digits <= bigintMax);
}

/**
 * A record id on the wire (bigserial): positive digits within bigint, else `error` (10118 for a
 * record looked up by id), so a larger number never reaches SQL as an out-of-range bigint.
 */
export function recordId(error: ErrorName = "notFound") {
  return z
    .string(failWith(error))
    .regex(/^[1-9]\d{0,18}$/, failWith(error))
    .refine(fitsBigint, failWith(error));
}

/**
 * A web address typed into a field (a charity's website): trimmed, at most `lengthMax`
 * characters (10120), and absolute http(s) with a host, else 10241, so a stored link can never
 * be javascript: or data: on the pages that show it.
 */
export function webAddress(lengthMax: number) {
  return z
    .string(failWith("webAddressInvalid"))
    .trim()
    .max(lengthMax, failWith("valueTooLong"))
    .refine(isWebAddress, failWith("webAddressInvalid"));
}

/** Signed decimal, for ledger amounts shown to the user (debits are negative). */
export const signedDecimalString = z.string().regex(/^-?(0|[1-9]\d*)(\.\d+)?$/);

export const pageQuery = {
  page: z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(100_000, failWith("invalidRequest")).default(1),
  size: z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(100, failWith("invalidRequest")).default(20),
};

export function page<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
}
