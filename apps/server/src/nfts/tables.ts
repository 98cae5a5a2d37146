// Tables of the nfts domain (migration 0023): charities, items, bids and payouts to charities.
// Only nfts/repository.ts queries them; other domains ask nfts/service.ts.
import type { NftSaleKind } from "@tradewind/api/nfts";
import type { CharityId, NftId, UserId } from "@tradewind/domain/ids";
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Id, NullableTimestamp, Timestamp } from "../platform/columns.ts";

export type NftItemState = "open" | "sold" | "unsold";
export type NftBidState = "leading" | "outbid" | "released" | "won";

export interface NftTables {
  charities: {
    // Ids come out of SQL branded: the table type is the edge where a string becomes a CharityId or NftId.
    id: Generated<CharityId>;
    /** {"en": …, "ja": …}: English required (migration 0027); JSON text on insert/update. */
    names: ColumnType<Record<string, string>, string, string>;
    /** Per language like names; any may be empty. */
    descriptions: ColumnType<Record<string, string>, string, string>;
    website: string | null;
    payout_address: string | null;
    payout_bank: string | null;
    created_at: CreatedAt;
    updated_at: Timestamp;
  };
  nft_items: {
    id: Generated<NftId>;
    name: string;
    chain: string;
    creator: string;
    contract_address: string;
    token_id: string;
    image_upload_id: string;
    descriptions: ColumnType<Record<string, string>, string, string>;
    start_price: string;
    buy_now_price: string | null;
    min_increment: string;
    starts_at: Timestamp;
    scheduled_ends_at: Timestamp;
    ends_at: Timestamp;
    extensions: Generated<number>;
    charity_id: CharityId;
    current_bid: string | null;
    leader_id: UserId | null;
    bid_count: Generated<number>;
    state: ColumnType<NftItemState, NftItemState | undefined, NftItemState>;
    sold_price: string | null;
    sold_via: NftSaleKind | null;
    sold_at: NullableTimestamp;
    buyer_id: UserId | null;
    sale_entry: string | null;
    settled_at: NullableTimestamp;
    transfer_reference: string | null;
    transferred_at: NullableTimestamp;
    created_at: CreatedAt;
    updated_at: Timestamp;
  };
  nft_bids: {
    id: Id;
    item_id: NftId;
    user_id: UserId;
    amount: string;
    state: ColumnType<NftBidState, NftBidState | undefined, NftBidState>;
    extended: Generated<boolean>;
    hold_entry: string;
    release_entry: string | null;
    created_at: Timestamp;
  };
  charity_payouts: {
    id: Id;
    charity_id: CharityId;
    amount: string;
    reference: string;
    entry_id: string;
    recorded_by: string;
    recorded_by_name: string;
    paid_at: Timestamp;
  };
}
