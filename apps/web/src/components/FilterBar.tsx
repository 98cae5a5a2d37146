// The filter bar above a record list (the statement, deposits and withdrawals): labelled selects
// with an "all" choice, the day range and the actions, wrapping onto more lines on a phone. The
// values live in the page's URL; this only draws them.
import type { ReactNode } from "react";
import "./FilterBar.css";

export function FilterBar({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className="card card--padded filter-bar" data-testid={testId}>
      {children}
    </div>
  );
}

interface FilterSelectProps<Value extends string> {
  label: string;
  /** Undefined: not filtered, the "all" choice. */
  value: Value | undefined;
  options: readonly Value[];
  allLabel: string;
  labelOf: (value: Value) => string;
  onChange: (value: Value | undefined) => void;
  testId: string;
}

export function FilterSelect<Value extends string>({ label, value, options, allLabel, labelOf, onChange, testId }: FilterSelectProps<Value>) {
  return (
    <label className="filter-bar__select">
      <span className="filter-bar__label">{label}</span>
      <select className="select" value={value ?? ""} onChange={(event) => onChange(options.find((option) => option === event.target.value))} data-testid={testId}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
