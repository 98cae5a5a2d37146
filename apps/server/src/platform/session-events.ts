// Sessions ended before their time (logout, password change, password reset) are published on the
// bus after the revocation commits, so whichever process holds a live socket signed in with one
// of them drops its identity at once (realtime/user-events.ts) instead of serving it on. Only the
// token's hash travels; the token itself never leaves the request that carried it. An operator's
// standing changing (sign-out, a session revoked, disabled, roles changed, TOTP reset) is published
// the same way, so every process checks that operator's support sockets again at once
// (realtime/support-sockets.ts) instead of at its next periodic check.
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

/** An operator whose sessions or roles changed: every process re-checks the sockets they signed in. */
export interface OperatorChanged {
  operatorId: string;
}

export const operatorChangedSubject = subject<OperatorChanged>("admin.operator-changed");

export interface OperatorEvents {
  /** Call after the change has committed. */
  changed(operatorId: string): void;
}

export function busOperatorEvents(bus: Bus): OperatorEvents {
  return { changed: (operatorId) => bus.publish(operatorChangedSubject, { operatorId }) };
}
