// The KYC queue's queries and decisions; the review flow then refreshes every query, so the
// list, the item and the dashboard's count move alike.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { approveKycSubmission, getKycSubmission, listKycSubmissions, rejectKycSubmission } from "@tradewind/api/admin/kyc";
import type { QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useKycList(query: QueryOf<typeof listKycSubmissions>) {
  return useQuery({ ...endpointQuery(listKycSubmissions, { query }), placeholderData: keepPreviousData });
}

export function useKycSubmission(id: string) {
  return useQuery(endpointQuery(getKycSubmission, { params: { id } }));
}

/** Approves the submission; the operator's note is optional. */
export function approveKyc(id: string, note: string) {
  return call(approveKycSubmission, { params: { id }, body: note === "" ? {} : { note } });
}

export function rejectKyc(id: string, reason: string) {
  return call(rejectKycSubmission, { params: { id }, body: { reason } });
}

/** The submission waiting longest, which the queue serves first. */
export async function oldestPendingKyc(): Promise<string | undefined> {
  const first = await call(listKycSubmissions, { query: { status: "pending", page: 1, size: 1 } });
  return first.items[0]?.id;
}
