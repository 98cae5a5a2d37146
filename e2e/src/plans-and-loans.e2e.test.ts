// Smart plans and loans (issue 14), as operators and a user do it in Chromium. Finance funds the
// earn reserve and the loan fund and creates a 7-day plan; compliance verifies the user (KYC sent
// through the API, approved on screen). The user, on the real book, applies for a loan, signs on
// the canvas, downloads the agreement PDF (its text is read here), compliance approves it and the
// user repays it. Then the user buys the plan, the server's clock (DEV_CLOCK) moves a day on and
// the day's yield arrives; the user exits early, seeing the penalty before confirming. Every step
// is in the statement, and the ledger check passes on the server's database afterwards.
// Screenshots at desktop and phone widths and in Arabic go to e2e/artifacts/plans-loans-*.png.
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { pdfText } from "../../apps/server/src/loans/pdf-text.ts";
import { customerPost, realBalance, submitKycByApi } from "./customer.ts";
import { arabicPhoneShots, artifactsDir, desktop, mobile, signedInPage, signUpByApi, useHarness } from "./harness.ts";
import { creditUser, enrol, giveReason, invite, settle, setupLinkFromOutput, signInAgain } from "./operators.ts";

const harness = useHarness({ DEV_CLOCK: "true" });

const adminPassword = "Backoffice2026x";
const compliancePassword = "Compliance2026k";
const financePassword = "Financeteam2026f";
const planName = "Steady Seven";
const dayMs = 86_400_000;

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `plans-loans-${name}.png`), fullPage: true });
}

/** Opens a queue's first row for `username` and approves it (an optional note left empty). */
async function approveFromQueue(operator: Page, nav: string, username: string): Promise<void> {
  await operator.getByTestId(nav).click();
  const row = operator.locator("tr", { hasText: username });
  await expect.poll(() => row.getByTestId("open").isVisible(), settle).toBe(true);
  await row.getByTestId("open").click();
  await operator.getByTestId("approve").click();
  await operator.getByTestId("reason-submit").click();
  await expect.poll(() => operator.locator("dialog[open]").count(), settle).toBe(0);
}

async function createPlanProduct(finance: Page): Promise<void> {
  await finance.getByTestId("nav-smart").click();
  await finance.getByTestId("earn-reserve-fund").click();
  await finance.getByTestId("earn-fund-dialog-amount").fill("500");
  await giveReason(finance, "Reserve for the first smart plans");
  await finance.getByTestId("smart-product-new").click();
  await finance.getByTestId("smart-name-en").fill(planName);
  await finance.getByTestId("smart-days").fill("7");
  await finance.getByTestId("smart-daily-rate").fill("0.002");
  await finance.getByTestId("smart-min-amount").fill("100");
  await finance.getByTestId("smart-max-amount").fill("5000");
  // A new product starts switched off, so nobody buys a half-written one.
  await finance.getByTestId("smart-enabled").selectOption("true");
  await finance.getByTestId("smart-description-en").fill("A 7-day plan paying 0.2% of the principal each day from the earn reserve.");
  await shot(finance, "02-plan-editor-1440");
  await giveReason(finance, "First 7-day plan");
  await expect.poll(() => finance.locator("tr", { hasText: planName }).count(), settle).toBe(1);
  await shot(finance, "03-plans-1440");
}

async function fundLoans(finance: Page): Promise<void> {
  await finance.getByTestId("nav-loanFund").click();
  await finance.getByTestId("loan-fund-add").click();
  await finance.getByTestId("loan-fund-dialog-amount").fill("10000");
  await giveReason(finance, "Loan fund for November");
  await expect.poll(() => finance.getByTestId("loan-fund-balance").textContent(), settle).toContain("10,000");
}

/** Draws a signature: three strokes across the canvas. */
async function sign(page: Page): Promise<void> {
  const canvas = page.getByTestId("loan-signature-canvas");
  // The mouse works in the viewport's coordinates: the canvas must be on screen.
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (box === null) throw new Error("no signature canvas");
  for (let stroke = 0; stroke < 3; stroke += 1) {
    const y = box.y + box.height * (0.35 + stroke * 0.15);
    await page.mouse.move(box.x + box.width * 0.15, y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) await page.mouse.move(box.x + box.width * (0.15 + step * 0.06), y + Math.sin(step) * 12);
    await page.mouse.up();
  }
}

async function applyForLoan(page: Page): Promise<void> {
  const { baseUrl } = harness();
  await page.goto(`${baseUrl}/loan`);
  await expect.poll(() => page.getByTestId("loan-form").isVisible(), settle).toBe(true);
  await page.getByTestId("loan-amount").fill("1000");
  await expect.poll(() => page.getByTestId("quote-repayment").isVisible(), settle).toBe(true);
  await expect.poll(() => page.getByTestId("loan-not-signed").isVisible(), settle).toBe(true);
  await sign(page);
  await expect.poll(() => page.getByTestId("loan-not-signed").count(), settle).toBe(0);
  await shot(page, "04-loan-quote-signed-1280");
  await page.getByTestId("loan-apply").click();
  await expect.poll(() => page.locator('[data-testid^="loan-"][data-status="pending"]').count(), settle).toBe(1);
}

async function agreementText(page: Page): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByTestId("loan-agreement").first().click();
  const file = await (await download).path();
  return pdfText(new Uint8Array(await fs.readFile(file)));
}

async function repay(page: Page): Promise<void> {
  await page.getByTestId("loan-repay").click();
  await expect.poll(() => page.getByTestId("repay-total").isVisible(), settle).toBe(true);
  await shot(page, "07-loan-repay-1280");
  await page.getByTestId("loan-repay-submit").click();
  await expect.poll(() => page.locator('[data-testid^="loan-"][data-status="repaid"]').count(), settle).toBe(1);
}

async function buyPlan(page: Page): Promise<void> {
  const { baseUrl } = harness();
  await page.goto(`${baseUrl}/trading`);
  const product = page.locator('article[data-testid^="smart-product-"]', { hasText: planName });
  await expect.poll(() => product.getAttribute("data-purchasable"), settle).toBe("true");
  await product.getByTestId("smart-choose").click();
  await page.getByTestId("smart-amount").fill("300");
  await expect.poll(() => page.getByTestId("smart-preview-total").isVisible(), settle).toBe(true);
  await page.getByTestId("smart-buy-submit").click();
  await expect.poll(() => page.locator('[data-testid^="smart-plan-"][data-status="running"]').count(), settle).toBe(1);
  await expect.poll(() => page.getByTestId("smart-countdown").isVisible(), settle).toBe(true);
  await shot(page, "08-plan-bought-1280");
}

describe("smart plans and loans", () => {
  test("reserve-funded plan with a day's yield and early exit; a signed, approved and repaid loan", { timeout: 600_000 }, async () => {
    const { baseUrl, browser } = harness();
    const { page: admin, secret } = await enrol(browser, setupLinkFromOutput(harness().serverOutput()), adminPassword, { username: "chief_admin" });
    await signInAgain(admin, "chief_admin", adminPassword, secret);
    const { page: compliance } = await enrol(browser, await invite(admin, "compliance_kim", ["compliance"], "Reviews identity and loans"), compliancePassword);
    const { page: finance } = await enrol(browser, await invite(admin, "finance_fay", ["finance"], "Runs products and funds"), financePassword);

    const user = await signUpByApi(baseUrl, "earn");
    await submitKycByApi(baseUrl, user.token, { firstName: "Layla", lastName: "Nasser" });
    await approveFromQueue(compliance, "nav-kyc", user.user.username);
    await creditUser(finance, user.user.username, "1000");
    await createPlanProduct(finance);
    await fundLoans(finance);

    const page = await signedInPage(browser, baseUrl, user, desktop, "en", "real");
    await applyForLoan(page);
    const agreement = await agreementText(page);
    for (const expected of ["Borrower: Layla Nasser", "Principal: 1000 USDT", "Interest-free days: 7", user.user.username]) expect(agreement).toContain(expected);
    await shot(page, "05-loan-pending-1280");
    await approveFromQueue(compliance, "nav-loans", user.user.username);
    await shot(compliance, "06-loan-approved-1440");
    await page.reload();
    await expect.poll(() => page.locator('[data-testid^="loan-"][data-status="repaying"]').count(), settle).toBe(1);
    expect((await realBalance(baseUrl, user.token, "USDT")).available).toBe("2000");
    await repay(page);

    await buyPlan(page);
    // A day passes on the server's clock; the accrual job pays day 1 from the committed reserve.
    await customerPost(baseUrl, "/dev/clock", { advanceSeconds: dayMs / 1000 + 60 }, user.token);
    await page.reload();
    const plan = page.locator('[data-testid^="smart-plan-"][data-status="running"]');
    await expect.poll(() => plan.getByTestId("smart-plan-days-paid").textContent(), settle).toContain("1");
    await shot(page, "09-plan-day-one-1280");
    await plan.getByTestId("smart-plan-exit").click();
    await expect.poll(() => page.getByTestId("smart-exit-penalty").isVisible(), settle).toBe(true);
    await shot(page, "10-plan-exit-preview-1280");
    await page.getByTestId("smart-exit-confirm").click();
    await expect.poll(() => page.locator('[data-testid^="smart-plan-"][data-status="exited"]').count(), settle).toBe(1);

    // Every step in the statement of the available balance.
    await page.goto(`${baseUrl}/profile/balance?account=available`);
    for (const kind of ["loan_disbursement", "loan_repayment", "smart_buy", "smart_yield", "smart_exit"]) {
      await expect.poll(() => page.locator(`[data-testid="statement-line"][data-kind="${kind}"]`).count(), settle).toBeGreaterThan(0);
    }
    await shot(page, "11-statement-1280");

    // Phone width and Arabic (right to left) of the same pages.
    await arabicPhoneShots(browser, baseUrl, user, [
      ["/trading", "12-trading-ar-390"],
      ["/loan?section=records", "13-loans-ar-390"],
    ], shot);
    await page.setViewportSize(mobile);
    await page.goto(`${baseUrl}/loan`);
    await page.waitForLoadState("networkidle");
    await shot(page, "14-loan-390");

    const printed = await harness().stopServerAndCheckLedger();
    expect(printed).toContain("all invariants hold");
  });
});
