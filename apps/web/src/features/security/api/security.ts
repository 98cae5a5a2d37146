// Typed calls and queries of the security centre (packages/api/src/security.ts).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { addWithdrawalAddress, cancelWithdrawalAddress, changeContact, confirmTotpEnrolment, disableTotp, endOtherSessions, endSession, finishPasskeyRegistration, getSecurityOverview, getUserInfo, getWithdrawalTerms, listNotifications, listSessions, listWithdrawalAddresses, removePasskey, removeWithdrawalAddress, renewRecoveryCodes, sendContactChangeCode, setAddressBook, startPasskeyRegistration, startTotpEnrolment } from "@tradewind/api/routes";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { createPasskey } from "../../../lib/passkeys.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

export function useSecurityOverview() {
  const { token } = useSession();
  return useQuery(endpointQuery(getSecurityOverview, { context: { token } }));
}

/** A security change: the page's state and history, and the notifications it wrote, are stale (and the profile, after a contact change). */
function useSecurityMutation<Variables, Result>(request: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => void invalidate(queryClient, getSecurityOverview, listSessions, listNotifications, listWithdrawalAddresses, getWithdrawalTerms, getUserInfo),
  });
}

export function useStartTotp() {
  return useSecurityMutation((): Promise<ResultOf<typeof startTotpEnrolment>> => call(startTotpEnrolment, { body: {} }));
}

export function useConfirmTotp() {
  return useSecurityMutation((body: BodyOf<typeof confirmTotpEnrolment>) => call(confirmTotpEnrolment, { body }));
}

export function useDisableTotp() {
  return useSecurityMutation((body: BodyOf<typeof disableTotp>) => call(disableTotp, { body }));
}

export function useRenewRecoveryCodes() {
  return useSecurityMutation((body: BodyOf<typeof renewRecoveryCodes>) => call(renewRecoveryCodes, { body }));
}

export function useSessions() {
  const { token } = useSession();
  return useQuery(endpointQuery(listSessions, { context: { token } }));
}

export function useEndSession() {
  return useSecurityMutation((id: string) => call(endSession, { body: { id } }));
}

export function useEndOtherSessions() {
  return useSecurityMutation(() => call(endOtherSessions, { body: {} }));
}

export function useSetAddressBook() {
  return useSecurityMutation((on: boolean) => call(setAddressBook, { body: { on } }));
}

export function useWithdrawalAddresses() {
  const { token } = useSession();
  return useQuery(endpointQuery(listWithdrawalAddresses, { context: { token } }));
}

export function useAddWithdrawalAddress() {
  return useSecurityMutation((body: BodyOf<typeof addWithdrawalAddress>) => call(addWithdrawalAddress, { body }));
}

export function useRemoveWithdrawalAddress() {
  return useSecurityMutation((id: string) => call(removeWithdrawalAddress, { body: { id } }));
}

export function useCancelWithdrawalAddress() {
  return useMutation({ mutationFn: (token: string) => call(cancelWithdrawalAddress, { body: { token } }) });
}

/** Registers a passkey: the server's options, the browser's prompt, the answer saved under `name`. */
export function useAddPasskey() {
  return useSecurityMutation(async (name: string) => {
    const { options } = await call(startPasskeyRegistration, { body: {} });
    const response = await createPasskey(options);
    return call(finishPasskeyRegistration, { body: { name, response } });
  });
}

export function useRemovePasskey() {
  return useSecurityMutation((id: string) => call(removePasskey, { body: { id } }));
}

export function useSendContactChangeCode() {
  return useMutation({ mutationFn: (body: BodyOf<typeof sendContactChangeCode>) => call(sendContactChangeCode, { body }) });
}

export function useChangeContact() {
  return useSecurityMutation((body: BodyOf<typeof changeContact>) => call(changeContact, { body }));
}
