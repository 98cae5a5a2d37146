// The caller's plans (paged, "load more"), buying one and leaving one early. Buying and exiting
// carry an Idempotency-Key, so a retry replays instead of acting twice; both refresh the plans,
// the products' coverage, the balances and the statement.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { buySmart, exitSmart, listSmartOrders, previewSmartExit, type SmartPlanStatus } from "@tradewind/api/earn";
import { call } from "../../../lib/api.ts";
import { nextPageOf } from "../../../lib/orders/kinds.ts";
import { useSession } from "../../../lib/session.ts";

export const smartPlansKey = ["smartPlans"] as const;
const pageSize = 10;

export function useSmartPlans(status: SmartPlanStatus | undefined) {
  const { token, loggedIn } = useSession();
  return useInfiniteQuery({
    queryKey: [...smartPlansKey, token, status],
    queryFn: ({ pageParam, signal }) => call(listSmartOrders, { query: { page: pageParam, size: pageSize, ...(status === undefined ? {} : { status }) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(pages.reduce((sum, loaded) => sum + loaded.items.length, 0), last.total, last.page),
    enabled: loggedIn,
  });
}

export type BuyBody = BodyOf<typeof buySmart>;

export function sendBuy(body: BuyBody, idempotencyKey: string): Promise<ResultOf<typeof buySmart>> {
  return call(buySmart, { body, headers: { "Idempotency-Key": idempotencyKey } });
}

/** Always fetched afresh when the dialog opens: income paid and the penalty rate move. */
export function useExitPreview(planId: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...smartPlansKey, token, "exitPreview", planId],
    queryFn: ({ signal }) => call(previewSmartExit, { params: { id: planId }, signal }),
    staleTime: 0,
  });
}

export function sendExit(planId: string, idempotencyKey: string): Promise<ResultOf<typeof exitSmart>> {
  return call(exitSmart, { body: { id: planId }, headers: { "Idempotency-Key": idempotencyKey } });
}
