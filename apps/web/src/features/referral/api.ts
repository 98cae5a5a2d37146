// The referral screens' server data: the invite info, the team summary, one level's members and
// the rebate records (packages/api/src/referral.ts), one react-query hook per endpoint. Keys start
// with "referral" and carry the session's token, so another user's data is never shown.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { getInviteInfo, getTeamSummary, listRebateRecords, listTeamMembers } from "@tradewind/api/referral";
import { call } from "../../lib/api.ts";
import { nextPageOf } from "../../lib/orders/kinds.ts";
import { useSession } from "../../lib/session.ts";

const referralKey = ["referral"] as const;
/** Rows per page of the member list and the rebate records. */
export const referralPageSize = 20;

export function useInviteInfo() {
  const { token } = useSession();
  return useQuery({ queryKey: [...referralKey, "invite", token], queryFn: ({ signal }) => call(getInviteInfo, { signal }) });
}

export function useTeamSummary() {
  const { token } = useSession();
  return useQuery({ queryKey: [...referralKey, "summary", token], queryFn: ({ signal }) => call(getTeamSummary, { signal }) });
}

export function useTeamMembers(level: number) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...referralKey, "members", level, token],
    queryFn: ({ pageParam, signal }) => call(listTeamMembers, { query: { level, page: pageParam, size: referralPageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(pages.reduce((sum, page) => sum + page.items.length, 0), last.total, last.page),
  });
}

export function useRebateRecords() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...referralKey, "rebates", token],
    queryFn: ({ pageParam, signal }) => call(listRebateRecords, { query: { page: pageParam, size: referralPageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(pages.reduce((sum, page) => sum + page.items.length, 0), last.total, last.page),
  });
}
