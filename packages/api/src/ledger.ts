// The user's side of the ledger: statement lines of one account of the selected book and the
// demo reset. A statement reads one account at a time (available by default), so its
// `balanceAfter` column is one running balance: margin and held amounts are their own accounts
// (sub-ledgers), never mixed into the available balance's column.
import { z } from "zod";
import { endpoint, failWith, page, pageQuery, signedDecimalString } from "./endpoint.ts";

export const statementAccounts = ["available", "margin", "held"] as const;
export type StatementAccount = (typeof statementAccounts)[number];

export const statementLineSchema = z.object({
  entryId: z.string(),
  kind: z.string(),
  /** `fee` is the fee part of an entry, split off its principal so fees never hide in margin. */
  part: z.enum(["principal", "fee"]),
  currency: z.string(),
  account: z.enum(statementAccounts),
  amount: signedDecimalString,
  balanceAfter: z.string(),
  /** What the money moved for, e.g. `contract:42`; the UI links it to the order. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type StatementLine = z.output<typeof statementLineSchema>;

export const listStatement = endpoint({
  method: "GET",
  path: "/user/listStatement",
  summary:
    "Postings of one account (available unless `account` says otherwise) of the selected book, newest first, with the balance after each; a posting that paid a fee is two lines, principal then fee, so a page may hold up to twice `size` lines.",
  auth: "user",
  query: z.strictObject({
    ...pageQuery,
    currency: z.string(failWith("invalidRequest")).regex(/^[A-Z0-9]{2,10}$/, failWith("invalidRequest")).optional(),
    account: z.enum(statementAccounts, failWith("invalidRequest")).default("available"),
  }),
  result: page(statementLineSchema),
});

export const resetDemoBalance = endpoint({
  method: "POST",
  path: "/user/resetDemoBalance",
  summary: "Bring the demo book's USDT back to the demo_initial_balance parameter.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({}).optional(),
  result: z.object({ available: z.string(), entryId: z.string().nullable() }),
});
