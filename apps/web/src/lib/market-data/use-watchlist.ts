// The watchlist wherever it lives: a visitor's in localStorage (lib/watchlist.ts), a signed-in
// user's on the server (listWatchlist / addWatchlist / removeWatchlist). Before the account's list
// is read, any visitor list still waiting is merged into it, so a failed merge at sign-in heals.
import { useCallback, useMemo } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { addWatchlist, listWatchlist, removeWatchlist } from "@tradewind/api/routes";
import { ApiError } from "@tradewind/ui/api-core.ts";
import { requestKey } from "@tradewind/ui/endpoint-query.ts";
import { useToast } from "../../components/Toast.tsx";
import { call } from "../api.ts";
import { useSession } from "../session.ts";
import { mergeVisitorWatchlist, toggleLocalWatchlist, useLocalWatchlist } from "../watchlist.ts";
import { toggleCode } from "../watchlist-codes.ts";

export interface Watchlist {
  /** Watched instrument codes, most recently added first. */
  codes: string[];
  isWatched: (code: string) => boolean;
  /** Adds or removes; on failure the list is restored and the user told. */
  toggle: (code: string) => Promise<void>;
}

const noCodes: string[] = [];

export function useWatchlist(): Watchlist {
  const { t } = useTranslation();
  const toast = useToast();
  const { loggedIn, token } = useSession();
  const local = useLocalWatchlist();
  const queryClient = useQueryClient();
  const key = useMemo(() => requestKey(listWatchlist, { context: { token } }), [token]);
  const account = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await mergeVisitorWatchlist()) ?? (await call(listWatchlist, { signal })).codes,
    enabled: loggedIn,
    staleTime: 30_000,
  });
  const codes = loggedIn ? (account.data ?? noCodes) : local;

  const toggle = useCallback(
    async (code: string) => {
      if (!loggedIn) {
        toggleLocalWatchlist(code);
        return;
      }
      const before = queryClient.getQueryData<string[]>(key) ?? [];
      const watched = before.includes(code);
      queryClient.setQueryData<string[]>(key, toggleCode(before, code));
      try {
        const result = await call(watched ? removeWatchlist : addWatchlist, { body: { code } });
        queryClient.setQueryData<string[]>(key, result.codes);
      } catch (error) {
        console.warn("watchlist update failed", error);
        queryClient.setQueryData<string[]>(key, before);
        // A catalogued refusal (e.g. the list is full) says why; anything else gets the general text.
        toast(error instanceof ApiError && error.failure === "server" ? error.message : t("markets.watchFailed"), "error");
      }
    },
    [key, loggedIn, queryClient, t, toast],
  );

  const isWatched = useCallback((code: string) => codes.includes(code), [codes]);
  return { codes, isWatched, toggle };
}
