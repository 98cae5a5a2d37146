// The user's loans: the list (a page at a time), applying with the uploaded signature, repaying,
// and the agreement PDF's bytes (they need the session's token, so a plain link cannot fetch
// them). Keys start with "loans"; an application or a repayment refreshes them, the balances and
// the statement.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { getIdentification } from "@tradewind/api/kyc";
import { applyLoan, getLoanAgreement, listLoanRecord, repayLoan } from "@tradewind/api/loans";
import { fillPath } from "@tradewind/ui/api-core.ts";
import { call, fetchBytes } from "../../../lib/api.ts";
import { nextPageOf } from "../../../lib/orders/kinds.ts";
import { useSession } from "../../../lib/session.ts";

export const loansKey = ["loans"] as const;
const pageSize = 10;

export function useLoanRecords(enabled: boolean) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...loansKey, token],
    queryFn: ({ pageParam, signal }) => call(listLoanRecord, { query: { page: pageParam, size: pageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(pages.reduce((sum, page) => sum + page.items.length, 0), last.total, last.page),
    enabled,
  });
}

/**
 * The verification state (GET /user/identification), under the same key as the verification
 * page's, so a submission there is seen here without a second request.
 */
export function useKycState(enabled: boolean) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["identification", token],
    queryFn: ({ signal }) => call(getIdentification, { signal }),
    enabled,
  });
}

export type LoanApplication = BodyOf<typeof applyLoan>;

export function sendLoanApplication(body: LoanApplication, idempotencyKey: string): Promise<ResultOf<typeof applyLoan>> {
  return call(applyLoan, { body, headers: { "Idempotency-Key": idempotencyKey } });
}

export function sendRepayment(id: string, idempotencyKey: string): Promise<ResultOf<typeof repayLoan>> {
  return call(repayLoan, { body: { id }, headers: { "Idempotency-Key": idempotencyKey } });
}

export function fetchAgreement(id: string): Promise<Blob> {
  return fetchBytes(fillPath(getLoanAgreement.path, { id }));
}
