// Smart (earn) products and the reserve that backs their interest: finance's reads and writes.
// A write refreshes every back-office query (the reserve's coverage and the dashboard move too).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createSmartProduct, fundEarnReserve, getEarnReserve, listSmartProductsAdmin, updateSmartProduct } from "@tradewind/api/admin/earn";
import type { BodyOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";

export function useSmartProducts() {
  return useQuery({ queryKey: ["admin", "earn", "products"], queryFn: () => call(listSmartProductsAdmin) });
}

export function useEarnReserve() {
  return useQuery({ queryKey: ["admin", "earn", "reserve"], queryFn: () => call(getEarnReserve) });
}

export function useSmartWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ["admin"] });
  return {
    /** Creates a product (id null) or changes one. */
    saveProduct: async (id: string | null, body: BodyOf<typeof createSmartProduct>) => {
      if (id === null) await call(createSmartProduct, { body });
      else await call(updateSmartProduct, { params: { id }, body });
      await refresh();
    },
    /** The key is made once per dialog, so a retried click funds once. */
    fundReserve: async (body: BodyOf<typeof fundEarnReserve>, idempotencyKey: string) => {
      await call(fundEarnReserve, { body, idempotencyKey });
      await refresh();
    },
  };
}
