// An order's preview or confirmation as label / value pairs; numbers read left to right in every
// language.
import type { ReviewRow } from "../../api/order-panel.ts";

/** Label / value pairs of a preview or a confirmation. */
export function SummaryList({ rows, testId }: { rows: ReviewRow[]; testId?: string }) {
  return (
    <dl className="order-summary" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.label} className="order-summary__row">
          <dt>{row.label}</dt>
          <dd className={row.numeric === true ? "numeric" : undefined} dir={row.numeric === true ? "ltr" : undefined} data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
