// The caller's plans (paged, "load more"), buying one and leaving one early. Buying and exiting
// carry an Idempotency-Key, so a retry replays instead of acting twice; both refresh the plans,
// the products' coverage, the balances and the statement.
import { useState } from "react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { buySmart, exitSmart, getUserInfo, listSmartOrders, listSmartProducts, listStatement, previewSmartExit } from "@tradewind/api/routes";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import type { SmartPlanStatus } from "@tradewind/api/earn";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { useToast } from "../../../components/Toast.tsx";
import { formatAmount, useLocale } from "../../../i18n/format.ts";
import { call } from "../../../lib/api.ts";
import { useIdempotencyKeys } from "../../../lib/idempotency.ts";
import { endpointInfiniteQuery, endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

const pageSize = 10;

/** A plan's state moved (its term is due): the plans and their exit previews are stale. */
export function invalidatePlans(queryClient: QueryClient): void {
  void invalidate(queryClient, listSmartOrders, previewSmartExit);
}

/** After a buy or an exit: the plans, the products' coverage, the balances and the statement are stale. */
export function invalidateSmartViews(queryClient: QueryClient): void {
  void invalidate(queryClient, listSmartOrders, previewSmartExit, listSmartProducts, getUserInfo, listStatement);
}

export function useSmartPlans(status: SmartPlanStatus | undefined) {
  const { token, loggedIn } = useSession();
  return useInfiniteQuery({
    ...endpointInfiniteQuery(listSmartOrders, { query: status === undefined ? {} : { status }, size: pageSize, context: { token } }),
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
    ...endpointQuery(previewSmartExit, { params: { id: planId }, context: { token } }),
    staleTime: 0,
  });
}

export function sendExit(planId: string, idempotencyKey: string): Promise<ResultOf<typeof exitSmart>> {
  return call(exitSmart, { body: { id: planId }, headers: { "Idempotency-Key": idempotencyKey } });
}

/** The buy with its key; success says 20004 and refreshes plans, coverage, balances and the statement. */
export function useBuy(onBought: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: BuyBody) => sendBuy(body, keys.keyOf(body)),
    onSuccess: (result) => {
      keys.forget();
      toast(t(`success.${result.notice}`));
      onBought();
      invalidateSmartViews(queryClient);
    },
  });
}

/** The exit with one key for the dialog; success names the refund and refreshes what moved. */
export function useExit(planId: string, onDone: () => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: () => sendExit(planId, key),
    onSuccess: (result) => {
      toast(t("smart.exited", { amount: formatAmount(result.exit.refund, "USDT", locale, { style: "exact" }) }));
      onDone();
      invalidateSmartViews(queryClient);
    },
  });
}
