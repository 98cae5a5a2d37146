// The order-entry stage of contract placements (issue 28): orders that arrive together commit
// together, in one transaction, as fast ledgers batch their transfers. Each order is still checked
// on its own before it joins (checkedEntry), accepted or refused on its own inside (an overdraft
// refuses that order only), and answered only once the transaction has committed. One insert
// writes the orders, the ledger locks every account once in id order and writes every entry in one
// statement, and one insert stores every reply against its Idempotency-Key. A batch that fails
// as a whole before its commit (a concurrent duplicate's key, a deadlock) is rolled back and each
// of its orders runs alone, in its own request, exactly as without the stage.
import type { OrderId, UserId } from "@tradewind/domain/ids";
import { postEachWithRebates } from "../../referral/service.ts";
import { AppError } from "../../platform/errors.ts";
import { recordReplies, repliesCommitted, replyClaim, type ReplyClaim } from "../../platform/idempotency.ts";
import { microBatcher, type JobOutcome } from "../../platform/micro-batch.ts";
import type { Book, ContractOrderRecord } from "../engine/types.ts";
import * as repository from "./repository.ts";
import { assertEntryPriceFresh, checkedEntry, openAlone, openingEntry, openingFee, placed, placementReply, type ContractDeps, type OrderEntry, type PlaceRequest } from "./service.ts";

/** Orders per transaction at most: a batch's statements stay small, and a refused batch costs little. */
const ordersPerBatchMax = 100;
/** Transactions at once: leaves the pool room for the reads that check each order. */
const batchesInFlightMax = 4;

interface Job {
  entry: OrderEntry;
  /** The request's Idempotency-Key, stored in the batch's transaction. */
  claim: ReplyClaim | undefined;
}

/** The committed order, or `alone`: the batch could not take it, so its request commits it itself. */
type Committed = ContractOrderRecord | typeof alone;
const alone = Symbol("alone");

export interface ContractOrderEntry {
  place(userId: UserId, book: Book, request: PlaceRequest): Promise<{ id: OrderId }>;
}

export function contractOrderEntry(deps: ContractDeps): ContractOrderEntry {
  const batcher = microBatcher<Job, Committed>({ maxSize: ordersPerBatchMax, maxInFlight: batchesInFlightMax, run: (jobs) => commitTogether(deps, jobs) });
  return {
    async place(userId, book, request) {
      const entry = await checkedEntry(deps, userId, book, request);
      const committed = await batcher.submit({ entry, claim: replyClaim() });
      return placed(deps, entry, committed === alone ? await openAlone(deps, entry) : committed);
    },
  };
}

async function commitTogether(deps: ContractDeps, jobs: readonly Job[]): Promise<JobOutcome<Committed>[]> {
  const outcomes: JobOutcome<Committed>[] = jobs.map(() => ({ ok: true, value: alone }));
  const taken: number[] = [];
  const identities = new Set<string>();
  jobs.forEach((job, index) => {
    // One request sent twice: the second runs alone after the first and replays its answer.
    if (job.claim && identities.has(job.claim.identity)) return;
    if (job.claim) identities.add(job.claim.identity);
    try {
      assertEntryPriceFresh(deps, job.entry);
      taken.push(index);
    } catch (error) {
      outcomes[index] = { ok: false, error };
    }
  });
  if (taken.length === 0) return outcomes;
  const takenJobs = taken.map((index) => jobs[index] as Job);
  let committing = false;
  try {
    const results = await deps.db.transaction().execute(async (tx) => {
      const orders = await repository.insertOrders(tx, takenJobs.map((job) => job.entry.order));
      const entries = await postEachWithRebates(
        tx,
        orders.map((order, index) => openingEntry((takenJobs[index] as Job).entry, order.id)),
        orders.map((order, index) => openingFee((takenJobs[index] as Job).entry, order.id)),
      );
      const refused = orders.filter((_, index) => entries[index] instanceof AppError);
      await repository.deleteUncommittedOrders(tx, refused.map((order) => order.id));
      const accepted = orders.flatMap((order, index) => (entries[index] instanceof AppError ? [] : [{ order, job: takenJobs[index] as Job }]));
      await recordReplies(tx, accepted.flatMap(({ order, job }) => (job.claim ? [{ claim: job.claim, reply: placementReply(order) }] : [])));
      committing = true;
      return orders.map((order, index) => {
        const entry = entries[index];
        return entry instanceof AppError ? { ok: false as const, error: entry } : { ok: true as const, value: order };
      });
    });
    repliesCommitted(takenJobs.flatMap((job) => (job.claim ? [job.claim] : [])));
    results.forEach((result, index) => (outcomes[taken[index] as number] = result));
  } catch (error) {
    // Failed at its commit, the batch's outcome is unknown: no order may run again, so each
    // request answers the error and its retry learns the outcome from its key. Before it, nothing
    // was written and each order runs alone.
    if (committing) for (const index of taken) outcomes[index] = { ok: false, error };
  }
  return outcomes;
}
