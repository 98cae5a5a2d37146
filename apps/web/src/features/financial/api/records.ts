// The deposit and withdrawal records: paged lists filtered by coin, state and time, newest first,
// loaded a page at a time ("load more") until the server has no more. A sent withdrawal (or
// deposit) refreshes them.
import { useInfiniteQuery } from "@tanstack/react-query";
import { listRecharge, listWithdrawal } from "@tradewind/api/routes";
import type { PaymentCoin } from "@tradewind/api/payments";
import type { QueryOf } from "@tradewind/api/endpoint";
import { endpointInfiniteQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";
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
function queryOf<Status extends string>(filter: RecordsFilter, status: Status | undefined) {
  return {
    ...(filter.coin === undefined ? {} : { coin: filter.coin }),
    ...(status === undefined ? {} : { status }),
    ...(filter.from === undefined ? {} : { from: filter.from }),
    ...(filter.to === undefined ? {} : { to: filter.to }),
  };
}


export function useDeposits(filter: RecordsFilter, status: DepositQuery["status"]) {
  const { token } = useSession();
  return useInfiniteQuery(endpointInfiniteQuery(listRecharge, { query: queryOf(filter, status), size: pageSize, context: { token } }));
}

export function useWithdrawals(filter: RecordsFilter, status: WithdrawalQuery["status"]) {
  const { token } = useSession();
  return useInfiniteQuery(endpointInfiniteQuery(listWithdrawal, { query: queryOf(filter, status), size: pageSize, context: { token } }));
}
