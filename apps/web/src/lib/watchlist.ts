// A visitor's watchlist, kept in localStorage (`tw.watchlist`) until they sign in; at sign-in it
// is merged into the account (mergeWatchlist) and the local copy is cleared. The signed-in list
// itself lives on the server; features/market-data's useWatchlist() shows one or the other.
import { useSyncExternalStore } from "react";
import { mergeWatchlist } from "@tradewind/api/routes";
import { readStored, writeStored } from "@tradewind/ui/storage.ts";
import { call } from "./api.ts";
import { getSession } from "./session.ts";
import { parseWatchlist, toggleCode } from "./watchlist-codes.ts";

export const localWatchlistKey = "tw.watchlist";

let local: string[] = parseWatchlist(readStored(localWatchlistKey));
const listeners = new Set<() => void>();

function setLocal(codes: string[]): void {
  local = codes;
  writeStored(localWatchlistKey, codes.length === 0 ? null : JSON.stringify(codes));
  for (const listener of listeners) listener();
}

function subscribeLocal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getLocal(): string[] {
  return local;
}

export function useLocalWatchlist(): string[] {
  return useSyncExternalStore(subscribeLocal, getLocal, getLocal);
}

export function toggleLocalWatchlist(code: string): void {
  setLocal(toggleCode(local, code));
}

// Also picks up a list another tab changed.
window.addEventListener("storage", (event) => {
  if (event.key === localWatchlistKey) {
    local = parseWatchlist(event.newValue);
    for (const listener of listeners) listener();
  }
});

let pendingMerge: Promise<string[] | null> | null = null;

/**
 * Called right after sign-in (and again before the account's list is read, in case that failed):
 * sends the visitor's list to the account and clears it once the server has it. Resolves to the
 * account's whole list, or null when there was nothing to merge. A failure keeps the local list
 * for the next attempt. Concurrent callers share one request.
 */
export function mergeVisitorWatchlist(): Promise<string[] | null> {
  if (pendingMerge !== null) return pendingMerge;
  const codes = local;
  if (codes.length === 0 || !getSession().loggedIn) return Promise.resolve(null);
  pendingMerge = call(mergeWatchlist, { body: { codes } })
    .then((result) => {
      // Codes starred while the merge was in flight are kept for the next merge.
      setLocal(local.filter((code) => !codes.includes(code)));
      return result.codes;
    })
    .finally(() => {
      pendingMerge = null;
    });
  return pendingMerge;
}

/** The sign-in hook: start the merge without holding up navigation; a failure is retried later. */
export function mergeVisitorWatchlistInBackground(): void {
  mergeVisitorWatchlist().catch((error: unknown) => console.warn("watchlist merge failed; it is retried when the list is next read", error));
}
