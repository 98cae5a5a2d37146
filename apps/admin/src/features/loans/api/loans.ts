// The loan screens' queries and writes, keyed under ["admin", "loans" | "loanProducts" | "loanFund"]
// so a decision's or a funding's refresh of ["admin"] reaches the lists, the item and the dashboard.
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

/** Creates a product (id null) or changes one; every field is sent, with the reason. */
export function useSaveLoanProduct() {
  const client = useQueryClient();
  return async (id: string | null, body: BodyOf<typeof createLoanProduct>) => {
    if (id === null) await call(createLoanProduct, { body });
    else await call(updateLoanProduct, { params: { id }, body });
    await client.invalidateQueries({ queryKey: ["admin", "loanProducts"] });
  };
}

/** Moves money into the loan fund; the key is made once per dialog, so a retried click funds once. */
export function useFundLoanFund() {
  const client = useQueryClient();
  return async (body: BodyOf<typeof fundLoanFund>, idempotencyKey: string) => {
    await call(fundLoanFund, { body, idempotencyKey });
    await client.invalidateQueries({ queryKey: ["admin"] });
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
