// Money in and out (issue 13), as a user and two operators do it in Chromium: a new user on the
// real book submits KYC with three photos; a compliance operator approves it in the back office;
// finance sets a real receiving address; the user deposits 150 USDT with a proof screenshot and
// finance credits it; the user withdraws 50 USDT seeing the fee and the remaining count, and
// finance pays it out with a transaction reference. Each outcome reaches the user live as a
// notification, every step is in the statement and its CSV, and the ledger check passes on the
// server's database afterwards. Screenshots at desktop and phone widths and in Arabic go to
// e2e/artifacts/money-*.png.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { arabicPhoneShots, artifactsDir, confirmItIsYou, desktop, mobile, signedInPage, signUpByApi, useHarness, type SignedUp } from "./harness.ts";
import { customerGet, realBalance } from "./customer.ts";
import { pngImage } from "./images.ts";
import { enrol, giveReason, invite, settle, setupLinkFromOutput, signInAgain } from "./operators.ts";

const harness = useHarness();

const adminPassword = "Backoffice2026x";
const compliancePassword = "Compliance2026k";
const financePassword = "Financeteam2026f";
/** A well-formed TRON address (base58check, version 0x41): finance's receiving address. */
const receivingAddress = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
/** Where the user withdraws to: another valid TRON address. */
const withdrawalAddress = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";
const depositTxHash = "7c2d4a6f0b1e9d8c3a5f7e2b4d6c8a0e1f3b5d7c9e2a4f6b8d0c1e3a5b7d9f20";
const payoutTxHash = "9a1b3c5d7e9f2a4b6c8d0e1f3a5b7c9d2e4f6a8b0c1d3e5f7a9b2c4d6e8f0a13";

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `money-${name}.png`), fullPage: true });
}

function image(name: string, seed: number) {
  return { name, mimeType: "image/png", buffer: pngImage(480, 300, seed) };
}

/** The bell's unread count as the top bar shows it (no badge means none). */
async function unreadShown(page: Page): Promise<number> {
  const badge = page.getByTestId("notification-badge");
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.trim() ?? "0");
}

async function submitKyc(page: Page): Promise<void> {
  const { baseUrl } = harness();
  await page.goto(`${baseUrl}/profile/verification`);
  await expect.poll(() => page.getByTestId("kyc-form").isVisible(), settle).toBe(true);
  await page.getByTestId("kyc-first-name").fill("Amira");
  await page.getByTestId("kyc-last-name").fill("Haddad");
  await page.getByTestId("kyc-birthdate").fill("1990-04-12");
  await page.getByTestId("kyc-sex-female").check({ force: true });
  await page.getByTestId("kyc-country").selectOption("DE");
  await page.getByTestId("kyc-address").fill("Friedrichstraße 12, 10117 Berlin");
  await page.getByTestId("kyc-phone").fill("+49 3012345678");
  await page.getByTestId("kyc-document-type-passport").check({ force: true });
  for (const [part, seed] of [["front", 1], ["back", 2], ["holding", 3]] as const) {
    await page.getByTestId(`kyc-${part}-input`).setInputFiles(image(`${part}.png`, seed));
    await expect.poll(() => page.getByTestId(`kyc-${part}`).getByTestId("image-upload-preview").isVisible(), settle).toBe(true);
  }
  await shot(page, "01-kyc-form-1280");
  await page.getByTestId("kyc-submit").click();
  await expect.poll(() => page.getByTestId("kyc-pending").isVisible(), settle).toBe(true);
  await shot(page, "02-kyc-pending-1280");
}

async function approveKyc(compliance: Page, username: string): Promise<void> {
  await compliance.getByTestId("nav-kyc").click();
  const row = compliance.locator("tr", { hasText: username });
  await expect.poll(() => row.getByTestId("open").isVisible(), settle).toBe(true);
  await row.getByTestId("open").click();
  for (const photo of ["front", "back", "holding"]) {
    await expect.poll(() => compliance.getByTestId(`photo-${photo}`).locator("img").isVisible(), settle).toBe(true);
  }
  await shot(compliance, "03-kyc-review-1440");
  await compliance.getByTestId("approve").click();
  await compliance.getByTestId("reason-submit").click();
  await expect.poll(() => compliance.locator("dialog[open]").count(), settle).toBe(0);
}

async function setReceivingAddress(finance: Page): Promise<void> {
  await finance.getByTestId("nav-addresses").click();
  const row = finance.getByTestId("address-USDT-TRC20");
  await expect.poll(() => row.getByTestId("placeholder").isVisible(), settle).toBe(true);
  await row.getByTestId("edit").click();
  await finance.getByTestId("address").fill(receivingAddress);
  const enabled = finance.getByTestId("enabled");
  if (!(await enabled.isChecked())) await enabled.check();
  await giveReason(finance, "Company TRON wallet, verified with the custodian");
  await expect.poll(() => row.getByTestId("placeholder").count(), settle).toBe(0);
}

async function deposit(page: Page): Promise<void> {
  const { baseUrl } = harness();
  await page.goto(`${baseUrl}/profile/financial?section=deposit&coin=USDT&network=TRC20`);
  await expect.poll(() => page.getByTestId("deposit-address").textContent(), settle).toContain(receivingAddress);
  await expect.poll(() => page.getByTestId("deposit-minimum").textContent(), settle).toContain("120");
  await page.getByTestId("deposit-amount").fill("150");
  await page.getByTestId("deposit-tx-hash").fill(depositTxHash);
  await page.getByTestId("deposit-proof-input").setInputFiles(image("transfer.png", 4));
  await expect.poll(() => page.getByTestId("deposit-proof").getByTestId("image-upload-preview").isVisible(), settle).toBe(true);
  await shot(page, "05-deposit-1280");
  await page.getByTestId("deposit-submit").click();
  await expect.poll(() => page.getByTestId("deposit-sent").isVisible(), settle).toBe(true);
}

async function creditDeposit(finance: Page, username: string): Promise<void> {
  await finance.getByTestId("nav-deposits").click();
  const row = finance.locator("tr", { hasText: username });
  await expect.poll(() => row.getByTestId("open").isVisible(), settle).toBe(true);
  await row.getByTestId("open").click();
  await expect.poll(() => finance.getByTestId("proof").locator("img").isVisible(), settle).toBe(true);
  await shot(finance, "06-deposit-review-1440");
  await finance.getByTestId("approve").click();
  await expect.poll(() => finance.getByTestId("credited-amount").inputValue(), settle).toBe("150");
  await finance.getByTestId("reason-submit").click();
  await expect.poll(() => finance.locator("dialog[open]").count(), settle).toBe(0);
}

async function withdraw(page: Page, user: SignedUp): Promise<void> {
  const { baseUrl } = harness();
  await page.goto(`${baseUrl}/profile/financial?section=withdraw`);
  await expect.poll(() => page.getByTestId("withdraw-section").isVisible(), settle).toBe(true);
  await page.getByTestId("withdraw-method-USDT-TRC20").click();
  await page.getByTestId("withdraw-address").fill(withdrawalAddress);
  await page.getByTestId("withdraw-amount").fill("50");
  // The fee (1% by default) and today's remaining count are shown before anything is sent.
  await expect.poll(() => page.getByTestId("withdraw-fee").getAttribute("data-value"), settle).toBe("0.5");
  await expect.poll(() => page.getByTestId("withdraw-total").getAttribute("data-value"), settle).toBe("50.5");
  expect(await page.getByTestId("withdraw-remaining").getAttribute("data-remaining")).toBe("3");
  await shot(page, "08-withdraw-1280");
  await page.getByTestId("withdraw-review").click();
  await expect.poll(() => page.getByTestId("withdraw-confirm-submit").isVisible(), settle).toBe(true);
  await shot(page, "09-withdraw-confirm-1280");
  await page.getByTestId("withdraw-confirm-submit").click();
  // Money leaving asks the user to confirm it is them (issue 24); the withdrawal then goes ahead.
  await confirmItIsYou(page, baseUrl, user);
  await expect.poll(() => page.getByTestId("withdraw-remaining").getAttribute("data-remaining"), settle).toBe("2");
}

async function payOut(finance: Page, username: string): Promise<void> {
  await finance.getByTestId("nav-withdrawals").click();
  const row = finance.locator("tr", { hasText: username });
  await expect.poll(() => row.getByTestId("open").isVisible(), settle).toBe(true);
  await row.getByTestId("open").click();
  await finance.getByTestId("approve").click();
  await finance.getByTestId("payout-ref").fill(payoutTxHash);
  await shot(finance, "10-withdrawal-payout-1440");
  await finance.getByTestId("reason-submit").click();
  await expect.poll(() => finance.locator("dialog[open]").count(), settle).toBe(0);
}

/** Waits for the bell to show `count` unread notifications, delivered over /ws without a reload. */
async function seesLiveNotifications(page: Page, count: number): Promise<void> {
  await expect.poll(() => unreadShown(page), settle).toBe(count);
}

describe("money in and out", () => {
  test("KYC, deposit with proof, withdrawal with fee, each reviewed in the back office", { timeout: 600_000 }, async () => {
    const { baseUrl, browser } = harness();
    const { page: admin, secret } = await enrol(browser, setupLinkFromOutput(harness().serverOutput()), adminPassword, { username: "chief_admin" });
    await signInAgain(admin, "chief_admin", adminPassword, secret);
    const complianceLink = await invite(admin, "compliance_kim", ["compliance"], "Reviews identity documents");
    const financeLink = await invite(admin, "finance_fay", ["finance"], "Reviews deposits and withdrawals");
    const { page: compliance } = await enrol(browser, complianceLink, compliancePassword);
    const { page: finance } = await enrol(browser, financeLink, financePassword);

    const user: SignedUp = await signUpByApi(baseUrl, "money");
    const page = await signedInPage(browser, baseUrl, user, desktop, "en", "real");

    await submitKyc(page);
    await approveKyc(compliance, user.user.username);
    await seesLiveNotifications(page, 1);
    await page.goto(`${baseUrl}/profile/verification`);
    await expect.poll(() => page.getByTestId("kyc-verified").isVisible(), settle).toBe(true);
    await shot(page, "04-kyc-verified-1280");

    await setReceivingAddress(finance);
    await deposit(page);
    await creditDeposit(finance, user.user.username);
    await seesLiveNotifications(page, 2);
    expect((await realBalance(baseUrl, user.token, "USDT")).available).toBe("150");
    await page.goto(`${baseUrl}/profile/financial?section=records`);
    await expect.poll(() => page.getByTestId("record-status").first().textContent(), settle).toBeTruthy();
    await shot(page, "07-records-1280");

    await withdraw(page, user);
    expect(await realBalance(baseUrl, user.token, "USDT")).toEqual({ available: "99.5", held: "50.5" });
    await payOut(finance, user.user.username);
    await seesLiveNotifications(page, 3);
    expect(await realBalance(baseUrl, user.token, "USDT")).toEqual({ available: "99.5", held: "0" });

    // The notification page lists the three outcomes, newest first.
    await page.goto(`${baseUrl}/profile/notification`);
    const items = page.getByTestId("notification");
    await expect.poll(() => items.count(), settle).toBe(3);
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-kind")))).toEqual(["withdrawal_paid", "deposit_credited", "kyc_verified"]);
    await shot(page, "11-notifications-1280");

    // The statement holds each step (the payout leaves the held account, where the hold put the
    // money), and its CSV exactly those lines.
    const statementKinds = { available: ["deposit", "withdrawal_hold"], held: ["withdrawal_hold", "withdrawal_payout"] } as const;
    for (const [account, kinds] of Object.entries(statementKinds)) {
      await page.goto(`${baseUrl}/profile/balance?account=${account}`);
      for (const kind of kinds) {
        await expect.poll(() => page.locator(`[data-testid="statement-line"][data-kind="${kind}"]`).count(), settle).toBeGreaterThan(0);
      }
      await shot(page, `12-statement-${account}-1280`);
      const exported = await customerGet<{ csv: string; rowCount: number }>(baseUrl, `/user/exportStatement?currency=USDT&account=${account}`, user.token);
      expect(exported.rowCount).toBe(await page.getByTestId("statement-line").count());
      for (const kind of kinds) expect(exported.csv).toContain(kind);
    }

    // Phone width and Arabic (right to left) of the same pages.
    await arabicPhoneShots(browser, baseUrl, user, [
      ["/profile/verification", "13-kyc-verified-ar-390"],
      ["/profile/financial?section=withdraw", "14-withdraw-ar-390"],
      ["/profile/financial?section=records", "15-records-ar-390"],
      ["/profile/notification", "16-notifications-ar-390"],
      ["/profile/balance", "17-statement-ar-390"],
    ], shot);
    await page.setViewportSize(mobile);
    await page.goto(`${baseUrl}/profile/financial?section=deposit`);
    await page.waitForLoadState("networkidle");
    await shot(page, "18-deposit-390");
    await finance.getByTestId("language-select").selectOption("ar");
    await finance.getByTestId("nav-withdrawals").click();
    await shot(finance, "19-withdrawals-ar-1440");

    const printed = await harness().stopServerAndCheckLedger();
    expect(printed).toContain("all invariants hold");
  });
});
