// The user site's HTTP client (SPEC §7), made with the shared client core (packages/ui
// api-core.ts): every call goes to /swx/customer + the endpoint's path, carries Authorization,
// virtually and lang headers, times out after 90 s, and unwraps the {code, result, message}
// envelope. Code 401 ends the session and goes to the login page. JSON endpoints go through
// call(); uploads (multipart) through postForm() and an uploaded image's bytes through fetchBytes().
import { createApiClient, type BodyKind } from "@tradewind/ui/api-core.ts";
import { currentLanguage, i18n } from "../i18n/i18n.ts";
import { navigateTo } from "./navigation.ts";
import { clearSession, getSession } from "./session.ts";

/** What a call may add to the usual headers (support's visitor identity). */
interface ExtraHeaders {
  headers?: Record<string, string>;
}

function requestHeaders(body: BodyKind, options: ExtraHeaders | undefined): Headers {
  const session = getSession();
  const headers = new Headers(options?.headers);
  if (session.token !== null) headers.set("Authorization", session.token);
  // SPEC §4: NO selects the demo book (flag "1", the default), YES the real one.
  headers.set("virtually", session.accountFlag === "1" ? "NO" : "YES");
  headers.set("lang", currentLanguage());
  headers.set("Accept", "application/json");
  if (body === "json") headers.set("Content-Type", "application/json");
  return headers;
}

export const { call, postForm, fetchBytes } = createApiClient<ExtraHeaders>({
  base: "/swx/customer",
  timeout_ms: 90_000,
  headers: requestHeaders,
  onSessionExpired: () => {
    clearSession();
    navigateTo("/pass/login");
  },
  failureText: (failure) => i18n.t(failure === "timeout" ? "common.networkTimeout" : "common.unknownError"),
});
