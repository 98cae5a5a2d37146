// The deposit and withdrawal records: paged lists filtered by coin, state and time, newest first,
// loaded a page at a time ("load more") until the server has no more. Keys start with "records"
// so a sent withdrawal (or deposit) refreshes them.
import { useInfiniteQuery } from "@tanstack/react-query";
import { listRecharge, listWithdrawal, type PaymentCoin } from "@tradewind/api/payments";
import type { QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { nextPageOf } from "../../../lib/orders/kinds.ts";
import { useSession } from "../../../lib/session.ts";

export const recordsKey = ["records"] as const;
const pageSize = 20;

export interface RecordsFilter {
  coin: PaymentCoin | undefined;
  /** Instants: from inclusive, to exclusive. */
  from: string | undefined;
  to: string | undefined;
}

type DepositQuery = QueryOf<typeof listRecharge>;
type WithdrawalQuery = QueryOf<typeof listWithdrawal>;

/** Only the filters that are set: the query string carries no empty values. */
function queryOf<Status extends string>(filter: RecordsFilter, status: Status | undefined, page: number) {
  return {
    page,
    size: pageSize,
    ...(filter.coin === undefined ? {} : { coin: filter.coin }),
    ...(status === undefined ? {} : { status }),
    ...(filter.from === undefined ? {} : { from: filter.from }),
    ...(filter.to === undefined ? {} : { to: filter.to }),
  };
}

/** The page after those loaded, or undefined once every record of the filter is loaded. */
function nextRecordsPage<Page extends { items: readonly unknown[]; total: number; page: number }>(last: Page, pages: readonly Page[]): number | undefined {
  return nextPageOf(pages.reduce((sum, page) => sum + page.items.length, 0), last.total, last.page);
}

export function useDeposits(filter: RecordsFilter, status: DepositQuery["status"]) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...recordsKey, "deposits", token, filter, status],
    queryFn: ({ pageParam, signal }) => call(listRecharge, { query: queryOf(filter, status, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: nextRecordsPage,
  });
}

export function useWithdrawals(filter: RecordsFilter, status: WithdrawalQuery["status"]) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...recordsKey, "withdrawals", token, filter, status],
    queryFn: ({ pageParam, signal }) => call(listWithdrawal, { query: queryOf(filter, status, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: nextRecordsPage,
  });
}
