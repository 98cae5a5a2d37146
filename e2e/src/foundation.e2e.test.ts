// The foundation issue's done-when path, as a person would do it in Chromium: onboarding,
// languages (RTL for Arabic), registration by email with the emailed code, the demo and real
// books, a reload that keeps the session, a password change, logout and login again.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { artifactsDir, confirmItIsYou, desktop, latestCode, mobile, useHarness } from "./harness.ts";


const harness = useHarness();

/** Saves the page at desktop and mobile width, then returns to desktop. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(artifactsDir, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(mobile);
  await page.screenshot({ path: path.join(artifactsDir, `${name}-mobile.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.getByTestId("language-button").first().click();
  await page.getByTestId(`language-option-${code}`).click();
  await expect.poll(() => page.getByTestId("language-modal").count()).toBe(0);
}

describe("foundation", () => {
  test("a visitor registers, uses both books, changes the password and logs in again", async () => {
    const context = await harness().browser.newContext({ viewport: desktop, locale: "en-US" });
    const page = await context.newPage();
    const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const email = `e2e-${unique}@example.com`;
    const username = `trader_${unique}`.slice(0, 30);
    const firstPassword = "Tradewind2026";
    const newPassword = "Windward2027x";

    // First visit: the onboarding board, then Skip.
    await page.goto(harness().baseUrl);
    await expect.poll(() => page.getByTestId("onboarding").isVisible()).toBe(true);
    await shoot(page, "01-onboarding");
    await page.getByTestId("onboarding-skip").click();
    await expect.poll(() => page.getByTestId("onboarding").count()).toBe(0);
    await shoot(page, "02-home");

    // Japanese, then Arabic (right to left), then English again.
    await chooseLanguage(page, "ja");
    expect(await page.getAttribute("html", "lang")).toBe("ja-JP");
    expect(await page.getAttribute("html", "dir")).toBe("ltr");
    await chooseLanguage(page, "ar");
    expect(await page.getAttribute("html", "lang")).toBe("ar");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await shoot(page, "03-home-arabic");
    await chooseLanguage(page, "en");
    expect(await page.getAttribute("html", "dir")).toBe("ltr");
    expect(await page.getAttribute("html", "lang")).toBe("en-US");

    // Register by email with the code from the dev outbox.
    await page.getByTestId("nav-signup").click();
    await page.waitForURL("**/pass/register");
    await page.getByTestId("method-email").click();
    await page.getByTestId("field-email").fill(email);
    await page.getByTestId("field-username").fill(username);
    await page.getByTestId("field-password").fill(firstPassword);
    await page.getByTestId("field-confirm-password").fill(firstPassword);
    // Submitting before sending a code is refused inline.
    await page.getByTestId("register-submit").click();
    await expect.poll(() => page.getByText("Send the verification code first").isVisible()).toBe(true);
    await page.getByTestId("send-code").click();
    await expect.poll(() => page.getByTestId("send-code").isDisabled()).toBe(true);
    const code = await latestCode(harness().baseUrl, email);
    await page.getByTestId("field-code").fill(code);
    await shoot(page, "04-register");
    await page.getByTestId("register-submit").click();
    await page.waitForURL(`${harness().baseUrl}/`);

    // The demo book holds 100,000 USDT, the real book nothing.
    await page.goto(`${harness().baseUrl}/profile`);
    const balance = page.getByTestId("balance-usdt");
    const card = page.getByTestId("balance-card");
    await expect.poll(() => card.getAttribute("data-book")).toBe("demo");
    expect(await balance.textContent()).toBe("100,000.00");
    expect(await page.getByTestId("profile-username").textContent()).toBe(username);
    await shoot(page, "05-profile-demo");

    await page.getByTestId("book-real").click();
    await expect.poll(() => card.getAttribute("data-book")).toBe("real");
    expect(await balance.textContent()).toBe("0.00");
    await expect.poll(() => page.getByText("Switched to real account").isVisible()).toBe(true);
    await shoot(page, "06-profile-real");

    await page.getByTestId("book-demo").click();
    await expect.poll(() => card.getAttribute("data-book")).toBe("demo");
    expect(await balance.textContent()).toBe("100,000.00");

    // The statement shows the demo funding.
    await page.getByTestId("menu-balance").click();
    await expect.poll(() => page.getByTestId("statement-line").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("statement-line").first().getAttribute("data-kind")).toBe("demo_funding");
    await shoot(page, "07-statement");

    // A reload keeps the session.
    await page.goto(`${harness().baseUrl}/profile`);
    await page.reload();
    await expect.poll(() => page.getByTestId("profile-username").textContent()).toBe(username);
    expect(await page.getByTestId("nav-login").count()).toBe(0);

    // Change the password.
    await page.getByTestId("menu-change-password").click();
    await page.getByTestId("field-old-password").fill(firstPassword);
    await page.getByTestId("field-new-password").fill(newPassword);
    await page.getByTestId("field-confirm-new-password").fill(newPassword);
    await shoot(page, "08-change-password");
    await page.getByTestId("change-password-submit").click();
    // A password change asks the user to confirm it is them (issue 24): the password and an emailed code.
    await confirmItIsYou(page, harness().baseUrl, { email });
    await expect.poll(() => page.getByText("Password changed").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("change-password-modal").count()).toBe(0);

    // Log out, then log in: the old password is refused, the new one works.
    await page.getByTestId("logout").click();
    await page.waitForURL("**/pass/login");
    await page.getByTestId("field-account").fill(username);
    await page.getByTestId("field-password").fill(firstPassword);
    await page.getByTestId("login-submit").click();
    await expect.poll(() => page.getByTestId("form-error").isVisible()).toBe(true);
    await shoot(page, "09-login-refused");
    await page.getByTestId("field-password").fill(newPassword);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(`${harness().baseUrl}/`);
    await page.goto(`${harness().baseUrl}/profile`);
    await expect.poll(() => page.getByTestId("profile-username").textContent()).toBe(username);
    await shoot(page, "10-logged-in-again");

    await context.close();
  });
});
