// Query options of this site's endpoints (packages/ui endpoint-query.ts) bound to its call().
import { endpointQueries } from "@tradewind/ui/endpoint-query.ts";
import { call } from "./api.ts";

export const { endpointQuery, endpointInfiniteQuery } = endpointQueries(call);
