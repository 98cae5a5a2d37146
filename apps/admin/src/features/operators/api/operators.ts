// The operators list and the admin's writes on operators; each write refreshes the list.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { changeOperatorRoles, disableOperator, enableOperator, inviteOperator, listOperators, resetOperatorTotp } from "@tradewind/api/admin/operators";
import type { Role } from "@tradewind/api/admin/roles";
import type { BodyOf, QueryOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useOperatorList(query: QueryOf<typeof listOperators>) {
  return useQuery({ ...endpointQuery(listOperators, { query }), placeholderData: keepPreviousData });
}

/** Each write resolves with its result once the list is refreshed. */
export function useOperatorWrites() {
  const client = useQueryClient();
  const refreshed = async <Result>(result: Result) => {
    await invalidate(client, listOperators);
    return result;
  };
  return {
    invite: async (body: BodyOf<typeof inviteOperator>) => refreshed(await call(inviteOperator, { body })),
    changeRoles: async (id: string, roles: Role[], reason: string) => refreshed(await call(changeOperatorRoles, { params: { id }, body: { roles, reason } })),
    disable: async (id: string, reason: string) => refreshed(await call(disableOperator, { params: { id }, body: { reason } })),
    enable: async (id: string, reason: string) => refreshed(await call(enableOperator, { params: { id }, body: { reason } })),
    resetTotp: async (id: string, reason: string) => refreshed(await call(resetOperatorTotp, { params: { id }, body: { reason } })),
  };
}
