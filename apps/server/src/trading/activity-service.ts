// Whether users traded lately (the referral team's "active" flag): an order of any product placed
// on the real book since a time. Demo orders never count.
import type { Db } from "../platform/database.ts";
import * as repository from "./activity-repository.ts";

/** The subset of `userIds` that placed a real-book order at or after `since`. */
export async function realTradersSince(db: Db, userIds: readonly string[], since: Date): Promise<Set<string>> {
  return new Set(await repository.realTradersSince(db, userIds, since));
}
