// Back office side of account statements (issue 26): an operator produces a user's statement for
// them (audited with the reason; it is then in the user's list like one they generated) and
// downloads the stored files.
import { z } from "zod";
import { recordId, statementFile } from "../endpoint.ts";
import { statementPeriodSchema, statementSummarySchema } from "../statements.ts";
import { adminEndpoint, auditedSchema, reasonSchema, userLanguageSchema } from "./common.ts";

const statementOperators = { operator: ["support", "finance"] } as const;

export const generateUserStatement = adminEndpoint({
  method: "POST",
  path: "/users/:id/statements",
  summary: "Generate a user's statement (as POST /user/statements, in the language the user reads, `language`), audited with the reason. 10361–10363 as for the user.",
  auth: statementOperators,
  params: z.strictObject({ id: recordId("userNotFound") }),
  body: statementPeriodSchema.extend({ language: userLanguageSchema, reason: reasonSchema }),
  result: auditedSchema.extend({ statement: statementSummarySchema }),
});

export const listUserStatements = adminEndpoint({
  method: "GET",
  path: "/users/:id/statements",
  summary: "A user's generated statements, newest first (the latest 50).",
  auth: statementOperators,
  params: z.strictObject({ id: recordId("userNotFound") }),
  result: z.object({ items: z.array(statementSummarySchema) }),
});

export const downloadUserStatement = adminEndpoint({
  method: "GET",
  path: "/statements/:id/:format",
  summary: "A stored statement, PDF or CSV; 10118 for an unknown id.",
  auth: statementOperators,
  fileReply: statementFile,
  params: z.strictObject({ id: recordId(), format: z.enum(["pdf", "csv"]) }),
  result: z.never(),
});
