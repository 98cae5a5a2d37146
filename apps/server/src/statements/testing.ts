// Test helpers of statements and the portfolio built on them: a user's entry dated in the past
// (entries are written at the database's now), and a statement CSV read back by its header.
import type { UserId } from "@tradewind/domain/ids";
import type { EntryKind } from "@tradewind/domain/ledger-kinds";
import { Decimal, decimal } from "@tradewind/domain/money";
import { sql } from "kysely";
import * as ledger from "../ledger/service.ts";
import type { Db } from "../platform/database.ts";

export interface DatedLeg {
  currency: string;
  kind: "available" | "margin" | "held";
  amount: string;
}

/** One entry of `owner` on the real book dated `at`: the legs, an optional fee, and the platform's cash giving what they gain per currency. */
export async function postDated(db: Db, owner: UserId, at: string, kind: EntryKind, reference: string, legs: readonly DatedLeg[], fee?: { currency: string; amount: string }) {
  const feeLegs = fee ? [{ account: { ownerId: null, currency: fee.currency, kind: "fees" as const }, amount: decimal(fee.amount) }] : [];
  const own = legs.map((leg) => ({ account: { ownerId: owner, currency: leg.currency, kind: leg.kind }, amount: decimal(leg.amount) }));
  const currencies = [...new Set([...legs.map((leg) => leg.currency), ...(fee ? [fee.currency] : [])])];
  const cash = currencies.map((currency) => {
    const total = [...own, ...feeLegs].filter((leg) => leg.account.currency === currency).reduce((sum, leg) => sum.plus(leg.amount), new Decimal(0));
    return { account: { ownerId: null, currency, kind: "cash" as const }, amount: total.negated() };
  });
  const entry = await db.transaction().execute((tx) => ledger.post(tx, { kind, book: "real", reference, actor: "test", postings: [...own, ...feeLegs, ...cash.filter((leg) => !leg.amount.isZero())] }));
  await sql`update journal_entries set created_at = ${new Date(at)} where id = ${entry.id}`.execute(db);
}

/** A statement CSV's rows as objects by the header's names (no cell of the tests' statements is quoted). */
export function csvRows(csv: string): Record<string, string>[] {
  const [header = "", ...lines] = csv.trimEnd().split("\r\n");
  const names = header.split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((cell, index) => [names[index] ?? "", cell])));
}
