// The operator's session: the bearer token the server issued at sign-in, kept in this browser's
// local storage under its own key so it never mixes with a user's token of the web app.
// The server ends sessions after OPERATOR_SESSION_TTL_HOURS; a 401 clears it here too.
import { parseStoredToken } from "@tradewind/ui/stored-token.ts";

const sessionKey = "tw.admin.session";

export interface OperatorSession {
  token: string;
  expiresAt: string;
}

export function readSession(): OperatorSession | null {
  return parseStoredToken(window.localStorage.getItem(sessionKey), "operator session");
}

export function writeSession(session: OperatorSession): void {
  window.localStorage.setItem(sessionKey, JSON.stringify(session));
}

export function clearSession(): void {
  window.localStorage.removeItem(sessionKey);
}
