// Two-way and many-way choices of an order form: direction, price type, leverage, side.
interface Choice<Value extends string | number> {
  value: Value;
  label: string;
  /** Colour of the chosen option: buy/up green, sell/down red. */
  tone?: "positive" | "negative";
}

/** A row of mutually exclusive buttons (direction, price type, leverage, side). */
export function Toggle<Value extends string | number>({ label, choices, value, onChange, wrap }: { label: string; choices: Choice<Value>[]; value: Value; onChange: (value: Value) => void; wrap?: boolean }) {
  return (
    <div className={`order-toggle${wrap === true ? " order-toggle--wrap" : ""}`} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className={`order-toggle__button${choice.value === value ? ` order-toggle__button--on order-toggle__button--${choice.tone ?? "neutral"}` : ""}`}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/** Buy-side against sell-side (long/short, buy/sell): the first is coloured as a buy, the second as a sell. */
export function SideToggle<Value extends string>({ label, sides, value, onChange }: { label: string; sides: [Choice<Value>, Choice<Value>]; value: Value; onChange: (value: Value) => void }) {
  const [buying, selling] = sides;
  return <Toggle label={label} choices={[{ ...buying, tone: "positive" }, { ...selling, tone: "negative" }]} value={value} onChange={onChange} />;
}
