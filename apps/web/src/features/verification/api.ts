// Typed calls of the verification page and its query: the state is keyed by the session's token,
// so another user never sees a cached submission of the previous one.
import { useQuery } from "@tanstack/react-query";
import type { ResultOf } from "@tradewind/api/endpoint";
import { getIdentification, submitIdentification, type KycSubmissionBody } from "@tradewind/api/kyc";
import { call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

export const identificationKey = ["identification"] as const;
const pendingRefetch_ms = 60_000;

export function useIdentification() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...identificationKey, token],
    queryFn: ({ signal }) => call(getIdentification, { signal }),
    // While a review is pending, look again now and then so the outcome shows without a reload.
    refetchInterval: (query) => (query.state.data?.status === "pending" ? pendingRefetch_ms : false),
  });
}

export function sendIdentification(body: KycSubmissionBody, idempotencyKey: string): Promise<ResultOf<typeof submitIdentification>> {
  return call(submitIdentification, { body, headers: { "Idempotency-Key": idempotencyKey } });
}
