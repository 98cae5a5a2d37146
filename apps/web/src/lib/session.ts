// The client session (SPEC §4): token, user, logged-in flag, the demo/real account flag and the
// onboarding-seen flag, all kept in localStorage so a reload restores them. Components read it
// with useSession(); everything else with getSession().
import { useSyncExternalStore } from "react";
import type { Book, LoginResult, User } from "@tradewind/api/accounts";
import { isRecord } from "@tradewind/ui/api-core.ts";
import { readStored, writeStored } from "@tradewind/ui/storage.ts";

/** "1" = demo (virtual) book, the default; "2" = real book (SPEC §4). */
export type AccountFlag = "1" | "2";

export interface Session {
  token: string | null;
  user: User | null;
  loggedIn: boolean;
  accountFlag: AccountFlag;
  onboardingSeen: boolean;
}

const keys = {
  token: "tw.token",
  user: "tw.user",
  loggedIn: "tw.loggedIn",
  accountFlag: "tw.accountFlag",
  onboardingSeen: "tw.onboardingSeen",
} as const;

/** For tests and tools that want to skip the onboarding board: set this key to "1". */
export const onboardingSeenKey = keys.onboardingSeen;

/**
 * The stored user, as this site wrote it, taken for the first paint; checkStoredUser() then
 * checks it with its schema, which the first load does without (zod and the schemas come later).
 */
function storedUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? (parsed as User) : null;
  } catch (error) {
    console.warn("stored user is not JSON", error);
    return null;
  }
}

/**
 * Forgets a stored user its schema refuses (an older release's format, a hand edit), as if none
 * were stored. main.tsx runs it after the first render; it loads the schema only when a user is stored.
 */
export async function checkStoredUser(): Promise<void> {
  const checked = session.user;
  if (checked === null) return;
  const { userSchema } = await import("@tradewind/api/accounts");
  const parsed = userSchema.safeParse(checked);
  if (session.user !== checked) return; // replaced meanwhile by a sign-in or getUserInfo
  if (parsed.success) update({ user: parsed.data });
  else {
    console.warn("stored user does not match its schema", parsed.error.issues);
    writeStored(keys.user, null);
    update({ user: null });
  }
}

function load(): Session {
  const token = readStored(keys.token);
  return {
    token,
    user: storedUser(readStored(keys.user)),
    loggedIn: readStored(keys.loggedIn) === "1" && token !== null,
    accountFlag: readStored(keys.accountFlag) === "2" ? "2" : "1",
    onboardingSeen: readStored(keys.onboardingSeen) === "1",
  };
}

let session: Session = load();
const listeners = new Set<() => void>();

function update(next: Partial<Session>): void {
  session = { ...session, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session {
  return session;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function bookOf(flag: AccountFlag): Book {
  return flag === "1" ? "demo" : "real";
}

export function startSession(result: LoginResult): void {
  writeStored(keys.token, result.token);
  writeStored(keys.user, JSON.stringify(result.user));
  writeStored(keys.loggedIn, "1");
  update({ token: result.token, user: result.user, loggedIn: true });
}

export function updateUser(user: User): void {
  writeStored(keys.user, JSON.stringify(user));
  update({ user });
}

/** Logout or a 401: forget token, user and the logged-in flag (the language and book stay). */
export function clearSession(): void {
  writeStored(keys.token, null);
  writeStored(keys.user, null);
  writeStored(keys.loggedIn, null);
  update({ token: null, user: null, loggedIn: false });
}

export function setAccountFlag(flag: AccountFlag): void {
  writeStored(keys.accountFlag, flag);
  update({ accountFlag: flag });
}

export function markOnboardingSeen(): void {
  writeStored(keys.onboardingSeen, "1");
  update({ onboardingSeen: true });
}
