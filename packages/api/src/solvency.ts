// Proof of liabilities (issue 26; docs/SOLVENCY.md). Public: the signed roots per snapshot and
// currency, the signing key, and what backs the platform's promises. Signed-in: the snapshots the
// user is included in and their proof. The proof's fields are the issue's, exactly
// (packages/domain/src/solvency.ts); every amount is canonical text at the currency's scale.
import { z } from "zod";
import { decimalText, endpoint, failWith, page, pageQuery, recordId } from "./endpoint.ts";

const hashHex = z.string().regex(/^[0-9a-f]{64}$/);
const currencyCode = z.string(failWith("invalidRequest")).regex(/^[A-Z0-9]{2,10}$/, failWith("invalidRequest"));

export const sumNodeSchema = z.object({ hash: hashHex, sum: z.string() });

export const publishedRootSchema = z.object({
  snapshotId: z.string(),
  takenAt: z.string(),
  currency: z.string(),
  rootHash: hashHex,
  rootSum: z.string(),
  leafCount: z.number().int(),
  previousRootHash: hashHex,
  /** Ed25519 over `rootMessage` (tradewind-pol:v1:…), lowercase hex. */
  signature: z.string().regex(/^[0-9a-f]{128}$/),
});
export type PublishedRootWire = z.output<typeof publishedRootSchema>;

export const liabilityProofSchema = z.object({
  snapshotId: z.string(),
  currency: z.string(),
  scale: z.number().int(),
  nonce: hashHex,
  balance: z.string(),
  leafIndex: z.number().int(),
  path: z.array(sumNodeSchema),
  root: sumNodeSchema,
  leafCount: z.number().int(),
});

export const listLiabilityRoots = endpoint({
  method: "GET",
  path: "/solvency/roots",
  summary: "Published liability roots, newest snapshot first (optionally of one currency and one snapshot), each with its Ed25519 signature; no sign-in.",
  auth: "none",
  query: z.strictObject({ ...pageQuery, currency: currencyCode.optional(), snapshotId: recordId("invalidRequest").optional() }),
  result: page(publishedRootSchema),
});

export const solvencyPublicKey = endpoint({
  method: "GET",
  path: "/solvency/publicKey",
  summary: "The Ed25519 public key that signs every liability root (raw 32 bytes as hex, and SPKI DER as base64), and the signed message's format.",
  auth: "none",
  result: z.object({ algorithm: z.literal("Ed25519"), publicKeyHex: z.string(), spkiBase64: z.string(), messageFormat: z.string() }),
});

export const solvencyBacking = endpoint({
  method: "GET",
  path: "/solvency/backing",
  summary: "What anyone can check beside the roots: the deposit addresses finance declared (the reserves, to look up on a block explorer) and the funded platform accounts that back promises (smart-plan reserve and commitments, loan fund) read from the ledger.",
  auth: "none",
  result: z.object({
    reserveAddresses: z.array(z.object({ coin: z.string(), network: z.string(), address: z.string() })),
    fundedAccounts: z.array(z.object({ kind: z.enum(["earn_reserve", "earn_committed", "loan_fund"]), currency: z.string(), balance: decimalText })),
  }),
});

export const listMyLiabilities = endpoint({
  method: "GET",
  path: "/solvency/mine",
  summary: "The snapshots (newest first) in which the signed-in user has a leaf, per currency, with the balance counted; the real book only.",
  auth: "user",
  query: z.strictObject(pageQuery),
  result: page(z.object({ snapshotId: z.string(), takenAt: z.string(), currency: z.string(), balance: z.string(), rootSum: z.string(), leafCount: z.number().int() })),
});

export const getLiabilityProof = endpoint({
  method: "GET",
  path: "/solvency/proof",
  summary: "The signed-in user's inclusion proof in one snapshot's tree of one currency, with the published root and the public key, so it verifies offline (npm run verify-proof). 10360 when the user has no leaf there.",
  auth: "user",
  query: z.strictObject({ snapshotId: recordId("liabilityProofMissing"), currency: currencyCode }),
  result: z.object({ proof: liabilityProofSchema, published: publishedRootSchema, publicKeyHex: z.string() }),
});
export type LiabilityProofFile = z.output<typeof getLiabilityProof.result>;
