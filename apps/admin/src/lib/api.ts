// The back office's HTTP client: every call goes to /swx/admin + the endpoint's path, carries
// the operator's token and the interface language, and unwraps the {code, result, message}
// envelope, parsing the result with the endpoint's schema. A 401 ends the session and goes to
// the sign-in page. Messages of refusals come translated by the server (the `lang` header).
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResultOf } from "@tradewind/api/endpoint";
import { errorCodes, successCode } from "@tradewind/api/errors";
import { invariant } from "@tradewind/domain/assert";
import { ApiError, fillPath, isRecord, queryString } from "@tradewind/ui/api-core.ts";
import { currentLanguage, i18n } from "../i18n/i18n.ts";
import { navigateTo } from "./navigation.ts";
import { clearSession, readSession } from "./session.ts";

const apiBase = "/swx/admin";
const requestTimeout_ms = 60_000;


type Part<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : undefined extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

export type CallOptions<E> = Part<"query", QueryOf<E>> & Part<"body", BodyOf<E>> & Part<"params", ParamsOf<E>> & { idempotencyKey?: string };

type CallArgs<E> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResultOf<E>> {
  const [options] = args;
  const url = apiBase + fillPath(endpoint.path, options?.params) + queryString(options?.query);
  const init: RequestInit = { method: endpoint.method, headers: requestHeaders(endpoint.method, options?.idempotencyKey) };
  if (endpoint.method === "POST") init.body = JSON.stringify(options?.body ?? {});
  const reply = await fetchEnvelope(url, init);
  if (reply.code === successCode) {
    const parsed = endpoint.result.safeParse(reply.result);
    if (parsed.success) return parsed.data as ResultOf<E>;
    console.error(`unexpected result from ${endpoint.path}`, parsed.error.issues);
    throw new ApiError(errorCodes.unknownError, i18n.t("common.unknownError"));
  }
  throw refusal(reply);
}

/**
 * GET of an endpoint that answers raw bytes (`fileReply`, e.g. an uploaded image): the body as a
 * Blob, or, when the server answers its envelope instead (refused, not found), that refusal.
 */
export async function fetchBytes<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, signal: AbortSignal): Promise<Blob> {
  invariant(endpoint.fileReply !== undefined, `${endpoint.path} does not answer bytes`);
  invariant(endpoint.method === "GET", `${endpoint.path} is not a GET`);
  const url = apiBase + fillPath(endpoint.path, params);
  let response: Response;
  try {
    response = await fetch(url, { headers: requestHeaders("GET", undefined), signal: AbortSignal.any([signal, AbortSignal.timeout(requestTimeout_ms)]) });
  } catch (error) {
    if (signal.aborted) throw error;
    console.error(`request to ${url} failed`, error);
    throw new ApiError(errorCodes.unknownError, i18n.t("common.networkError"), "network");
  }
  const isEnvelope = (response.headers.get("content-type") ?? "").startsWith("application/json");
  if (response.ok && !isEnvelope) return response.blob();
  const body: unknown = isEnvelope ? await response.json() : null;
  if (!isRecord(body) || typeof body.code !== "number") throw new ApiError(errorCodes.unknownError, i18n.t("common.unknownError"));
  throw refusal({ code: body.code, result: body.result, message: typeof body.message === "string" ? body.message : "" });
}

/**
 * POST of a `multipart` endpoint (an upload): the caller's form as multipart/form-data (the
 * browser sets the boundary), the reply's result parsed with the endpoint's schema.
 */
export async function postMultipart<E extends Endpoint>(endpoint: E, form: FormData): Promise<ResultOf<E>> {
  invariant(endpoint.multipart === true, `${endpoint.path} does not take multipart`);
  const headers = requestHeaders("GET", undefined);
  const reply = await fetchEnvelope(apiBase + endpoint.path, { method: "POST", headers, body: form });
  if (reply.code === successCode) {
    const parsed = endpoint.result.safeParse(reply.result);
    if (parsed.success) return parsed.data as ResultOf<E>;
    console.error(`unexpected result from ${endpoint.path}`, parsed.error.issues);
    throw new ApiError(errorCodes.unknownError, i18n.t("common.unknownError"));
  }
  throw refusal(reply);
}

/** The error a refused call throws; an expired session also ends here and goes to sign-in. */
function refusal(reply: Envelope): ApiError {
  if (reply.code === errorCodes.sessionExpired && readSession() !== null) {
    clearSession();
    navigateTo("/signin");
  }
  return new ApiError(reply.code, reply.message || i18n.t("common.unknownError"));
}

function requestHeaders(method: Endpoint["method"], idempotencyKey: string | undefined): Headers {
  const headers = new Headers({ Accept: "application/json", lang: currentLanguage() });
  const session = readSession();
  if (session !== null) headers.set("Authorization", session.token);
  if (method === "POST") headers.set("Content-Type", "application/json");
  if (idempotencyKey !== undefined) headers.set("Idempotency-Key", idempotencyKey);
  return headers;
}

interface Envelope {
  code: number;
  result: unknown;
  message: string;
}

async function fetchEnvelope(url: string, init: RequestInit): Promise<Envelope> {
  let body: unknown;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeout_ms) });
    body = await response.json();
  } catch (error) {
    console.error(`request to ${url} failed`, error);
    throw new ApiError(errorCodes.unknownError, i18n.t("common.networkError"), "network");
  }
  if (!isRecord(body) || typeof body.code !== "number") throw new ApiError(errorCodes.unknownError, i18n.t("common.unknownError"));
  return { code: body.code, result: body.result, message: typeof body.message === "string" ? body.message : "" };
}
