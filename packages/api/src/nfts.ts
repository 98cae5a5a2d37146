// Charity NFT auctions (SPEC §1, §3, §7; issue 15). Items and charities are operator data
// (admin/nfts.ts). An item is auctioned in USDT on the real book only (the demo book answers
// 10160) between `startsAt` and `endsAt`; its proceeds go to the charity it names.
//
// Status (derived from the clock and the settlement):
//   upcoming      now < startsAt
//   live          startsAt ≤ now < endsAt and not sold
//   sold          bought now, or won (the auction ended with a bid and was settled)
//   ended_unsold  ended without a bid
// An ended auction with a bid that the settlement job has not reached yet is shown `sold` with
// `settled: false`; bidding and buying answer 10020 from its end on. Any action the status
// forbids answers 10020.
//
// Bidding (`POST /user/bidNft`): the first bid must be ≥ startPrice, every later one ≥
// currentBid + minIncrement (10180 with {min}); the leader cannot raise their own winning bid
// (10181); a bid at or above the buy-now price is REFUSED with 10183 (use buy now instead). The
// bid amount moves available → held (entry `nft_bid_hold`); the previous leader's hold returns
// held → available (`nft_bid_release`) in the same transaction, and they are notified
// (`nft_outbid`). Bids on one item are serialised by a row lock: of two racing bids the second
// re-checks against the first (10180 with the new minimum) and its funds stay free.
// Anti-sniping: a bid placed less than `nft_snipe_window_seconds` before the end moves the end to
// (bid time + `nft_extend_seconds`) when that is later (both public params, shown on the item).
//
// Buy now (`POST /user/buyNft`): only while live and when the item has a buy-now price (10182);
// the buyer pays the buy-now price from available straight to the charity (`nft_purchase`), the
// current leader's hold is released (`nft_bid_release`, notified `nft_outbid`), the item is sold
// at once and the buyer notified (`nft_won`).
//
// Settlement: a due job settles each ended auction exactly once: the winner's hold moves to the
// charity (`nft_settlement`, notified `nft_won`); with no bid the item ends unsold.
//
// Donations are read from the ledger: what entered the charities' platform accounts (entries
// `nft_purchase` and `nft_settlement`), per item, per charity and in total. Payouts to a charity
// (recorded by finance with a tx hash or bank receipt) are listed publicly.
import { z } from "zod";
import { charityId, nftId } from "@tradewind/domain/ids";
import { boundedAmount, endpoint, failWith, imageFile, page, pageQuery, recordId } from "./endpoint.ts";

/** NFTs are bid for and bought in USDT only. */
export const nftCurrency = "USDT";
/** USDT's storage scale: prices and bids have at most 6 decimals. */
export const nftAmountScale = 6;
export const nftStatuses = ["upcoming", "live", "sold", "ended_unsold"] as const;
export type NftStatus = (typeof nftStatuses)[number];
/** How an item was sold. */
export const nftSaleKinds = ["auction", "buy_now"] as const;
export type NftSaleKind = (typeof nftSaleKinds)[number];
/** Public system params (GET /index/getParamByKey/:key); their values are also on every item. */
export const nftSnipeWindowParam = "nft_snipe_window_seconds";
export const nftExtendParam = "nft_extend_seconds";
/** Most recent bids an item's detail lists. */
export const nftRecentBidsMax = 20;

/** A bid or price: a plain decimal with at most 6 decimals below 10^15 (10165 otherwise; zero is refused by the server), parsed to an Amount. */
export const nftAmount = boundedAmount({ integerDigitsMax: 15, scaleMax: nftAmountScale, malformed: "amountWrong", tooLarge: "amountWrong" });

/** A charity named in the request's language (English when that one is empty). */
export const charityRefSchema = z.object({ id: z.string(), name: z.string() });

export const nftItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The chain the token lives on, as the operator wrote it (e.g. "Ethereum"). */
  chain: z.string(),
  creator: z.string(),
  contractAddress: z.string(),
  tokenId: z.string(),
  /** The artwork: an upload of purpose `nft`; its bytes are at `imageUrl` (GET /index/nftImage/:id, public). */
  imageId: z.string(),
  imageUrl: z.string(),
  /** In the request's language (the `lang` header / Accept-Language); English when that one is empty (`descriptionFallback`). */
  description: z.string(),
  descriptionFallback: z.boolean(),
  currency: z.literal(nftCurrency),
  startPrice: z.string(),
  /** Null when the item cannot be bought now. */
  buyNowPrice: z.string().nullable(),
  minIncrement: z.string(),
  startsAt: z.string(),
  /** The current end, anti-sniping extensions included. */
  endsAt: z.string(),
  /** The end the operator set, before extensions. */
  scheduledEndsAt: z.string(),
  /** How many times a late bid extended the end. */
  extensions: z.number().int(),
  status: z.enum(nftStatuses),
  /** True once the sale moved the money (buy now, or the settlement job); false while an ended auction waits for it. */
  settled: z.boolean(),
  /** The highest bid, null without bids. */
  currentBid: z.string().nullable(),
  bidCount: z.number().int(),
  /** The leader's masked username (e.g. "ab***yz"); null without bids. */
  leader: z.string().nullable(),
  /** True when the signed-in caller (the token is optional on the public endpoints) holds the leading bid; false when anonymous. */
  youLead: z.boolean(),
  /** The least a bid may be now (startPrice, or currentBid + minIncrement); null unless live. */
  minNextBid: z.string().nullable(),
  /** The price it sold for, how and when; null until sold. */
  soldPrice: z.string().nullable(),
  soldVia: z.enum(nftSaleKinds).nullable(),
  soldAt: z.string().nullable(),
  charity: charityRefSchema,
  /** What this item has donated so far, from the ledger (0 until sold and settled). */
  donated: z.string(),
  /** Anti-sniping, from the params: a bid within the last `snipeWindowSeconds` extends the end to bid time + `extendSeconds`. */
  snipeWindowSeconds: z.number().int(),
  extendSeconds: z.number().int(),
});
export type NftItem = z.output<typeof nftItemSchema>;

export const nftBidSchema = z.object({
  /** The bidder's masked username. */
  bidder: z.string(),
  amount: z.string(),
  createdAt: z.string(),
});
export type NftBid = z.output<typeof nftBidSchema>;

/** An item id, branded where it enters. */
export const nftIdSchema = recordId().transform(nftId);

export const listNft = endpoint({
  method: "GET",
  path: "/index/listNft",
  summary: "Charity NFT items, optionally of one status: live first (soonest end first), then upcoming (soonest start), then ended (newest end first); paged; public.",
  auth: "none",
  query: z.strictObject({ ...pageQuery, status: z.enum(nftStatuses, failWith("invalidRequest")).optional() }),
  result: page(nftItemSchema),
});

export const getNft = endpoint({
  method: "GET",
  path: "/index/getNft/:id",
  summary: "One item with its most recent bids (newest first, at most nftRecentBidsMax); public. 10118 for an unknown id.",
  auth: "none",
  params: z.strictObject({ id: nftIdSchema }),
  result: z.object({ item: nftItemSchema, bids: z.array(nftBidSchema) }),
});

/** GET: the artwork's bytes (image/jpeg or image/png, not an envelope) once it belongs to an item; 10118 otherwise. */
export const getNftImage = endpoint({
  method: "GET",
  path: "/index/nftImage/:id",
  summary: "The artwork of an item (Content-Type image/jpeg or image/png); 10118 for an id that is not the image of an item.",
  auth: "none",
  fileReply: imageFile,
  params: z.strictObject({ id: recordId() }),
  result: z.never(),
});

export const charitySchema = z.object({
  id: z.string(),
  /** In the request's language (the `lang` header / Accept-Language); English when that one is empty (`nameFallback`). */
  name: z.string(),
  nameFallback: z.boolean(),
  /** Likewise, `descriptionFallback`. */
  description: z.string(),
  descriptionFallback: z.boolean(),
  website: z.string().nullable(),
  /** Everything its items raised (ledger). */
  donated: z.string(),
  /** Everything paid out to it (recorded payouts). */
  paidOut: z.string(),
  /** donated − paidOut: held by the platform for it. */
  balance: z.string(),
  /** Items that benefit it. */
  items: z.number().int(),
});
export type Charity = z.output<typeof charitySchema>;

export const listCharities = endpoint({
  method: "GET",
  path: "/index/listCharities",
  summary: "Every charity with what it received (from the ledger), what was paid out to it and what is still held for it, and the totals over all; public.",
  auth: "none",
  result: z.object({
    currency: z.literal(nftCurrency),
    items: z.array(charitySchema),
    totalDonated: z.string(),
    totalPaidOut: z.string(),
  }),
});

export const charityPayoutSchema = z.object({
  id: z.string(),
  charity: charityRefSchema,
  amount: z.string(),
  currency: z.literal(nftCurrency),
  /** The tx hash or bank receipt number the operator recorded. */
  reference: z.string(),
  paidAt: z.string(),
});
export type CharityPayout = z.output<typeof charityPayoutSchema>;

export const listCharityPayouts = endpoint({
  method: "GET",
  path: "/index/listCharityPayouts",
  summary: "Payouts made to the charities with their references (tx hash or bank receipt), newest first, optionally of one charity; paged; public.",
  auth: "none",
  query: z.strictObject({ ...pageQuery, charityId: recordId("invalidRequest").transform(charityId).optional() }),
  result: page(charityPayoutSchema),
});

export const bidNft = endpoint({
  method: "POST",
  path: "/user/bidNft",
  summary:
    "Bid on a live item (real book): holds `amount` USDT (available → held) and releases the previous leader's hold in the same transaction. Answers the item and notice 20006. 10160 on the demo book; 10118 unknown item; 10020 unless live; 10165 zero or over-precise amount; 10180 below the minimum (startPrice, or currentBid + minIncrement; {min}); 10181 when the caller already leads; 10183 at or above the buy-now price (use buy now); 10092 when available does not cover it. A bid within the snipe window extends the end.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({ id: nftIdSchema, amount: nftAmount }),
  result: z.object({ item: nftItemSchema, notice: z.literal(20006) }),
});

export const buyNft = endpoint({
  method: "POST",
  path: "/user/buyNft",
  summary:
    "Buy a live item now at its buy-now price (real book): the price moves from available to the charity, the leader's hold is released, the item is sold at once. Answers the item and notice 20007. 10160 on the demo book; 10118 unknown item; 10020 unless live; 10182 when it has no buy-now price; 10092 when available does not cover it.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({ id: nftIdSchema }),
  result: z.object({ item: nftItemSchema, notice: z.literal(20007) }),
});

export const nftCollectionItemSchema = z.object({
  item: nftItemSchema,
  /** What the caller paid. */
  price: z.string(),
  via: z.enum(nftSaleKinds),
  acquiredAt: z.string(),
  /** The NFT transfer's reference (tx hash) recorded by the operators; null until recorded. */
  transferReference: z.string().nullable(),
  transferredAt: z.string().nullable(),
});
export type NftCollectionItem = z.output<typeof nftCollectionItemSchema>;

export const listUserNft = endpoint({
  method: "GET",
  path: "/user/listNft",
  summary: "The caller's collection: items won (settled) or bought, newest first, with price, time and the transfer reference once recorded; paged.",
  auth: "user",
  query: z.strictObject({ ...pageQuery }),
  result: page(nftCollectionItemSchema),
});

/** Where a bid of the caller stands: leading (funds held), outbid (released), won, or lost to a buy-now after leading. */
export const nftMyBidStates = ["leading", "outbid", "won"] as const;

export const nftMyBidSchema = z.object({
  itemId: z.string(),
  itemName: z.string(),
  amount: z.string(),
  state: z.enum(nftMyBidStates),
  createdAt: z.string(),
});
export type NftMyBid = z.output<typeof nftMyBidSchema>;

export const listUserNftBids = endpoint({
  method: "GET",
  path: "/user/listNftBids",
  summary: "The caller's bids, newest first, each leading (funds held), outbid (funds released) or won; optionally of one item; paged.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, itemId: recordId("invalidRequest").transform(nftId).optional() }),
  result: page(nftMyBidSchema),
});
