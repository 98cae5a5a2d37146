// Group commit for money-moving work (issue 28, as TigerBeetle batches): items that arrive within
// `windowMs` of each other (or `batchMax` of them) are committed in one transaction, each inside
// its own savepoint, so an item that fails is refused alone (its writes rolled back) while the
// others commit. Every caller's promise settles only after the commit, with its own result or error.
// `prepare` runs first in each batch and locks, in one stable order, the rows the items will lock
// (accounts sorted by id): two batches then wait for each other instead of deadlocking. A batch
// that PostgreSQL still aborts as a deadlock or serialization failure (a row `prepare` could not
// foresee) is run again, whole, a bounded number of times.
import { sql } from "kysely";
import type { Db } from "./database.ts";

export interface CommitBatcherOptions<Item, Result> {
  db: Db;
  /**
   * How long the first item of a batch waits for others. 0: none (a batch starts as soon as a
   * connection slot is free; under load the items queued meanwhile form the next batch).
   */
  windowMs: number;
  batchMax: number;
  /** Batches committing at once, each on its own connection. */
  concurrency: number;
  /** At most one item per key joins a batch; the others wait for the next (e.g. one order per user). */
  conflictKey?: (item: Item) => string;
  /** Locks every row the batch's items will lock, in a stable order, before any item runs. */
  prepare?: (tx: Db, items: readonly Item[]) => Promise<void>;
  apply: (tx: Db, item: Item) => Promise<Result>;
}

export interface CommitBatcher<Item, Result> {
  submit(item: Item): Promise<Result>;
  /** Resolves when every item submitted so far has settled. */
  settled(): Promise<void>;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/** Whole-batch runs after a deadlock or serialization failure before its items are refused with that error. */
const batchAttemptsMax = 3;
/** PostgreSQL's serialization_failure and deadlock_detected: the transaction may simply be run again. */
const retryableCodes = new Set(["40001", "40P01"]);

export function isRetryableConflict(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && retryableCodes.has(String(error.code));
}

export function createCommitBatcher<Item, Result>(options: CommitBatcherOptions<Item, Result>): CommitBatcher<Item, Result> {
  const queue: Waiting<Item, Result>[] = [];
  let running = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushQueued = false;
  let unsettled = 0;
  let idle: (() => void)[] = [];

  const take = (): Waiting<Item, Result>[] => {
    const batch: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    for (let index = 0; index < queue.length && batch.length < options.batchMax; ) {
      const waiting = queue[index] as Waiting<Item, Result>;
      const key = options.conflictKey?.(waiting.item);
      if (key !== undefined && keys.has(key)) {
        index += 1;
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(waiting);
      queue.splice(index, 1);
    }
    return batch;
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    flushQueued = false;
    while (running < options.concurrency && queue.length > 0) {
      const batch = take();
      running += 1;
      void commit(options, batch).finally(() => {
        running -= 1;
        // Whoever queued meanwhile has waited a whole commit already: no window for them.
        if (queue.length > 0) flush();
      });
    }
  };

  const schedule = () => {
    if (running >= options.concurrency) return;
    if (queue.length >= options.batchMax) flush();
    else if (options.windowMs > 0) timer ??= setTimeout(flush, options.windowMs);
    else if (!flushQueued) {
      // After the current task, so the items submitted in the same turn share the batch.
      flushQueued = true;
      queueMicrotask(flush);
    }
  };

  const settle = () => {
    unsettled -= 1;
    if (unsettled > 0) return;
    const waiters = idle;
    idle = [];
    for (const resolve of waiters) resolve();
  };

  return {
    submit(item) {
      unsettled += 1;
      return new Promise<Result>((resolve, reject) => {
        queue.push({
          item,
          resolve: (result) => (settle(), resolve(result)),
          reject: (error) => (settle(), reject(error)),
        });
        schedule();
      });
    },
    settled: () => (unsettled === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve))),
  };
}

type Outcome<Result> = { ok: true; result: Result } | { ok: false; error: unknown };

/** Runs one batch; settles each item after the commit (or refuses all when the transaction itself fails). */
async function commit<Item, Result>(options: CommitBatcherOptions<Item, Result>, batch: readonly Waiting<Item, Result>[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcomes = await options.db.transaction().execute(async (tx) => {
        await options.prepare?.(
          tx,
          batch.map((waiting) => waiting.item),
        );
        const done: Outcome<Result>[] = [];
        for (const waiting of batch) done.push(await inSavepoint(tx, () => options.apply(tx, waiting.item)));
        // An item that lost a deadlock inside its savepoint would be refused for no fault of its own: run the batch again.
        const conflict = done.find((outcome) => !outcome.ok && isRetryableConflict(outcome.error));
        if (conflict && !conflict.ok) throw conflict.error;
        return done;
      });
      outcomes.forEach((outcome, index) => {
        const waiting = batch[index] as Waiting<Item, Result>;
        if (outcome.ok) waiting.resolve(outcome.result);
        else waiting.reject(outcome.error);
      });
      return;
    } catch (error) {
      if (attempt < batchAttemptsMax && isRetryableConflict(error)) continue;
      for (const waiting of batch) waiting.reject(error);
      return;
    }
  }
}

async function inSavepoint<Result>(tx: Db, run: () => Promise<Result>): Promise<Outcome<Result>> {
  await sql`savepoint batch_item`.execute(tx);
  try {
    const result = await run();
    await sql`release savepoint batch_item`.execute(tx);
    return { ok: true, result };
  } catch (error) {
    await sql`rollback to savepoint batch_item`.execute(tx);
    return { ok: false, error };
  }
}
