// The charity NFT screens' data: the public items (a page at a time, optionally of one status),
// one item with its recent bids, the charities with their payouts, and the signed-in user's
// collection and bids. Bidding and buying carry an Idempotency-Key (a retry replays instead of
// acting twice) and refresh the items, the balances and the statement; a live `/ws` frame
// (useNftLive) refreshes them by the endpoints listed here.
import { useState } from "react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { bidNft, buyNft, getNft, getUserInfo, listCharities, listCharityPayouts, listNft, listStatement, listUserNft } from "@tradewind/api/routes";
import type { ResultOf } from "@tradewind/api/endpoint";
import type { NftStatus } from "@tradewind/api/nfts";
import { invalidate, type EndpointRoute } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { useIdempotencyKeys } from "../../../lib/idempotency.ts";
import { endpointInfiniteQuery, endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

const itemsPageSize = 12;
const rowsPageSize = 10;

/** Every NFT view but the item lists: what a live frame refetches. */
export const nftDetailEndpoints: readonly EndpointRoute[] = [getNft, listCharities, listCharityPayouts, listUserNft];

/** Items of one status (undefined: all), keyed by language (descriptions come in it) and token (`youLead` is the caller's). */
export function useNftItems(status: NftStatus | undefined) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useInfiniteQuery(endpointInfiniteQuery(listNft, { query: status === undefined ? {} : { status }, size: itemsPageSize, context: { language: i18n.language, token } }));
}

export function useNftItem(id: string) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery(endpointQuery(getNft, { params: { id }, context: { language: i18n.language, token } }));
}

export function useCharities() {
  return useQuery(endpointQuery(listCharities));
}

export function useCharityPayouts(charityId: string | undefined) {
  return useInfiniteQuery(endpointInfiniteQuery(listCharityPayouts, { query: charityId === undefined ? {} : { charityId }, size: rowsPageSize }));
}

export function useCollection() {
  const { token, loggedIn } = useSession();
  const { i18n } = useTranslation();
  return useInfiniteQuery({ ...endpointInfiniteQuery(listUserNft, { size: rowsPageSize, context: { token, language: i18n.language } }), enabled: loggedIn });
}

export function sendBid(id: string, amount: string, idempotencyKey: string): Promise<ResultOf<typeof bidNft>> {
  return call(bidNft, { body: { id, amount }, headers: { "Idempotency-Key": idempotencyKey } });
}

export function sendBuyNow(id: string, idempotencyKey: string): Promise<ResultOf<typeof buyNft>> {
  return call(buyNft, { body: { id }, headers: { "Idempotency-Key": idempotencyKey } });
}

/** After a bid or a purchase: every NFT view, the balances and the statement. */
export function invalidateAfterTrade(queryClient: QueryClient): void {
  void invalidate(queryClient, listNft, ...nftDetailEndpoints, getUserInfo, listStatement);
}

/** A live frame's refetch: the item lists too only after a sale or an end (for bids the frames keep them current). */
export function invalidateAfterFrames(queryClient: QueryClient, listsToo: boolean): void {
  void invalidate(queryClient, ...(listsToo ? [listNft] : []), ...nftDetailEndpoints);
}

/** An auction came due: every NFT view is refetched. */
export function invalidateNfts(queryClient: QueryClient): void {
  void invalidate(queryClient, listNft, ...nftDetailEndpoints);
}

/** A bid of `amount` on item `id`; a repeat of the same bid replays under its Idempotency-Key. */
export function useBid(id: string, amount: string, onPlaced: () => void) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: () => sendBid(id, amount, keys.keyOf({ id, amount })),
    onSuccess: () => {
      keys.forget();
      onPlaced();
      invalidateAfterTrade(queryClient);
    },
  });
}

/** Buying item `id` now, under one Idempotency-Key for the dialog's life. */
export function useBuyNow(id: string, onBought: () => void) {
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: () => sendBuyNow(id, key),
    onSuccess: () => {
      onBought();
      invalidateAfterTrade(queryClient);
    },
  });
}
