// The platform parameters, one parameter's history, and changing a value; a change refreshes
// the list and the histories.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { getParamHistory, listParams, updateParam } from "@tradewind/api/admin/params";
import type { QueryOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useParamList(query: QueryOf<typeof listParams>) {
  return useQuery({ ...endpointQuery(listParams, { query }), placeholderData: keepPreviousData });
}

export function useParamHistory(key: string, query: QueryOf<typeof getParamHistory>) {
  return useQuery({ ...endpointQuery(getParamHistory, { params: { key }, query }), placeholderData: keepPreviousData });
}

export function useUpdateParam() {
  const client = useQueryClient();
  return async (key: string, value: string, reason: string) => {
    await call(updateParam, { params: { key }, body: { value, reason } });
    await invalidate(client, listParams, getParamHistory);
  };
}
