// The statement page's state as it lives in the URL: which account, the entry kind, the day
// range and the page. Unknown or malformed values read as "not filtered"; the API's filter is
// derived from it, so the list, its pages and the CSV export always ask for the same lines.
import { statementAccounts, statementKinds, type StatementAccount, type StatementKind } from "@tradewind/api/ledger";
import { isDay, rangeInstants, rangeReversed } from "../../lib/date-range.ts";

export interface StatementView {
  account: StatementAccount;
  kind: StatementKind | undefined;
  /** Days, YYYY-MM-DD, both included. */
  from: string | undefined;
  to: string | undefined;
  page: number;
}

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | undefined {
  return values.find((value) => value === raw);
}

export function readStatementView(search: URLSearchParams): StatementView {
  const from = search.get("from");
  const to = search.get("to");
  return {
    account: oneOf(statementAccounts, search.get("account")) ?? "available",
    kind: oneOf(statementKinds, search.get("kind")),
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    page: Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1),
  };
}

/** The URL of a view: only what is set, the first page left implicit. */
export function writeStatementView(view: StatementView): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ["account", view.account],
    ["kind", view.kind],
    ["from", view.from],
    ["to", view.to],
    ["page", view.page > 1 ? String(view.page) : undefined],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** What the list and the export ask the server for; a reversed day range is left out (the form points it out). */
export function statementFilterOf(view: StatementView) {
  const days = rangeReversed(view) ? {} : rangeInstants(view);
  return { account: view.account, ...(view.kind === undefined ? {} : { kind: view.kind }), ...days };
}

export function statementFiltered(view: StatementView): boolean {
  return view.kind !== undefined || view.from !== undefined || view.to !== undefined;
}
