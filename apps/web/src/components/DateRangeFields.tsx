// A "from – to" pair of day pickers for the record filters, drawn inside a FilterBar. The days
// are the user's own calendar days (lib/date-range.ts turns them into instants); a range that ends
// before it starts is pointed out under the pair instead of being sent.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { rangeReversed, type DayRange } from "../lib/date-range.ts";
import "./DateRangeFields.css";

interface DateRangeFieldsProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
  testIdPrefix: string;
}

export function DateRangeFields({ range, onChange, testIdPrefix }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const reversed = rangeReversed(range);
  return (
    <fieldset className="date-range" aria-describedby={reversed ? `${id}-error` : undefined}>
      <legend className="visually-hidden">{t("filters.dateRange")}</legend>
      <DayInput label={t("filters.from")} value={range.from} max={range.to} invalid={reversed} onChange={(from) => onChange({ ...range, from })} testId={`${testIdPrefix}-from`} />
      <DayInput label={t("filters.to")} value={range.to} min={range.from} invalid={reversed} onChange={(to) => onChange({ ...range, to })} testId={`${testIdPrefix}-to`} />
      {reversed && (
        <p id={`${id}-error`} className="field__error date-range__error" role="alert">
          {t("errors.10124")}
        </p>
      )}
    </fieldset>
  );
}

interface DayInputProps {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  invalid: boolean;
  onChange: (day: string | undefined) => void;
  testId: string;
}

function DayInput({ label, value, min, max, invalid, onChange, testId }: DayInputProps) {
  return (
    <label className="date-range__field">
      <span className="filter-bar__label">{label}</span>
      <input
        type="date"
        className="select date-range__input"
        value={value ?? ""}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
        aria-invalid={invalid}
        data-testid={testId}
      />
    </label>
  );
}
