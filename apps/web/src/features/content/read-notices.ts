// A visitor's read notices (packages/api/src/content.ts): the server marks notices read only for
// signed-in users, so a visitor's browser keeps the ids it opened in localStorage, newest last,
// at most `visitorReadNoticesMax`.
import { visitorReadNoticesKey, visitorReadNoticesMax } from "@tradewind/api/content";
import { readStored, writeStored } from "@tradewind/ui/storage.ts";

export function parseReadIds(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string").slice(-visitorReadNoticesMax) : [];
  } catch {
    return [];
  }
}

/** The ids with `id` added last (moved there if it was already in), trimmed to the newest `max`. */
export function withReadId(ids: readonly string[], id: string, max = visitorReadNoticesMax): string[] {
  return [...ids.filter((known) => known !== id), id].slice(-max);
}

const listeners = new Set<() => void>();
/** What localStorage held when first asked (read lazily), then what this tab wrote. */
let snapshot: string | null | undefined;

/** The stored ids as text, for `useVisitorReadIds` to parse when it changes. */
export function readNoticesSnapshot(): string | null {
  if (snapshot === undefined) snapshot = readStored(visitorReadNoticesKey);
  return snapshot;
}

export function markVisitorNoticeRead(id: string): void {
  const next = JSON.stringify(withReadId(parseReadIds(readStored(visitorReadNoticesKey)), id));
  writeStored(visitorReadNoticesKey, next);
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeReadNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
