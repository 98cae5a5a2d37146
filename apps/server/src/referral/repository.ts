// SQL of the referral domain: the rebate records (migration 0024), their pages and their totals
// per level, currency and period, through the indexes on (beneficiary_id, id) and
// (beneficiary_id, level, created_at). Rows leave as camelCase records with Decimal amounts.
import { decimal, decimalOrNull, toPlain, type Decimal } from "@tradewind/domain/money";
import type { Selectable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { RebateSourceKind, ReferralTables } from "./tables.ts";

export interface RebateRecord {
  id: string;
  beneficiaryId: string;
  level: number;
  sourceUserId: string;
  sourceKind: RebateSourceKind;
  /** The order that paid the fee: `contract:<id>` or `spot:<id>`. */
  reference: string;
  fee: Decimal;
  rate: Decimal;
  amount: Decimal;
  currency: string;
  entryId: string;
  createdAt: Date;
}

export type NewRebate = Omit<RebateRecord, "id">;

function rebateOf(row: Selectable<ReferralTables["referral_rebates"]>): RebateRecord {
  return {
    id: row.id,
    beneficiaryId: row.beneficiary_id,
    level: Number(row.level),
    sourceUserId: row.source_user_id,
    sourceKind: row.source_kind,
    reference: row.reference,
    fee: decimal(row.fee),
    rate: decimal(row.rate),
    amount: decimal(row.amount),
    currency: row.currency,
    entryId: row.entry_id,
    createdAt: new Date(row.created_at),
  };
}

/** Inserts the records in one statement; a second record of one fill for one beneficiary fails on the unique key. */
export async function insertRebates(handle: Db, rebates: readonly NewRebate[]): Promise<void> {
  if (rebates.length === 0) return;
  const db = withTables<ReferralTables>(handle);
  await db
    .insertInto("referral_rebates")
    .values(
      rebates.map((rebate) => ({
        beneficiary_id: rebate.beneficiaryId,
        level: rebate.level,
        source_user_id: rebate.sourceUserId,
        source_kind: rebate.sourceKind,
        reference: rebate.reference,
        fee: toPlain(rebate.fee),
        rate: toPlain(rebate.rate),
        amount: toPlain(rebate.amount),
        currency: rebate.currency,
        entry_id: rebate.entryId,
        created_at: rebate.createdAt,
      })),
    )
    .execute();
}

export async function rebatesPage(handle: Db, beneficiaryId: string, level: number | undefined, window: { limit: number; offset: number }): Promise<{ rows: RebateRecord[]; total: number }> {
  const db = withTables<ReferralTables>(handle);
  let query = db.selectFrom("referral_rebates").where("beneficiary_id", "=", beneficiaryId);
  if (level !== undefined) query = query.where("level", "=", level);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(rebateOf), total: Number(total.count) };
}

/** What was paid in one currency at one level, per period; null for a period without rebates. */
export interface RebateTotals {
  level: number;
  currency: string;
  today: Decimal | null;
  week: Decimal | null;
  month: Decimal | null;
  all: Decimal | null;
}

/** Sums per level and currency since each boundary, in one pass over the beneficiary's rows. */
export async function rebateTotals(handle: Db, beneficiaryId: string, since: { today: Date; week: Date; month: Date }): Promise<RebateTotals[]> {
  const db = withTables<ReferralTables>(handle);
  const rows = await db
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
  return rows.map((row) => ({ level: Number(row.level), currency: row.currency, today: decimalOrNull(row.today), week: decimalOrNull(row.week), month: decimalOrNull(row.month), all: decimalOrNull(row.all) }));
}
