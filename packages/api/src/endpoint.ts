// One definition per endpoint: method, path under /swx/customer, who may call it and the zod
// schemas of its input and result. The server validates with these, the web app types its
// calls with them and the OpenAPI document is generated from them.
import { z } from "zod";
import { errorCodes, type ErrorName } from "./errors.ts";

export type Auth = "none" | "user";

export interface Endpoint<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
  Access extends Auth = Auth,
> {
  method: "GET" | "POST";
  /** Fastify-style path relative to /swx/customer, e.g. "/index/getParamByKey/:key". */
  path: string;
  summary: string;
  auth: Access;
  /** Money-moving requests honour the Idempotency-Key header (DESIGN §3). */
  idempotent?: boolean;
  query?: Query;
  body?: Body;
  params?: Params;
  result: Result;
}

export function endpoint<
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Params extends z.ZodType = z.ZodNever,
  Result extends z.ZodType = z.ZodType,
  const Access extends Auth = Auth,
>(definition: Endpoint<Query, Body, Params, Result, Access>): Endpoint<Query, Body, Params, Result, Access> {
  return definition;
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, z.ZodType, Auth> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType, z.ZodType, Auth> ? z.input<B> : never;
export type ParamsOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer P, z.ZodType, Auth> ? z.input<P> : never;
export type ResultOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R, Auth> ? z.output<R> : never;
/** What the server hands a handler after validation (defaults applied, strings trimmed). */
export type ParsedQueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, z.ZodType, Auth> ? z.output<Q> : never;
export type ParsedBodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType, z.ZodType, Auth> ? z.output<B> : never;
export type ParsedParamsOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer P, z.ZodType, Auth> ? z.output<P> : never;

/** Zod error option whose message is a catalogue code, so a failed check maps to that code. */
export function failWith(name: ErrorName): { error: string } {
  return { error: String(errorCodes[name]) };
}

/** Decimal amount on the wire: plain digits, optional fraction, no sign, no exponent. */
export const decimalString = z
  .string(failWith("invalidRequest"))
  .max(40, failWith("valueTooLong"))
  .regex(/^(0|[1-9]\d{0,19})(\.\d{1,18})?$/, failWith("invalidRequest"));

/** Signed decimal, for ledger amounts shown to the user (debits are negative). */
export const signedDecimalString = z.string().regex(/^-?(0|[1-9]\d*)(\.\d+)?$/);

export const pageQuery = {
  page: z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(100_000, failWith("invalidRequest")).default(1),
  size: z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(100, failWith("invalidRequest")).default(20),
};

export function page<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
}
