// The audit filter as it lives in the URL: text fields as typed, dates as YYYY-MM-DD (UTC days,
// the end day included), turned into the contract's instants only when querying.
import { auditOutcomes } from "@tradewind/api/admin/audit";

export const filterKeys = ["operatorId", "action", "target", "outcome", "from", "to"] as const;
export type FilterKey = (typeof filterKeys)[number];
export type Filter = Record<FilterKey, string>;

export function readFilter(params: URLSearchParams): Filter {
  return { operatorId: "", action: "", target: "", outcome: "", from: "", to: "", ...Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ""])) };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** The filter as the list and export endpoints take it; empty fields are left out. */
export function toQuery(filter: Filter) {
  const outcome = auditOutcomes.find((name) => name === filter.outcome);
  return {
    ...(filter.operatorId === "" ? {} : { operatorId: filter.operatorId }),
    ...(filter.action === "" ? {} : { action: filter.action }),
    ...(filter.target === "" ? {} : { target: filter.target }),
    ...(outcome === undefined ? {} : { outcome }),
    ...(filter.from === "" ? {} : { from: `${filter.from}T00:00:00Z` }),
    ...(filter.to === "" ? {} : { to: nextDay(filter.to) }),
  };
}
