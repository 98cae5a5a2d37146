// The filter form above a review queue: text fields and selects, applied together on submit
// (the page keeps them in the URL). The draft follows the URL when it changes elsewhere.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { paymentCoins, type PaymentCoin } from "@tradewind/api/payments";
import { Field, Select } from "./Field.tsx";

export interface FilterField<F extends string> {
  name: F;
  label: string;
  /** Choices of a select, shown after "All" (the empty value). */
  options?: readonly { value: string; label: string }[];
  inputMode?: "numeric" | "text";
}

interface QueueFiltersProps<F extends string> {
  fields: readonly FilterField<F>[];
  values: Record<F, string>;
  onApply: (values: Record<F, string>) => void;
}

export function QueueFilters<F extends string>({ fields, values, onApply }: QueueFiltersProps<F>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  const [applied, setApplied] = useState(values);
  if (fields.some((field) => values[field.name] !== applied[field.name])) {
    setApplied(values);
    setDraft(values);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="filters" role="search" onSubmit={submit}>
      {fields.map((field) =>
        field.options === undefined ? (
          <Field
            key={field.name}
            label={field.label}
            type="search"
            inputMode={field.inputMode}
            maxLength={120}
            value={draft[field.name]}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            data-testid={`filter-${field.name}`}
          />
        ) : (
          <Select key={field.name} label={field.label} value={draft[field.name]} onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })} data-testid={`filter-${field.name}`}>
            <option value="">{t("common.all")}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        ),
      )}
      <button type="submit" className="button" data-testid="filter-apply">
        {t("common.search")}
      </button>
    </form>
  );
}

/** The filters the deposit and withdrawal queues share: coin, user id, and a hash, address or payout reference. */
export const paymentFilterNames = ["coin", "userId", "q"] as const;

export function usePaymentFilterFields(): FilterField<(typeof paymentFilterNames)[number]>[] {
  const { t } = useTranslation();
  return [
    { name: "coin", label: t("payments.coin"), options: paymentCoins.map((coin) => ({ value: coin, label: coin })) },
    { name: "userId", label: t("review.userId"), inputMode: "numeric" },
    { name: "q", label: t("payments.search") },
  ];
}

/** The payment filters as the list endpoints take them: a coin only when it names one, empty ones left out. */
export function paymentListFilters(filters: Record<(typeof paymentFilterNames)[number], string>): { coin?: PaymentCoin; userId?: string; q?: string } {
  const coin = paymentCoins.find((name) => name === filters.coin);
  return {
    ...(coin === undefined ? {} : { coin }),
    ...(filters.userId === "" ? {} : { userId: filters.userId }),
    ...(filters.q === "" ? {} : { q: filters.q }),
  };
}
