// The loan screens' queries, keyed under ["admin", "loans" | "loanProducts" | "loanFund"] so a
// decision's or an edit's refresh of ["admin"] reaches the lists, the item and the dashboard.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { approveLoan, getLoan, getLoanAgreementForReview, getLoanFund, listLoanProductsForFinance, listLoans, rejectLoan } from "@tradewind/api/admin/loans";
import type { QueryOf } from "@tradewind/api/endpoint";
import { call, fetchBytes } from "../../../lib/api.ts";

export function useLoanList(query: QueryOf<typeof listLoans>) {
  return useQuery({ queryKey: ["admin", "loans", "list", query], queryFn: () => call(listLoans, { query }), placeholderData: keepPreviousData });
}

export function useLoan(id: string) {
  return useQuery({ queryKey: ["admin", "loans", "item", id], queryFn: () => call(getLoan, { params: { id } }) });
}

export function useLoanProducts() {
  return useQuery({ queryKey: ["admin", "loanProducts"], queryFn: () => call(listLoanProductsForFinance) });
}

export function useLoanFund() {
  return useQuery({ queryKey: ["admin", "loanFund"], queryFn: () => call(getLoanFund) });
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
