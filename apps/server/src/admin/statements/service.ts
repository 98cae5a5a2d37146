// An operator producing a user's statement: generated as the user would (in the language the
// operator names), committed with its audit row, so a statement made for a user names who made it.
import { userId as toUserId } from "@tradewind/domain/ids";
import type { Db } from "../../platform/database.ts";
import * as statements from "../../statements/service.ts";
import { audited, type AuditDeps } from "../audit/service.ts";

type Writer = Parameters<typeof audited>[1];

export async function generateForUser(deps: AuditDeps, writer: Writer, userId: string, request: statements.StatementRequest & { reason: string }) {
  const { reason, ...period } = request;
  const done = await audited(deps, writer, { action: "statement.generate", reason }, async (tx) => {
    const statement = await statements.generate({ db: tx, clock: deps.clock }, toUserId(userId), period, writer.operator.id);
    return { result: statement, target: `user:${userId}`, before: null, after: { statementId: statement.id, book: statement.book, from: statement.from, to: statement.to, pdfSha256: statement.pdfSha256 } };
  });
  return { auditId: done.auditId, statement: done.result };
}

export async function listForUser(db: Db, userId: string) {
  return { items: (await statements.list(db, toUserId(userId), { page: 1, size: 50 })).items };
}

export async function download(db: Db, id: string, format: "pdf" | "csv") {
  return statements.file(db, id, format, null);
}
