// The agreement PDF renders names of any script with embedded fonts: an Arabic name comes back
// from the PDF's text in logical order (shaped, right to left), a Chinese one as written, and
// every figure is printed. Then as a reader sees it: every language's agreement, with a Latin,
// Arabic, Chinese, Japanese or Korean borrower, is rendered by poppler (pdftoppm) and read back
// by OCR (tesseract), and qpdf checks the file. Text extraction alone would not do: a broken
// font program still yields its text while viewers draw nothing.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { earlyRepaymentRule } from "@tradewind/domain/loans";
import { loanAgreementText } from "@tradewind/i18n/catalogues/loan-agreement";
import { languages, type LanguageCode } from "@tradewind/i18n/languages";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logicalRuns, visualOrder } from "../platform/pdf-layout.ts";
import { agreementPdf, type AgreementFacts } from "./agreement.ts";
import { pdfText } from "./pdf-text.ts";

const run = promisify(execFile);

async function facts(borrowerName: string, language: LanguageCode = "en"): Promise<AgreementFacts> {
  const signature = await sharp({ create: { width: 300, height: 120, channels: 3, background: "#ffffff" } }).png().toBuffer();
  return {
    language,
    platformName: "Tradewind",
    borrowerName,
    username: "borrower1",
    userId: "42",
    productNames: { en: "Flexible USDT loan" },
    currency: "USDT",
    amount: "1000",
    termDays: 30,
    dailyRate: "0.0005",
    dailyRatePercent: "0.05",
    interestFreeDays: 7,
    chargeableDays: 23,
    totalInterest: "11.5",
    repaymentAmount: "1011.5",
    repaymentDateIfDisbursedNow: "2026-12-24",
    signedAt: "2026-11-24T00:00:00.000Z",
    signature: { bytes: signature, contentType: "image/png" },
  };
}

describe("loan agreement PDF", () => {
  it("prints an Arabic name in logical order with every figure", async () => {
    const bytes = await agreementPdf(await facts("فاطمة حسن"));
    // Wrapped lines and separate runs come back as separate items: compare with spaces collapsed.
    const text = (await pdfText(bytes)).replace(/\s+/g, " ");
    expect(text).toContain("Borrower: فاطمة حسن");
    for (const figure of ["Tradewind", "1000 USDT", "30 days", "0.05 %", "Interest-free days: 7", "11.5 USDT", "1011.5 USDT", "2026-12-24", "2026-11-24T00:00:00.000Z", "a day that has started counts as a whole day"]) {
      expect(text).toContain(figure);
    }
  });

  it("prints a Chinese name, and embeds only subsets of the fonts it uses", async () => {
    const bytes = await agreementPdf(await facts("王小明"));
    expect(await pdfText(bytes)).toContain("王小明");
    expect(bytes.length).toBeLessThan(100_000);
  });

  it.each<[string, string, LanguageCode]>([
    ["a Korean", "김민준", "de"],
    ["a Japanese", "さとう 花子", "en"],
    ["a Traditional Chinese", "陳大文", "ar"],
  ])("prints %s name in an agreement of another language", async (_script, name, language) => {
    const text = (await pdfText(await agreementPdf(await facts(name, language)))).replace(/\s+/g, "");
    expect(text).toContain(name.replace(/\s+/g, ""));
  });

  it("writes the borrower's language first and the governing English text as an annex", async () => {
    const text = (await pdfText(await agreementPdf(await facts("Jürgen Groß", "de")))).replace(/\s+/g, " ");
    expect(text.indexOf("Darlehensvertrag")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("Anhang: der englische Text (maßgeblich)")).toBeGreaterThan(text.indexOf("Darlehensvertrag"));
    expect(text.indexOf("Loan agreement")).toBeGreaterThan(text.indexOf("Anhang"));
    expect(text).toContain("the English text governs");
    const english = (await pdfText(await agreementPdf(await facts("Maria Müller", "en")))).replace(/\s+/g, " ");
    expect(english).not.toContain("Annex");
  });

  it("states the early-repayment rule the arithmetic implements, word for word", () => {
    expect(loanAgreementText.en.earlyRepayment).toBe(`Early repayment: ${earlyRepaymentRule}`);
  });

  it("orders mixed runs visually: an Arabic name after a Latin label stays to its right", () => {
    const runs = visualOrder(logicalRuns("Borrower: فاطمة حسن 王"));
    expect(runs.map((run) => [run.script, run.text.trim()]).filter(([, text]) => text !== "")).toEqual([
      ["latin", "Borrower:"],
      ["arabic", "فاطمة حسن"],
      ["cjk", "王"],
    ]);
    const nested = visualOrder([
      { level: 0, text: "a" },
      { level: 1, text: "b" },
      { level: 1, text: "c" },
      { level: 0, text: "d" },
    ]);
    expect(nested.map((run) => run.text).join("")).toBe("acbd");
  });
});

/** The Debian tools the reader's test runs: poppler-utils, qpdf, tesseract-ocr and its language packs (.ci/run ensure_pdf_tools). */
const tools = ["pdftoppm", "pdffonts", "qpdf", "tesseract"];
/** Tesseract's model for each interface language. */
const ocrModel: Record<LanguageCode, string> = { en: "eng", ja: "jpn", ko: "kor", de: "deu", fr: "fra", it: "ita", es: "spa", ar: "ara", hk: "chi_tra", zh: "chi_sim" };
/** The borrower of each variant: a Latin, an Arabic, a Chinese, a Japanese and a Korean name across the ten languages. */
const borrowers: Record<LanguageCode, string> = {
  en: "Maria Müller",
  ja: "山田 花子",
  ko: "김민준",
  de: "Jürgen Groß",
  fr: "Élodie Lefèvre",
  it: "Giulia Rossi",
  es: "José Núñez",
  ar: "فاطمة حسن",
  hk: "陳大文",
  zh: "王小明",
};

async function missingTools(): Promise<string[]> {
  const missing = [];
  for (const tool of tools) {
    try {
      await run("sh", ["-c", `command -v ${tool}`]);
    } catch {
      missing.push(tool);
    }
  }
  if (missing.length === 0) {
    const { stdout } = await run("tesseract", ["--list-langs"]);
    const installed = new Set(stdout.split("\n").map((line) => line.trim()));
    missing.push(...Object.values(ocrModel).filter((model) => !installed.has(model)).map((model) => `tesseract-ocr-${model.replace("_", "-")}`));
  }
  return missing;
}

const missing = await missingTools();
if (missing.length > 0) {
  // CI installs them (.ci/run ensure_pdf_tools), so there a missing tool fails instead of skipping.
  if (process.env.CI === "true") throw new Error(`CI lacks the PDF tools: ${missing.join(", ")}`);
  console.warn(`loan agreement rendering test skipped: missing ${missing.join(", ")} (apt-get install poppler-utils qpdf tesseract-ocr and the language packs)`);
}

/** Letters and digits only, lower case: OCR's spacing, punctuation widths and case say nothing of legibility. */
const squeeze = (text: string) => text.normalize("NFC").toLowerCase().replace(/[^\p{L}\p{N}.]/gu, "");

/** Whether OCR saw `expected`: some stretch of what it read differs from it in at most a quarter of the characters. */
function seen(read: string, expected: string): boolean {
  const [haystack, needle] = [[...squeeze(read)], [...squeeze(expected)]];
  const allowed = Math.floor(needle.length / 4);
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    let differences = 0;
    for (let index = 0; index < needle.length && differences <= allowed; index += 1) if (haystack[start + index] !== needle[index]) differences += 1;
    if (differences <= allowed) return true;
  }
  return false;
}

// Nothing here touches a database, so the PostgreSQL pass of the server suite (`npm run test:pg`) leaves it to `npm test`.
describe.skipIf(missing.length > 0 || process.env.TEST_DATABASE === "postgres")("loan agreement as a reader sees it (poppler, tesseract, qpdf)", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "agreement-"));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** OCR of the top of one page (the title, the parties and every figure), rendered at 120 dpi in grey. */
  async function readPage(file: string, page: number, model: string): Promise<string> {
    const image = `${file}-${page}`;
    const rendered = await run("pdftoppm", ["-r", "120", "-gray", "-png", "-singlefile", "-f", String(page), "-l", String(page), "-x", "0", "-y", "0", "-W", "993", "-H", "560", file, image]);
    // poppler complains on stderr about a font program it cannot read ("Embedded font file may be invalid").
    expect(rendered.stderr).toBe("");
    const { stdout } = await run("tesseract", [`${image}.png`, "stdout", "-l", model, "--psm", "4"], { env: { ...process.env, OMP_THREAD_LIMIT: "1" } });
    return stdout;
  }

  // One after another: run side by side on two cores the OCR only queued up (measured); each takes 2–8 s.
  it.each(languages.map(({ code }) => code))("%s: the title, the borrower and the figures are visible, and the file is sound", { timeout: 60_000 }, async (language) => {
    const file = path.join(dir, `${language}.pdf`);
    await fs.writeFile(file, await agreementPdf(await facts(borrowers[language], language)));
    await run("qpdf", ["--check", file]);
    const fonts = (await run("pdffonts", [file])).stdout.split("\n").slice(2).filter((line) => line.trim() !== "");
    expect(fonts.length).toBeGreaterThan(0);
    // Every font embedded as a subset (the "emb" and "sub" columns), so no viewer substitutes one.
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\s+\d+\s+0$/);
    const read = await readPage(file, 1, ocrModel[language]);
    expect(seen(read, loanAgreementText[language].title), `title in ${read}`).toBe(true);
    expect(seen(read, borrowers[language]), `borrower in ${read}`).toBe(true);
    for (const figure of ["1000", "11.5", "1011.5", "0.000001", "2026-12-24"]) expect(seen(read, figure), `${figure} in ${read}`).toBe(true);
    if (language !== "en") {
      const annex = await readPage(file, 2, "eng");
      expect(seen(annex, "Loan agreement"), `annex in ${annex}`).toBe(true);
      expect(seen(annex, "Principal: 1000 USDT"), `annex in ${annex}`).toBe(true);
    }
  });
});
