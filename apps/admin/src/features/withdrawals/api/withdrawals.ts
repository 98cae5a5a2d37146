// The withdrawal queue's queries and the payout decision; the review flow then refreshes every
// query, so the list, the item and the dashboard's count move alike.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { approveWithdrawal, getWithdrawal, listWithdrawals } from "@tradewind/api/admin/payments";
import type { BodyOf, QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useWithdrawalList(query: QueryOf<typeof listWithdrawals>) {
  return useQuery({ ...endpointQuery(listWithdrawals, { query }), placeholderData: keepPreviousData });
}

export function useWithdrawal(id: string) {
  return useQuery(endpointQuery(getWithdrawal, { params: { id } }));
}

/** Records the payout; the key is made once per dialog, so a retried click pays once. */
export function recordPayout(id: string, body: BodyOf<typeof approveWithdrawal>, idempotencyKey: string) {
  return call(approveWithdrawal, { params: { id }, body, idempotencyKey });
}

/** The withdrawal waiting longest, which the queue serves first. */
export async function oldestPendingWithdrawal(): Promise<string | undefined> {
  const first = await call(listWithdrawals, { query: { status: "pending", page: 1, size: 1 } });
  return first.items[0]?.id;
}
