// Proof of liabilities through the API: the daily and on-demand snapshots, the signed and chained
// roots, every user's proof verified by our domain code and by the standalone script, and the
// database refusing to change a published root.
import { execFile } from "node:child_process";
import { createHash, createPublicKey, verify } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiabilityProofFile, PublishedRootWire } from "@tradewind/api/solvency";
import { genesisRootHash, rootMessage, verifyProof } from "@tradewind/domain/solvency";
import { adminCall, signInOperator, type OperatorSession } from "../admin/testing.ts";
import { post } from "../ledger/service.ts";
import { call, creditReal, expectLedgerSound, registerUser, testApp, testSealingKey, type TestApp } from "../testing/harness.ts";
import { decimal } from "@tradewind/domain/money";
import type { UserId } from "@tradewind/domain/ids";
import { takeDailySnapshot } from "./service.ts";

const run = promisify(execFile);
const verifier = path.resolve(import.meta.dirname, "../../../../tools/verify-liabilities-proof.mjs");
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

let t: TestApp;
let finance: OperatorSession;
const users: { token: string; id: UserId; usdt: string }[] = [];

beforeAll(async () => {
  t = await testApp();
  for (const usdt of ["12.5", "0.000001", "300", "7"]) {
    const user = await registerUser(t.app);
    await creditReal(t.db, user.user.id, usdt);
    users.push({ token: user.token, id: user.user.id, usdt });
  }
  // A held amount is a claim too (available → held), and BTC is its own tree.
  const first = users[0] as (typeof users)[number];
  await t.db.transaction().execute((tx) =>
    post(tx, { kind: "adjustment", book: "real", actor: "test", postings: [{ account: { ownerId: first.id, currency: "USDT", kind: "available" }, amount: decimal("-2.5") }, { account: { ownerId: first.id, currency: "USDT", kind: "held" }, amount: decimal("2.5") }] }),
  );
  await t.db.transaction().execute((tx) =>
    post(tx, { kind: "adjustment", book: "real", actor: "test", postings: [{ account: { ownerId: null, currency: "BTC", kind: "cash" }, amount: decimal("-0.015") }, { account: { ownerId: first.id, currency: "BTC", kind: "available" }, amount: decimal("0.015") }] }),
  );
});
afterAll(() => t.close());

/** The due job as the server runs it, with the app's own sealing key (one per test process). */
const runDailySnapshot = () => takeDailySnapshot({ db: t.db, clock: t.clock, sealingKey: testSealingKey() });

async function roots(query = "") {
  return (await call<{ items: PublishedRootWire[]; total: number }>(t.app, "GET", `/solvency/roots?size=100${query}`)).result.items;
}

async function proofOf(token: string, snapshotId: string, currency: string) {
  return call<LiabilityProofFile>(t.app, "GET", `/solvency/proof?snapshotId=${snapshotId}&currency=${currency}`, undefined, { token });
}

describe("proof of liabilities", () => {
  it("takes the daily snapshot once per UTC day, signs each currency's root and publishes the key", async () => {
    await runDailySnapshot();
    await runDailySnapshot();
    const published = await roots();
    expect(published.map((root) => [root.currency, root.rootSum, root.leafCount, root.previousRootHash])).toEqual([
      ["BTC", "0.01500000", 1, genesisRootHash],
      ["USDT", "319.500001", 4, genesisRootHash],
    ]);
    const key = (await call<{ publicKeyHex: string; spkiBase64: string }>(t.app, "GET", "/solvency/publicKey")).result;
    const publicKey = createPublicKey({ key: Buffer.from(key.spkiBase64, "base64"), format: "der", type: "spki" });
    for (const root of published) expect(verify(null, Buffer.from(rootMessage(root)), publicKey, Buffer.from(root.signature, "hex"))).toBe(true);
    t.clock.advance(24 * 3_600_000);
    await runDailySnapshot();
    const next = await roots("&currency=USDT");
    expect(next).toHaveLength(2);
    expect(next[0]?.previousRootHash).toBe(next[1]?.rootHash);
    // One snapshot's root, however many came after it (the proof page fetches exactly that one).
    expect(await roots(`&currency=USDT&snapshotId=${next[1]?.snapshotId}`)).toEqual([next[1]]);
  });

  it("gives every user a proof that verifies here, in the standalone script, and fails the script when tampered", async () => {
    const [latest] = await roots("&currency=USDT");
    const snapshotId = latest?.snapshotId ?? "";
    const dir = fs.mkdtempSync(path.join(t.dataDir, "proofs-"));
    for (const user of users) {
      const { code, result } = await proofOf(user.token, snapshotId, "USDT");
      expect(code).toBe(200);
      expect(result.proof.balance).toBe(decimal(user.usdt).toFixed(6));
      expect(await verifyProof(result.proof, sha256)).toEqual({ ok: true });
      const file = path.join(dir, `proof-${user.id}.json`);
      fs.writeFileSync(file, JSON.stringify(result));
      const verified = await run(process.execPath, [verifier, file, "--public-key", result.publicKeyHex]);
      expect(verified.stdout).toContain(`VERIFIED: your balance ${result.proof.balance} USDT is included in the total 319.500001 USDT owed to 4 accounts`);
    }
    const { result } = await proofOf(users[2]?.token ?? "", snapshotId, "USDT");
    const tampered: LiabilityProofFile[] = [
      { ...result, proof: { ...result.proof, balance: "301.000000" } },
      { ...result, proof: { ...result.proof, path: result.proof.path.map((node, index) => (index === 0 ? { ...node, sum: "0.000000" } : node)) } },
      { ...result, published: { ...result.published, takenAt: "2020-01-01T00:00:00.000Z" } },
      { ...result, proof: { ...result.proof, leafIndex: result.proof.leafIndex ^ 1 } },
    ];
    for (const [index, forged] of tampered.entries()) {
      const file = path.join(dir, `tampered-${index}.json`);
      fs.writeFileSync(file, JSON.stringify(forged));
      await expect(run(process.execPath, [verifier, file])).rejects.toMatchObject({ code: 1 });
    }
  });

  it("answers 10360 for a snapshot or currency without the user, and 401 without sign-in", async () => {
    const [latest] = await roots("&currency=BTC");
    expect((await proofOf(users[1]?.token ?? "", latest?.snapshotId ?? "", "BTC")).code).toBe(10360);
    expect((await proofOf(users[1]?.token ?? "", "999999", "USDT")).code).toBe(10360);
    expect((await call(t.app, "GET", "/solvency/proof?snapshotId=1&currency=USDT")).code).toBe(401);
    const mine = await call<{ items: { currency: string; balance: string }[] }>(t.app, "GET", "/solvency/mine", undefined, { token: users[0]?.token ?? "" });
    expect(mine.result.items.slice(0, 2).map((item) => [item.currency, item.balance])).toEqual([
      ["BTC", "0.01500000"],
      ["USDT", "12.500000"],
    ]);
  });

  it("lets finance take one on demand, audited, chained after the daily ones", async () => {
    // Signed in now: the clock moved a day, past an operator session's life.
    finance = await signInOperator(t, ["finance"]);
    const before = await roots("&currency=USDT");
    const taken = await adminCall<{ auditId: string; snapshot: { id: string; trigger: string } }>(t.app, "POST", "/solvency/snapshots", { reason: "quarterly attestation" }, { token: finance.token });
    expect(taken.code).toBe(200);
    expect(taken.result.snapshot.trigger).toBe("finance");
    const after = await roots("&currency=USDT");
    expect(after[0]?.previousRootHash).toBe(before[0]?.rootHash);
    expect((await adminCall(t.app, "POST", "/solvency/snapshots", { reason: "x" }, { token: finance.token })).code).not.toBe(200);
    const support = await signInOperator(t, ["support"]);
    expect((await adminCall(t.app, "POST", "/solvency/snapshots", { reason: "not mine to take" }, { token: support.token })).status).toBe(403);
  });

  it("refuses to change or delete a published root", async () => {
    await expect(sql`update liability_roots set root_sum = '0.000000'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from liability_roots`.execute(t.db)).rejects.toThrow(/append-only/);
    await expectLedgerSound(t.db);
  });
});
