// Step-up (issue 24): a withdrawal, saving an address, a password or contact change and turning a
// protection off answer 10307 until this session confirms it is the user again. Shared by the
// features that meet it (financial, profile, security) through components/StepUpDialog.tsx.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@tradewind/api/endpoint";
import { errorCodes } from "@tradewind/api/errors";
import { getSecurityOverview, sendStepUpCode, startStepUpPasskey, stepUp } from "@tradewind/api/routes";
import { ApiError } from "@tradewind/ui/api-core.ts";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "./api.ts";
import { endpointQuery } from "./query.ts";
import { useSession } from "./session.ts";

/** Whether a refusal asks for a step-up before the action is tried again. */
export function needsStepUp(error: unknown): boolean {
  return error instanceof ApiError && error.code === errorCodes.stepUpRequired;
}

/** How this account steps up: its second factor, the password and an emailed code, or (null) neither; and whether a passkey does too. */
export function useStepUpMethod() {
  const { token } = useSession();
  const overview = useQuery(endpointQuery(getSecurityOverview, { context: { token } }));
  return { pending: overview.isPending, method: overview.data?.state.stepUpMethod ?? null, byPasskey: overview.data?.state.stepUpByPasskey ?? false };
}

export function useSendStepUpCode() {
  return useMutation({ mutationFn: () => call(sendStepUpCode, { body: {} }) });
}

export function useStepUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof stepUp>) => call(stepUp, { body }),
    onSuccess: () => void invalidate(queryClient, getSecurityOverview),
  });
}

/**
 * A step-up with one of the account's passkeys: the server's options, the browser's prompt, the
 * answer. Answers null when the user closed the prompt (nothing was sent).
 */
export function useStepUpWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Loaded on use: the WebAuthn client is not part of the pages that only may ask for it.
      const passkeys = await import("./passkeys.ts");
      const { options } = await call(startStepUpPasskey, { body: {} });
      try {
        const response = await passkeys.signWithPasskey(options);
        return await call(stepUp, { body: { proof: { method: "passkey", response } } });
      } catch (error) {
        if (error instanceof passkeys.PasskeyCancelledError) return null;
        throw error;
      }
    },
    onSuccess: (result) => {
      if (result) void invalidate(queryClient, getSecurityOverview);
    },
  });
}
