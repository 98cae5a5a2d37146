// An item's facts as a definition list of label and value (a review item, a profile). A text
// value is isolated (<bdi>), so what a user typed keeps its own direction in Arabic: an address
// starting with its house number must not have the number moved to the end.
import type { ReactNode } from "react";

export type Fact = readonly [label: string, value: ReactNode, testId?: string];

export function Facts({ rows }: { rows: readonly Fact[] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="facts__row" data-testid={testId}>
          <dt>{label}</dt>
          <dd>{typeof value === "string" ? <bdi>{value}</bdi> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A long identifier (an email, a wallet address): two columns of the list where there are two, and broken only at the edge, never at its own hyphen. */
export function LongIdentifier({ value }: { value: string }) {
  return <bdi className="facts__identifier">{value}</bdi>;
}
