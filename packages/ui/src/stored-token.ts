// A bearer token kept in local storage as JSON with its expiry: the admin operator's session and
// the web visitor's customer-service identity read it back the same way.
/** A stored `{token, expiresAt}` (a session or a visitor identity), or null when absent, malformed or expired. */
export function parseStoredToken(raw: string | null, what: string, now = Date.now()): { token: string; expiresAt: string } | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.token !== "string" || typeof record.expiresAt !== "string") return null;
    if (Date.parse(record.expiresAt) <= now) return null;
    return { token: record.token, expiresAt: record.expiresAt };
  } catch (error) {
    console.warn(`stored ${what} is not JSON; ignoring it`, error);
    return null;
  }
}
