// Typed calls and queries of the account pages.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { exportStatement, getUserInfo, listStatement, logout, repassword, resetDemoBalance } from "@tradewind/api/routes";
import type { BodyOf, QueryOf, ResultOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

export type ChangePasswordBody = Extract<BodyOf<typeof repassword>, { mode: "change" }>;

export function changePassword(body: ChangePasswordBody): Promise<ResultOf<typeof repassword>> {
  return call(repassword, { body });
}

/** Each reset is one request; the key lets the server recognise a retried request. */
export function resetDemo(idempotencyKey: string): Promise<ResultOf<typeof resetDemoBalance>> {
  return call(resetDemoBalance, { body: {}, headers: { "Idempotency-Key": idempotencyKey } });
}

export function logOut(): Promise<ResultOf<typeof logout>> {
  return call(logout, { body: {} });
}

/** One page of the statement of the selected book; the previous page stays shown while the next loads. */
export function useStatement(query: QueryOf<typeof listStatement>) {
  const { token, accountFlag } = useSession();
  return useQuery({ ...endpointQuery(listStatement, { query, context: { token, accountFlag } }), placeholderData: keepPreviousData });
}

/** The demo book was reset: its balances and statement are stale. */
function invalidateBookViews(queryClient: QueryClient): void {
  void invalidate(queryClient, getUserInfo, listStatement);
}

/** Puts the demo book back to its starting balance; the balance and the statement refetch. */
export function useResetDemo(onReset: (result: ResultOf<typeof resetDemoBalance>) => void, onRefused: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetDemo(crypto.randomUUID()),
    onSuccess: (result) => {
      onReset(result);
      invalidateBookViews(queryClient);
    },
    onError: onRefused,
  });
}

/** Every line of the filter as CSV text, for a download. */
export function fetchStatementCsv(query: QueryOf<typeof exportStatement>): Promise<ResultOf<typeof exportStatement>> {
  return call(exportStatement, { query });
}
