// A charity NFT item changed (a bid, an anti-sniping extension, buy now, settlement): published
// on the bus after the commit, so every process forwards it to its `/ws` connections subscribed
// to the `nfts` channel (realtime/subscriptions.ts) as an `nft` frame.
import type { NftStatus } from "@tradewind/api/nfts";
import { subject } from "../platform/bus.ts";

export interface NftChanged {
  id: string;
  status: NftStatus;
  currentBid: string | null;
  bidCount: number;
  endsAt: string;
}

export const nftChangedSubject = subject<NftChanged>("nfts.changed");
