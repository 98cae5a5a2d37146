// Coalesced point reads: the same kind of one-row read made by many requests in one turn of the
// event loop (a session by token, a user's status, a parameter) goes to PostgreSQL as one
// statement for all their keys, so a hundred concurrent orders cost one round trip per kind of
// read instead of a hundred. Each caller still gets its own row, read after its request arrived;
// nothing is cached beyond the one statement. Reads are coalesced per database handle: a
// transaction's handle is its own, so reads inside a transaction are never mixed with others'.
import { AsyncResource } from "node:async_hooks";
import type { Db } from "./database.ts";

/** Reads the rows of `keys` (distinct, at least one) in one statement; a key with no row is left out. */
export type ReadMany<K, V> = (db: Db, keys: readonly K[]) => Promise<ReadonlyMap<K, V>>;

export type CoalescedRead<K, V> = (db: Db, key: K) => Promise<V | undefined>;

interface Pending<K, V> {
  keys: Map<K, ((value: V | undefined) => void)[]>;
  failures: ((error: unknown) => void)[];
}

/** `readMany` behind a per-handle queue flushed on the next turn of the event loop. */
export function coalesced<K, V>(readMany: ReadMany<K, V>): CoalescedRead<K, V> {
  const pendingByDb = new WeakMap<Db, Pending<K, V>>();
  // The read runs in the loader's own async context, not in the first caller's request.
  const scope = new AsyncResource("coalesced-read");

  const flush = async (db: Db, pending: Pending<K, V>) => {
    pendingByDb.delete(db);
    try {
      const rows = await readMany(db, [...pending.keys.keys()]);
      for (const [key, waiters] of pending.keys) for (const resolve of waiters) resolve(rows.get(key));
    } catch (error) {
      for (const reject of pending.failures) reject(error);
    }
  };

  return (db, key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let pending = pendingByDb.get(db);
      if (!pending) {
        const created: Pending<K, V> = { keys: new Map(), failures: [] };
        pendingByDb.set(db, created);
        setImmediate(() => scope.runInAsyncScope(() => void flush(db, created)));
        pending = created;
      }
      const waiters = pending.keys.get(key);
      if (waiters) waiters.push(resolve);
      else pending.keys.set(key, [resolve]);
      pending.failures.push(reject);
    });
}
