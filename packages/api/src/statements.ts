// Account statements (issue 26; docs/STATEMENTS.md): a closed period of whole UTC days of one
// book, per currency from the opening to the closing balance, as PDF (in the user's language) and
// CSV, stored with the SHA-256 of each. Generating the same period again answers the stored one.
import { z } from "zod";
import { bookSchema } from "./accounts.ts";
import { endpoint, failWith, page, pageQuery, recordId, statementFile } from "./endpoint.ts";

/** A UTC day, YYYY-MM-DD, that exists in the calendar. */
export const daySchema = z.iso.date(failWith("invalidRequest"));

/** The period: `from` and `to` both included; to before from 10361, over a year 10362, not yet over 10363. */
export const statementPeriodSchema = z.strictObject({ book: z.enum(bookSchema.options, failWith("invalidRequest")), from: daySchema, to: daySchema });

export const statementSummarySchema = z.object({
  id: z.string(),
  book: bookSchema,
  from: z.string(),
  to: z.string(),
  language: z.string(),
  /** Hex SHA-256 of the stored files: a download is byte for byte what was generated. */
  pdfSha256: z.string(),
  csvSha256: z.string(),
  /** True when an operator produced it for the user from the back office. */
  byOperator: z.boolean(),
  createdAt: z.string(),
});
export type StatementSummary = z.output<typeof statementSummarySchema>;

export const generateStatement = endpoint({
  method: "POST",
  path: "/user/statements",
  summary:
    "Generate the caller's statement of one book over whole UTC days `from`–`to` (both included) in the caller's language: per currency the opening balance, every posting with its reference and the price source of fills, fees, the net result by product and the closing balance. The same period again answers the stored statement. 10361 when `to` is before `from`; 10362 over a year; 10363 before the period is over.",
  auth: "user",
  body: statementPeriodSchema,
  result: z.object({ statement: statementSummarySchema }),
});

export const listStatements = endpoint({
  method: "GET",
  path: "/user/statements",
  summary: "The caller's generated statements, newest first.",
  auth: "user",
  query: z.strictObject(pageQuery),
  result: page(statementSummarySchema),
});

/** GET: the stored PDF or CSV (not an envelope) of one of the caller's statements; 10118 for anyone else's. */
export const downloadStatement = endpoint({
  method: "GET",
  path: "/user/statements/:id/:format",
  summary: "One of the caller's statements as stored, PDF or CSV (the bytes whose SHA-256 the list shows); 10118 for an unknown id or anyone else's.",
  auth: "user",
  fileReply: statementFile,
  params: z.strictObject({ id: recordId(), format: z.enum(["pdf", "csv"], failWith("notFound")) }),
  result: z.never(),
});
