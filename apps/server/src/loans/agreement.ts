// The loan agreement as a PDF (pdf-lib): the parties (the platform and the borrower as KYC
// verified them), every figure of the quote, the interest-free days and the early-repayment
// rule, what happens when the loan is overdue, the drawn signature and the signing time. It is
// written in the borrower's language (packages/i18n loan-agreement.ts); any other language is
// followed by the English text as an annex, which governs.
//
// The layout (any script, right-to-left pages, embedded font subsets) is platform/pdf-layout.ts.
import { loanAgreementText } from "@tradewind/i18n/catalogues/loan-agreement";
import { textIn, type LanguageTexts } from "@tradewind/i18n/language-texts";
import { languageInfo, type LanguageCode } from "@tradewind/i18n/languages";
import { PDFDocument } from "pdf-lib";
import { drawRuns } from "../platform/pdf-fonts.ts";
import { fill, Layout } from "../platform/pdf-layout.ts";

export interface AgreementFacts {
  /** The borrower's language: the agreement's own, with the English text as a governing annex unless it is English. */
  language: LanguageCode;
  platformName: string;
  borrowerName: string;
  username: string;
  userId: string;
  /** The product's name per language: each version of the text names it in its own language (English when it has none). */
  productNames: LanguageTexts;
  currency: string;
  amount: string;
  termDays: number;
  /** As a share, e.g. "0.0005"; printed as a share and as a percentage. */
  dailyRate: string;
  /** The rate as a percentage, e.g. "0.05". */
  dailyRatePercent: string;
  interestFreeDays: number;
  chargeableDays: number;
  totalInterest: string;
  repaymentAmount: string;
  /** The due date if disbursed at signing (ISO). */
  repaymentDateIfDisbursedNow: string;
  signedAt: string;
  signature: { bytes: Uint8Array; contentType: "image/png" | "image/jpeg" };
}

/** The agreement's text in one language, then the signature. */
async function writeAgreement(out: Layout, language: LanguageCode, facts: AgreementFacts): Promise<void> {
  const text = loanAgreementText[language];
  const money = (value: string) => `${value} ${facts.currency}`;
  await out.line(fill(text.title), 18, 14);
  await out.line(fill(text.lender, { platform: facts.platformName }));
  await out.line(fill(text.borrower, { name: facts.borrowerName }));
  await out.line(fill(text.account, { username: facts.username, userId: facts.userId }), 10.5, 14);
  await out.line(fill(text.product, { product: textIn(facts.productNames, language).text }));
  await out.line(fill(text.principal, { amount: money(facts.amount) }));
  await out.line(fill(text.term, { days: facts.termDays }));
  await out.line(fill(text.dailyRate, { percent: facts.dailyRatePercent, rate: facts.dailyRate }));
  await out.line(fill(text.interestFreeDays, { days: facts.interestFreeDays }));
  await out.line(fill(text.chargeableDays, { days: facts.chargeableDays }));
  await out.paragraph(fill(text.totalInterest, { amount: money(facts.totalInterest), currency: facts.currency }));
  await out.paragraph(fill(text.repayment, { amount: money(facts.repaymentAmount) }));
  await out.line(fill(text.repaymentDate, { date: facts.repaymentDateIfDisbursedNow }), 10.5, 14);
  await out.paragraph(fill(text.disbursement, { days: facts.termDays }));
  await out.paragraph(fill(text.earlyRepayment));
  await out.paragraph(fill(text.overdue));
  await out.paragraph(fill(text.governing));
  await out.line(fill(text.signedAt, { time: facts.signedAt }), 10.5, 10);
  await out.line(fill(text.signature), 10.5, 6);
  await out.image(facts.signature.bytes, facts.signature.contentType, 240, 120);
}

/** The agreement PDF's bytes: the borrower's language, then (unless that is English) the English annex. */
export async function agreementPdf(facts: AgreementFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(loanAgreementText[facts.language].title);
  doc.setLanguage(languageInfo(facts.language).locale);
  doc.setCreator(facts.platformName);
  doc.setCreationDate(new Date(facts.signedAt));
  const own = new Layout(doc, facts.language, languageInfo(facts.language).dir);
  await writeAgreement(own, facts.language, facts);
  const runs = [...own.runs];
  if (facts.language !== "en") {
    const annex = new Layout(doc, facts.language, "ltr");
    await annex.line(loanAgreementText[facts.language].annexTitle, 12, 14);
    await writeAgreement(annex, "en", facts);
    runs.push(...annex.runs);
  }
  await drawRuns(doc, runs);
  return doc.save();
}
