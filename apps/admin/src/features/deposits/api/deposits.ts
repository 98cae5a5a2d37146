// The deposit queue's queries, keyed under ["admin", "deposits"] so a decision's refresh of
// ["admin"] reaches the list, the item and the dashboard's count alike.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { approveDeposit, getDeposit, listDeposits } from "@tradewind/api/admin/payments";
import type { BodyOf, QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";

export function useDepositList(query: QueryOf<typeof listDeposits>) {
  return useQuery({ queryKey: ["admin", "deposits", "list", query], queryFn: () => call(listDeposits, { query }), placeholderData: keepPreviousData });
}

export function useDeposit(id: string) {
  return useQuery({ queryKey: ["admin", "deposits", "item", id], queryFn: () => call(getDeposit, { params: { id } }) });
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

