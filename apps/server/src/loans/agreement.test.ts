// The agreement PDF renders names of any script with embedded fonts: an Arabic name comes back
// from the PDF's text in logical order (shaped, right to left), a Chinese one as written, and
// every figure is printed.
import sharp from "sharp";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { describe, expect, it } from "vitest";
import { agreementPdf, logicalRuns, visualOrder, type AgreementFacts } from "./agreement.ts";
import { pdfText } from "./pdf-text.ts";

async function facts(borrowerName: string, language: LanguageCode = "en"): Promise<AgreementFacts> {
  const signature = await sharp({ create: { width: 300, height: 120, channels: 3, background: "#ffffff" } }).png().toBuffer();
  return {
    language,
    platformName: "Tradewind",
    borrowerName,
    username: "borrower1",
    userId: "42",
    productName: "Flexible USDT loan",
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
    expect(bytes.length).toBeLessThan(400_000);
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
