// Label / value rows of the plan and product figures. Amounts and rates stay left-to-right
// inside Arabic text; the emphasised row is the one the user decides on.
import type { ReactNode } from "react";

export interface Figure {
  label: string;
  value: ReactNode;
  emphasis?: boolean;
  testId?: string;
}

export function Figures({ rows, className = "", testId }: { rows: readonly Figure[]; className?: string; testId?: string }) {
  return (
    <dl className={`smart-figures ${className}`} data-testid={testId}>
      {rows.map((row) => (
        <div key={row.label} className={row.emphasis === true ? "smart-figures__emphasis" : undefined}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An amount or rate that keeps its digits left-to-right (and tabular) in any language. */
export function Num({ children }: { children: ReactNode }) {
  return (
    <span className="numeric" dir="ltr">
      {children}
    </span>
  );
}
