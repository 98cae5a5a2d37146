// The back office's NFT reads: items (a page, of one status or all, by name prefix), one item's
// bids, the charities with their totals, and the recorded payouts; and its writes, each of
// which refreshes all four.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createCharity,
  createNftItem,
  listCharitiesForOffice,
  listCharityPayoutsForOffice,
  listNftItemBids,
  listNftItems,
  recordCharityPayout,
  recordNftTransfer,
  updateCharity,
  updateNftItem,
  uploadNftImage,
} from "@tradewind/api/admin/nfts";
import type { BodyOf } from "@tradewind/api/endpoint";
import type { NftStatus } from "@tradewind/api/nfts";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call, postMultipart } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

const nftReads = [listNftItems, listNftItemBids, listCharitiesForOffice, listCharityPayoutsForOffice];
const adminNftPageSize = 20;

export function useNftItemList(query: { status?: NftStatus; q?: string; page: number }) {
  return useQuery({ ...endpointQuery(listNftItems, { query: { ...query, size: adminNftPageSize } }), placeholderData: keepPreviousData });
}

export function useNftItemBids(id: string, page: number) {
  return useQuery({ ...endpointQuery(listNftItemBids, { params: { id }, query: { page, size: adminNftPageSize } }), placeholderData: keepPreviousData });
}

export function useCharityList() {
  return useQuery(endpointQuery(listCharitiesForOffice));
}

export function usePayoutList(charityId: string | undefined, page: number) {
  return useQuery({
    ...endpointQuery(listCharityPayoutsForOffice, { query: { page, size: adminNftPageSize, ...(charityId === undefined ? {} : { charityId }) } }),
    placeholderData: keepPreviousData,
  });
}

/** The NFT writes; each resolves once every NFT query is refreshed. */
export function useNftWrites() {
  const client = useQueryClient();
  const refresh = () => invalidate(client, ...nftReads);
  return {
    /** Creates an item (id null) or changes one. */
    saveItem: async (id: string | null, body: BodyOf<typeof createNftItem>) => {
      if (id === null) await call(createNftItem, { body });
      else await call(updateNftItem, { params: { id }, body });
      await refresh();
    },
    recordTransfer: async (id: string, body: BodyOf<typeof recordNftTransfer>) => {
      await call(recordNftTransfer, { params: { id }, body });
      await refresh();
    },
    /** Creates a charity (id null) or changes one. */
    saveCharity: async (id: string | null, body: BodyOf<typeof createCharity>) => {
      if (id === null) await call(createCharity, { body });
      else await call(updateCharity, { params: { id }, body });
      await refresh();
    },
    /** The key is made once per dialog, so a retried click pays once. */
    recordPayout: async (id: string, body: BodyOf<typeof recordCharityPayout>, idempotencyKey: string) => {
      await call(recordCharityPayout, { params: { id }, body, idempotencyKey });
      await refresh();
    },
  };
}

/** Uploads an item's artwork (multipart: one `file`); the reply names the upload's id. */
export function uploadNftArtwork(file: File) {
  const form = new FormData();
  form.append("file", file);
  return postMultipart(uploadNftImage, form);
}
