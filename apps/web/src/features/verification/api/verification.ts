// Typed calls of the verification page and its query: the state is keyed by the session's token,
// so another user never sees a cached submission of the previous one.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getIdentification, getUserInfo, submitIdentification } from "@tradewind/api/routes";
import type { ResultOf } from "@tradewind/api/endpoint";
import { errorCodes } from "@tradewind/api/errors";
import type { KycSubmissionBody } from "@tradewind/api/kyc";
import { ApiError } from "@tradewind/ui/api-core.ts";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { useToast } from "../../../components/Toast.tsx";
import { call } from "../../../lib/api.ts";
import { serverErrors, type FieldErrors } from "../../../lib/form-errors.ts";
import { useIdempotencyKeys } from "../../../lib/idempotency.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";
import { kycFields, type KycField } from "../kyc-form.ts";

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

/** Sends the checked form once per body; success replaces the page's state with the pending one. */
export function useSubmitIdentification(onRefused: (errors: FieldErrors<KycField>) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: KycSubmissionBody) => sendIdentification(body, keys.keyOf(body)),
    onSuccess: (result) => {
      keys.forget();
      showSubmitted(queryClient, token, result.state);
      toast(t(`success.${result.notice}`));
    },
    onError: (error) => {
      onRefused(serverErrors(error, kycFields, { [errorCodes.birthdateInvalid]: "birthdate" }));
      // Already pending or verified (10019): another tab or device got there first; show that state.
      if (error instanceof ApiError && error.code === errorCodes.authenticationStatusWrong) invalidateIdentification(queryClient);
    },
  });
}
