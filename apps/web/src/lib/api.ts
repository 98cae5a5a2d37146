// The user site's HTTP client (SPEC §7): every call goes to /swx/customer + the endpoint's path, carries
// Authorization, virtually and lang headers, times out after 90 s, and unwraps the
// {code, result, message} envelope. Code 401 ends the session and goes to the login page.
// JSON endpoints go through call(); uploads (multipart) through postForm() and an uploaded
// image's bytes through fetchBytes(), with the same headers, time-out and envelope handling.
import type { z } from "zod";
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResultOf } from "@tradewind/api/endpoint";
import { errorCodes, successCode } from "@tradewind/api/errors";
import { ApiError, fillPath, isRecord, queryString, type ApiFailure } from "@tradewind/ui/api-core.ts";
import { currentLanguage, i18n } from "../i18n/i18n.ts";
import { navigateTo } from "./navigation.ts";
import { clearSession, getSession } from "./session.ts";

const apiBase = "/swx/customer";
const requestTimeout_ms = 90_000;

type Part<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : undefined extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

export type CallOptions<E> = Part<"query", QueryOf<E>> &
  Part<"body", BodyOf<E>> &
  Part<"params", ParamsOf<E>> & { headers?: Record<string, string>; signal?: AbortSignal };

type CallArgs<E> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResultOf<E>> {
  const [options] = args;
  const url = apiBase + fillPath(endpoint.path, options?.params) + queryString(options?.query);
  const headers = requestHeaders(endpoint.method === "POST" ? "json" : "none", options?.headers);
  const init: RequestInit = { method: endpoint.method, headers };
  if (endpoint.method === "POST") init.body = JSON.stringify(options?.body ?? {});
  const reply = await fetchWithTimeout(url, init, options?.signal, readEnvelope);
  return unwrap(reply, endpoint.result, endpoint.path) as ResultOf<E>;
}

/** POST multipart/form-data (an upload) to `path`; the browser sets the boundary's Content-Type. */
export async function postForm<Result extends z.ZodType>(path: string, form: FormData, result: Result, signal?: AbortSignal): Promise<z.output<Result>> {
  const init: RequestInit = { method: "POST", headers: requestHeaders("form", undefined), body: form };
  const reply = await fetchWithTimeout(apiBase + path, init, signal, readEnvelope);
  return unwrap(reply, result, path);
}

/** GET raw bytes (an uploaded image) from `path`; a refusal arrives as the usual envelope and throws. */
export async function fetchBytes(path: string, signal?: AbortSignal, extraHeaders?: Record<string, string>): Promise<Blob> {
  return fetchWithTimeout(apiBase + path, { method: "GET", headers: requestHeaders("none", extraHeaders) }, signal, async (response) => {
    const type = response.headers.get("Content-Type") ?? "";
    if (response.ok && !type.includes("json")) return response.blob();
    throw failureOf(await readEnvelope(response));
  });
}

function unwrap<Result extends z.ZodType>(reply: RawEnvelope, result: Result, path: string): z.output<Result> {
  if (reply.code === successCode) {
    const parsed = result.safeParse(reply.result);
    if (!parsed.success) {
      console.error(`unexpected result from ${path}`, parsed.error.issues);
      throw unknownError();
    }
    return parsed.data;
  }
  throw failureOf(reply);
}

/** The error a refused call throws; a 401 first ends the session and goes to the login page. */
function failureOf(reply: RawEnvelope): ApiError {
  if (reply.code === errorCodes.sessionExpired) {
    clearSession();
    navigateTo("/pass/login");
  }
  const field = isRecord(reply.result) && typeof reply.result.field === "string" ? reply.result.field : undefined;
  return new ApiError(reply.code, reply.message || i18n.t("common.unknownError"), "server", field);
}

function requestHeaders(body: "json" | "form" | "none", extra: Record<string, string> | undefined): Headers {
  const session = getSession();
  const headers = new Headers(extra);
  if (session.token !== null) headers.set("Authorization", session.token);
  // SPEC §4: NO selects the demo book (flag "1", the default), YES the real one.
  headers.set("virtually", session.accountFlag === "1" ? "NO" : "YES");
  headers.set("lang", currentLanguage());
  headers.set("Accept", "application/json");
  if (body === "json") headers.set("Content-Type", "application/json");
  return headers;
}

interface RawEnvelope {
  code: number;
  result: unknown;
  message: string;
}

async function readEnvelope(response: Response): Promise<RawEnvelope> {
  const body: unknown = await response.json().catch((error: unknown) => {
    // Cancelled while the body was still arriving (a query dropped on unmount): not a bad reply.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    console.error(`non-JSON reply from ${response.url} (HTTP ${response.status})`, error);
    return null;
  });
  if (!isEnvelope(body)) throw unknownError();
  return body;
}

/** Runs one request under the 90-second time-out; `read` turns the response into the result. */
async function fetchWithTimeout<T>(url: string, init: RequestInit, signal: AbortSignal | undefined, read: (response: Response) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeout_ms);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener("abort", forwardAbort);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return await read(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(errorCodes.unknownError, i18n.t("common.networkTimeout"), "timeout");
    if (signal?.aborted) throw error;
    console.error(`request to ${url} failed`, error);
    throw unknownError("network");
  } finally {
    window.clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }
}

function unknownError(failure: ApiFailure = "server"): ApiError {
  return new ApiError(errorCodes.unknownError, i18n.t("common.unknownError"), failure);
}

function isEnvelope(value: unknown): value is RawEnvelope {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === "number" && (typeof record.message === "string" || record.message === undefined);
}
