// Query options of the back office's endpoints (packages/ui endpoint-query.ts) bound to its call().
import type { QueryClient } from "@tanstack/react-query";
import { endpointQueries } from "@tradewind/ui/endpoint-query.ts";
import { call } from "./api.ts";

export const { endpointQuery } = endpointQueries(call);

/**
 * After a decision or a money move, every back-office query may show it (the item, the queues,
 * the dashboard's counts, balances and reserves), so every query is refreshed.
 */
export function refreshAll(client: QueryClient): Promise<void> {
  return client.invalidateQueries();
}
