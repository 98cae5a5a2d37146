// The decimal input of an order form with its optional − / + stepper. Typing is filtered to a
// decimal, kept as text, and shown dir="ltr" so it reads the same in Arabic.
import { useTranslation } from "react-i18next";
import { Field } from "../../../../components/Field.tsx";
import { acceptsTyping, normaliseTyping, stepQuantity } from "./preview.ts";

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** With a scale the field gets − and + buttons that step by 10^-scale. */
  stepScale?: number;
  optional?: boolean;
  testId?: string;
}

/** A decimal amount typed as text (never a JS number), left-to-right in every language. */
export function AmountField({ label, value, onChange, error, hint, stepScale, optional, testId }: AmountFieldProps) {
  const { t } = useTranslation();
  const stepper = (direction: 1 | -1) =>
    stepScale === undefined ? undefined : (
      <button type="button" className="button button--secondary order-stepper" aria-label={direction === 1 ? t("orderPanel.increase") : t("orderPanel.decrease")} onClick={() => onChange(stepQuantity(value, direction, stepScale))}>
        {direction === 1 ? "+" : "−"}
      </button>
    );
  return (
    <Field
      label={label}
      value={value}
      onChange={(event) => {
        const text = normaliseTyping(event.target.value);
        if (acceptsTyping(text)) onChange(text);
      }}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      dir="ltr"
      error={error}
      hint={hint}
      optionalLabel={optional}
      leading={stepper(-1)}
      trailing={stepper(1)}
      data-testid={testId}
    />
  );
}
