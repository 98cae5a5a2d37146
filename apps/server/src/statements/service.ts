// Account statements (issue 26; docs/STATEMENTS.md). A statement is built from the ledger (the
// opening balances, the period's postings, the fees its entries charged) with the price source of
// each fill from the order it names, rendered as PDF and CSV, and stored with the SHA-256 of each.
// The period has ended, so the same request gives the same figures: it answers the stored one.
import { createHash } from "node:crypto";
import type { Book } from "@tradewind/api/accounts";
import type { StatementSummary } from "@tradewind/api/statements";
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import { buildStatement, periodInstants, periodRefusal, statementCsv, type CurrencyStatement, type StatementPeriod } from "@tradewind/domain/statements";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { findUser } from "../accounts/back-office-service.ts";
import { periodActivity } from "../ledger/service.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import type { FileReply } from "../platform/request-context.ts";
import { priceSources } from "../trading/price-sources.ts";
import * as repository from "./repository.ts";
import { statementPdf } from "./statement-pdf.ts";

export interface StatementDeps {
  db: Db;
  clock: Clock;
}

const platformName = "Tradewind";

export interface StatementRequest extends StatementPeriod {
  book: Book;
  language: LanguageCode;
}

/** 10361–10363 for a period that cannot be a statement. */
export function checkPeriod(period: StatementPeriod, now: Date): void {
  const refusal = periodRefusal(period, now);
  if (refusal === "inverted") fail("statementPeriodInverted");
  if (refusal === "tooLong") fail("statementPeriodTooLong");
  if (refusal === "notEnded") fail("statementPeriodNotEnded");
}

/** The statement's figures per currency, read from the ledger now. */
export async function statementOf(db: Db, userId: UserId, request: { book: Book } & StatementPeriod): Promise<CurrencyStatement[]> {
  const { opening, postings, fees } = await periodActivity(db, userId, request.book, periodInstants(request));
  const sourceOf = await priceSources(db, userId, request.book);
  return buildStatement(
    opening,
    postings.map((posting) => ({ ...posting, createdAt: posting.createdAt.toISOString(), priceSource: sourceOf(posting.kind, posting.reference) })),
    fees,
  );
}

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

function summary(stored: repository.StoredStatement): StatementSummary {
  const { id, book, from, to, language, pdfSha256, csvSha256 } = stored;
  return { id, book, from, to, language, pdfSha256, csvSha256, byOperator: stored.operatorId !== null, createdAt: stored.createdAt.toISOString() };
}

/**
 * The user's statement of the period, generated and stored the first time, the stored one after
 * (also when two requests race: the unique key keeps the first). 10009 for no such user.
 */
export async function generate(deps: StatementDeps, userId: UserId, request: StatementRequest, operatorId: string | null = null): Promise<StatementSummary> {
  checkPeriod(request, deps.clock.now());
  const key = { userId, book: request.book, from: request.from, to: request.to, language: request.language };
  const existing = await repository.findByKey(deps.db, key);
  if (existing) return summary(existing);
  const user = (await findUser(deps.db, userId)) ?? fail("userNotFound");
  const currencies = await statementOf(deps.db, userId, request);
  const csv = statementCsv(currencies);
  const pdf = await statementPdf({ ...request, platformName, username: user.username, userId, generatedAt: deps.clock.now().toISOString(), currencies });
  await repository.insert(deps.db, key, { operatorId, pdf, pdfSha256: sha256(pdf), csv, csvSha256: sha256(csv) });
  const stored = await repository.findByKey(deps.db, key);
  invariant(stored, "a statement just stored (or its twin) is found by its key");
  return summary(stored);
}

export async function list(db: Db, userId: UserId, paging: { page: number; size: number }) {
  const found = await repository.userStatements(db, userId, { limit: paging.size, offset: (paging.page - 1) * paging.size });
  return { items: found.items.map(summary), total: found.total, ...paging };
}

/** A stored file; `ownerId` set: 10118 unless it is that user's (so another's id reads as unknown). */
export async function file(db: Db, id: string, format: "pdf" | "csv", ownerId: UserId | null): Promise<FileReply> {
  const found = await repository.statementFile(db, id, format);
  if (!found || (ownerId !== null && found.statement.userId !== ownerId)) fail("notFound");
  const { book, from, to } = found.statement;
  return { fileName: `statement-${book}-${from}-${to}.${format}`, contentType: format === "pdf" ? "application/pdf" : "text/csv", bytes: Buffer.from(found.bytes) };
}
