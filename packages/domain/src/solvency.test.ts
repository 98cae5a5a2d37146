import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "./money.ts";
import { amountUnits, buildLiabilityTree, leafNonce, proofOf, rootMessage, sha256Hex, unitsText, verifyProof, type LiabilityProof } from "./solvency.ts";

/** An outside SHA-256 (node:crypto), so the tree is not checked only against its own hashing. */
const nodeSha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const secret = new Uint8Array(32).fill(7);

/** 1…40 users with USDT balances 0 … 10^9 at scale 6. */
const balances = fc.uniqueArray(fc.record({ userId: fc.integer({ min: 1, max: 10_000 }).map(String), units: fc.bigInt({ min: 0n, max: 10n ** 15n }) }), {
  minLength: 1,
  maxLength: 40,
  selector: (entry) => entry.userId,
});
const liabilitiesOf = (entries: { userId: string; units: bigint }[]) => entries.map((entry) => ({ userId: entry.userId, balance: new Decimal(entry.units.toString()).dividedBy(1_000_000) }));

describe("the liabilities tree", () => {
  it("matches the issue's formulas on a known case computed by hand with node:crypto", async () => {
    const tree = buildLiabilityTree({ secret, currency: "USDT", scale: 6, liabilities: [{ userId: "1", balance: new Decimal("12.5") }, { userId: "2", balance: new Decimal("0.000001") }, { userId: "3", balance: new Decimal(3) }] });
    const leaves = ["1", "2", "3"]
      .map((id, index) => {
        const nonce = leafNonce(secret, id, "USDT");
        const sum = ["12.500000", "0.000001", "3.000000"][index] as string;
        return { hash: nodeSha256(`leaf:${nonce}:${sum}`), sum };
      })
      .sort((a, b) => a.hash.localeCompare(b.hash));
    const padded = [...leaves, { hash: nodeSha256("pad:3"), sum: "0.000000" }];
    const node = (l: { hash: string; sum: string }, r: { hash: string; sum: string }, sum: string) => ({ hash: nodeSha256(`node:${l.hash}:${l.sum}:${r.hash}:${r.sum}`), sum });
    const [a, b, c, d] = padded as [typeof leaves[0], typeof leaves[0], typeof leaves[0], typeof leaves[0]];
    const left = node(a, b, unitsText((amountUnits(a.sum, 6) ?? 0n) + (amountUnits(b.sum, 6) ?? 0n), 6));
    const right = node(c, d, c.sum);
    const root = node(left, right, "15.500001");
    expect(tree.root).toEqual(root);
    expect(leafNonce(secret, "1", "USDT")).toBe(createHmac("sha256", secret).update("1:USDT", "utf8").digest("hex"));
  });

  it("gives every user a proof that verifies, and the root sums every liability", async () => {
    await fc.assert(
      fc.asyncProperty(balances, async (entries) => {
        const liabilities = liabilitiesOf(entries);
        const tree = buildLiabilityTree({ secret, currency: "USDT", scale: 6, liabilities });
        const total = entries.reduce((sum, entry) => sum + entry.units, 0n);
        expect(tree.root.sum).toBe(unitsText(total, 6));
        for (const entry of liabilities) {
          const proof = proofOf(tree, "9", entry.userId, leafNonce(secret, entry.userId, "USDT"));
          expect(proof?.balance).toBe(entry.balance.toFixed(6));
          expect(await verifyProof(proof as LiabilityProof, nodeSha256)).toEqual({ ok: true });
        }
      }),
      { numRuns: 60 },
    );
  });

  it("breaks when a balance, a sibling's hash or sum, or the order changes", async () => {
    await fc.assert(
      fc.asyncProperty(balances.filter((entries) => entries.length >= 2), fc.nat(), async (entries, pick) => {
        const tree = buildLiabilityTree({ secret, currency: "USDT", scale: 6, liabilities: liabilitiesOf(entries) });
        const user = entries[pick % entries.length]?.userId ?? "";
        const proof = proofOf(tree, "9", user, leafNonce(secret, user, "USDT")) as LiabilityProof;
        const level = pick % proof.path.length;
        const sibling = proof.path[level] as { hash: string; sum: string };
        const bump = (sum: string) => unitsText((amountUnits(sum, 6) ?? 0n) + 1n, 6);
        const tampered: LiabilityProof[] = [
          { ...proof, balance: bump(proof.balance) },
          { ...proof, path: proof.path.map((node, index) => (index === level ? { ...sibling, sum: bump(sibling.sum) } : node)) },
          { ...proof, path: proof.path.map((node, index) => (index === level ? { ...sibling, hash: sha256Hex("forged") } : node)) },
          // The order: the same leaf claimed at its neighbour's position puts it on the other side.
          { ...proof, leafIndex: proof.leafIndex ^ 1 },
        ];
        for (const forged of tampered) {
          if (forged.leafIndex >= forged.leafCount) continue;
          expect((await verifyProof(forged, nodeSha256)).ok).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a malformed proof instead of throwing: a negative or non-canonical sum, a short path", async () => {
    const tree = buildLiabilityTree({ secret, currency: "BTC", scale: 8, liabilities: liabilitiesOf([{ userId: "1", units: 5n }, { userId: "2", units: 7n }]) });
    const proof = proofOf(tree, "1", "1", leafNonce(secret, "1", "BTC")) as LiabilityProof;
    expect(await verifyProof(proof, nodeSha256)).toEqual({ ok: true });
    for (const forged of [{ ...proof, balance: "-0.00000001" }, { ...proof, balance: "0.0000001" }, { ...proof, path: [] }, { ...proof, path: [{ hash: proof.path[0]?.hash ?? "", sum: "-1.00000000" }] }]) {
      expect(await verifyProof(forged, nodeSha256)).toEqual({ ok: false, problem: "malformed" });
    }
  });

  it("signs over the exact message of the issue", () => {
    expect(rootMessage({ snapshotId: "4", currency: "USDT", rootHash: "ab", rootSum: "1.000000", leafCount: 3, takenAt: "2026-11-27T00:00:00.000Z", previousRootHash: "cd" })).toBe(
      "tradewind-pol:v1:4:USDT:ab:1.000000:3:2026-11-27T00:00:00.000Z:cd",
    );
  });
});
