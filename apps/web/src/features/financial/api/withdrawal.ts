// The withdrawal form's calls: its terms (fee rate, the daily count, methods, KYC state) and the
// request itself. Both are keyed by the session's token and book, so another user or book never
// sees cached terms; a sent request refreshes the terms, the balances, the records and the statement.
import { useQuery } from "@tanstack/react-query";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { getWithdrawalTerms, withdrawal } from "@tradewind/api/payments";
import { call } from "../../../lib/api.ts";
import { useSession } from "../../../lib/session.ts";

export const withdrawalTermsKey = ["withdrawalTerms"] as const;

export function useWithdrawalTerms(enabled: boolean) {
  const { token, accountFlag } = useSession();
  return useQuery({
    queryKey: [...withdrawalTermsKey, token, accountFlag],
    queryFn: ({ signal }) => call(getWithdrawalTerms, { signal }),
    enabled,
  });
}

export type WithdrawalBody = BodyOf<typeof withdrawal>;

export function sendWithdrawal(body: WithdrawalBody, idempotencyKey: string): Promise<ResultOf<typeof withdrawal>> {
  return call(withdrawal, { body, headers: { "Idempotency-Key": idempotencyKey } });
}
