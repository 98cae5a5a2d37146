// A "from – to" pair of day pickers for the record filters. The days are the user's own calendar
// days (lib/dateRange.ts turns them into instants); a range that ends before it starts is pointed
// out under the pair instead of being sent.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { rangeReversed, type DayRange } from "../lib/dateRange.ts";
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
  const day = (value: string) => (value === "" ? undefined : value);
  return (
    <fieldset className="date-range" aria-describedby={reversed ? `${id}-error` : undefined}>
      <legend className="visually-hidden">{t("filters.dateRange")}</legend>
      <label className="date-range__field">
        <span className="date-range__label">{t("filters.from")}</span>
        <input
          type="date"
          className="select date-range__input"
          value={range.from ?? ""}
          max={range.to}
          onChange={(event) => onChange({ ...range, from: day(event.target.value) })}
          aria-invalid={reversed}
          data-testid={`${testIdPrefix}-from`}
        />
      </label>
      <label className="date-range__field">
        <span className="date-range__label">{t("filters.to")}</span>
        <input
          type="date"
          className="select date-range__input"
          value={range.to ?? ""}
          min={range.from}
          onChange={(event) => onChange({ ...range, to: day(event.target.value) })}
          aria-invalid={reversed}
          data-testid={`${testIdPrefix}-to`}
        />
      </label>
      {reversed && (
        <p id={`${id}-error`} className="field__error date-range__error" role="alert">
          {t("errors.10124")}
        </p>
      )}
    </fieldset>
  );
}
