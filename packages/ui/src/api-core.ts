// What both front ends' HTTP clients share around the {code, result, message} envelope: the
// error a refused or failed call throws, the text to show for any error, building the URL from
// an endpoint's path template and query, and the client itself (createApiClient): time-out,
// envelope reading and, when called with the endpoint itself rather than its route, parsing the
// result with the endpoint's schema. Each app's lib/api.ts keeps
// what differs: its base path, headers (token, book, language) and what a 401 does.
import i18next from "i18next";
import type { z } from "zod";
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResultOf } from "@tradewind/api/endpoint";
import type { Route } from "@tradewind/api/route";
import { errorCodes, successCode } from "@tradewind/api/errors";
import { invariant } from "@tradewind/domain/assert";

export type ApiFailure = "server" | "timeout" | "network";

/** A failed call. `message` is already in the user's language (the server translates by `lang`). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly failure: ApiFailure = "server",
    /** The input field a validation failure concerns, e.g. "contact.email" (server's result.field). */
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The text to show for any error thrown by call() (or anything else). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return i18next.t("common.unknownError");
}

/** Fills `:name` segments of an endpoint's path from its params, encoded. */
export function fillPath(path: string, params: unknown): string {
  return path.replace(/:([A-Za-z_]+)/g, (_whole, name: string) => {
    const value = isRecord(params) ? params[name] : undefined;
    invariant(typeof value === "string" || typeof value === "number", `missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Array values become repeated keys (SPEC §7): ?type=1&type=2. */
export function queryString(query: unknown): string {
  if (!isRecord(query)) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === "string" || typeof item === "number" || typeof item === "boolean") search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** An input part of a call: forbidden when the endpoint has none, optional when it may be left out. */
type Part<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : undefined extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** One call's input, typed by the endpoint, plus what the app adds (`Extra`: headers, an idempotency key). */
export type CallOptions<E, Extra = object> = Part<"query", QueryOf<E>> & Part<"body", BodyOf<E>> & Part<"params", ParamsOf<E>> & { signal?: AbortSignal } & Extra;

/** The options may be left out when nothing in them is required. */
export type CallArgs<E, Extra = object> = object extends CallOptions<E, Extra> ? [options?: CallOptions<E, Extra>] : [options: CallOptions<E, Extra>];

/** What a request carries: JSON (Content-Type set), a multipart form (the browser sets it) or nothing. */
export type BodyKind = "json" | "form" | "none";

export interface ApiClientSettings<Extra> {
  /** Where the app's API lives, e.g. "/swx/customer". */
  base: string;
  timeout_ms: number;
  headers: (body: BodyKind, options: Extra | undefined) => Headers;
  /** Runs before a refusal for an expired session is thrown: the app ends its session and goes to sign-in. */
  onSessionExpired: () => void;
  /** The text of a call that timed out or never reached the server, in the user's language. */
  failureText: (failure: "timeout" | "network") => string;
}

export interface ApiClient<Extra> {
  /**
   * A JSON endpoint: its result, or the refusal thrown as ApiError. Given the endpoint, the result
   * is parsed with its schema; given its route (packages/api routes.ts, no schemas loaded), the
   * server's reply is taken as its schema says, since the server sends it through that schema.
   */
  call: <E extends Endpoint>(endpoint: E | Route<E>, ...args: CallArgs<E, Extra>) => Promise<ResultOf<E>>;
  /** POST multipart/form-data (an upload) to `path`; the browser sets the boundary's Content-Type. */
  postForm: <Result extends z.ZodType>(path: string, form: FormData, result: Result, signal?: AbortSignal) => Promise<z.output<Result>>;
  /** GET raw bytes (an uploaded image) from `path`; a refusal arrives as the usual envelope and throws. */
  fetchBytes: (path: string, signal?: AbortSignal, options?: Extra) => Promise<Blob>;
}

interface Envelope {
  code: number;
  result: unknown;
  message: string;
}

export function createApiClient<Extra extends object = object>(settings: ApiClientSettings<Extra>): ApiClient<Extra> {
  const unknownError = (failure: ApiFailure = "server") => new ApiError(errorCodes.unknownError, i18next.t("common.unknownError"), failure);

  function unwrap<Result extends z.ZodType>(reply: Envelope, result: Result, path: string): z.output<Result> {
    if (reply.code === successCode) {
      const parsed = result.safeParse(reply.result);
      if (!parsed.success) {
        console.error(`unexpected result from ${path}`, parsed.error.issues);
        throw unknownError();
      }
      return parsed.data;
    }
    throw refusal(reply);
  }

  function refusal(reply: Envelope): ApiError {
    if (reply.code === errorCodes.sessionExpired) settings.onSessionExpired();
    const field = isRecord(reply.result) && typeof reply.result.field === "string" ? reply.result.field : undefined;
    return new ApiError(reply.code, reply.message || i18next.t("common.unknownError"), "server", field);
  }

  async function readEnvelope(response: Response): Promise<Envelope> {
    const body: unknown = await response.json().catch((error: unknown) => {
      // Cancelled while the body was still arriving (a query dropped on unmount): not a bad reply.
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      console.error(`non-JSON reply from ${response.url} (HTTP ${response.status})`, error);
      return null;
    });
    if (!isRecord(body) || typeof body.code !== "number" || !(typeof body.message === "string" || body.message === undefined)) throw unknownError();
    return { code: body.code, result: body.result, message: body.message ?? "" };
  }

  /** Runs one request under the time-out; `read` turns the response into the result. */
  async function fetchWithTimeout<T>(url: string, init: RequestInit, signal: AbortSignal | undefined, read: (response: Response) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, settings.timeout_ms);
    const forwardAbort = () => controller.abort();
    signal?.addEventListener("abort", forwardAbort);
    try {
      const response = await fetch(url, { ...init, signal: controller.signal });
      return await read(response);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new ApiError(errorCodes.unknownError, settings.failureText("timeout"), "timeout");
      if (signal?.aborted) throw error;
      console.error(`request to ${url} failed`, error);
      throw new ApiError(errorCodes.unknownError, settings.failureText("network"), "network");
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", forwardAbort);
    }
  }

  return {
    async call<E extends Endpoint>(endpoint: E | Route<E>, ...args: CallArgs<E, Extra>) {
      const [options] = args;
      const url = settings.base + fillPath(endpoint.path, options?.params) + queryString(options?.query);
      const headers = settings.headers(endpoint.method === "POST" ? "json" : "none", options);
      const init: RequestInit = { method: endpoint.method, headers };
      if (endpoint.method === "POST") init.body = JSON.stringify(options?.body ?? {});
      const reply = await fetchWithTimeout(url, init, options?.signal, readEnvelope);
      if (!("result" in endpoint)) {
        if (reply.code !== successCode) throw refusal(reply);
        return reply.result as ResultOf<E>;
      }
      return unwrap(reply, endpoint.result, endpoint.path) as ResultOf<E>;
    },
    async postForm(path, form, result, signal) {
      const init: RequestInit = { method: "POST", headers: settings.headers("form", undefined), body: form };
      const reply = await fetchWithTimeout(settings.base + path, init, signal, readEnvelope);
      return unwrap(reply, result, path);
    },
    fetchBytes(path, signal, options) {
      const init: RequestInit = { method: "GET", headers: settings.headers("none", options) };
      return fetchWithTimeout(settings.base + path, init, signal, async (response) => {
        const type = response.headers.get("Content-Type") ?? "";
        if (response.ok && !type.includes("json")) return response.blob();
        throw refusal(await readEnvelope(response));
      });
    },
  };
}
