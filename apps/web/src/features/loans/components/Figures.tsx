// Label / value rows of a loan: the quote, a loan's details, the repayment's confirmation.
// Amounts and rates stay left-to-right inside Arabic text; the emphasised row is the total.
import type { ReactNode } from "react";

export interface Figure {
  label: string;
  value: ReactNode;
  ltr?: boolean;
  emphasis?: boolean;
  /** Shown in red: an overdue amount. */
  alert?: boolean;
  testId?: string;
}

export function Figures({ figures, className, testId }: { figures: readonly Figure[]; className?: string | undefined; testId?: string }) {
  return (
    <dl className={`loans__figures${className === undefined ? "" : ` ${className}`}`} data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.label} className={`${figure.emphasis === true ? "loans__figure--total" : ""}${figure.alert === true ? " loans__figure--alert" : ""}`.trim() || undefined}>
          <dt>{figure.label}</dt>
          <dd className={figure.ltr === true ? "numeric" : undefined} dir={figure.ltr === true ? "ltr" : undefined} data-testid={figure.testId}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
