// The back office's HTTP client, made with the shared client core (packages/ui api-core.ts):
// every call goes to /swx/admin + the endpoint's path, carries the operator's token and the
// interface language, times out after 60 s, and unwraps the {code, result, message} envelope,
// parsing the result with the endpoint's schema. A 401 ends the session and goes to
// the sign-in page. Messages of refusals come translated by the server (the `lang` header).
import type { Endpoint, ParamsOf, ResultOf } from "@tradewind/api/endpoint";
import { invariant } from "@tradewind/domain/assert";
import { createApiClient, fillPath, type BodyKind } from "@tradewind/ui/api-core.ts";
import { currentLanguage, i18n } from "../i18n/i18n.ts";
import { navigateTo } from "./navigation.ts";
import { clearSession, readSession } from "./session.ts";

/** What a call may add: the Idempotency-Key of a money-moving request. */
interface Idempotency {
  idempotencyKey?: string;
}

function requestHeaders(body: BodyKind, options: Idempotency | undefined): Headers {
  const headers = new Headers({ Accept: "application/json", lang: currentLanguage() });
  const session = readSession();
  if (session !== null) headers.set("Authorization", session.token);
  if (body === "json") headers.set("Content-Type", "application/json");
  if (options?.idempotencyKey !== undefined) headers.set("Idempotency-Key", options.idempotencyKey);
  return headers;
}

const client = createApiClient<Idempotency>({
  base: "/swx/admin",
  timeout_ms: 60_000,
  headers: requestHeaders,
  // An expired session ends here and goes to sign-in.
  onSessionExpired: () => {
    if (readSession() === null) return;
    clearSession();
    navigateTo("/signin");
  },
  failureText: () => i18n.t("common.networkError"),
});

export const { call } = client;

/**
 * GET of an endpoint that answers raw bytes (`fileReply`, e.g. an uploaded image): the body as a
 * Blob, or, when the server answers its envelope instead (refused, not found), that refusal.
 */
export function fetchBytes<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, signal: AbortSignal): Promise<Blob> {
  invariant(endpoint.fileReply !== undefined, `${endpoint.path} does not answer bytes`);
  invariant(endpoint.method === "GET", `${endpoint.path} is not a GET`);
  return client.fetchBytes(fillPath(endpoint.path, params), signal);
}

/**
 * POST of a `multipart` endpoint (an upload): the caller's form as multipart/form-data (the
 * browser sets the boundary), the reply's result parsed with the endpoint's schema.
 */
export function postMultipart<E extends Endpoint>(endpoint: E, form: FormData): Promise<ResultOf<E>> {
  invariant(endpoint.multipart === true, `${endpoint.path} does not take multipart`);
  return client.postForm(endpoint.path, form, endpoint.result) as Promise<ResultOf<E>>;
}
