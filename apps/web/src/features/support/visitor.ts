// A visitor's temporary customer-service identity (packages/api support.ts): the token of
// POST /support/visitor, kept in this browser until it expires, the server refuses it (10200) or
// the visitor signs in (its conversations then move to the account: linkVisitor).
import { readStored, writeStored } from "@tradewind/ui/storage.ts";
import { parseStoredToken } from "@tradewind/ui/stored-token.ts";

const storageKey = "tw.supportVisitor";

export interface VisitorIdentity {
  token: string;
  expiresAt: string;
}

function load(): VisitorIdentity | null {
  return parseStoredToken(readStored(storageKey), "support visitor");
}

let current: VisitorIdentity | null = load();
const listeners = new Set<() => void>();

export function getVisitor(): VisitorIdentity | null {
  return current;
}

export function setVisitor(next: VisitorIdentity | null): void {
  writeStored(storageKey, next === null ? null : JSON.stringify(next));
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeVisitor(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
