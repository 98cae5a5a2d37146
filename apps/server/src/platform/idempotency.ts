// Idempotency-Key handling for money-moving requests (DESIGN §3). The key is claimed before the
// handler runs, so two concurrent requests with one key cannot both move money: the second
// waits for the first answer and replays it. A key reused for a different request is refused.
import { createHash } from "node:crypto";
import type { Db } from "./database.ts";
import { AppError, fail } from "./errors.ts";

/** Whose key it is: a user's (customer API) or an operator's (back office); each owner's keys are their own. */
export type KeyOwner = { userId: string } | { operatorId: string };

type Claim = KeyOwner & {
  key: string;
  route: string;
  request: unknown;
};

interface StoredOutcome {
  state: "pending" | "done" | "failed";
  result?: unknown;
  errorName?: string;
  params?: Record<string, string | number>;
}

export interface IdempotencyStore {
  run<T>(claim: Claim, handler: () => Promise<T>): Promise<T>;
}

const pendingWaitMs = 50;
const pendingWaitLimitMs = 30_000;

export function createIdempotencyStore(db: Db): IdempotencyStore {
  return {
    async run(claim, handler) {
      const requestHash = hashOf(claim.route, claim.request);
      const claimed = await db
        .insertInto("idempotency_records")
        .values({ ...ownerColumns(claim), key: claim.key, route: claim.route, request_hash: requestHash, response: JSON.stringify({ state: "pending" }) })
        .onConflict((conflict) => conflict.doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!claimed) return replay(db, claim, requestHash);
      try {
        const result = await handler();
        await store(db, claim, { state: "done", result: result ?? null });
        return result;
      } catch (error) {
        // The key is never freed once the handler ran: an uncatalogued error may come after the
        // handler's commit, and a freed key would let the retry move the money again. The retry
        // replays the failure (as Stripe keeps its 500s); a deliberate new attempt takes a new key.
        const failure = error instanceof AppError ? { errorName: error.errorName, params: error.params } : { errorName: "unknownError" };
        await store(db, claim, { state: "failed", ...failure });
        throw error;
      }
    },
  };
}

async function replay<T>(db: Db, claim: Claim, requestHash: string): Promise<T> {
  const deadline = Date.now() + pendingWaitLimitMs;
  for (;;) {
    const row = await db
      .selectFrom("idempotency_records")
      .select(["route", "request_hash", "response"])
      .where(ownerColumn(claim), "=", ownerId(claim))
      .where("key", "=", claim.key)
      .executeTakeFirst();
    if (!row) fail("idempotencyKeyReused");
    if (row.route !== claim.route || row.request_hash !== requestHash) fail("idempotencyKeyReused");
    const outcome = row.response as StoredOutcome;
    if (outcome.state === "done") return outcome.result as T;
    if (outcome.state === "failed") throw new AppError((outcome.errorName ?? "unknownError") as never, outcome.params ?? {});
    if (Date.now() > deadline) fail("tooManyRequests", { seconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, pendingWaitMs));
  }
}

async function store(db: Db, claim: Claim, outcome: StoredOutcome) {
  await db
    .updateTable("idempotency_records")
    .set({ response: JSON.stringify(outcome) })
    .where(ownerColumn(claim), "=", ownerId(claim))
    .where("key", "=", claim.key)
    .execute();
}

function ownerColumns(owner: KeyOwner) {
  return "userId" in owner ? { user_id: owner.userId, operator_id: null } : { user_id: null, operator_id: owner.operatorId };
}

function ownerColumn(owner: KeyOwner): "user_id" | "operator_id" {
  return "userId" in owner ? "user_id" : "operator_id";
}

function ownerId(owner: KeyOwner): string {
  return "userId" in owner ? owner.userId : owner.operatorId;
}

function hashOf(route: string, request: unknown): string {
  return createHash("sha256").update(route).update(JSON.stringify(request ?? null)).digest("hex");
}

