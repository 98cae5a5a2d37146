// SQL of the referral domain: the rebate records (migration 0024), their pages and their totals
// per level, currency and period, through the indexes on (beneficiary_id, id) and
// (beneficiary_id, level, created_at).
import { withTables, type Db } from "../platform/database.ts";
import type { RebateSourceKind, ReferralTables } from "./tables.ts";

export interface NewRebate {
  beneficiaryId: string;
  level: number;
  sourceUserId: string;
  sourceKind: RebateSourceKind;
  reference: string;
  fee: string;
  rate: string;
  amount: string;
  currency: string;
  entryId: string;
  createdAt: Date;
}

/** Inserts the record; false when this fill already paid this beneficiary. */
export async function insertRebate(handle: Db, rebate: NewRebate): Promise<boolean> {
  const db = withTables<ReferralTables>(handle);
  const inserted = await db
    .insertInto("referral_rebates")
    .values({
      beneficiary_id: rebate.beneficiaryId,
      level: rebate.level,
      source_user_id: rebate.sourceUserId,
      source_kind: rebate.sourceKind,
      reference: rebate.reference,
      fee: rebate.fee,
      rate: rebate.rate,
      amount: rebate.amount,
      currency: rebate.currency,
      entry_id: rebate.entryId,
      created_at: rebate.createdAt,
    })
    .onConflict((oc) => oc.columns(["source_kind", "reference", "beneficiary_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function rebatesPage(handle: Db, beneficiaryId: string, level: number | undefined, window: { limit: number; offset: number }) {
  const db = withTables<ReferralTables>(handle);
  let query = db.selectFrom("referral_rebates").where("beneficiary_id", "=", beneficiaryId);
  if (level !== undefined) query = query.where("level", "=", level);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** Sums per level and currency since each boundary, in one pass over the beneficiary's rows. */
export async function rebateTotals(handle: Db, beneficiaryId: string, since: { today: Date; week: Date; month: Date }) {
  const db = withTables<ReferralTables>(handle);
  return db
    .selectFrom("referral_rebates")
    .select((eb) => [
      "level",
      "currency",
      eb.fn.sum<string | null>("amount").filterWhere("created_at", ">=", since.today).as("today"),
      eb.fn.sum<string | null>("amount").filterWhere("created_at", ">=", since.week).as("week"),
      eb.fn.sum<string | null>("amount").filterWhere("created_at", ">=", since.month).as("month"),
      eb.fn.sum<string | null>("amount").as("all"),
    ])
    .where("beneficiary_id", "=", beneficiaryId)
    .groupBy(["level", "currency"])
    .execute();
}
