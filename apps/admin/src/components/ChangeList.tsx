// What an audited write changed: one line per changed field, before → after.
import { changedFields } from "../lib/json.ts";

export function ChangeList({ before, after }: { before: unknown; after: unknown }) {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return <>—</>;
  return (
    <ul className="changes">
      {changedFields(before, after).map((change) => (
        <li key={change.key ?? "value"}>
          {change.key !== null && <strong>{change.key}: </strong>}
          <span className="changes__before">{change.before}</span>
          {" → "}
          <span>{change.after}</span>
        </li>
      ))}
    </ul>
  );
}
