// Smart (earn) products and the reserve that backs their interest: finance's reads and writes.
// A write refreshes every back-office query (the reserve's coverage and the dashboard move too).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createSmartProduct, fundEarnReserve, getEarnReserve, listSmartProductsAdmin, updateSmartProduct } from "@tradewind/api/admin/earn";
import type { BodyOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { endpointQuery, refreshAll } from "../../../lib/query.ts";

export function useSmartProducts() {
  return useQuery(endpointQuery(listSmartProductsAdmin));
}

export function useEarnReserve() {
  return useQuery(endpointQuery(getEarnReserve));
}

export function useSmartWrites() {
  const client = useQueryClient();
  return {
    /** Creates a product (id null) or changes one. */
    saveProduct: async (id: string | null, body: BodyOf<typeof createSmartProduct>) => {
      if (id === null) await call(createSmartProduct, { body });
      else await call(updateSmartProduct, { params: { id }, body });
      await refreshAll(client);
    },
    /** The key is made once per dialog, so a retried click funds once. */
    fundReserve: async (body: BodyOf<typeof fundEarnReserve>, idempotencyKey: string) => {
      await call(fundEarnReserve, { body, idempotencyKey });
      await refreshAll(client);
    },
  };
}
