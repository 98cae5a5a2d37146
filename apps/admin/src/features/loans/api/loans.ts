// The loan screens' queries and writes. A decision or a funding refreshes every query (the
// lists, the item, the fund and the dashboard move alike); a product edit, the products.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  approveLoan,
  createLoanProduct,
  fundLoanFund,
  getLoan,
  getLoanAgreementForReview,
  getLoanFund,
  listLoanProductsForFinance,
  listLoans,
  rejectLoan,
  updateLoanProduct,
} from "@tradewind/api/admin/loans";
import type { BodyOf, QueryOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call, fetchBytes } from "../../../lib/api.ts";
import { endpointQuery, refreshAll } from "../../../lib/query.ts";

export function useLoanList(query: QueryOf<typeof listLoans>) {
  return useQuery({ ...endpointQuery(listLoans, { query }), placeholderData: keepPreviousData });
}

export function useLoan(id: string) {
  return useQuery(endpointQuery(getLoan, { params: { id } }));
}

export function useLoanProducts() {
  return useQuery(endpointQuery(listLoanProductsForFinance));
}

export function useLoanFund() {
  return useQuery(endpointQuery(getLoanFund));
}

/** Creates a product (id null) or changes one; every field is sent, with the reason. */
export function useSaveLoanProduct() {
  const client = useQueryClient();
  return async (id: string | null, body: BodyOf<typeof createLoanProduct>) => {
    if (id === null) await call(createLoanProduct, { body });
    else await call(updateLoanProduct, { params: { id }, body });
    await invalidate(client, listLoanProductsForFinance);
  };
}

/** Moves money into the loan fund; the key is made once per dialog, so a retried click funds once. */
export function useFundLoanFund() {
  const client = useQueryClient();
  return async (body: BodyOf<typeof fundLoanFund>, idempotencyKey: string) => {
    await call(fundLoanFund, { body, idempotencyKey });
    await refreshAll(client);
  };
}

/** Approves the application (the note is optional); the key is made once per dialog, so a retried click lends once. */
export function approveLoanApplication(id: string, note: string, idempotencyKey: string) {
  return call(approveLoan, { params: { id }, body: note === "" ? {} : { note }, idempotencyKey });
}

export function rejectLoanApplication(id: string, reason: string) {
  return call(rejectLoan, { params: { id }, body: { reason } });
}

/** The signed agreement PDF, fetched with the operator's token. */
export function fetchLoanAgreement(id: string) {
  return fetchBytes(getLoanAgreementForReview, { id }, new AbortController().signal);
}

/** The application waiting longest, which the queue serves first. */
export async function oldestPendingLoan(): Promise<string | undefined> {
  const first = await call(listLoans, { query: { status: "pending", page: 1, size: 1 } });
  return first.items[0]?.id;
}
