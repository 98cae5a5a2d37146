// Data of the order panel: option cycles, the coin account, one option order, the balance of the
// selected book, and the confirm-then-send flow every tab shares. Queries of the order and coin
// account endpoints are refreshed by the live order-event bridge as well.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TradingTerms } from "@tradewind/api/market";
import { buyOption, buyU, getOptionOrder, getUserInfo, listCoinAccounts, listOptionCycles, submitSpotOrder } from "@tradewind/api/routes";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { orderEndpoints } from "../../../lib/orders/hooks.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";
import { useUserInfo } from "../../../lib/user-info.ts";

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
    ...endpointQuery(listOptionCycles, { query: { code } }),
    staleTime: cyclesStale_ms,
    // No cycles (or no options service yet) simply hides the tab; asking again will not change that soon.
    retry: false,
  });
}

export function useCoinAccounts() {
  const { token, loggedIn, accountFlag } = useSession();
  return useQuery({ ...endpointQuery(listCoinAccounts, { context: { token, accountFlag } }), enabled: loggedIn });
}

/** One option order; polled once it has expired until the server has settled it. */
export function useOptionOrder(id: string, awaitingSettlement: boolean) {
  return useQuery({
    ...endpointQuery(getOptionOrder, { params: { id } }),
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
  testId?: string;
}

/**
 * What the confirmation shows and sends, computed by the tab on every render: the rows follow
 * the live price while the dialog is open, and `send` is the order as it stands when confirmed.
 */
export interface LiveReview<Result> {
  rows: ReviewRow[];
  send: (idempotencyKey: string) => Promise<Result>;
  /** Said under the rows, e.g. that a market order fills at the price when it arrives. */
  note?: string;
}

/**
 * Review → confirm → send. `open` starts a review with a fresh Idempotency-Key (a repeated
 * confirm, a double click or a retry after a timeout, replays instead of placing twice);
 * `confirm` sends the review's current order; success refreshes balances and order lists and
 * keeps the result until the next review.
 */
export function useOrderSubmission<Result>(onPlaced?: (result: Result) => void) {
  const queryClient = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ send, key }: { send: LiveReview<Result>["send"]; key: string }) => send(key),
    onSuccess: (result) => {
      setIdempotencyKey(null);
      onPlaced?.(result);
      void invalidate(queryClient, getUserInfo, ...orderEndpoints, listCoinAccounts);
    },
  });
  return {
    reviewing: idempotencyKey !== null,
    open() {
      mutation.reset();
      setIdempotencyKey(crypto.randomUUID());
    },
    confirm(send: LiveReview<Result>["send"]) {
      if (idempotencyKey !== null && !mutation.isPending) mutation.mutate({ send, key: idempotencyKey });
    },
    close() {
      if (!mutation.isPending) setIdempotencyKey(null);
    },
    pending: mutation.isPending,
    error: mutation.error === null ? undefined : errorMessage(mutation.error),
    placed: mutation.isSuccess,
  };
}

/** What the shared form footer needs of a submission, whatever its result. */
export type OrderSubmission<Result> = Pick<ReturnType<typeof useOrderSubmission<Result>>, "reviewing" | "confirm" | "close" | "pending" | "error" | "placed">;

export function sendSpotOrder(body: BodyOf<typeof submitSpotOrder>, idempotencyKey: string): Promise<ResultOf<typeof submitSpotOrder>> {
  return call(submitSpotOrder, { body, headers: { "Idempotency-Key": idempotencyKey } });
}

export function sendOptionOrder(body: BodyOf<typeof buyOption>, idempotencyKey: string): Promise<ResultOf<typeof buyOption>> {
  return call(buyOption, { body, headers: { "Idempotency-Key": idempotencyKey } });
}

export function sendContractOrder(body: BodyOf<typeof buyU>, idempotencyKey: string): Promise<ResultOf<typeof buyU>> {
  return call(buyU, { body, headers: { "Idempotency-Key": idempotencyKey } });
}
