// Branded ids (STYLE: brand ids so none can pose as another): a user's id, an order's id and a
// ledger account's id are all BIGINT strings, but passing one where another is meant no longer
// compiles. The constructors only name a string for what it is; they are called at the edges
// alone, where rows come out of SQL and where wire input has been parsed, never to silence a
// mismatch in between.

export type UserId = string & { readonly __brand: "UserId" };
export type OrderId = string & { readonly __brand: "OrderId" };
export type AccountId = string & { readonly __brand: "AccountId" };
export type ContentId = string & { readonly __brand: "ContentId" };

export function userId(value: string): UserId {
  return value as UserId;
}

export function orderId(value: string): OrderId {
  return value as OrderId;
}

export function accountId(value: string): AccountId {
  return value as AccountId;
}

export function contentId(value: string): ContentId {
  return value as ContentId;
}

export type NftId = string & { readonly __brand: "NftId" };
export type CharityId = string & { readonly __brand: "CharityId" };

/** A charity NFT item's id (nft_items). */
export function nftId(value: string): NftId {
  return value as NftId;
}

/** A charity's id (charities), which its items and payouts name. */
export function charityId(value: string): CharityId {
  return value as CharityId;
}

export type OperatorId = string & { readonly __brand: "OperatorId" };

/** A back-office operator's id (operators), which sessions, links and the audit log name. */
export function operatorId(value: string): OperatorId {
  return value as OperatorId;
}
