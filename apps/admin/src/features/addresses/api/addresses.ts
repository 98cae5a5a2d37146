// The receiving addresses and their one write; a change refreshes every back-office query (the
// dashboard and the deposit screens read the addresses too).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { listReceivingAddresses, setReceivingAddress } from "@tradewind/api/admin/payments";
import type { BodyOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { endpointQuery, refreshAll } from "../../../lib/query.ts";

export function useReceivingAddresses() {
  return useQuery(endpointQuery(listReceivingAddresses));
}

export function useSetReceivingAddress() {
  const client = useQueryClient();
  return async (body: BodyOf<typeof setReceivingAddress>) => {
    await call(setReceivingAddress, { body });
    await refreshAll(client);
  };
}
