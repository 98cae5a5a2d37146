// Typed calls of the verification page and its query: the state is keyed by the session's token,
// so another user never sees a cached submission of the previous one.
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { getUserInfo } from "@tradewind/api/accounts";
import type { ResultOf } from "@tradewind/api/endpoint";
import { getIdentification, submitIdentification, type KycSubmissionBody } from "@tradewind/api/kyc";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

const pendingRefetch_ms = 60_000;

function identificationQuery(token: string | null) {
  return endpointQuery(getIdentification, { context: { token } });
}

export function useIdentification() {
  const { token } = useSession();
  return useQuery({
    ...identificationQuery(token),
    // While a review is pending, look again now and then so the outcome shows without a reload.
    refetchInterval: (query) => (query.state.data?.status === "pending" ? pendingRefetch_ms : false),
  });
}

export function sendIdentification(body: KycSubmissionBody, idempotencyKey: string): Promise<ResultOf<typeof submitIdentification>> {
  return call(submitIdentification, { body, headers: { "Idempotency-Key": idempotencyKey } });
}

/** A submission is accepted: the state it answered is shown at once, and the profile (KYC status) is stale. */
export function showSubmitted(queryClient: QueryClient, token: string | null, state: ResultOf<typeof getIdentification>): void {
  queryClient.setQueryData(identificationQuery(token).queryKey, state);
  void invalidate(queryClient, getUserInfo);
}

/** Another tab or device got there first: ask for the state again. */
export function invalidateIdentification(queryClient: QueryClient): void {
  void invalidate(queryClient, getIdentification);
}
