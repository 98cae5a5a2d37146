// A review queue's status tabs (pending first: the queue itself, then the decided ones).
import type { ReactNode } from "react";

interface StatusTabsProps<S extends string> {
  statuses: readonly S[];
  current: S;
  label: (status: S) => ReactNode;
  onChange: (status: S) => void;
  /** Names the tab list for screen readers. */
  name: string;
  /** Each tab's data-testid is this prefix and its status ("tab-" unless given). */
  testIdPrefix?: string;
}

export function StatusTabs<S extends string>({ statuses, current, label, onChange, name, testIdPrefix = "tab-" }: StatusTabsProps<S>) {
  return (
    <div className="tabs" role="tablist" aria-label={name}>
      {statuses.map((status) => (
        <button key={status} type="button" role="tab" aria-selected={status === current} className="tabs__tab" data-testid={`${testIdPrefix}${status}`} onClick={() => onChange(status)}>
          {label(status)}
        </button>
      ))}
    </div>
  );
}
