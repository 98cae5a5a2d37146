// Typed calls of the account pages.
import { logout, repassword } from "@tradewind/api/accounts";
import type { BodyOf, QueryOf, ResultOf } from "@tradewind/api/endpoint";
import { exportStatement, listStatement, resetDemoBalance } from "@tradewind/api/ledger";
import { call } from "../../lib/api.ts";

export type ChangePasswordBody = Extract<BodyOf<typeof repassword>, { mode: "change" }>;

export function changePassword(body: ChangePasswordBody): Promise<ResultOf<typeof repassword>> {
  return call(repassword, { body });
}

/** Each reset is one request; the key lets the server recognise a retried request. */
export function resetDemo(idempotencyKey: string): Promise<ResultOf<typeof resetDemoBalance>> {
  return call(resetDemoBalance, { body: {}, headers: { "Idempotency-Key": idempotencyKey } });
}

export function logOut(): Promise<ResultOf<typeof logout>> {
  return call(logout, { body: {} });
}

export function fetchStatement(query: QueryOf<typeof listStatement>, signal: AbortSignal): Promise<ResultOf<typeof listStatement>> {
  return call(listStatement, { query, signal });
}

/** Every line of the filter as CSV text, for a download. */
export function fetchStatementCsv(query: QueryOf<typeof exportStatement>): Promise<ResultOf<typeof exportStatement>> {
  return call(exportStatement, { query });
}
