// The finance side of the earn domain, called by admin/earn inside its audited transaction:
// products (edits never touch running plans, which copied their terms) and the earn reserve,
// funded from platform cash by a ledger entry.
import { smartDailyRateMax, type AdminSmartProduct, type EarnReserve, type SmartProductSettings } from "@tradewind/api/admin/earn";
import { reserveCoverage, smartCurrency } from "@tradewind/domain/earn";
import { decimal, toPlain, type Amount } from "@tradewind/domain/money";
import { textIn } from "@tradewind/i18n/language-texts";
import * as ledger from "../ledger/service.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./repository.ts";
import type { Product, ProductSettings, RunningPlans } from "./repository.ts";
import { earnEntryKinds, rateKindOf, reserveAccount, reserveState } from "./service.ts";

export function productTarget(id: string): string {
  return `smart_product:${id}`;
}

export const reserveTarget = "earn_reserve:USDT";

function adminProduct(product: Product, running: RunningPlans | undefined): AdminSmartProduct {
  return {
    id: product.id,
    name: textIn(product.names, "en").text,
    names: product.names,
    days: [...product.days].sort((a, b) => a - b),
    rateKind: rateKindOf(product),
    minDailyRate: toPlain(product.minDailyRate),
    maxDailyRate: toPlain(product.maxDailyRate),
    minAmount: toPlain(product.minAmount),
    maxAmount: toPlain(product.maxAmount),
    enabled: product.enabled,
    descriptions: product.descriptions,
    runningPlans: running?.plans ?? 0,
    runningAmount: running ? toPlain(running.amount) : "0",
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export async function listProductsForOffice(db: Db): Promise<AdminSmartProduct[]> {
  const [products, running] = await Promise.all([repository.products(db), repository.runningByProduct(db)]);
  return products.map((product) => adminProduct(product, running.get(product.id)));
}

/** Highest daily rate a product may pay (packages/api smartDailyRateMax). */
const rateMax = decimal(smartDailyRateMax);

/** A product's settings, checked (10169): amounts ordered and positive, a real range, an English text. */
function checkedSettings(input: SmartProductSettings): ProductSettings {
  const [min, max] = input.rate.kind === "fixed" ? [input.rate.dailyRate, input.rate.dailyRate] : [input.rate.minDailyRate, input.rate.maxDailyRate];
  const ratesFit = min.greaterThan(0) && max.lessThanOrEqualTo(rateMax) && (input.rate.kind === "fixed" || min.lessThan(max));
  const amountsFit = input.minAmount.greaterThan(0) && input.minAmount.lessThanOrEqualTo(input.maxAmount);
  if (!ratesFit || !amountsFit || input.names.en === "" || input.descriptions.en === "") fail("smartProductInvalid");
  return {
    names: input.names,
    days: [...input.days].sort((a, b) => a - b),
    rateKind: input.rate.kind,
    minDailyRate: min,
    maxDailyRate: max,
    minAmount: input.minAmount,
    maxAmount: input.maxAmount,
    enabled: input.enabled,
    descriptions: input.descriptions,
  };
}

export async function createProduct(tx: Db, input: SmartProductSettings, at: Date) {
  const product = await repository.insertProduct(tx, checkedSettings(input), at);
  const after = adminProduct(product, undefined);
  return { target: productTarget(product.id), before: null, after };
}

export async function updateProduct(tx: Db, id: string, input: SmartProductSettings, at: Date) {
  const existing = await repository.lockProduct(tx, id);
  if (!existing) fail("smartProductWrong");
  const running = (await repository.runningByProduct(tx)).get(id);
  const updated = await repository.updateProduct(tx, id, checkedSettings(input), at);
  return { target: productTarget(id), before: adminProduct(existing, running), after: adminProduct(updated, running) };
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
export async function fundReserve(tx: Db, amount: Amount, actor: string) {
  if (amount.isZero()) fail("investmentAmountWrong");
  const before = await reserveForOffice(tx);
  const entry = await ledger.post(tx, {
    kind: earnEntryKinds.fund,
    book: "real",
    reference: reserveTarget,
    actor,
    postings: [
      { account: { ownerId: null, currency: smartCurrency, kind: "cash" }, amount: amount.negated() },
      { account: reserveAccount, amount },
    ],
  });
  return { entryId: entry.id, before, after: await reserveForOffice(tx) };
}
