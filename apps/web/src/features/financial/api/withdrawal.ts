// The withdrawal form's calls: its terms (fee rate, the daily count, methods, KYC state) and the
// request itself. Both are keyed by the session's token and book, so another user or book never
// sees cached terms; a sent request refreshes the terms, the balances, the records and the statement.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getUserInfo, getWithdrawalTerms, listStatement, listWithdrawal, listWithdrawalAddresses, withdrawal } from "@tradewind/api/routes";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { useToast } from "../../../components/Toast.tsx";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

export function useWithdrawalTerms(enabled: boolean) {
  const { token, accountFlag } = useSession();
  return useQuery({
    ...endpointQuery(getWithdrawalTerms, { context: { token, accountFlag } }),
    enabled,
  });
}

/** The user's saved addresses, for picking one in the form (the address book, issue 24). */
export function useSavedAddresses() {
  const { token } = useSession();
  return useQuery(endpointQuery(listWithdrawalAddresses, { context: { token } }));
}

export type WithdrawalBody = BodyOf<typeof withdrawal>;

export function sendWithdrawal(body: WithdrawalBody, idempotencyKey: string): Promise<ResultOf<typeof withdrawal>> {
  return call(withdrawal, { body, headers: { "Idempotency-Key": idempotencyKey } });
}

/** After a withdrawal request: its terms (today's count), the balances, the records and the statement are stale. */
export function invalidateWithdrawalViews(queryClient: QueryClient): void {
  void invalidate(queryClient, getWithdrawalTerms, getUserInfo, listWithdrawal, listStatement);
}

/** The request with its key; success says 20003 and refreshes what the withdrawal changed. */
export function useWithdrawalSubmission(onSent: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawalBody; key: string }) => sendWithdrawal(body, key),
    onSuccess: (result) => {
      toast(t(`success.${result.notice}`));
      onSent();
      invalidateWithdrawalViews(queryClient);
    },
  });
}
