// What an operator does in the back office, shared by the end-to-end tests: walk a one-time
// setup or invitation link (password, TOTP enrolled from the shown secret, codes computed here),
// sign in again, give the reason a write dialog asks for, and invite a colleague with roles.
import { expect } from "vitest";
import { generate } from "otplib";
import type { Browser, Page } from "playwright-core";

export const wide = { width: 1440, height: 900 };
export const settle = { timeout: 20_000, interval: 250 };
const totpPeriodSeconds = 30;

/**
 * The server takes each code once and never one older than the last, and accepts one step
 * either side of now, so each sign-in here uses the next unused step (at most one ahead).
 */
const lastSteps = new Map<string, number>();
export async function nextCode(secret: string): Promise<string> {
  for (let attempt = 0; attempt < 70; attempt += 1) {
    const now = Math.floor(Date.now() / 1000 / totpPeriodSeconds);
    const step = Math.max(now, (lastSteps.get(secret) ?? -1) + 1);
    if (step <= now + 1) {
      lastSteps.set(secret, step);
      return generate({ secret, epoch: step * totpPeriodSeconds, period: totpPeriodSeconds });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error("no fresh TOTP step within 70 s");
}

/** Fills the reason of the open write dialog and submits it; the dialog closes on success. */
export async function giveReason(page: Page, reason: string): Promise<void> {
  await page.getByTestId("reason").fill(reason);
  await page.getByTestId("reason-submit").click();
  await expect.poll(() => page.locator("dialog[open]").count(), settle).toBe(0);
}

/**
 * Walks a one-time link: password (and username for setup), TOTP from the shown secret; returns
 * the signed-in page and the secret. `beforeCode` runs while the QR code is shown (a screenshot).
 */
export async function enrol(
  browser: Browser,
  url: string,
  password: string,
  options: { username?: string; beforeCode?: (page: Page) => Promise<void> } = {},
): Promise<{ page: Page; secret: string }> {
  const context = await browser.newContext({ viewport: wide, locale: "en-US" });
  const page = await context.newPage();
  await page.goto(url);
  await expect.poll(() => page.getByTestId("setup-purpose").isVisible(), settle).toBe(true);
  if (options.username !== undefined) await page.getByTestId("setup-username").fill(options.username);
  await page.getByTestId("setup-password").fill(password);
  await page.getByTestId("setup-confirm").fill(password);
  await page.getByTestId("setup-next").click();
  await expect.poll(() => page.getByTestId("totp-qr").isVisible(), settle).toBe(true);
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await options.beforeCode?.(page);
  await page.getByTestId("setup-code").fill(await nextCode(secret));
  await page.getByTestId("setup-confirm-code").click();
  await expect.poll(() => page.getByTestId("operator-name").isVisible(), settle).toBe(true);
  return { page, secret };
}

export async function signInAgain(page: Page, username: string, password: string, secret: string): Promise<void> {
  await page.getByTestId("sign-out").click();
  await page.waitForURL("**/admin/signin");
  await page.getByTestId("signin-username").fill(username);
  await page.getByTestId("signin-password").fill(password);
  await page.getByTestId("signin-code").fill(await nextCode(secret));
  await page.getByTestId("signin-submit").click();
  await expect.poll(() => page.getByTestId("operator-name").textContent(), settle).toBe(username);
}

/** Finance credits a user's real USDT through an audited adjustment (a bank transfer received). */
export async function creditUser(finance: Page, username: string, amount: string): Promise<void> {
  await finance.getByTestId("nav-users").click();
  await finance.getByTestId("user-search").fill(username);
  await finance.getByTestId("user-search-submit").click();
  await finance.getByTestId(`user-link-${username}`).click();
  await finance.getByTestId("adjust").click();
  await finance.getByTestId("adjust-amount").fill(amount);
  await finance.getByTestId("adjust-reference").fill("BANK-2026-1107");
  await giveReason(finance, "Deposit received by bank transfer");
}

/** The admin invites an operator with these roles and returns the link shown once. */
export async function invite(page: Page, username: string, roles: readonly string[], reason: string): Promise<string> {
  await page.getByTestId("nav-operators").click();
  await page.getByTestId("invite").click();
  await page.getByTestId("invite-username").fill(username);
  for (const role of roles) await page.getByTestId(`role-${role}`).check();
  await giveReason(page, reason);
  const link = (await page.getByTestId("one-time-link").textContent())?.trim() ?? "";
  // Absolute, so it can be handed on as shown.
  expect(link).toMatch(/^https?:\/\/[^/]+\/admin\/setup\?token=/);
  return link;
}

/** The first admin's setup link, as `npm start` printed it on a database without operators. */
export function setupLinkFromOutput(output: string): string {
  const match = /First admin setup:\s+(\S+)/.exec(output);
  if (match?.[1] === undefined) throw new Error(`no setup link in the server output:\n${output}`);
  return match[1];
}
