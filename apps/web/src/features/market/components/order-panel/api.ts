// Data of the order panel: option cycles, the coin account, one option order, the balance of the
// selected book, and the confirm-then-send flow every tab shares. Query keys starting with
// "orders" and "coinAccount" are refreshed by the live order-event bridge as well.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TradingTerms } from "@tradewind/api/market";
import { getOptionOrder, listOptionCycles } from "@tradewind/api/options";
import { listCoinAccounts } from "@tradewind/api/spot";
import { call, errorMessage } from "../../../../lib/api.ts";
import { useSession } from "../../../../lib/session.ts";
import { userInfoKey, useUserInfo } from "../../../../lib/userInfo.ts";

/** What a tab needs of the instrument: its terms and, live, its price and session. */
export interface TradedMarket {
  code: string;
  terms: TradingTerms;
  /** Last mid price; null before the first one is recorded. */
  price: string | null;
  open: boolean;
}

/** Operator data that changes rarely. */
const cyclesStale_ms = 60_000;
/** How often a settled-at-expiry option is asked for its result. */
const settlementPoll_ms = 1_000;

export function useOptionCycles(code: string) {
  return useQuery({
    queryKey: ["market", "optionCycles", code],
    queryFn: ({ signal }) => call(listOptionCycles, { query: { code }, signal }),
    staleTime: cyclesStale_ms,
    // No cycles (or no options service yet) simply hides the tab; asking again will not change that soon.
    retry: false,
  });
}

export function useCoinAccounts() {
  const { token, loggedIn, accountFlag } = useSession();
  return useQuery({
    queryKey: ["coinAccount", token, accountFlag],
    queryFn: ({ signal }) => call(listCoinAccounts, { signal }),
    enabled: loggedIn,
  });
}

/** One option order; polled once it has expired until the server has settled it. */
export function useOptionOrder(id: string, awaitingSettlement: boolean) {
  return useQuery({
    queryKey: ["orders", "option", id],
    queryFn: ({ signal }) => call(getOptionOrder, { params: { id }, signal }),
    refetchInterval: (query) => (awaitingSettlement && query.state.data?.status === "pending" ? settlementPoll_ms : false),
  });
}

/** Available balance of one currency in the selected book; undefined for a visitor or while loading. */
export function useAvailable(currency: string): string | undefined {
  const info = useUserInfo();
  if (info.data === undefined) return undefined;
  return info.data.balances.find((balance) => balance.currency === currency)?.available ?? "0";
}

export interface ReviewRow {
  label: string;
  value: string;
  /** Numbers and prices stay left-to-right inside right-to-left text. */
  numeric?: boolean;
}

interface Review<Result> {
  rows: ReviewRow[];
  send: (idempotencyKey: string) => Promise<Result>;
  /** One key per reviewed order: a repeated confirm (a double click, a retry after a timeout) replays instead of placing twice. */
  idempotencyKey: string;
}

/**
 * Review → confirm → send. `review` opens the confirmation with a summary; `confirm` sends it;
 * success refreshes balances and order lists and keeps the result until the next review.
 */
export function useOrderSubmission<Result>(onPlaced?: (result: Result) => void) {
  const queryClient = useQueryClient();
  const [review, setReview] = useState<Review<Result> | null>(null);
  const mutation = useMutation({
    mutationFn: (current: Review<Result>) => current.send(current.idempotencyKey),
    onSuccess: (result) => {
      setReview(null);
      onPlaced?.(result);
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
      void queryClient.invalidateQueries({ queryKey: ["coinAccount"] });
    },
  });
  return {
    reviewRows: review?.rows ?? null,
    open(rows: ReviewRow[], send: (idempotencyKey: string) => Promise<Result>) {
      mutation.reset();
      setReview({ rows, send, idempotencyKey: crypto.randomUUID() });
    },
    confirm() {
      if (review !== null && !mutation.isPending) mutation.mutate(review);
    },
    close() {
      if (!mutation.isPending) setReview(null);
    },
    pending: mutation.isPending,
    error: mutation.error === null ? undefined : errorMessage(mutation.error),
    placed: mutation.isSuccess,
  };
}

/** What the shared form footer needs of a submission, whatever its result. */
export type OrderSubmission = Pick<ReturnType<typeof useOrderSubmission>, "reviewRows" | "confirm" | "close" | "pending" | "error" | "placed">;
