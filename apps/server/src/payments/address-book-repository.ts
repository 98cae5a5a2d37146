// SQL of the withdrawal address book (migration 0043). A cancelled or removed address keeps its
// row with removed_at set; only live rows (removed_at null) count.
import type { PaymentCoin, PaymentNetwork } from "@tradewind/api/payments";
import type { UserId } from "@tradewind/domain/ids";
import { withTables, type Db } from "../platform/database.ts";
import type { PaymentsTables } from "./tables.ts";

const columns = ["id", "coin", "network", "address", "label", "created_at as createdAt", "usable_at as usableAt"] as const;

export async function liveAddresses(handle: Db, userId: UserId) {
  const db = withTables<PaymentsTables>(handle);
  return db.selectFrom("withdrawal_addresses").select(columns).where("user_id", "=", userId).where("removed_at", "is", null).orderBy("id", "desc").execute();
}
export type SavedAddressRecord = Awaited<ReturnType<typeof liveAddresses>>[number];

export async function findLiveAddress(handle: Db, userId: UserId, target: { coin: PaymentCoin; network: PaymentNetwork; address: string }) {
  const db = withTables<PaymentsTables>(handle);
  return db
    .selectFrom("withdrawal_addresses")
    .select(columns)
    .where("user_id", "=", userId)
    .where("coin", "=", target.coin)
    .where("network", "=", target.network)
    .where("address", "=", target.address)
    .where("removed_at", "is", null)
    .executeTakeFirst();
}

/** Inserts a live address; undefined when the same one is already live (the unique index). */
export async function insertAddress(
  handle: Db,
  row: { userId: UserId; coin: PaymentCoin; network: PaymentNetwork; address: string; label: string; createdAt: Date; usableAt: Date; cancelTokenHash: string },
) {
  const db = withTables<PaymentsTables>(handle);
  return db
    .insertInto("withdrawal_addresses")
    .values({
      user_id: row.userId,
      coin: row.coin,
      network: row.network,
      address: row.address,
      label: row.label,
      created_at: row.createdAt,
      usable_at: row.usableAt,
      cancel_token_hash: row.cancelTokenHash,
    })
    .onConflict((conflict) => conflict.columns(["user_id", "coin", "network", "address"]).where("removed_at", "is", null).doNothing())
    .returning(columns)
    .executeTakeFirst();
}

export async function removeAddress(handle: Db, userId: UserId, id: string, now: Date): Promise<boolean> {
  const db = withTables<PaymentsTables>(handle);
  const removed = await db
    .updateTable("withdrawal_addresses")
    .set({ removed_at: now, cancel_token_hash: null })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("removed_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return removed !== undefined;
}

/** Spends a cancel link on an address still waiting: the row's owner, or undefined for an unknown, used or late link. */
export async function cancelByToken(handle: Db, tokenHash: string, now: Date) {
  const db = withTables<PaymentsTables>(handle);
  return db
    .updateTable("withdrawal_addresses")
    .set({ removed_at: now, cancel_token_hash: null })
    .where("cancel_token_hash", "=", tokenHash)
    .where("removed_at", "is", null)
    .where("usable_at", ">", now)
    .returning(["user_id as userId"])
    .executeTakeFirst();
}
