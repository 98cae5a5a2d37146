// The ledger adjustments awaiting a second finance operator, and the decision on one; a decision
// refreshes every back-office query (balances, the rolling limit, the dashboard).
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { approveAdjustment, listAdjustments, rejectAdjustment } from "@tradewind/api/admin/adjustments";
import type { QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { endpointQuery, refreshAll } from "../../../lib/query.ts";

export function useAdjustmentList(query: QueryOf<typeof listAdjustments>) {
  return useQuery({ ...endpointQuery(listAdjustments, { query }), placeholderData: keepPreviousData });
}

export function useDecideAdjustment() {
  const client = useQueryClient();
  return async (id: string, action: "approve" | "reject", reason: string) => {
    await call(action === "approve" ? approveAdjustment : rejectAdjustment, { params: { id }, body: { reason } });
    await refreshAll(client);
  };
}
