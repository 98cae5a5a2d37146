// The finance side of the earn domain, called by admin/earn inside its audited transaction:
// products (edits never touch running plans, which copied their terms) and the earn reserve,
// funded from platform cash by a ledger entry.
import type { AdminSmartProduct, EarnReserve, SmartProductInput } from "@tradewind/api/admin/earn";
import { reserveCoverage, smartCurrency } from "@tradewind/domain/earn";
import { decimal, toPlain } from "@tradewind/domain/money";
import { textIn } from "@tradewind/i18n/language-texts";
import * as ledger from "../ledger/service.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./repository.ts";
import type { ProductRow } from "./repository.ts";
import { earnEntryKinds, rateKindOf, reserveAccount, reserveState } from "./service.ts";

export function productTarget(id: string): string {
  return `smart_product:${id}`;
}

export const reserveTarget = "earn_reserve:USDT";

const plain = (value: string) => toPlain(decimal(value));

function adminProduct(row: ProductRow, running: { plans: number; amount: string } | undefined): AdminSmartProduct {
  return {
    id: row.id,
    name: textIn(row.names, "en").text,
    names: row.names,
    days: [...row.days].sort((a, b) => a - b),
    rateKind: rateKindOf(row),
    minDailyRate: plain(row.min_daily_rate),
    maxDailyRate: plain(row.max_daily_rate),
    minAmount: plain(row.min_amount),
    maxAmount: plain(row.max_amount),
    enabled: row.enabled,
    descriptions: row.descriptions,
    runningPlans: running?.plans ?? 0,
    runningAmount: plain(running?.amount ?? "0"),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function runningOf(db: Db) {
  const rows = await repository.runningByProduct(db);
  return new Map(rows.map((row) => [row.product_id, { plans: Number(row.plans), amount: row.amount }]));
}

export async function listProductsForOffice(db: Db): Promise<AdminSmartProduct[]> {
  const [rows, running] = await Promise.all([repository.products(db), runningOf(db)]);
  return rows.map((row) => adminProduct(row, running.get(row.id)));
}

/** The columns of a product's settings, checked (10169): amounts ordered and positive, a real range, an English text. */
function productColumns(input: SmartProductInput) {
  const [min, max] = input.rate.kind === "fixed" ? [input.rate.dailyRate, input.rate.dailyRate] : [input.rate.minDailyRate, input.rate.maxDailyRate];
  const rateMax = decimal("0.05");
  const ratesFit = decimal(min).greaterThan(0) && decimal(max).lessThanOrEqualTo(rateMax) && (input.rate.kind === "fixed" || decimal(min).lessThan(max));
  const amountsFit = decimal(input.minAmount).greaterThan(0) && decimal(input.minAmount).lessThanOrEqualTo(input.maxAmount);
  if (!ratesFit || !amountsFit || input.names.en === "" || input.descriptions.en === "") fail("smartProductInvalid");
  return {
    names: JSON.stringify(input.names),
    days: [...input.days].sort((a, b) => a - b),
    rate_kind: input.rate.kind,
    min_daily_rate: plain(min),
    max_daily_rate: plain(max),
    min_amount: plain(input.minAmount),
    max_amount: plain(input.maxAmount),
    enabled: input.enabled,
    descriptions: JSON.stringify(input.descriptions),
  };
}

export async function createProduct(tx: Db, input: SmartProductInput, at: Date) {
  const row = await repository.insertProduct(tx, { ...productColumns(input), created_at: at, updated_at: at });
  const after = adminProduct(row, undefined);
  return { target: productTarget(row.id), before: null, after };
}

export async function updateProduct(tx: Db, id: string, input: SmartProductInput, at: Date) {
  const existing = await repository.lockProduct(tx, id);
  if (!existing) fail("smartProductWrong");
  const running = (await runningOf(tx)).get(id);
  const row = await repository.updateProduct(tx, id, { ...productColumns(input), updated_at: at });
  return { target: productTarget(id), before: adminProduct(existing, running), after: adminProduct(row, running) };
}

export async function reserveForOffice(db: Db): Promise<EarnReserve> {
  const [state, runningPlans] = await Promise.all([reserveState(db), repository.runningPlanCount(db)]);
  const balance = state.free.plus(state.committed);
  const coverage = reserveCoverage(balance, state.committed);
  return {
    currency: "USDT",
    balance: toPlain(balance),
    committed: toPlain(state.committed),
    free: toPlain(state.free),
    coverage: coverage === null ? null : coverage.toFixed(4),
    runningPlans,
  };
}

/** Moves `amount` USDT from platform cash into the reserve (10013 for zero). */
export async function fundReserve(tx: Db, amount: string, actor: string) {
  const value = decimal(amount);
  if (value.isZero()) fail("investmentAmountWrong");
  const before = await reserveForOffice(tx);
  const entry = await ledger.post(tx, {
    kind: earnEntryKinds.fund,
    book: "real",
    reference: reserveTarget,
    actor,
    postings: [
      { account: { ownerId: null, currency: smartCurrency, kind: "cash" }, amount: value.negated() },
      { account: reserveAccount, amount: value },
    ],
  });
  return { entryId: entry.id, before, after: await reserveForOffice(tx) };
}
