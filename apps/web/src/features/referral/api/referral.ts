// The referral screens' server data: the invite info, the team summary, one level's members and
// the rebate records (packages/api/src/referral.ts), one react-query hook per endpoint. Each depends
// on the session's token, so another user's data is never shown.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { getInviteInfo, getTeamSummary, listRebateRecords, listTeamMembers } from "@tradewind/api/routes";
import { endpointInfiniteQuery, endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

/** Rows per page of the member list and the rebate records. */
export const referralPageSize = 20;

export function useInviteInfo() {
  const { token } = useSession();
  return useQuery(endpointQuery(getInviteInfo, { context: { token } }));
}

export function useTeamSummary() {
  const { token } = useSession();
  return useQuery(endpointQuery(getTeamSummary, { context: { token } }));
}

export function useTeamMembers(level: number) {
  const { token } = useSession();
  return useInfiniteQuery(endpointInfiniteQuery(listTeamMembers, { query: { level }, size: referralPageSize, context: { token } }));
}

export function useRebateRecords() {
  const { token } = useSession();
  return useInfiniteQuery(endpointInfiniteQuery(listRebateRecords, { size: referralPageSize, context: { token } }));
}
