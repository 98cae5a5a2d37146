// Sessions ended before their time (logout, password change, password reset) are published on the
// bus after the revocation commits, so whichever process holds a live socket signed in with one
// of them drops its identity at once (realtime/user-events.ts) instead of serving it on. Only the
// token's hash travels; the token itself never leaves the request that carried it.
import { subject, type Bus } from "./bus.ts";

/**
 * Which sessions of `userId` ended: the one with `tokenHash`, every one except `exceptTokenHash`
 * (a password change keeps the session that made it), or all of them when neither is set.
 */
export interface SessionsEnded {
  userId: string;
  tokenHash?: string;
  exceptTokenHash?: string;
}

export const sessionsEndedSubject = subject<SessionsEnded>("accounts.sessions-ended");

export interface SessionEvents {
  /** Call after the revocation has committed. */
  ended(event: SessionsEnded): void;
}

export function busSessionEvents(bus: Bus): SessionEvents {
  return { ended: (event) => bus.publish(sessionsEndedSubject, event) };
}

/** True when `session` is among the sessions `event` ended. */
export function sessionEndedBy(event: SessionsEnded, session: { userId: string; tokenHash: string }): boolean {
  if (event.userId !== session.userId) return false;
  if (event.tokenHash !== undefined && event.tokenHash !== session.tokenHash) return false;
  return event.exceptTokenHash === undefined || event.exceptTokenHash !== session.tokenHash;
}
