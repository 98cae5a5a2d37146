// Typed calls of the deposit section: the receiving addresses (keyed by the session's token, so
// another user never sees cached ones) and reporting a deposit with its Idempotency-Key.
import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { listDepositAddresses, listRecharge, recharge } from "@tradewind/api/payments";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
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
