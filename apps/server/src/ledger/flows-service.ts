// Deposits and withdrawals of the real book per UTC day, read from the ledger: the entries the
// payments release posts under these kinds. Until it exists there are none, so the dashboard
// shows 0 because nothing moved, not because nothing was counted.
import { decimal, type Decimal } from "@tradewind/domain/money";
import type { Db } from "../platform/database.ts";
import * as repository from "./flows-repository.ts";

/** Entry kinds of money arriving from and leaving for the outside world. */
export const depositEntryKind = "deposit";
export const withdrawalEntryKind = "withdrawal";

/** USDT per day (YYYY-MM-DD) in [from, to) that entries of `kind` moved in users' available accounts. */
export async function realFlowsByDay(db: Db, kind: typeof depositEntryKind | typeof withdrawalEntryKind, from: Date, to: Date): Promise<Map<string, Decimal>> {
  const rows = await repository.userPostingsByDay(db, { kind, currency: "USDT", from, to });
  return new Map(rows.map((row) => [row.day, decimal(row.amount)]));
}

