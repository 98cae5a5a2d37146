// The closed sets of ledger kinds. An account is found or created by its kind, so a misspelt
// kind would silently open a new account: the unions make it a compile error, `isAccountKind`
// a programmer error at run time, and migration 0033's CHECK a refusal by the database (keep the
// three in step when a kind is added).

/** Accounts of a user (owner_id set): the balance view's columns and the earn principal. */
export const userAccountKinds = ["available", "held", "margin", "earn"] as const;
export type UserAccountKind = (typeof userAccountKinds)[number];

/** The platform's accounts (owner_id null), each sharded (DESIGN §3). */
export const platformAccountKinds = ["cash", "fees", "trading_counterparty", "demo_faucet", "earn_reserve", "earn_committed", "loan_fund", "loan_interest"] as const;
export type PlatformAccountKind = (typeof platformAccountKinds)[number];

/** One platform account per charity (nfts), named by the charity's id. */
export type CharityAccountKind = `charity_${string}`;

export type AccountKind = UserAccountKind | PlatformAccountKind | CharityAccountKind;

const charityAccountKindPattern = /^charity_[0-9]+$/;

export function isUserAccountKind(value: string): value is UserAccountKind {
  return (userAccountKinds as readonly string[]).includes(value);
}

export function isAccountKind(value: string): value is AccountKind {
  return isUserAccountKind(value) || (platformAccountKinds as readonly string[]).includes(value) || charityAccountKindPattern.test(value);
}

/** What each domain posts (journal_entries.kind); the statement filters by the users' subset. */
export const entryKinds = [
  "demo_funding",
  "demo_reset",
  "contract_open",
  "contract_hold",
  "contract_cancel",
  "contract_close",
  "spot_fill",
  "spot_hold",
  "spot_cancel",
  "spot_remove",
  "option_open",
  "option_settle",
  "adjustment",
  "deposit",
  "withdrawal_hold",
  "withdrawal_payout",
  "withdrawal_release",
  "smart_buy",
  "smart_yield",
  "smart_mature",
  "smart_exit",
  "smart_reserve_fund",
  "loan_disbursement",
  "loan_repayment",
  "loan_funding",
  "referral_rebate",
  "nft_bid_hold",
  "nft_bid_release",
  "nft_purchase",
  "nft_settlement",
  "charity_payout",
] as const;
export type EntryKind = (typeof entryKinds)[number];

/** Entries between platform accounts only (funding the reserve or the loan fund, paying a charity): no user's statement shows them. */
export const platformEntryKinds = ["smart_reserve_fund", "loan_funding", "charity_payout"] as const satisfies readonly EntryKind[];
type PlatformEntryKind = (typeof platformEntryKinds)[number];

/** The entry kinds that move a user's money, in `entryKinds`' order: what a statement can be filtered by. */
export type UserEntryKind = Exclude<EntryKind, PlatformEntryKind>;
export const userEntryKinds = entryKinds.filter((kind): kind is UserEntryKind => !(platformEntryKinds as readonly string[]).includes(kind));

export function isEntryKind(value: string): value is EntryKind {
  return (entryKinds as readonly string[]).includes(value);
}
