// Idempotency-Key handling for money-moving requests (DESIGN §3). The key is claimed before the
// handler runs, so two concurrent requests with one key cannot both move money: the second
// waits for the first answer and replays it. A key reused for a different request is refused.
// A pending claim carries its process and a lease the process renews while the handler runs, so
// a retry tells a live owner (it waits) from one that died mid-request (see `settleAbandoned`).
import { createHash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "./database.ts";
import type { ErrorName } from "@tradewind/api/errors";
import { AppError, fail } from "./errors.ts";

/** Whose key it is: a user's (customer API) or an operator's (back office); each owner's keys are their own. */
export type KeyOwner = { userId: string } | { operatorId: string };

type Claim = KeyOwner & {
  key: string;
  route: string;
  request: unknown;
};

/** `owner` and `leaseUntilMs` are missing on claims written before leases existed. */
type PendingOutcome = { state: "pending"; owner?: string; leaseUntilMs?: number };
type StoredOutcome =
  | PendingOutcome
  | { state: "done"; result: unknown }
  | { state: "failed"; errorName: string; params?: Record<string, string | number> };

export interface IdempotencyStore {
  run<T>(claim: Claim, handler: () => Promise<T>): Promise<T>;
}

/**
 * Refusals that depend on the moment, not on the request (a market not loaded yet, a stale price,
 * load shedding): not stored against the key, which is freed, so a retry runs again. Safe because
 * each is thrown before the handler moves any money.
 */
export const transientRefusals: ReadonlySet<ErrorName> = new Set(["unknownInstrument", "priceStale", "tooManyConnections", "serverClosing"]);

const pendingWaitMs = 50;
const pendingWaitLimitMs = 30_000;
/** This process, as the owner of the keys it claims. */
const processOwner = randomUUID();

export interface IdempotencyOptions {
  /** How long a pending claim stays its owner's without renewal; renewed every third of it while the handler runs. */
  leaseMs?: number;
}

export function createIdempotencyStore(db: Db, options: IdempotencyOptions = {}): IdempotencyStore {
  const leaseMs = options.leaseMs ?? 10_000;
  const lease = (): PendingOutcome => ({ state: "pending", owner: processOwner, leaseUntilMs: Date.now() + leaseMs });
  return {
    async run(claim, handler) {
      const requestHash = hashOf(claim.route, claim.request);
      for (;;) {
        const claimed = await db
          .insertInto("idempotency_records")
          .values({ ...ownerColumns(claim), key: claim.key, route: claim.route, request_hash: requestHash, response: JSON.stringify(lease()) })
          .onConflict((conflict) => conflict.doNothing())
          .returning("key")
          .executeTakeFirst();
        if (claimed) return runOwned(db, claim, handler, lease, leaseMs);
        const replayed = await replay<Awaited<ReturnType<typeof handler>>>(db, claim, requestHash);
        // Freed after a transient refusal: this request claims the key afresh.
        if (replayed !== freed) return replayed;
      }
    },
  };
}

async function runOwned<T>(db: Db, claim: Claim, handler: () => Promise<T>, lease: () => PendingOutcome, leaseMs: number): Promise<T> {
  const renewal = setInterval(() => void renewLease(db, claim, lease()).catch(() => {}), leaseMs / 3);
  const outcome = await handler().then(
    (result) => ({ ok: true as const, result }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  clearInterval(renewal);
  if (outcome.ok) {
    await store(db, claim, { state: "done", result: outcome.result ?? null });
    return outcome.result;
  }
  const { error } = outcome;
  if (error instanceof AppError && transientRefusals.has(error.errorName)) {
    await forget(db, claim);
    throw error;
  }
  // The key is never freed once the handler ran: an uncatalogued error may come after the
  // handler's commit, and a freed key would let the retry move the money again. The retry
  // replays the failure (as Stripe keeps its 500s); a deliberate new attempt takes a new key.
  const failure = error instanceof AppError ? { errorName: error.errorName, params: error.params } : { errorName: "unknownError" };
  await store(db, claim, { state: "failed", ...failure });
  throw error;
}

const freed = Symbol("freed");

async function replay<T>(db: Db, claim: Claim, requestHash: string): Promise<T | typeof freed> {
  const deadline = Date.now() + pendingWaitLimitMs;
  for (;;) {
    const row = await db
      .selectFrom("idempotency_records")
      .select(["route", "request_hash", "response", "created_at"])
      .where(ownerColumn(claim), "=", ownerId(claim))
      .where("key", "=", claim.key)
      .executeTakeFirst();
    if (!row) return freed;
    if (row.route !== claim.route || row.request_hash !== requestHash) fail("idempotencyKeyReused");
    const outcome = row.response as StoredOutcome;
    if (outcome.state === "done") return outcome.result as T;
    if (outcome.state === "failed") throw new AppError(outcome.errorName as ErrorName, outcome.params ?? {});
    // A claim from before leases existed counts as leased for the longest wait.
    const leaseUntilMs = outcome.leaseUntilMs ?? row.created_at.getTime() + pendingWaitLimitMs;
    if (leaseUntilMs < Date.now()) await settleAbandoned(db, claim, outcome);
    else if (Date.now() > deadline) fail("tooManyRequests", { seconds: 1 });
    else await new Promise((resolve) => setTimeout(resolve, pendingWaitMs));
  }
}

/**
 * The owner died mid-request (its lease ran out). Its handler may have committed before it died,
 * so running the request again could move the money twice: the key is settled as the failure an
 * uncatalogued error leaves (500, replayed to every retry), and the client learns at once that
 * the outcome is unknown, to check its orders and use a new key, instead of waiting for ever.
 * Conditional on the lease seen, so a late renewal by a live owner wins.
 */
async function settleAbandoned(db: Db, claim: Claim, seen: PendingOutcome) {
  await db
    .updateTable("idempotency_records")
    .set({ response: JSON.stringify({ state: "failed", errorName: "unknownError" } satisfies StoredOutcome) })
    .where(ownerColumn(claim), "=", ownerId(claim))
    .where("key", "=", claim.key)
    .where(sql<boolean>`response = ${JSON.stringify(seen)}::jsonb`)
    .execute();
}

async function renewLease(db: Db, claim: Claim, lease: PendingOutcome) {
  await db
    .updateTable("idempotency_records")
    .set({ response: JSON.stringify(lease) })
    .where(ownerColumn(claim), "=", ownerId(claim))
    .where("key", "=", claim.key)
    .where(sql<boolean>`response->>'state' = 'pending' and response->>'owner' = ${processOwner}`)
    .execute();
}

async function forget(db: Db, claim: Claim) {
  await db.deleteFrom("idempotency_records").where(ownerColumn(claim), "=", ownerId(claim)).where("key", "=", claim.key).execute();
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

