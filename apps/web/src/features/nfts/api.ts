// The charity NFT screens' data: the public items (a page at a time, optionally of one status),
// one item with its recent bids, the charities with their payouts, and the signed-in user's
// collection and bids. Bidding and buying carry an Idempotency-Key (a retry replays instead of
// acting twice) and refresh the items, the balances and the statement. Every key starts with
// "nfts", so a live `/ws` frame (useNftLive) can refresh all of them at once.
import { useInfiniteQuery, useQuery, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ResultOf } from "@tradewind/api/endpoint";
import { bidNft, buyNft, getNft, listCharities, listCharityPayouts, listNft, listUserNft, type NftStatus } from "@tradewind/api/nfts";
import { call } from "../../lib/api.ts";
import { nextPageOf } from "../../lib/orders/kinds.ts";
import { useSession } from "../../lib/session.ts";
import { userInfoKey } from "../../lib/user-info.ts";

export const nftsKey = ["nfts"] as const;
const itemsPageSize = 12;
const rowsPageSize = 10;

interface Paged {
  items: readonly unknown[];
  total: number;
  page: number;
}

function nextPage(last: Paged, pages: readonly Paged[]): number | undefined {
  return nextPageOf(
    pages.reduce((sum, loaded) => sum + loaded.items.length, 0),
    last.total,
    last.page,
  );
}

/** Items of one status (undefined: all), keyed by language (descriptions come in it) and token (`youLead` is the caller's). */
export function useNftItems(status: NftStatus | undefined) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...nftsKey, "items", i18n.language, token, status],
    queryFn: ({ pageParam, signal }) => call(listNft, { query: { page: pageParam, size: itemsPageSize, ...(status === undefined ? {} : { status }) }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useNftItem(id: string) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery({
    queryKey: [...nftsKey, "item", i18n.language, token, id],
    queryFn: ({ signal }) => call(getNft, { params: { id }, signal }),
  });
}

export function useCharities() {
  return useQuery({
    queryKey: [...nftsKey, "charities"],
    queryFn: ({ signal }) => call(listCharities, { signal }),
  });
}

export function useCharityPayouts(charityId: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...nftsKey, "payouts", charityId],
    queryFn: ({ pageParam, signal }) => call(listCharityPayouts, { query: { page: pageParam, size: rowsPageSize, ...(charityId === undefined ? {} : { charityId }) }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useCollection() {
  const { token, loggedIn } = useSession();
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: [...nftsKey, "collection", token, i18n.language],
    queryFn: ({ pageParam, signal }) => call(listUserNft, { query: { page: pageParam, size: rowsPageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: loggedIn,
  });
}

export function sendBid(id: string, amount: string, idempotencyKey: string): Promise<ResultOf<typeof bidNft>> {
  return call(bidNft, { body: { id, amount }, headers: { "Idempotency-Key": idempotencyKey } });
}

export function sendBuyNow(id: string, idempotencyKey: string): Promise<ResultOf<typeof buyNft>> {
  return call(buyNft, { body: { id }, headers: { "Idempotency-Key": idempotencyKey } });
}

/** After a bid or a purchase: every NFT view, the balances and the statement. */
export function invalidateAfterTrade(queryClient: QueryClient): void {
  for (const queryKey of [nftsKey, userInfoKey, ["statement"]]) void queryClient.invalidateQueries({ queryKey });
}
