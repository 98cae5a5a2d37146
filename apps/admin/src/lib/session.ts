// The operator's session: the bearer token the server issued at sign-in, kept in this browser's
// local storage under its own key so it never mixes with a user's token of the web app.
// The server ends sessions after OPERATOR_SESSION_TTL_HOURS; a 401 clears it here too.
const sessionKey = "tw.admin.session";

export interface OperatorSession {
  token: string;
  expiresAt: string;
}

export function readSession(): OperatorSession | null {
  const text = window.localStorage.getItem(sessionKey);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.token !== "string" || typeof record.expiresAt !== "string") return null;
    if (Date.parse(record.expiresAt) <= Date.now()) return null;
    return { token: record.token, expiresAt: record.expiresAt };
  } catch (error) {
    console.warn("stored operator session is not JSON; ignoring it", error);
    return null;
  }
}

export function writeSession(session: OperatorSession): void {
  window.localStorage.setItem(sessionKey, JSON.stringify(session));
}

export function clearSession(): void {
  window.localStorage.removeItem(sessionKey);
}
