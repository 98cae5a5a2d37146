// The loan agreement as a PDF (pdf-lib): the parties (the platform and the borrower as KYC
// verified them), every figure of the quote, the interest-free days and the early-repayment
// rule, what happens when the loan is overdue, the drawn signature and the signing time.
//
// Fonts are embedded (subsets of Noto fonts shipped by npm packages), so a name renders in any
// viewer whatever its script: Noto Sans for Latin, Noto Naskh Arabic and Noto Sans Hans (CJK).
// A line is split into runs of one font and one bidi embedding level (bidi-js, the Unicode
// Bidirectional Algorithm). Each run is given to the font in logical order: fontkit's layout
// applies the script's shaping features (Arabic joining forms and ligatures) and answers the
// glyphs of a right-to-left run in visual order. The runs are then placed left to right in
// visual order (rule L2: from the highest level down to the lowest odd one, every sequence of
// runs at or above it is reversed).
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import bidiFactory from "bidi-js";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

const require = createRequire(import.meta.url);
const bidi = bidiFactory();

type Script = "latin" | "arabic" | "cjk";

/** Where each font file is inside its package (the packages export no paths, so it is found beside their entry). */
const fontFiles: Record<Script, { pkg: string; file: string }> = {
  latin: { pkg: "@embedpdf/fonts-latin", file: "NotoSans-Regular.ttf" },
  arabic: { pkg: "@embedpdf/fonts-arabic", file: "NotoNaskhArabic-Regular.ttf" },
  cjk: { pkg: "@embedpdf/fonts-sc", file: "NotoSansHans-Regular.otf" },
};

const fontBytes = new Map<Script, Promise<Buffer>>();

/** The font file's bytes, read once per process. */
function fontFile(script: Script): Promise<Buffer> {
  let bytes = fontBytes.get(script);
  if (!bytes) {
    const { pkg, file } = fontFiles[script];
    bytes = fs.readFile(path.join(path.dirname(require.resolve(pkg)), "..", "fonts", file));
    fontBytes.set(script, bytes);
  }
  return bytes;
}

/** The script whose font draws a character; undefined for characters any font draws (spaces, digits, punctuation). */
function scriptOf(char: string): Script | undefined {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x0600 && code <= 0x06ff) || (code >= 0x0750 && code <= 0x077f) || (code >= 0x08a0 && code <= 0x08ff) || (code >= 0xfb50 && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfeff)) return "arabic";
  if ((code >= 0x2e80 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xffef) || code >= 0x20000) return "cjk";
  if (/[\p{L}]/u.test(char)) return "latin";
  return undefined;
}

interface Run {
  text: string;
  script: Script;
  level: number;
}

/** Runs of one script and one embedding level, in logical order; neutral characters join the run they follow. */
export function logicalRuns(text: string): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, "ltr");
  const runs: Run[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    const script = scriptOf(char) ?? last?.script ?? "latin";
    if (last && last.level === level && (last.script === script || scriptOf(char) === undefined)) last.text += char;
    else runs.push({ text: char, script, level });
    index += char.length;
  }
  return runs;
}

/** The runs in the order they appear from left to right (UAX #9 rule L2 over whole runs). */
export function visualOrder<Item extends { level: number }>(runs: readonly Item[]): Item[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => (run.level % 2 === 1 ? run.level : Infinity)));
  for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
    let start = 0;
    while (start < ordered.length) {
      if ((ordered[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end += 1;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered;
}

/** A document with its fonts embedded on first use (only the scripts a document uses are embedded). */
class Writer {
  private readonly fonts = new Map<Script, Promise<PDFFont>>();
  private page: PDFPage;
  private y: number;
  private static readonly margin = 56;
  private static readonly width = 595.28;
  private static readonly height = 841.89;

  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage([Writer.width, Writer.height]);
    this.y = Writer.height - Writer.margin;
  }

  private font(script: Script): Promise<PDFFont> {
    let font = this.fonts.get(script);
    if (!font) {
      font = fontFile(script).then((bytes) => this.doc.embedFont(bytes, { subset: true }));
      this.fonts.set(script, font);
    }
    return font;
  }

  private room(height: number): void {
    if (this.y - height >= Writer.margin) return;
    this.page = this.doc.addPage([Writer.width, Writer.height]);
    this.y = Writer.height - Writer.margin;
  }

  /** One line of any scripts, left-aligned. */
  async line(text: string, size = 10.5, gap = 6): Promise<void> {
    this.room(size + gap);
    this.y -= size;
    let x = Writer.margin;
    for (const run of visualOrder(logicalRuns(text))) {
      const font = await this.font(run.script);
      this.page.drawText(run.text, { x, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      x += font.widthOfTextAtSize(run.text, size);
    }
    this.y -= gap;
  }

  /** A paragraph of Latin text wrapped to the page width. */
  async paragraph(text: string, size = 10.5): Promise<void> {
    const font = await this.font("latin");
    const widthMax = Writer.width - 2 * Writer.margin;
    let current = "";
    for (const word of text.split(" ")) {
      const candidate = current === "" ? word : `${current} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) > widthMax && current !== "") {
        await this.line(current, size, 3);
        current = word;
      } else current = candidate;
    }
    if (current !== "") await this.line(current, size, 10);
  }

  space(height: number): void {
    this.y -= height;
  }

  /** An image scaled to fit `widthMax` × `heightMax`, keeping its proportions. */
  async image(bytes: Uint8Array, contentType: "image/png" | "image/jpeg", widthMax: number, heightMax: number): Promise<void> {
    const image = contentType === "image/png" ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
    const scale = Math.min(widthMax / image.width, heightMax / image.height, 1);
    const [width, height] = [image.width * scale, image.height * scale];
    this.room(height + 8);
    this.y -= height;
    this.page.drawImage(image, { x: Writer.margin, y: this.y, width, height });
    this.page.drawRectangle({ x: Writer.margin, y: this.y, width, height, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5 });
    this.y -= 8;
  }
}

export interface AgreementFacts {
  platformName: string;
  borrowerName: string;
  username: string;
  userId: string;
  productName: string;
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
  earlyRepaymentRule: string;
  signedAt: string;
  signature: { bytes: Uint8Array; contentType: "image/png" | "image/jpeg" };
}

/** The agreement PDF's bytes. */
export async function agreementPdf(facts: AgreementFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle("Loan agreement");
  doc.setCreator(facts.platformName);
  doc.setCreationDate(new Date(facts.signedAt));
  const out = new Writer(doc);
  const money = (value: string) => `${value} ${facts.currency}`;
  await out.line("Loan agreement", 18, 14);
  await out.line(`Lender: ${facts.platformName} (the platform)`);
  await out.line(`Borrower: ${facts.borrowerName}`);
  await out.line(`Account: ${facts.username} (user ${facts.userId})`, 10.5, 14);
  await out.line(`Product: ${facts.productName}`);
  await out.line(`Principal: ${money(facts.amount)}`);
  await out.line(`Term: ${facts.termDays} days from disbursement`);
  await out.line(`Daily interest rate: ${facts.dailyRatePercent} % (${facts.dailyRate} of the principal per day)`);
  await out.line(`Interest-free days: ${facts.interestFreeDays}`);
  await out.line(`Days bearing interest over the full term: ${facts.chargeableDays}`);
  await out.line(`Total interest: ${money(facts.totalInterest)} (principal × daily rate × days bearing interest, rounded up to 0.000001 ${facts.currency})`);
  await out.line(`Repayment amount: ${money(facts.repaymentAmount)}, principal and interest in one payment at the end of the term`);
  await out.line(`Repayment date if disbursed on the day of signing: ${facts.repaymentDateIfDisbursedNow}`, 10.5, 14);
  await out.paragraph(
    `Disbursement: the principal is paid to the borrower's real account when the platform's compliance team approves this application; the term starts then and the due date is the disbursement time plus ${facts.termDays} days. If the application is rejected, nothing is lent and nothing is owed.`,
  );
  await out.paragraph(`Early repayment: ${facts.earlyRepaymentRule}`);
  await out.paragraph(
    "Overdue: a loan not repaid by its due date is marked expired. It remains repayable for the same amount; no penalty, fee or further interest is charged beyond what this agreement states.",
  );
  await out.line(`Signed at: ${facts.signedAt} (UTC)`, 10.5, 10);
  await out.line("Borrower's signature:", 10.5, 6);
  await out.image(facts.signature.bytes, facts.signature.contentType, 240, 120);
  return doc.save();
}
