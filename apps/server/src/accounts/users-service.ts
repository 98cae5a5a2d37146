// What other domains may ask accounts about a user: whether the real book is open to them
// (identity verified), whether they are frozen, how many users there are, and a lock on one
// user's row that serialises their changes elsewhere (pass the transaction: the lock lasts
// until it ends).
import type { Db } from "../platform/database.ts";
import * as repository from "./users-repository.ts";

/** The real book trades only after identity verification (SPEC §5). */
export async function kycVerified(db: Db, userId: string): Promise<boolean> {
  return (await repository.kycStatusOf(db, userId)) === "verified";
}

/** A frozen user may not trade (10008); the back office freezes and unfreezes. */
export async function userFrozen(db: Db, userId: string): Promise<boolean> {
  return (await repository.statusOf(db, userId)) === "frozen";
}

export async function registeredUserCount(db: Db): Promise<number> {
  return repository.countUsers(db);
}

/** Locks the user's row inside `tx` until it commits; a missing user locks nothing. */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await repository.lockUserRow(tx, userId);
}
