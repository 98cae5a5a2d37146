// Finance's liability snapshots: the list, and taking one now (audited), which refreshes it.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { listLiabilitySnapshots, takeLiabilitySnapshot } from "@tradewind/api/admin/solvency";
import type { QueryOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useLiabilitySnapshots(query: QueryOf<typeof listLiabilitySnapshots>) {
  return useQuery({ ...endpointQuery(listLiabilitySnapshots, { query }), placeholderData: keepPreviousData });
}

export function useTakeLiabilitySnapshot() {
  const client = useQueryClient();
  return async (reason: string) => {
    const taken = await call(takeLiabilitySnapshot, { body: { reason } });
    await invalidate(client, listLiabilitySnapshots);
    return taken;
  };
}
