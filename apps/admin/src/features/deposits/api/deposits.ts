// The deposit queue's queries and the credit decision; the review flow then refreshes every
// query, so the list, the item and the dashboard's count move alike.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { approveDeposit, getDeposit, listDeposits } from "@tradewind/api/admin/payments";
import type { BodyOf, QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useDepositList(query: QueryOf<typeof listDeposits>) {
  return useQuery({ ...endpointQuery(listDeposits, { query }), placeholderData: keepPreviousData });
}

export function useDeposit(id: string) {
  return useQuery(endpointQuery(getDeposit, { params: { id } }));
}

/** Credits the deposit; the key is made once per dialog, so a retried click credits once. */
export function creditDeposit(id: string, body: BodyOf<typeof approveDeposit>, idempotencyKey: string) {
  return call(approveDeposit, { params: { id }, body, idempotencyKey });
}

/** The deposit waiting longest, which the queue serves first. */
export async function oldestPendingDeposit(): Promise<string | undefined> {
  const first = await call(listDeposits, { query: { status: "pending", page: 1, size: 1 } });
  return first.items[0]?.id;
}

