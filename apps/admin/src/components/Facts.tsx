// An item's facts as a definition list of label and value (a review item, a profile).
import type { ReactNode } from "react";

export type Fact = readonly [label: string, value: ReactNode, testId?: string];

export function Facts({ rows }: { rows: readonly Fact[] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="facts__row" data-testid={testId}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
