// The user's side of the ledger: statement lines of the selected book and the demo reset.
import { z } from "zod";
import { endpoint, failWith, page, pageQuery, signedDecimalString } from "./endpoint.ts";

export const statementLineSchema = z.object({
  entryId: z.string(),
  kind: z.string(),
  currency: z.string(),
  account: z.string(),
  amount: signedDecimalString,
  balanceAfter: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type StatementLine = z.output<typeof statementLineSchema>;

export const listStatement = endpoint({
  method: "GET",
  path: "/user/listStatement",
  summary: "Every posting on the selected book, newest first, with the balance after it.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, currency: z.string(failWith("invalidRequest")).regex(/^[A-Z0-9]{2,10}$/, failWith("invalidRequest")).optional() }),
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
