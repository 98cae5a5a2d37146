// Account statements (issue 26) in Chromium: a user on the transaction record page generates last
// month's statement of the real book, sees it listed with its SHA-256, and downloads the PDF and
// the CSV (the files are the stored ones: their hashes match; pdf.js reads the PDF's title and
// figures). A range reaching today is refused in the reader's language (10363). Screenshots at
// desktop and phone widths and in Arabic go to e2e/artifacts/statements-*.png.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { pdfText } from "../../apps/server/src/loans/pdf-text.ts";
import { arabicPhoneShots, artifactsDir, desktop, mobile, signedInPage, signUpByApi, useHarness } from "./harness.ts";
import { settle } from "./operators.ts";

const harness = useHarness();

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `statements-${name}.png`), fullPage: true });
}

async function saved(page: Page, testId: string, name: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).first().click()]);
  const file = path.join(artifactsDir, name);
  await download.saveAs(file);
  return fs.readFile(file);
}

describe("account statements", () => {
  test("a user generates last month's statement and downloads its PDF and CSV", { timeout: 600_000 }, async () => {
    const { baseUrl, browser } = harness();
    const user = await signUpByApi(baseUrl, "statement");
    const page = await signedInPage(browser, baseUrl, user, desktop, "en", "real");
    await page.goto(`${baseUrl}/profile/balance`);
    const section = page.getByTestId("statement-documents");
    await section.scrollIntoViewIfNeeded();
    await page.getByTestId("statement-documents-generate").click();
    await expect.poll(() => page.getByTestId("statement-document").count(), settle).toBe(1);
    await shot(page, "01-generated-1280");

    const pdf = await saved(page, "statement-document-pdf", "statements-last-month.pdf");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    expect(text).toContain("Account statement");
    expect(text).toContain("Book: real");
    const listedHash = await page.getByTestId("statement-document").locator("code").getAttribute("title");
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(listedHash);
    const csv = (await saved(page, "statement-document-csv", "statements-last-month.csv")).toString("utf8");
    expect(csv.split("\r\n")[0]).toBe("row,currency,createdAt,kind,product,account,reference,priceSource,amount,balance,entryId");

    // Generating the same month again answers the stored statement: still one in the list.
    await page.getByTestId("statement-documents-generate").click();
    await expect.poll(() => page.getByTestId("statement-documents-generate").isEnabled(), settle).toBe(true);
    expect(await page.getByTestId("statement-document").count()).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    await page.getByTestId("statement-documents-mode-range").click();
    await page.getByTestId("statement-documents-to").fill(today);
    await page.getByTestId("statement-documents-generate").click();
    await expect.poll(() => page.getByTestId("statement-documents-error").textContent(), settle).toContain("only days that are over");
    await shot(page, "02-refused-1280");

    await page.setViewportSize(mobile);
    await shot(page, "03-list-390");
    await arabicPhoneShots(browser, baseUrl, user, [["/profile/balance", "04-ar-390"]], shot);
    await harness().stopServerAndCheckLedger();
  });
});
