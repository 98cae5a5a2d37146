// Slows password guessing. Every login attempt is counted, per account and per client IP,
// before its password is checked; past a free allowance each counted attempt makes the next one
// wait, doubling up to a cap. A blocked attempt is refused with 10110 {seconds} without a hash
// check and without being counted, so it neither costs the server nor extends the wait.
//
// Invariants: admission is one transaction holding both rows' locks, so parallel attempts cannot
// all slip in before the first one is counted; a right password clears the account's count and
// takes back only its own count from the IP (an attacker cannot launder an IP's failures with a
// login of their own). The cap bounds how long an attacker can keep an owner out: one wrong
// guess buys at most `delayMaxMs`, and a password reset by code clears the account's count.
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./repository.ts";
import type { ThrottleKey, ThrottleScope } from "./repository.ts";

export interface ThrottlePolicy {
  /** Attempts counted before any wait. */
  attemptsFree: number;
  /** The first wait; each further counted attempt doubles it. */
  delayFirstMs: number;
  /** No wait is longer: an account owner is never locked out for good. */
  delayMaxMs: number;
}

export const throttlePolicies: Record<ThrottleScope, ThrottlePolicy> = {
  account: { attemptsFree: 5, delayFirstMs: 1_000, delayMaxMs: 15 * 60_000 },
  // Looser: many honest users can share one address behind a NAT.
  ip: { attemptsFree: 20, delayFirstMs: 1_000, delayMaxMs: 15 * 60_000 },
};

/** A count left alone this long starts again from zero. */
export const attemptMemoryMs = 24 * 3_600_000;
/** 2^30 s is far past any cap; bounds the exponent so the maths stays finite. */
const doublingsMax = 30;

/** The wait imposed after the `attempts`-th counted attempt. */
export function delayAfterMs(policy: ThrottlePolicy, attempts: number): number {
  if (attempts <= policy.attemptsFree) return 0;
  const doublings = Math.min(attempts - policy.attemptsFree - 1, doublingsMax);
  return Math.min(policy.delayMaxMs, policy.delayFirstMs * 2 ** doublings);
}

/** A known account counts by id, one allowance whichever of its names is typed; an unknown name by itself. */
function accountKey(userId: string | undefined, typedAccount: string): string {
  return userId === undefined ? `name:${typedAccount.toLowerCase()}` : `user:${userId}`;
}

export function loginThrottleKeys(attempt: { userId: string | undefined; typedAccount: string; clientIp: string }): ThrottleKey[] {
  return [
    { scope: "account", key: accountKey(attempt.userId, attempt.typedAccount) },
    { scope: "ip", key: attempt.clientIp },
  ];
}

/** An admitted attempt: what it counted, so a right password can take exactly that back. */
export type LoginAdmission = (ThrottleKey & { blockedUntil: Date | null })[];

/** Counts an attempt on every key, or refuses it with 10110 while any key is still waiting. */
export async function admitLoginAttempt(db: Db, now: Date, keys: ThrottleKey[]): Promise<LoginAdmission> {
  return db.transaction().execute(async (tx) => {
    const rows = await repository.lockLoginThrottles(tx, keys, now);
    const waitMs = Math.max(0, ...rows.map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0)));
    if (waitMs > 0) fail("tooManyRequests", { seconds: Math.ceil(waitMs / 1000) });
    const admission: LoginAdmission = [];
    for (const row of rows) {
      const forgotten = now.getTime() - row.lastAttemptAt.getTime() >= attemptMemoryMs;
      const failures = (forgotten ? 0 : row.failures) + 1;
      const delayMs = delayAfterMs(throttlePolicies[row.scope], failures);
      const blockedUntil = delayMs > 0 ? new Date(now.getTime() + delayMs) : null;
      await repository.setLoginThrottle(tx, { scope: row.scope, key: row.key, failures, blockedUntil, lastAttemptAt: now });
      admission.push({ scope: row.scope, key: row.key, blockedUntil });
    }
    return admission;
  });
}

/**
 * A right password: the account starts afresh; the IP loses this attempt's count and the wait it
 * set (any wait was over when it was admitted), but keeps a wait another attempt set since.
 */
export async function loginSucceeded(db: Db, admission: LoginAdmission): Promise<void> {
  for (const counted of admission) {
    if (counted.scope === "account") await repository.clearLoginThrottle(db, counted);
    else await repository.uncountLoginAttempt(db, counted, counted.blockedUntil);
  }
}

/** The owner proved the contact (password reset): any wait guesses imposed on the account ends. */
export async function clearAccountWait(db: Db, userId: string): Promise<void> {
  await repository.clearLoginThrottle(db, { scope: "account", key: accountKey(userId, "") });
}
