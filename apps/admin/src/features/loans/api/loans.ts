// The loan screens' queries, keyed under ["admin", "loans" | "loanProducts" | "loanFund"] so a
// decision's or an edit's refresh of ["admin"] reaches the lists, the item and the dashboard.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getLoan, getLoanFund, listLoanProductsForFinance, listLoans } from "@tradewind/api/admin/loans";
import type { QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";

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

/** The application waiting longest, which the queue serves first. */
export async function oldestPendingLoan(): Promise<string | undefined> {
  const first = await call(listLoans, { query: { status: "pending", page: 1, size: 1 } });
  return first.items[0]?.id;
}
