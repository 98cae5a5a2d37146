// The user's loans: the list (a page at a time), applying with the uploaded signature, repaying,
// and the agreement PDF's bytes (they need the session's token, so a plain link cannot fetch
// them). An application or a repayment refreshes them, the balances and the statement.
import { useState } from "react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { getUserInfo } from "@tradewind/api/accounts";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { getIdentification } from "@tradewind/api/kyc";
import { listStatement } from "@tradewind/api/ledger";
import { applyLoan, getLoanAgreement, listLoanRecord, repayLoan } from "@tradewind/api/loans";
import { fillPath } from "@tradewind/ui/api-core.ts";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call, fetchBytes } from "../../../lib/api.ts";
import { endpointInfiniteQuery, endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

const pageSize = 10;

export function useLoanRecords(enabled: boolean) {
  const { token } = useSession();
  return useInfiniteQuery({ ...endpointInfiniteQuery(listLoanRecord, { size: pageSize, context: { token } }), enabled });
}

/** After an application or a repayment: the loans, the balances and the statement are stale. */
export function invalidateLoanViews(queryClient: QueryClient): void {
  void invalidate(queryClient, listLoanRecord, getUserInfo, listStatement);
}

/**
 * The verification state (GET /user/identification), the same query as the verification
 * page's, so a submission there is seen here without a second request.
 */
export function useKycState(enabled: boolean) {
  const { token } = useSession();
  return useQuery({ ...endpointQuery(getIdentification, { context: { token } }), enabled });
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

/** Repaying loan `id`, under one Idempotency-Key for the dialog's life (a confirm after a lost reply replays). */
export function useRepayment(id: string, onRepaid: (result: ResultOf<typeof repayLoan>) => void) {
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: () => sendRepayment(id, key),
    onSuccess: (result) => {
      onRepaid(result);
      invalidateLoanViews(queryClient);
    },
  });
}
