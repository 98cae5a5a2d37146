// One choice out of a few: the kind tabs (underlined) or a pill of segments (current / history,
// the profit period, the statement's accounts). Tabs announce themselves as tabs, segments as a
// radio group.
import "./Choice.css";

interface ChoiceProps<Value extends string> {
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  labelOf: (value: Value) => string;
  label: string;
  look: "tabs" | "segments";
  testIdPrefix?: string;
  className?: string;
}

export function Choice<Value extends string>({ options, value, onChange, labelOf, label, look, testIdPrefix, className = "" }: ChoiceProps<Value>) {
  const tabs = look === "tabs";
  const block = tabs ? "tabs" : "segments";
  return (
    <div className={`${block} ${className}`} role={tabs ? "tablist" : "radiogroup"} aria-label={label}>
      {options.map((option) => {
        const chosen = option === value;
        return (
          <button
            key={option}
            type="button"
            role={tabs ? "tab" : "radio"}
            aria-selected={tabs ? chosen : undefined}
            aria-checked={tabs ? undefined : chosen}
            className={`${block}__option${chosen ? ` ${block}__option--active` : ""}`}
            onClick={() => onChange(option)}
            data-testid={testIdPrefix === undefined ? undefined : `${testIdPrefix}-${option}`}
          >
            {labelOf(option)}
          </button>
        );
      })}
    </div>
  );
}
