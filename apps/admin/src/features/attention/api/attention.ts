// The orders needing an operator's attention, and resolving one; a resolution refreshes every
// back-office query (the dashboard counts them).
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { listAttention, resolveAttention, type AttentionItem } from "@tradewind/api/admin/attention";
import type { QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { endpointQuery, refreshAll } from "../../../lib/query.ts";

export function useAttentionList(query: QueryOf<typeof listAttention>) {
  return useQuery({ ...endpointQuery(listAttention, { query }), placeholderData: keepPreviousData });
}

export function useResolveAttention() {
  const client = useQueryClient();
  return async (item: AttentionItem, reason: string) => {
    await call(resolveAttention, { params: { kind: item.kind, id: item.orderId }, body: { reason } });
    await refreshAll(client);
  };
}
