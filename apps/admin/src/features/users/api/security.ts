// Queries and writes of a user's security panel: the protections, sessions, addresses and
// history; the pending second-factor reset; ending a session and requesting or deciding a reset.
// A write refreshes the panel, the reset list, the sessions tab and the profile.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { approveFactorReset, listFactorResets, rejectFactorReset, requestFactorReset } from "@tradewind/api/admin/factor-resets";
import { endUserSession, getUser, getUserSecurity, getUserSessions } from "@tradewind/api/admin/users";
import type { BodyOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import type { Decision } from "../../../components/DualControlButtons.tsx";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useUserSecurity(id: string) {
  return useQuery(endpointQuery(getUserSecurity, { params: { id } }));
}

/** The user's reset waiting for a second operator, if any (at most one waits per user). */
export function usePendingFactorReset(id: string, enabled: boolean) {
  return useQuery({ ...endpointQuery(listFactorResets, { query: { userId: id, status: "pending", page: 1, size: 1 } }), enabled });
}

export function useSecurityWrites(id: string) {
  const client = useQueryClient();
  const refresh = () => invalidate(client, getUserSecurity, listFactorResets, getUserSessions, getUser);
  return {
    endSession: async (sessionId: string, reason: string) => {
      await call(endUserSession, { params: { id, sessionId }, body: { reason } });
      await refresh();
    },
    requestReset: async (body: BodyOf<typeof requestFactorReset>) => {
      await call(requestFactorReset, { params: { id }, body });
      await refresh();
    },
    decideReset: async (resetId: string, decision: Decision, reason: string) => {
      await call(decision === "approve" ? approveFactorReset : rejectFactorReset, { params: { id: resetId }, body: { reason } });
      await refresh();
    },
  };
}
