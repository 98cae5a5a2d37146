// SQL of the statements domain: generated statements, found by their period or by id.
import type { Book } from "@tradewind/api/accounts";
import { sql } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { StatementTables } from "./tables.ts";

export interface StatementKey {
  userId: string;
  book: Book;
  from: string;
  to: string;
  language: string;
}

export interface StoredStatement extends StatementKey {
  id: string;
  operatorId: string | null;
  pdfSha256: string;
  csvSha256: string;
  createdAt: Date;
}

const columns = ["id", "user_id", "book", "language", "operator_id", "pdf_sha256", "csv_sha256", "created_at"] as const;

function summaries(handle: Db) {
  return withTables<StatementTables>(handle)
    .selectFrom("account_statements")
    // Days come back as text, whatever the driver makes of a date column.
    .select([...columns, sql<string>`to_char(period_from, 'YYYY-MM-DD')`.as("from"), sql<string>`to_char(period_to, 'YYYY-MM-DD')`.as("to")]);
}

type Row = Awaited<ReturnType<ReturnType<typeof summaries>["executeTakeFirstOrThrow"]>>;

function toStored(row: Row): StoredStatement {
  return { id: row.id, userId: row.user_id, book: row.book, from: row.from, to: row.to, language: row.language, operatorId: row.operator_id, pdfSha256: row.pdf_sha256, csvSha256: row.csv_sha256, createdAt: row.created_at };
}

export async function findByKey(handle: Db, key: StatementKey): Promise<StoredStatement | undefined> {
  const row = await summaries(handle)
    .where("user_id", "=", key.userId)
    .where("book", "=", key.book)
    .where("period_from", "=", key.from)
    .where("period_to", "=", key.to)
    .where("language", "=", key.language)
    .executeTakeFirst();
  return row && toStored(row);
}

/** Inserts the statement unless the same key is already stored (a concurrent twin); answers whether this one was written. */
export async function insert(handle: Db, key: StatementKey, files: { operatorId: string | null; pdf: Uint8Array; pdfSha256: string; csv: string; csvSha256: string }): Promise<boolean> {
  const written = await withTables<StatementTables>(handle)
    .insertInto("account_statements")
    .values({ user_id: key.userId, book: key.book, period_from: key.from, period_to: key.to, language: key.language, operator_id: files.operatorId, pdf: files.pdf, pdf_sha256: files.pdfSha256, csv: files.csv, csv_sha256: files.csvSha256 })
    .onConflict((conflict) => conflict.columns(["user_id", "book", "period_from", "period_to", "language"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return written !== undefined;
}

export async function userStatements(handle: Db, userId: string, window: { limit: number; offset: number }) {
  const base = withTables<StatementTables>(handle).selectFrom("account_statements").where("user_id", "=", userId);
  const [rows, count] = await Promise.all([
    summaries(handle).where("user_id", "=", userId).orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toStored), total: Number(count.count) };
}

/** One statement with the bytes of its PDF or CSV, or undefined. */
export async function statementFile(handle: Db, id: string, format: "pdf" | "csv"): Promise<{ statement: StoredStatement; bytes: Uint8Array } | undefined> {
  const row = await summaries(handle).select(["pdf", "csv"]).where("id", "=", id).executeTakeFirst();
  return row && { statement: toStored(row), bytes: format === "pdf" ? new Uint8Array(row.pdf) : new TextEncoder().encode(row.csv) };
}
