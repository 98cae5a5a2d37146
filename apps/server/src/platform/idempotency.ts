// Idempotency-Key handling for money-moving requests (DESIGN §3). No claim is taken before the
// handler runs: the handler stores its reply against the key inside its money transaction
// (`recordReply`), so the key's record exists exactly when the effect committed. A retry after a
// crash, on any process, either replays that reply (committed) or finds no record and runs again
// (nothing committed); a concurrent duplicate's own insert of the key waits on the first one's
// transaction in PostgreSQL and fails once it commits, rolling back its effect, and replays. A
// key reused for a different request is refused; a transient refusal never stays on a key.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { coalesced } from "./coalesce.ts";
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
};

/** Written only by releases that claimed a key before running its handler (now none): its owner's outcome is unknown. */
type PendingOutcome = { state: "pending"; leaseUntilMs?: number };
type StoredOutcome =
  | PendingOutcome
  | { state: "done"; result: unknown }
  | { state: "failed"; errorName: string; params?: Record<string, string | number> };

export interface IdempotencyStore {
  run<T>(claim: Claim, handler: () => Promise<T>): Promise<T>;
}

/**
 * Refusals that depend on the moment, not on the request (a market not loaded yet, a stale price,
 * load shedding): never stored against the key, so a retry runs again. Safe because each is
 * thrown before the handler moves any money.
 */
export const transientRefusals: ReadonlySet<ErrorName> = new Set(["unknownInstrument", "priceStale", "tooManyConnections", "serverClosing"]);

const pendingWaitMs = 50;
const pendingWaitLimitMs = 30_000;

export function createIdempotencyStore(db: Db): IdempotencyStore {
  return {
    run: (claim, handler) => runRecordingInTransaction(db, { ...claim, requestHash: hashOf(claim.route, claim.request) }, handler),
  };
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
 * transaction, with exactly what the handler will answer. Does nothing outside an idempotent request
 * (the engine's closes, a call without a key), and once the reply is recorded (work
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

/**
 * The running request's Idempotency-Key, for a batch that commits many requests' replies in one
 * transaction (`recordReplies`): undefined outside an idempotent request or once its reply is recorded.
 */
export interface ReplyClaim {
  /** Owner and key: two claims with one identity are one request sent twice. */
  readonly identity: string;
  readonly inFlight: KeyInFlight;
}

export function replyClaim(): ReplyClaim | undefined {
  const inFlight = keyInFlight.getStore();
  if (!inFlight || inFlight.recorded) return undefined;
  return { identity: identityOf(inFlight.claim), inFlight };
}

/**
 * `recordReply` for many requests in `tx`, one statement, keys in a stable order so two batches
 * cannot wait on each other's keys. Call `repliesCommitted` once `tx` has committed: until then a
 * rolled-back batch leaves each request free to record its reply again on its own.
 */
export async function recordReplies(tx: Db, replies: readonly { claim: ReplyClaim; reply: unknown }[]): Promise<void> {
  if (replies.length === 0) return;
  const rows = [...replies]
    .sort((a, b) => (a.claim.identity < b.claim.identity ? -1 : a.claim.identity > b.claim.identity ? 1 : 0))
    .map(({ claim: { inFlight }, reply }) => {
      const outcome: StoredOutcome = { state: "done", result: reply ?? null };
      return { ...ownerColumns(inFlight.claim), key: inFlight.claim.key, route: inFlight.claim.route, request_hash: inFlight.claim.requestHash, response: JSON.stringify(outcome) };
    });
  await tx.insertInto("idempotency_records").values(rows).execute();
}

export function repliesCommitted(claims: readonly ReplyClaim[]): void {
  for (const claim of claims) claim.inFlight.recorded = true;
}

/** `recordReply`, then the reply: `return replied(tx, { … })` ends a money transaction with its answer. */
export async function replied<T>(tx: Db, reply: T): Promise<T> {
  await recordReply(tx, reply);
  return reply;
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

/** Owner and key, as one string: two claims with one identity are one request sent twice. */
function identityOf(claim: Claim): string {
  return JSON.stringify([ownerColumn(claim), ownerId(claim), claim.key]);
}

/** Every idempotent request first looks for its key: concurrent requests' lookups go as one statement. */
const storedRecord = coalesced(async (db, identities: readonly string[]) => {
  const wanted = identities.map((identity) => {
    const [column, owner, key] = JSON.parse(identity) as ["user_id" | "operator_id", string, string];
    return { column, owner, key };
  });
  const rows = await db
    .selectFrom("idempotency_records")
    .select(["user_id", "operator_id", "key", "route", "request_hash as requestHash", "response", "created_at as createdAt"])
    .where((eb) => eb.or(wanted.map(({ column, owner, key }) => eb.and([eb(column, "=", owner), eb("key", "=", key)]))))
    .execute();
  return new Map(rows.map(({ user_id, operator_id, key, ...row }) => [JSON.stringify(user_id === null ? ["operator_id", operator_id, key] : ["user_id", user_id, key]), row]));
});

async function replay<T>(db: Db, claim: Claim, requestHash: string): Promise<T | typeof freed> {
  const deadline = Date.now() + pendingWaitLimitMs;
  for (;;) {
    const row = await storedRecord(db, identityOf(claim));
    if (!row) return freed;
    if (row.route !== claim.route || row.requestHash !== requestHash) fail("idempotencyKeyReused");
    const outcome = row.response as StoredOutcome;
    if (outcome.state === "done") return outcome.result as T;
    if (outcome.state === "failed") throw new AppError(outcome.errorName as ErrorName, outcome.params ?? {});
    // A claim of an earlier release: wait while its lease may still be renewed, then the outcome is unknown (500).
    const leaseUntilMs = outcome.leaseUntilMs ?? row.createdAt.getTime() + pendingWaitLimitMs;
    if (leaseUntilMs < Date.now()) fail("unknownError");
    if (Date.now() > deadline) fail("tooManyRequests", { seconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, pendingWaitMs));
  }
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

