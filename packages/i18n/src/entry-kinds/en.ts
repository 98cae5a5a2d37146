// What each ledger entry kind that moves a user's money is called, in one language per file:
// the web app's statement (statement.kinds), its PDF and the back office's statement tab name
// the kinds from here. English is the shape; the compiler holds the other languages to it, and
// apps/admin's entry-kind.test.ts checks every kind of packages/domain's userEntryKinds has a name.
export const entryKindsEn = {
  demo_funding: "Virtual account funding",
  demo_reset: "Virtual balance reset",
  contract_open: "Contract opened",
  contract_hold: "Contract limit order: funds held",
  contract_cancel: "Contract limit order cancelled",
  contract_close: "Contract closed",
  spot_fill: "Coin order filled",
  spot_hold: "Coin limit order: funds held",
  spot_cancel: "Coin order cancelled",
  spot_remove: "Coin order removed",
  option_open: "Option bought",
  option_settle: "Option settled",
  adjustment: "Balance adjustment",
  deposit: "Deposit credited",
  withdrawal_hold: "Withdrawal requested: funds held",
  withdrawal_payout: "Withdrawal paid out",
  withdrawal_release: "Withdrawal rejected: funds released",
  smart_buy: "Smart plan bought",
  smart_yield: "Smart plan daily yield",
  smart_mature: "Smart plan matured: principal returned",
  smart_exit: "Smart plan exited early",
  loan_disbursement: "Loan disbursed",
  loan_repayment: "Loan repaid",
  referral_rebate: "Referral rebate",
  nft_bid_hold: "NFT bid: funds held",
  nft_bid_release: "NFT bid outbid: funds released",
  nft_purchase: "NFT bought now",
  nft_settlement: "NFT auction won: paid",
};

export type EntryKindNames = { [K in keyof typeof entryKindsEn]: string };
