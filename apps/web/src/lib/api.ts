// The user site's HTTP client (SPEC §7): every call goes to /swx/customer + the endpoint's path, carries
// Authorization, virtually and lang headers, times out after 90 s, and unwraps the
// {code, result, message} envelope. Code 401 ends the session and goes to the login page.
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
  const headers = requestHeaders(endpoint.method, options?.headers);
  const init: RequestInit = { method: endpoint.method, headers };
  if (endpoint.method === "POST") init.body = JSON.stringify(options?.body ?? {});
  const reply = await fetchEnvelope(url, init, options?.signal);

  if (reply.code === successCode) {
    const parsed = endpoint.result.safeParse(reply.result);
    if (!parsed.success) {
      console.error(`unexpected result from ${endpoint.path}`, parsed.error.issues);
      throw unknownError();
    }
    return parsed.data as ResultOf<E>;
  }
  if (reply.code === errorCodes.sessionExpired) {
    clearSession();
    navigateTo("/pass/login");
  }
  const field = isRecord(reply.result) && typeof reply.result.field === "string" ? reply.result.field : undefined;
  throw new ApiError(reply.code, reply.message || i18n.t("common.unknownError"), "server", field);
}

function requestHeaders(method: Endpoint["method"], extra: Record<string, string> | undefined): Headers {
  const session = getSession();
  const headers = new Headers(extra);
  if (session.token !== null) headers.set("Authorization", session.token);
  // SPEC §4: NO selects the demo book (flag "1", the default), YES the real one.
  headers.set("virtually", session.accountFlag === "1" ? "NO" : "YES");
  headers.set("lang", currentLanguage());
  headers.set("Accept", "application/json");
  if (method === "POST") headers.set("Content-Type", "application/json");
  return headers;
}

interface RawEnvelope {
  code: number;
  result: unknown;
  message: string;
}

async function fetchEnvelope(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<RawEnvelope> {
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
    const body: unknown = await response.json().catch((error: unknown) => {
      console.error(`non-JSON reply from ${url} (HTTP ${response.status})`, error);
      return null;
    });
    if (!isEnvelope(body)) throw unknownError();
    return body;
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
