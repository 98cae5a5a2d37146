// The proof-of-liabilities screens' texts (/solvency and /profile/proof; issue 26) in English,
// one file per language like the NFT screens'. English is the shape every language matches.
import type { Plural } from "../../plural.ts";

export const solvencyEn = {
  title: "Proof of liabilities",
  subtitle: "What Tradewind owes its users, published every day as signed totals anyone can check",
  latest: "Latest totals",
  history: "History",
  currency: "Currency",
  total: "Total owed",
  accounts: "Accounts",
  snapshot: "Snapshot",
  takenAt: "Taken at",
  rootHash: "Root hash",
  none: "No snapshot has been published yet",
  loadMore: "Show more",
  publicKey: "Signing key (Ed25519)",
  howTitle: "How to verify",
  howBrowser: "Signed in, open your proof of liabilities: your browser recomputes the path from your balance to the published total and checks the total's signature.",
  howScript: "Or download the proof and check it on your own computer, without our server:",
  reservesTitle: "Declared reserve addresses",
  reservesNote: "The deposit addresses finance declared, to look up on a block explorer.",
  reservesNone: "No reserve address has been declared yet",
  fundedTitle: "Funded platform accounts",
  fundedNote: "What the ledger holds to back the platform's promises.",
  funded: {
    earn_reserve: "Smart-plan reserve",
    earn_committed: "Committed to running smart plans",
    loan_fund: "Loan fund",
  },
  provesTitle: "What this proves and what it does not",
  proves: "It proves that your balance is counted in the published total, and that each total is signed and chained to the one before it, so a published figure cannot be changed quietly.",
  provesNot: "It cannot by itself prove that there are no hidden negative balances, or that the reserves cover the liabilities: compare the totals with the reserves above.",
  mine: {
    title: "My proof of liabilities",
    subtitle: "Check in your browser that your real balance is counted in what the platform owes",
    link: "Proof of liabilities",
    empty: "You are not in a snapshot yet: snapshots count real-book balances, every day at 00:00 UTC",
    included_one: "Your balance {{balance}} is included in the total {{total}} owed to {{count}} account",
    included_other: "Your balance {{balance}} is included in the total {{total}} owed to {{count}} accounts",
    verify: "Verify",
    verifying: "Verifying in your browser…",
    verified: "Verified in your browser: your path leads to the published total, and its signature is valid",
    hashesOnly: "Your path leads to the published total; this browser cannot check Ed25519 signatures, so use the script for that",
    failed: "Not verified: {{reason}}",
    reasons: {
      path: "the path does not lead to the proof's total",
      published: "the total is not the published one",
      signature: "the signature is not valid",
    },
    download: "Download the proof (JSON)",
    publicPage: "Published totals and how to verify",
  },
};

type Mine = typeof solvencyEn.mine;

/** English's shape, with the count-dependent texts in the forms each language has (plural.ts). */
export type SolvencyText = Omit<typeof solvencyEn, "mine"> & { mine: Omit<Mine, "included_one" | "included_other"> & Plural<"included"> };
