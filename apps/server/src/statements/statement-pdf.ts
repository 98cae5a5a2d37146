// The account statement as a PDF, laid out like the loan agreement (platform/pdf-layout.ts: any
// script, right-to-left pages, embedded font subsets) in the reader's language: the holder, the
// book and period, then per currency the opening balance, every posting (with its price source
// for fills), the fees, the net result by product and the closing balance.
import type { Book } from "@tradewind/api/accounts";
import type { CurrencyStatement } from "@tradewind/domain/statements";
import { toPlain, type Decimal } from "@tradewind/domain/money";
import { catalogues } from "@tradewind/i18n/catalogues";
import { statementPdfText } from "@tradewind/i18n/catalogues/statement-pdf";
import { languageInfo, type LanguageCode } from "@tradewind/i18n/languages";
import { PDFDocument } from "pdf-lib";
import { drawRuns } from "../platform/pdf-fonts.ts";
import { fill, Layout } from "../platform/pdf-layout.ts";

export interface StatementFacts {
  language: LanguageCode;
  platformName: string;
  username: string;
  userId: string;
  book: Book;
  from: string;
  to: string;
  generatedAt: string;
  currencies: readonly CurrencyStatement[];
}

/** An entry kind's name in the reader's language (the web catalogue's), or the kind itself when it has none. */
function kindName(language: LanguageCode, kind: string): string {
  const names: Record<string, string> = catalogues[language].statement.kinds;
  return names[kind] ?? kind;
}

export async function statementPdf(facts: StatementFacts): Promise<Uint8Array> {
  const text = statementPdfText[facts.language];
  const accountName = (account: string) => (text.accounts as Record<string, string>)[account] ?? account;
  const doc = await PDFDocument.create();
  doc.setTitle(`${text.title} ${facts.from} – ${facts.to}`);
  doc.setLanguage(languageInfo(facts.language).locale);
  doc.setCreator(facts.platformName);
  doc.setCreationDate(new Date(facts.generatedAt));
  const out = new Layout(doc, facts.language, languageInfo(facts.language).dir);
  await out.line(fill(text.title), 18, 14);
  await out.line(fill(text.holder, { username: facts.username, userId: facts.userId }));
  await out.line(fill(text.book, { book: text.books[facts.book] }));
  await out.line(fill(text.period, { from: facts.from, to: facts.to }));
  await out.line(fill(text.generated, { time: facts.generatedAt }), 10.5, 10);
  await out.paragraph(fill(text.balanceNote), 9);
  if (facts.currencies.length === 0) await out.line(fill(text.empty));
  for (const part of facts.currencies) {
    const money = (amount: Decimal) => `${toPlain(amount)} ${part.currency}`;
    await out.line(fill(text.currency, { currency: part.currency }), 14, 10);
    await out.line(fill(text.opening, { amount: money(part.opening) }), 10.5, 8);
    if (part.lines.length === 0) await out.line(fill(text.noPostings), 9);
    for (const line of part.lines) {
      const posting = fill(text.line, { time: line.createdAt.slice(0, 19).replace("T", " "), kind: kindName(facts.language, line.kind), reference: line.reference ?? "—", account: accountName(line.account), amount: toPlain(line.amount), balance: toPlain(line.balance) });
      await out.paragraph(line.priceSource === null ? posting : `${posting} · ${fill(text.source, { source: line.priceSource })}`, 8.5);
    }
    await out.line(fill(text.fees, { amount: money(part.fees) }), 10.5, 8);
    if (part.byProduct.length > 0) await out.line(fill(text.byProduct), 10.5, 4);
    for (const entry of part.byProduct) await out.line(fill(text.product, { product: text.products[entry.product], amount: money(entry.net) }), 9.5, 3);
    await out.line(fill(text.closing, { amount: money(part.closing) }), 12, 12);
  }
  await drawRuns(doc, out.runs);
  return doc.save();
}
