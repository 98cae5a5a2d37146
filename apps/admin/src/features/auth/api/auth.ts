// Signing in, and the enrolment an invitation or reset link starts (password, then the TOTP code).
import { useQuery } from "@tanstack/react-query";
import { requestKey } from "@tradewind/ui/endpoint-query.ts";
import { confirmEnrolment, inspectLink, signIn, startEnrolment } from "@tradewind/api/admin/operators";
import type { BodyOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";

/**
 * What the link is for (a POST: the token travels in the body, so the key names it as context);
 * a dead link will not come back to life, so it is not retried.
 */
export function useEnrolmentLink(token: string) {
  return useQuery({ queryKey: requestKey(inspectLink, { context: { token } }), queryFn: () => call(inspectLink, { body: { token } }), retry: false });
}

export function startOperatorEnrolment(body: BodyOf<typeof startEnrolment>) {
  return call(startEnrolment, { body });
}

export function confirmOperatorEnrolment(body: BodyOf<typeof confirmEnrolment>) {
  return call(confirmEnrolment, { body });
}

export function signInOperator(body: BodyOf<typeof signIn>) {
  return call(signIn, { body });
}
