// The buy form (SPEC §2 /trading): product, timeframe and amount on the real book. The amount is
// checked as exact decimal text against the investment range and what the reserve covers for
// the timeframe; daily and total yield are previewed before the buy. The request carries an
// Idempotency-Key per body (a retry or double click replays it); success says 20004.
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { smartCurrency, type SmartProduct } from "@tradewind/api/earn";
import { assertNever } from "@tradewind/domain/assert";
import { decimal } from "@tradewind/domain/money";
import { FieldFrame, FormError } from "@tradewind/ui/Field.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Choice } from "../../../components/Choice.tsx";
import { Field } from "../../../components/Field.tsx";
import { formatAmount, useLocale } from "../../../i18n/format.ts";
import { useUserInfo } from "../../../lib/user-info.ts";
import { checkAmount, type AmountCheck } from "../amount.ts";
import { useBuy } from "../api/plans.ts";
import { formatDays } from "../terms.ts";
import { YieldSummary } from "./YieldSummary.tsx";

interface BuyFormProps {
  products: readonly SmartProduct[];
  productId: string;
  onProduct: (id: string) => void;
}

export function BuyForm({ products, productId, onProduct }: BuyFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const product = products.find((candidate) => candidate.id === productId) ?? products[0];
  const [chosenDays, setDays] = useState<number | null>(null);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const buy = useBuy(() => setAmount(""));
  const amountProblem = useAmountProblem(smartCurrency);
  if (product === undefined) return null;
  const offered = product.timeframes.filter((timeframe) => timeframe.purchasable);
  const timeframe = offered.find((candidate) => candidate.days === chosenDays) ?? offered[0];
  if (timeframe === undefined) return null;
  const limit = maxOf(product.maxAmount, timeframe.coveredAmountMax);
  const check = checkAmount(amount, product.minAmount, limit.amount);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(check, limit.byReserve);
    setError(problem);
    if (problem !== undefined || check.state !== "ok") return;
    buy.mutate({ productId: product.id, days: timeframe.days, amount: check.amount });
  };

  return (
    <form className="smart-buy" onSubmit={onSubmit} noValidate data-testid="smart-buy">
      <FormError message={buy.error === null ? undefined : errorMessage(buy.error)} />
      <ProductSelect products={products} value={product.id} onChange={(id) => {
          onProduct(id);
          setDays(null);
          setError(undefined);
          buy.reset();
        }} />
      <div className="field">
        <span className="field__label">{t("smart.timeframe")}</span>
        <Choice look="segments" options={offered.map((option) => String(option.days))} value={String(timeframe.days)} onChange={(days) => {
            setDays(Number(days));
            buy.reset();
          }} labelOf={(days) => formatDays(Number(days), locale)} label={t("smart.timeframe")} testIdPrefix="smart-days" />
      </div>
      <AmountField product={product} limit={limit} value={amount} error={error} onChange={(value) => {
          setAmount(value);
          setError(undefined);
          buy.reset();
        }} />
      <YieldSummary product={product} days={timeframe.days} amount={check.state === "ok" ? check.amount : null} />
      <button type="submit" className="button button--primary button--block" disabled={buy.isPending} data-testid="smart-buy-submit">
        {buy.isPending ? t("smart.buying") : t("smart.buy")}
      </button>
    </form>
  );
}

/** The amount's upper bound: the product's largest, or less when that is all the reserve covers for the timeframe. */
function maxOf(maxAmount: string, coveredAmountMax: string): { amount: string; byReserve: boolean } {
  const byReserve = decimal(coveredAmountMax).lessThan(maxAmount);
  return { amount: byReserve ? coveredAmountMax : maxAmount, byReserve };
}

/** What is wrong with the amount, in words; undefined when it can be sent. */
function useAmountProblem(currency: string): (check: AmountCheck, byReserve: boolean) => string | undefined {
  const { t } = useTranslation();
  const locale = useLocale();
  // Limits beside an input are exact: a rounded maximum could read above what is allowed.
  const money = (value: string) => formatAmount(value, currency, locale, { style: "exact" });
  return (check, byReserve) => {
    switch (check.state) {
      case "ok":
        return undefined;
      case "empty":
        return t("smart.enterAmount");
      case "invalid":
        return t("errors.10013");
      case "below":
        return t("smart.belowMin", { amount: money(check.min) });
      case "above":
        return byReserve ? t("smart.aboveReserve", { amount: money(check.max) }) : t("smart.aboveMax", { amount: money(check.max) });
      default:
        return assertNever(check, "amount check");
    }
  };
}

function ProductSelect({ products, value, onChange }: { products: readonly SmartProduct[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FieldFrame id={id} label={t("smart.product")}>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)} data-testid="smart-product-select">
        {products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface AmountFieldProps {
  product: SmartProduct;
  limit: { amount: string; byReserve: boolean };
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function AmountField({ product, limit, value, error, onChange }: AmountFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const info = useUserInfo();
  const available = info.data?.balances.find((balance) => balance.currency === product.currency)?.available;
  const money = (amount: string) => formatAmount(amount, product.currency, locale, { style: "exact" });
  const hint = (
    <>
      <span dir="auto">{t("smart.amountHint", { min: money(product.minAmount), max: money(limit.amount) })}</span>
      {limit.byReserve && <span className="smart-buy__reserve-limit"> {t("smart.reserveLimit")}</span>}
      {available !== undefined && <span data-testid="smart-available"> {t("smart.available", { amount: money(available) })}</span>}
    </>
  );
  return (
    <Field
      label={t("smart.amount")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="decimal"
      autoComplete="off"
      placeholder={t("smart.enterAmount")}
      hint={hint}
      error={error}
      dir="ltr"
      data-testid="smart-amount"
    />
  );
}
