// The records section's state as it lives in the URL (STYLE: filters in the URL): which list,
// coin, state and day range. Unknown or malformed values read as "not filtered", and a state
// that belongs to the other list (credited is a deposit's, paid a withdrawal's) is dropped.
import { depositStatuses, paymentCoins, withdrawalStatuses, type PaymentCoin } from "@tradewind/api/payments";
import { isDay } from "../../lib/date-range.ts";

export const recordKinds = ["deposits", "withdrawals"] as const;
export type RecordKind = (typeof recordKinds)[number];
export type RecordStatus = (typeof depositStatuses)[number] | (typeof withdrawalStatuses)[number];

export interface RecordsView {
  kind: RecordKind;
  coin: PaymentCoin | undefined;
  status: RecordStatus | undefined;
  /** Days, YYYY-MM-DD, both included. */
  from: string | undefined;
  to: string | undefined;
}

const paramNames = { kind: "records", coin: "coin", status: "state", from: "from", to: "to" } as const;

export function statusesOf(kind: RecordKind): readonly RecordStatus[] {
  return kind === "deposits" ? depositStatuses : withdrawalStatuses;
}

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | undefined {
  return values.find((value) => value === raw);
}

export function readRecordsView(search: URLSearchParams): RecordsView {
  const kind = oneOf(recordKinds, search.get(paramNames.kind)) ?? "deposits";
  const from = search.get(paramNames.from);
  const to = search.get(paramNames.to);
  return {
    kind,
    coin: oneOf(paymentCoins, search.get(paramNames.coin)),
    status: oneOf(statusesOf(kind), search.get(paramNames.status)),
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

/** The URL after a change: other parameters (the page's section) kept, unset filters left out. */
export function writeRecordsView(search: URLSearchParams, view: RecordsView): URLSearchParams {
  const next = new URLSearchParams(search);
  const status = view.status !== undefined && statusesOf(view.kind).includes(view.status) ? view.status : undefined;
  const values = { kind: view.kind, coin: view.coin, status, from: view.from, to: view.to };
  for (const [field, name] of Object.entries(paramNames) as [keyof typeof paramNames, string][]) {
    const value = values[field];
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

export function filtered(view: RecordsView): boolean {
  return view.coin !== undefined || view.status !== undefined || view.from !== undefined || view.to !== undefined;
}
