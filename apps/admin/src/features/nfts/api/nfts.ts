// The back office's NFT reads: items (a page, of one status or all, by name prefix), one item's
// bids, the charities with their totals, and the recorded payouts. Every key starts with
// ["admin", "nfts"], so a write refreshes them all.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { listCharitiesForOffice, listCharityPayoutsForOffice, listNftItemBids, listNftItems } from "@tradewind/api/admin/nfts";
import type { NftStatus } from "@tradewind/api/nfts";
import { call } from "../../../lib/api.ts";

export const adminNftsKey = ["admin", "nfts"] as const;
export const adminNftPageSize = 20;

export function useNftItemList(query: { status?: NftStatus; q?: string; page: number }) {
  return useQuery({
    queryKey: [...adminNftsKey, "items", query],
    queryFn: () => call(listNftItems, { query: { ...query, size: adminNftPageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useNftItemBids(id: string, page: number) {
  return useQuery({
    queryKey: [...adminNftsKey, "bids", id, page],
    queryFn: () => call(listNftItemBids, { params: { id }, query: { page, size: adminNftPageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useCharityList() {
  return useQuery({ queryKey: [...adminNftsKey, "charities"], queryFn: () => call(listCharitiesForOffice) });
}

export function usePayoutList(charityId: string | undefined, page: number) {
  return useQuery({
    queryKey: [...adminNftsKey, "payouts", charityId, page],
    queryFn: () => call(listCharityPayoutsForOffice, { query: { page, size: adminNftPageSize, ...(charityId === undefined ? {} : { charityId }) } }),
    placeholderData: keepPreviousData,
  });
}
