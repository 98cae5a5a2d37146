// Idempotency-Key handling for money-moving requests (DESIGN §3). The key is claimed before the
// handler runs, so two concurrent requests with one key cannot both move money: the second
// waits for the first answer and replays it. A key reused for a different request is refused.
// A pending claim carries its process and a lease the process renews while the handler runs, so
// a retry tells a live owner (it waits) from one that died mid-request (see `settleAbandoned`).
//
// Endpoints whose handler moves money in one transaction do better (`replyRecordedInTransaction`):
// no claim before the handler; the handler stores its reply against the key inside its money
// transaction (`recordReply`), so the key's record exists exactly when the effect committed. A
// retry after a crash either replays that reply (committed) or finds no record and runs again
// (nothing committed); a concurrent duplicate's own insert of the key waits on the first one's
// transaction in PostgreSQL and fails once it commits, rolling back its effect, and replays.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "./database.ts";
import type { ErrorName } from "@tradewind/api/errors";
import { invariant } from "@tradewind/domain/assert";
import { AppError, fail } from "./errors.ts";

/** Whose key it is: a user's (customer API) or an operator's (back office); each owner's keys are their own. */
export type KeyOwner = { userId: string } | { operatorId: string };

type Claim = KeyOwner & {
  key: string;
  route: string;
  request: unknown;
  /** The handler calls `recordReply` inside its money transaction: no claim is taken before it runs. */
  replyRecordedInTransaction?: boolean;
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
      if (claim.replyRecordedInTransaction) return runRecordingInTransaction(db, { ...claim, requestHash }, handler);
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

/** The key of the idempotent request running in this async context, for `recordReply`. */
interface KeyInFlight {
  claim: Claim & { requestHash: string };
  recorded: boolean;
}
const keyInFlight = new AsyncLocalStorage<KeyInFlight>();

/**
 * Stores `reply` as the answer to the running request's Idempotency-Key in `tx`, the handler's
 * money transaction, so the answer commits with the effect or not at all. Call it last in that
 * transaction, with exactly what the handler will answer. Does nothing outside a request bound
 * with `replyRecordedInTransaction` (the engine's closes), and once the reply is recorded (work
 * that follows a commit in the same request, such as a trigger firing at once, is not the reply).
 */
export async function recordReply(tx: Db, reply: unknown): Promise<void> {
  const inFlight = keyInFlight.getStore();
  if (!inFlight || inFlight.recorded) return;
  const { claim } = inFlight;
  const outcome: StoredOutcome = { state: "done", result: reply ?? null };
  // A concurrent duplicate that committed first makes this insert fail (unique key), rolling the effect back.
  await tx
    .insertInto("idempotency_records")
    .values({ ...ownerColumns(claim), key: claim.key, route: claim.route, request_hash: claim.requestHash, response: JSON.stringify(outcome) })
    .execute();
  inFlight.recorded = true;
}

async function runRecordingInTransaction<T>(db: Db, claim: Claim & { requestHash: string }, handler: () => Promise<T>): Promise<T> {
  const earlier = await replay<T>(db, claim, claim.requestHash);
  if (earlier !== freed) return earlier;
  const inFlight: KeyInFlight = { claim, recorded: false };
  const outcome = await keyInFlight.run(inFlight, handler).then(
    (result) => ({ ok: true as const, result }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) {
    // A success that moved nothing (so recorded nothing) is stored now, unless a duplicate's answer got there first.
    if (!inFlight.recorded && !(await storeFirst(db, claim, { state: "done", result: outcome.result ?? null }))) return replayStored(db, claim);
    return outcome.result;
  }
  // A concurrent duplicate committed first (this run's effect rolled back on its key), or this run
  // committed and failed afterwards: the committed answer is the answer.
  const committed = await replay<T>(db, claim, claim.requestHash);
  if (committed !== freed) return committed;
  const { error } = outcome;
  // Nothing committed for this key, so an uncatalogued error (a lost connection) or a transient
  // refusal leaves it free: the retry runs again. A refusal of the request itself is kept.
  if (!(error instanceof AppError) || transientRefusals.has(error.errorName)) throw error;
  if (!(await storeFirst(db, claim, { state: "failed", errorName: error.errorName, params: error.params }))) return replayStored(db, claim);
  throw error;
}

async function replayStored<T>(db: Db, claim: Claim & { requestHash: string }): Promise<T> {
  const stored = await replay<T>(db, claim, claim.requestHash);
  invariant(stored !== freed, `idempotency key ${claim.key}: stored a moment ago, gone now`);
  return stored;
}

/** Inserts the key's outcome unless one is stored already; false when another was first. */
async function storeFirst(db: Db, claim: Claim & { requestHash: string }, outcome: StoredOutcome): Promise<boolean> {
  const inserted = await db
    .insertInto("idempotency_records")
    .values({ ...ownerColumns(claim), key: claim.key, route: claim.route, request_hash: claim.requestHash, response: JSON.stringify(outcome) })
    .onConflict((conflict) => conflict.doNothing())
    .returning("key")
    .executeTakeFirst();
  return inserted !== undefined;
}

const freed = Symbol("freed");

async function replay<T>(db: Db, claim: Claim, requestHash: string): Promise<T | typeof freed> {
  const deadline = Date.now() + pendingWaitLimitMs;
  for (;;) {
    const row = await db
      .selectFrom("idempotency_records")
      .select(["route", "request_hash as requestHash", "response", "created_at as createdAt"])
      .where(ownerColumn(claim), "=", ownerId(claim))
      .where("key", "=", claim.key)
      .executeTakeFirst();
    if (!row) return freed;
    if (row.route !== claim.route || row.requestHash !== requestHash) fail("idempotencyKeyReused");
    const outcome = row.response as StoredOutcome;
    if (outcome.state === "done") return outcome.result as T;
    if (outcome.state === "failed") throw new AppError(outcome.errorName as ErrorName, outcome.params ?? {});
    // A claim from before leases existed counts as leased for the longest wait.
    const leaseUntilMs = outcome.leaseUntilMs ?? row.createdAt.getTime() + pendingWaitLimitMs;
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

