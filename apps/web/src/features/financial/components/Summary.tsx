// Label / value rows of the withdrawal's charges and its confirmation. Amounts, addresses and
// hashes stay left-to-right inside Arabic text; the emphasised row is the total.
import type { ReactNode } from "react";

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** Left-to-right and tabular: amounts, addresses, hashes. */
  ltr?: boolean;
  emphasis?: boolean;
  testId?: string;
  /** The raw value for tests (`data-value`). */
  raw?: string | undefined;
}

export function Summary({ rows, className, testId }: { rows: readonly SummaryRow[]; className: string; testId: string }) {
  return (
    <dl className={`financial-summary ${className}`} data-testid={testId}>
      {rows.map((row) => (
        <div key={row.label} className={row.emphasis === true ? "financial-summary__total" : undefined}>
          <dt>{row.label}</dt>
          <dd className={row.ltr === true ? "numeric financial-summary__ltr" : undefined} dir={row.ltr === true ? "ltr" : undefined} data-testid={row.testId} data-value={row.raw}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
