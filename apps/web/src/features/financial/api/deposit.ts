// Typed calls of the deposit section: the receiving addresses (keyed by the session's token, so
// another user never sees cached ones) and reporting a deposit with its Idempotency-Key.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { listDepositAddresses, listRecharge, recharge } from "@tradewind/api/routes";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { useToast } from "../../../components/Toast.tsx";
import { call } from "../../../lib/api.ts";
import { useIdempotencyKeys } from "../../../lib/idempotency.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

export type DepositBody = BodyOf<typeof recharge>;

export function useDepositAddresses() {
  const { token } = useSession();
  return useQuery({
    ...endpointQuery(listDepositAddresses, { context: { token } }),
    // An operator may replace a placeholder at any time; a minute is fresh enough for a form.
    staleTime: 60_000,
  });
}

export function sendDeposit(body: DepositBody, idempotencyKey: string): Promise<ResultOf<typeof recharge>> {
  return call(recharge, { body, headers: { "Idempotency-Key": idempotencyKey } });
}

/** A reported deposit shows in the records. */
export function invalidateDeposits(queryClient: QueryClient): void {
  void invalidate(queryClient, listRecharge);
}

/** The report with its key; success refreshes the records and says the notice. */
export function useSendDeposit(onRefused: (error: unknown) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: DepositBody) => sendDeposit(body, keys.keyOf(body)),
    onSuccess: (result) => {
      keys.forget();
      invalidateDeposits(queryClient);
      toast(t(`success.${result.notice}`));
    },
    onError: onRefused,
  });
}
