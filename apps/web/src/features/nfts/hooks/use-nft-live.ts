// Keeps the NFT screens live from the `/ws` `nfts` channel: every bid, anti-sniping extension,
// buy-now and settlement arrives as an `nft` frame with the item's new status, current bid, bid
// count and end. The cached items take those at once (the card's price and countdown move
// without a request); the item's detail (its bid history), the caller's bids, the charities'
// totals and the collection are fetched again, a burst of frames coalesced into one refetch.
import { useEffect } from "react";
import { useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { getNft, listNft } from "@tradewind/api/routes";
import type { NftItem } from "@tradewind/api/nfts";
import type { ServerMessage } from "@tradewind/api/realtime";
import { subscribe } from "../../../lib/market-data/socket.ts";
import { endpointKey } from "@tradewind/ui/endpoint-query.ts";
import { invalidateAfterFrames } from "../api/nfts.ts";

type NftFrame = Extract<ServerMessage, { type: "nft" }>;
interface ItemsPage {
  items: NftItem[];
}

const coalesce_ms = 300;

/** The item with the frame's figures applied when the frame is about it. */
export function applyFrame(item: NftItem, frame: NftFrame): NftItem {
  if (item.id !== frame.id) return item;
  // Whether the caller still leads and the next minimum come with the refetch the frame triggers.
  return { ...item, status: frame.status, currentBid: frame.currentBid, bidCount: frame.bidCount, endsAt: frame.endsAt, minNextBid: frame.status === "live" ? item.minNextBid : null };
}

function patchCaches(queryClient: QueryClient, frame: NftFrame): void {
  queryClient.setQueriesData<InfiniteData<ItemsPage>>({ queryKey: endpointKey(listNft) }, (data) =>
    data === undefined ? data : { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => applyFrame(item, frame)) })) },
  );
  queryClient.setQueriesData<{ item: NftItem }>({ queryKey: endpointKey(getNft) }, (data) => (data === undefined ? data : { ...data, item: applyFrame(data.item, frame) }));
}

/** Listens while mounted (the /nfts page); renders nothing. */
export function useNftLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: number | undefined;
    let ended = false;
    const stop = subscribe({ channel: "nfts" }, (message) => {
      if (message.type !== "nft") return;
      patchCaches(queryClient, message);
      // A sale or an end changes the price sold, the donation and the order of the lists.
      ended ||= message.status === "sold" || message.status === "ended_unsold";
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        const all = ended;
        ended = false;
        // The item lists only after an end: for bids the frames keep them current (and a refetch would make them jump while read).
        invalidateAfterFrames(queryClient, all);
      }, coalesce_ms);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [queryClient]);
}
