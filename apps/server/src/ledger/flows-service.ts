// Deposits and withdrawals of the real book per UTC day, read from the ledger: what entered and
// left through the platform's cash account (the outside world) in the entries the payments domain
// posts when finance credits a deposit or pays a withdrawal out. A withdrawal's fee stays on the
// platform (fees account), so it is not counted as money that left.
import type { Decimal } from "@tradewind/domain/money";
import type { Db } from "../platform/database.ts";
import * as repository from "./flows-repository.ts";

/** Entry kinds of money arriving from and leaving for the outside world. */
export const depositEntryKind = "deposit";
export const withdrawalEntryKind = "withdrawal_payout";

/** USDT per day (YYYY-MM-DD) in [from, to) that entries of `kind` moved through platform cash. */
export async function realFlowsByDay(db: Db, kind: typeof depositEntryKind | typeof withdrawalEntryKind, from: Date, to: Date): Promise<Map<string, Decimal>> {
  const rows = await repository.cashPostingsByDay(db, { kind, currency: "USDT", from, to });
  return new Map(rows.map((row) => [row.day, row.amount]));
}
