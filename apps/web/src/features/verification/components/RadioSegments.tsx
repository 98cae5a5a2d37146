// One choice of a few as native radio buttons drawn as a segmented pill: the fieldset's legend
// names the group, arrow keys move between options, and the error sits under it.
import { useId } from "react";

interface RadioSegmentsProps<Value extends string> {
  legend: string;
  options: readonly Value[];
  /** "" while nothing is chosen. */
  value: Value | "";
  onChange: (value: Value) => void;
  labelOf: (value: Value) => string;
  error?: string | undefined;
  testId: string;
}

export function RadioSegments<Value extends string>({ legend, options, value, onChange, labelOf, error, testId }: RadioSegmentsProps<Value>) {
  const id = useId();
  return (
    <fieldset className={`field radio-segments${error === undefined ? "" : " field--invalid"}`} aria-describedby={error === undefined ? undefined : `${id}-error`} data-testid={testId}>
      <legend className="field__label">{legend}</legend>
      <div className="segments radio-segments__options">
        {options.map((option) => (
          <label key={option} className={`segments__option radio-segments__option${option === value ? " segments__option--active" : ""}`}>
            <input type="radio" className="visually-hidden" name={id} value={option} checked={option === value} onChange={() => onChange(option)} data-testid={`${testId}-${option}`} />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
