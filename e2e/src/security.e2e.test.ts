// The security centre (issue 24) in Chromium: a user turns the authenticator app on from the QR
// page's setup key (codes computed here with otplib, as a phone would), saves the recovery codes,
// logs out, signs in with the password and then a code, and reads the sign-in in the history; a
// recovery code signs in once. A user without a factor saves a withdrawal address: the page asks
// "confirm it is you" (password and an emailed code), then shows the address waiting. A user
// ends another of their sessions from the list: that session's open socket is told at once
// (sessionExpired) and its requests answer 401.
// Screenshots at desktop and phone widths and in Arabic go to e2e/artifacts/security-*.png.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { artifactsDir, confirmItIsYou, desktop, mobile, signedInPage, signUpByApi, signUpPassword, untilRightToLeft, useHarness, visitorPage } from "./harness.ts";
import { nextCode, settle } from "./operators.ts";

const harness = useHarness();
const password = signUpPassword;

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `security-${name}.png`), fullPage: true });
}

async function signInWithPassword(page: Page, username: string): Promise<void> {
  await page.goto(`${harness().baseUrl}/pass/login`);
  await page.getByTestId("field-account").fill(username);
  await page.getByTestId("field-password").fill(password);
  await page.getByTestId("login-submit").click();
  await page.getByTestId("second-factor-form").waitFor();
}

describe("security centre", () => {
  test("enrol the authenticator, log out, sign in with a code, then with a recovery code", async () => {
    const { baseUrl, browser } = harness();
    const account = await signUpByApi(baseUrl, "secure");
    const page = await signedInPage(browser, baseUrl, account, desktop);
    await page.goto(`${baseUrl}/profile/security`);
    await expect.poll(() => page.getByTestId("protection-level").textContent(), settle).toContain("Password only");
    await shot(page, "01-password-only");

    await page.getByTestId("totp-turn-on").click();
    const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect.poll(() => page.getByTestId("qr-code").count()).toBe(1);
    await shot(page, "02-enrol");
    await page.getByTestId("totp-confirm-code").fill(await nextCode(secret));
    await page.getByTestId("totp-confirm").click();
    await page.getByTestId("recovery-codes").waitFor();
    const recoveryCodes = (await page.getByTestId("recovery-codes").locator("code").allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await shot(page, "03-recovery-codes");
    await page.getByTestId("recovery-codes-done").click();
    await expect.poll(() => page.getByTestId("protection-level").textContent(), settle).toContain("Password and authenticator app");
    await expect.poll(() => page.getByTestId("recovery-codes-left").textContent()).toContain("10");

    // Log out; the password alone now leads to the second step.
    await page.goto(`${baseUrl}/profile`);
    await page.getByTestId("logout").click();
    await page.waitForURL("**/pass/login");
    await signInWithPassword(page, account.user.username);
    await shot(page, "04-second-step");
    await page.getByTestId("field-second-factor").fill("000000");
    await page.getByTestId("second-factor-submit").click();
    await expect.poll(() => page.getByText("The code is wrong").isVisible(), settle).toBe(true);
    await page.getByTestId("field-second-factor").fill(await nextCode(secret));
    await page.getByTestId("second-factor-submit").click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/profile/security`);
    await expect.poll(() => page.getByTestId("security-event-sign_in").count(), settle).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("security-event-second_factor_failed").count()).toBe(1);
    await shot(page, "05-history");
    await page.context().close();

    // A recovery code signs in once, on a phone.
    const phone = await visitorPage(browser, baseUrl, mobile, "en");
    await signInWithPassword(phone, account.user.username);
    await phone.getByTestId("field-second-factor-switch").click();
    await phone.getByTestId("field-second-factor").fill(recoveryCodes[0] ?? "");
    await phone.getByTestId("second-factor-submit").click();
    await phone.waitForURL(`${baseUrl}/`);
    await phone.goto(`${baseUrl}/profile/security`);
    await expect.poll(() => phone.getByTestId("recovery-codes-left").textContent(), settle).toContain("9");
    await shot(phone, "06-phone");

    // The same page in Arabic, laid out right to left (the first session was logged out above).
    await phone.evaluate(`window.localStorage.setItem("tw.language", "ar")`);
    await phone.reload();
    await untilRightToLeft(phone);
    await phone.getByTestId("security-history").waitFor();
    await shot(phone, "07-arabic");
    await phone.context().close();
  });

  test("save a withdrawal address after confirming it is you, and see it wait", async () => {
    const { baseUrl, browser } = harness();
    const account = await signUpByApi(baseUrl, "book");
    const page = await signedInPage(browser, baseUrl, account, desktop);
    await page.goto(`${baseUrl}/profile/security`);
    await page.getByTestId("address-book-card").waitFor();
    await page.getByTestId("address-book-address").fill("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    await page.getByTestId("address-book-label").fill("Cold wallet");
    await page.getByTestId("address-book-save").click();
    // The server asks for a step-up (10307): the password and an emailed code.
    await confirmItIsYou(page, baseUrl, account, () => shot(page, "08-step-up"));
    await expect.poll(() => page.getByTestId("address-book-item").getAttribute("data-waiting"), settle).toBe("true");
    await expect.poll(() => page.getByTestId("address-book-item").textContent()).toContain("Usable from");
    await page.getByTestId("address-book-toggle").click();
    await expect.poll(() => page.getByTestId("protection-level").getAttribute("data-level"), settle).toBe("addressBook");
    await shot(page, "09-address-book");
    await page.context().close();

    const phone = await signedInPage(browser, baseUrl, account, mobile, "ar");
    await phone.goto(`${baseUrl}/profile/security`);
    await untilRightToLeft(phone);
    await phone.getByTestId("address-book-item").waitFor();
    await shot(phone, "10-address-book-arabic");
    await phone.context().close();
  });

  test("end another session from the list: its socket is told at once and its requests are refused", async () => {
    const { baseUrl, browser } = harness();
    const account = await signUpByApi(baseUrl, "ender");
    const login = await fetch(`${baseUrl}/swx/customer/login/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account: account.user.username, password }) });
    const other = { ...account, token: ((await login.json()) as { result: { token: string } }).result.token };

    // The other session: a phone with the app open, its socket signed in.
    const phone = await signedInPage(browser, baseUrl, other, mobile);
    const frames: string[] = [];
    phone.on("websocket", (socket) => socket.on("framereceived", (frame) => void frames.push(String(frame.payload))));
    await phone.goto(`${baseUrl}/profile`);
    await expect.poll(() => frames.some((frame) => frame.includes('"authenticated"')), settle).toBe(true);
    const askAsPhone = () => phone.evaluate(`fetch("/swx/customer/user/security", { headers: { Authorization: ${JSON.stringify(other.token)} } }).then((response) => response.json()).then((reply) => reply.code)`);
    expect(await askAsPhone()).toBe(200);

    const page = await signedInPage(browser, baseUrl, account, desktop);
    await page.goto(`${baseUrl}/profile/security`);
    await expect.poll(() => page.getByTestId("session-other").count(), settle).toBe(1);
    await shot(page, "11-sessions");
    await page.getByTestId("session-other").getByRole("button").click();
    await expect.poll(() => page.getByTestId("session-other").count(), settle).toBe(0);

    await expect.poll(() => frames.some((frame) => frame.includes('"code":401')), settle).toBe(true);
    expect(await askAsPhone()).toBe(401);
    await page.context().close();
    await phone.context().close();
  });
});
