// The user's side of the ledger: statement lines of one account of the selected book, their CSV
// export, and the demo reset. A statement reads one account at a time (available by default), so
// its `balanceAfter` column is one running balance: margin and held amounts are their own
// accounts (sub-ledgers), never mixed into the available balance's column.
import { z } from "zod";
import { userEntryKinds, type UserEntryKind } from "@tradewind/domain/ledger-kinds";
import { instantSchema } from "./admin/common.ts";
import { decimalText, endpoint, failWith, page, pageQuery, signedDecimalString } from "./endpoint.ts";

export const statementAccounts = ["available", "margin", "held"] as const;
export type StatementAccount = (typeof statementAccounts)[number];

/**
 * The entry kinds a statement can be filtered by: those that move a user's money (packages/domain
 * ledger-kinds). Every one has a name in the web catalogue (statement.kinds); a line of a kind
 * missing here is still listed, only not selectable as a filter.
 */
export const statementKinds: readonly UserEntryKind[] = userEntryKinds;
export type StatementKind = UserEntryKind;

export const statementLineSchema = z.object({
  entryId: z.string(),
  kind: z.string(),
  /** `fee` is the fee part of an entry, split off its principal so fees never hide in margin. */
  part: z.enum(["principal", "fee"]),
  currency: z.string(),
  account: z.enum(statementAccounts),
  amount: decimalText.pipe(signedDecimalString),
  balanceAfter: decimalText,
  /** What the money moved for, e.g. `contract:42`; the UI links it to the order. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type StatementLine = z.output<typeof statementLineSchema>;

/** What both the statement page and its export filter by; from is inclusive, to exclusive (from after to: 10124). */
const statementFilter = {
  currency: z.string(failWith("invalidRequest")).regex(/^[A-Z0-9]{2,10}$/, failWith("invalidRequest")).optional(),
  account: z.enum(statementAccounts, failWith("invalidRequest")).default("available"),
  kind: z.enum(statementKinds, failWith("invalidRequest")).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
};

export const listStatement = endpoint({
  method: "GET",
  path: "/user/listStatement",
  summary:
    "Postings of one account (available unless `account` says otherwise) of the selected book, filtered by currency, entry kind and time range, newest first, with the balance after each; a posting that paid a fee is two lines, principal then fee, so a page may hold up to twice `size` lines.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, ...statementFilter }),
  result: page(statementLineSchema),
});

/** Most lines one statement export holds; a wider filter answers 10151 naming it. */
export const statementExportLinesMax = 10_000;

export const exportStatement = endpoint({
  method: "GET",
  path: "/user/exportStatement",
  summary: `Every statement line the filter selects, as CSV text (RFC 4180, header row, newest first, the lines and fields the page shows), at most ${statementExportLinesMax} lines (10151 beyond).`,
  auth: "user",
  query: z.strictObject(statementFilter),
  result: z.object({ filename: z.string(), rowCount: z.number().int(), csv: z.string() }),
});

export const resetDemoBalance = endpoint({
  method: "POST",
  path: "/user/resetDemoBalance",
  summary: "Bring the demo book's USDT back to the demo_initial_balance parameter.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({}).optional(),
  result: z.object({ available: decimalText, entryId: z.string().nullable() }),
});
