// The back office's "done when" (issue 12), as operators do it in Chromium: the setup link that
// the server printed at start creates the first admin (password, TOTP enrolled from the shown
// secret, codes computed here), who signs in again, finds a user, freezes them (their sign-in is
// refused), requests an adjustment above the dual-control threshold that a second, invited
// finance operator approves (it lands in the user's statement and the audit log), changes an
// instrument's spread (the user's quote terms follow, and the user's order panel, open in a second
// browser, quotes the new spread) and disables the virtual account.
// Screenshots at 1440 and 768 px and in Arabic go to e2e/artifacts/back-office-*.png.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { artifactsDir, signedInPage, signUpByApi, useHarness, type SignedUp } from "./harness.ts";
import { enrol, giveReason, invite, settle, setupLinkFromOutput, signInAgain, wide } from "./operators.ts";

const tablet = { width: 768, height: 1024 };
const adminPassword = "Backoffice2026x";
const financePassword = "Secondsign2026y";
/** Above adjustment_dual_control_usdt (1000 by default), so it waits for a second operator. */
const adjustmentAmount = "2500";
/** BTCUSDT's spread as seeded (0002_instruments.sql) and as the operator sets it. */
const seededSpreadRate = 0.0001;
const widenedSpreadRate = 0.0025;
/** How far the measured half spread may be off: prices are rounded to cents and the mid ticks between reads. */
const halfSpreadTolerance = 0.0002;

const harness = useHarness();

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `back-office-${name}.png`), fullPage: true });
}

async function customerPost(path: string, body: object, token?: string, book: "YES" | "NO" = "YES"): Promise<{ code: number; result: unknown }> {
  const headers: Record<string, string> = { "content-type": "application/json", virtually: book };
  if (token !== undefined) headers.Authorization = token;
  const response = await fetch(`${harness().baseUrl}/swx/customer${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; result: unknown };
}

async function openUser(page: Page, username: string): Promise<void> {
  await page.getByTestId("nav-users").click();
  await page.getByTestId("user-search").fill(username);
  await page.getByTestId("user-search-submit").click();
  await page.getByTestId(`user-link-${username}`).click();
  await expect.poll(() => page.getByTestId("user-status").first().textContent(), settle).toBe("Active");
}

async function freezeAndSeeRefusal(page: Page, account: string): Promise<void> {
  await page.getByTestId("freeze").click();
  await giveReason(page, "Suspicious deposits reported by the bank");
  await expect.poll(() => page.getByTestId("user-status").first().textContent(), settle).toBe("Frozen");
  const refused = await customerPost("/login/login", { account, password: "Tradewind2026" });
  expect(refused.code).toBe(10005);
  await page.getByTestId("unfreeze").click();
  await giveReason(page, "The bank cleared the deposits");
  await expect.poll(() => page.getByTestId("user-status").first().textContent(), settle).toBe("Active");
}

async function requestAdjustment(page: Page): Promise<void> {
  await page.getByTestId("adjust").click();
  await page.getByTestId("adjust-amount").fill(adjustmentAmount);
  await page.getByTestId("adjust-reference").fill("BANK-2026-0042");
  await giveReason(page, "Deposit received by bank transfer, not credited");
  await expect.poll(() => page.getByTestId("notice").textContent(), settle).toContain("second finance operator");
}

/** The admin invites a finance operator and hands over the link shown once. */
async function inviteFinance(page: Page, username: string): Promise<string> {
  const link = await invite(page, username, ["finance"], "Second approver for adjustments");
  await shot(page, "05-operators-1440");
  return link;
}

async function approveAsSecond(page: Page, username: string): Promise<void> {
  await page.getByTestId("nav-adjustments").click();
  const row = page.locator("tr", { hasText: username });
  await expect.poll(() => row.getByTestId("approve").isVisible(), settle).toBe(true);
  await shot(page, "06-approval-queue-1440");
  await row.getByTestId("approve").click();
  await giveReason(page, "Checked against the bank statement");
  await expect.poll(() => page.getByTestId("empty-state").isVisible(), settle).toBe(true);
}

async function changeSpread(page: Page, code: string, spread: string): Promise<void> {
  await page.getByTestId("nav-catalogue").click();
  await page.getByTestId("instrument-search").fill(code);
  await page.getByTestId("instrument-search-submit").click();
  const row = page.getByTestId(`instrument-${code}`);
  await row.getByTestId("instrument-edit").click();
  await page.getByTestId("instrument-spreadRate").fill(spread);
  await giveReason(page, "Wider spread during the volatile session");
  await shot(page, "08-catalogue-1440");
}

async function disableDemo(page: Page): Promise<void> {
  await page.getByTestId("nav-params").click();
  const row = page.getByTestId("param-demo_enabled");
  await row.getByTestId("param-edit").click();
  await page.getByTestId("param-input").selectOption("false");
  await giveReason(page, "Virtual account closed for maintenance");
  await expect.poll(() => row.getByTestId("param-value").textContent(), settle).toBe("false");
}

/** A shown price ("90,512.34") as a number. */
function shownNumber(text: string | null): number {
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}

/**
 * The user's /market page for BTCUSDT in its own browser context: a market long's expected price
 * in the order panel, measured against the mid shown in the header, as a fraction of the mid.
 * Buying fills at mid × (1 + spread / 2), so this is half the spread the panel quotes with.
 */
async function quotedHalfSpread(page: Page): Promise<number> {
  const [mid, expected] = [await page.getByTestId("instrument-price").textContent(), await page.getByTestId("expected-price").textContent()];
  return (shownNumber(expected) - shownNumber(mid)) / shownNumber(mid);
}

async function userSeesSpread(account: SignedUp, spreadRate: number): Promise<void> {
  const { baseUrl, browser } = harness();
  const page = await signedInPage(browser, baseUrl, account, wide);
  await page.goto(`${baseUrl}/market?code=BTCUSDT`);
  const panel = page.getByTestId("order-panel");
  await expect.poll(() => panel.isVisible(), settle).toBe(true);
  await panel.getByTestId("order-tab-contract").click();
  await page.getByTestId("contract-form").getByTestId("contract-lots").fill("0.01");
  await expect.poll(() => page.getByTestId("expected-price").isVisible(), settle).toBe(true);
  await expect.poll(async () => Math.abs((await quotedHalfSpread(page)) - spreadRate / 2) < halfSpreadTolerance, settle).toBe(true);
  await shot(page, "08-user-quote-1440");
  await page.context().close();
}

describe("back office", () => {
  test("setup, sign-in, freeze, dual-controlled adjustment, spread and demo switch", { timeout: 420_000 }, async () => {
    const { baseUrl, browser } = harness();
    const user = await signUpByApi(baseUrl, "bo");
    const { page: admin, secret } = await enrol(browser, setupLinkFromOutput(harness().serverOutput()), adminPassword, {
      username: "chief_admin",
      beforeCode: (page) => shot(page, "01-setup-qr-1440"),
    });
    await signInAgain(admin, "chief_admin", adminPassword, secret);
    await expect.poll(() => admin.getByTestId("queue-adjustments").textContent(), settle).toContain("0");
    // The rolling adjustment limit card: nobody has posted alone yet.
    await expect.poll(() => admin.getByTestId("rolling-limit").textContent(), settle).toContain("5,000");
    await shot(admin, "02-dashboard-1440");

    await openUser(admin, user.user.username);
    await freezeAndSeeRefusal(admin, user.user.username);
    await requestAdjustment(admin);
    await shot(admin, "03-user-1440");
    await admin.setViewportSize(tablet);
    await shot(admin, "03-user-768");
    await admin.setViewportSize(wide);

    // The requester sees the pending adjustment but cannot approve it.
    await admin.getByTestId("nav-adjustments").click();
    await expect.poll(() => admin.locator("tr", { hasText: user.user.username }).count(), settle).toBe(1);
    expect(await admin.getByTestId("approve").count()).toBe(0);
    await shot(admin, "04-adjustments-requester-1440");

    const link = await inviteFinance(admin, "finance_two");
    const { page: finance } = await enrol(browser, link, financePassword);
    await approveAsSecond(finance, user.user.username);

    // The posted adjustment is in the user's statement and in the audit log.
    await openUser(admin, user.user.username);
    await expect.poll(() => admin.getByTestId("statement-adjustment").count(), settle).toBeGreaterThan(0);
    // Named as the user's statement names it, not by its ledger code.
    expect(await admin.getByTestId("statement-adjustment").first().textContent()).toContain("Balance adjustment");
    expect(await admin.getByTestId("balance-real-USDT").getByTestId("available").textContent()).toBe("2,500.00");
    await admin.getByTestId("nav-audit").click();
    await admin.getByTestId("audit-action").fill("adjustment.approve");
    await admin.getByTestId("audit-apply").click();
    await expect.poll(() => admin.getByTestId("audit-adjustment.approve").count(), settle).toBe(1);
    await shot(admin, "07-audit-1440");

    await changeSpread(admin, "BTCUSDT", String(widenedSpreadRate));
    const quote = await (await fetch(`${baseUrl}/swx/customer/index/getMarketInfo/BTCUSDT`)).json() as { result: { terms: { spreadRate: string } } };
    expect(quote.result.terms.spreadRate).toBe("0.0025");
    // The user (unfrozen, so signed in afresh) opens the market in their own browser and is quoted the new spread.
    const relogin = await customerPost("/login/login", { account: user.user.username, password: "Tradewind2026" });
    expect(relogin.code).toBe(200);
    const { token: quoteToken } = relogin.result as { token: string };
    expect(widenedSpreadRate / 2 - seededSpreadRate / 2).toBeGreaterThan(halfSpreadTolerance * 2);
    await userSeesSpread({ ...user, token: quoteToken }, widenedSpreadRate);

    await disableDemo(admin);
    // Freezing ended the user's sessions; unfrozen, they sign in again and find the virtual account closed.
    const signedIn = await customerPost("/login/login", { account: user.user.username, password: "Tradewind2026" });
    expect(signedIn.code).toBe(200);
    const { token } = signedIn.result as { token: string };
    const reset = await customerPost("/user/resetDemoBalance", {}, token, "NO");
    expect(reset.code).toBe(10115);

    // Arabic mirrors the console; the tablet width keeps it usable.
    await admin.getByTestId("language-select").selectOption("ar");
    // The Arabic catalogue is fetched on the switch; the direction flips once it is in.
    await expect.poll(() => admin.getAttribute("html", "dir"), settle).toBe("rtl");
    await admin.getByTestId("nav-dashboard").click();
    await expect.poll(() => admin.getByTestId("bar-chart").isVisible(), settle).toBe(true);
    await shot(admin, "09-dashboard-ar-1440");
    await admin.setViewportSize(tablet);
    await admin.getByTestId("nav-adjustments").click();
    await shot(admin, "10-adjustments-ar-768");
  });
});
