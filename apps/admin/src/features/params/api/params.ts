// The platform parameters, one parameter's history, and changing a value; a change refreshes
// the list and the histories.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { getParamHistory, listParams, updateParam } from "@tradewind/api/admin/params";
import type { QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";

export function useParamList(query: QueryOf<typeof listParams>) {
  return useQuery({ queryKey: ["admin", "params", query], queryFn: () => call(listParams, { query }), placeholderData: keepPreviousData });
}

export function useParamHistory(key: string, query: QueryOf<typeof getParamHistory>) {
  return useQuery({ queryKey: ["admin", "params", key, "history", query], queryFn: () => call(getParamHistory, { params: { key }, query }), placeholderData: keepPreviousData });
}

export function useUpdateParam() {
  const client = useQueryClient();
  return async (key: string, value: string, reason: string) => {
    await call(updateParam, { params: { key }, body: { value, reason } });
    await client.invalidateQueries({ queryKey: ["admin", "params"] });
  };
}
