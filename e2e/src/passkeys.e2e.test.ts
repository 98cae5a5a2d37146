// Passkeys (issue 24) in Chromium with its virtual authenticator (DevTools protocol WebAuthn
// domain: a discoverable-credential, user-verifying platform authenticator): a user registers a
// named passkey from the security page, logs out, signs in with the passkey alone from the login
// page's button, then signs in with the password and the passkey as the second step, and
// confirms it is them with the passkey (step-up) before changing the account's email, proven by
// the code sent to the new address. The authenticator's own record shows one resident credential
// whose counter moved. Pages are served
// on localhost (WebAuthn refuses an IP address as RP id). Screenshots at desktop and phone widths
// and in Arabic go to e2e/artifacts/passkeys-*.png.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { CDPSession, Page } from "playwright-core";
import { artifactsDir, desktop, latestCode, mobile, signedInPage, signUpByApi, untilRightToLeft, useHarness, visitorPage } from "./harness.ts";
import { settle } from "./operators.ts";

const harness = useHarness();
const password = "Tradewind2026";

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `passkeys-${name}.png`), fullPage: true });
}

/** A platform authenticator that keeps discoverable credentials and verifies its user at once. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

describe("passkeys", () => {
  test("register a passkey, log out, sign in with it alone, then as the second step; confirm it is you with it before a contact change", async () => {
    const { baseUrl, browser } = harness();
    const site = baseUrl.replace("127.0.0.1", "localhost");
    const account = await signUpByApi(site, "passkey");
    const page = await signedInPage(browser, site, account, desktop);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);

    await page.goto(`${site}/profile/security`);
    await expect.poll(() => page.getByTestId("protection-level").textContent(), settle).toContain("Password only");
    await page.getByTestId("passkey-add").click();
    await page.getByTestId("passkey-add-submit").click();
    await expect.poll(() => page.getByText("Name the passkey in one line of at most 64 characters").isVisible(), settle).toBe(true);
    await page.getByTestId("field-passkey-name").fill("Work laptop");
    await page.getByTestId("passkey-add-submit").click();
    await expect.poll(() => page.getByTestId("passkey-row").textContent(), settle).toContain("Work laptop");
    await expect.poll(() => page.getByTestId("protection-level").textContent(), settle).toContain("Password and passkey");
    await shot(page, "01-registered");
    const [stored] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
    expect(stored?.isResidentCredential).toBe(true);
    expect(stored?.rpId).toBe("localhost");

    // Log out; the passkey alone signs in again, naming the account itself.
    await page.goto(`${site}/profile`);
    await page.getByTestId("logout").click();
    await page.waitForURL("**/pass/login");
    await shot(page, "02-login");
    await page.getByTestId("passkey-login").click();
    await page.waitForURL(`${site}/`);
    await page.goto(`${site}/profile/security`);
    await expect.poll(() => page.getByTestId("security-event-passkey_added").count(), settle).toBe(1);
    await expect.poll(() => page.getByTestId("passkey-row").textContent(), settle).toContain("Work laptop");
    const used = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0];
    expect(used?.signCount).toBeGreaterThan(stored?.signCount ?? 0);

    // The password now asks for the passkey as its second step.
    await page.goto(`${site}/profile`);
    await page.getByTestId("logout").click();
    await page.waitForURL("**/pass/login");
    await page.getByTestId("field-account").fill(account.user.username);
    await page.getByTestId("field-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("second-factor-form").waitFor();
    expect(await page.getByTestId("field-second-factor").count()).toBe(0);
    // A passkey-only account may come in without its passkey: the password again and an emailed code.
    await page.getByTestId("second-factor-lost-passkey").click();
    await page.getByTestId("second-factor-email-code").waitFor();
    await shot(page, "03-lost-passkey");
    await page.getByTestId("second-factor-back").click();
    await page.getByTestId("field-account").fill(account.user.username);
    await page.getByTestId("field-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("second-factor-form").waitFor();
    await shot(page, "03-second-step");
    await page.getByTestId("second-factor-passkey").click();
    await page.waitForURL(`${site}/`);

    // A passkey-only account's next step is a second passkey (it has no recovery codes). Changing
    // the email asks "confirm it is you", answered with the passkey; the code goes to the new address.
    await page.goto(`${site}/profile/security`);
    await expect.poll(() => page.getByTestId("protection-next").textContent(), settle).toContain("second device");
    expect(await page.getByTestId("protection-next").textContent()).not.toContain("recovery");
    const fresh = `new-${account.email}`;
    await page.getByTestId("contact-change").click();
    await page.getByTestId("field-email").fill(fresh);
    await page.getByTestId("contact-send-code").click();
    await page.getByTestId("step-up-passkey").waitFor();
    await shot(page, "06-step-up");
    const beforeStepUp = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0]?.signCount ?? 0;
    await page.getByTestId("step-up-passkey").click();
    await expect.poll(() => page.getByText(`Code sent to ${fresh}`).isVisible(), settle).toBe(true);
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0]?.signCount).toBeGreaterThan(beforeStepUp);
    await page.getByTestId("contact-code").fill(await latestCode(site, fresh));
    await page.getByTestId("contact-save").click();
    await expect.poll(() => page.getByTestId("contact-email").textContent(), settle).toBe(fresh);
    await expect.poll(() => page.getByTestId("withdrawals-held").isVisible(), settle).toBe(true);
    await expect.poll(() => page.getByTestId("security-event-contact_changed").count(), settle).toBe(1);
    await shot(page, "07-contact-changed");
    const token = String(await page.evaluate("localStorage.getItem('tw.token')"));
    await page.context().close();

    // The security page and the login page on an Arabic phone.
    const phone = await signedInPage(browser, site, { ...account, token }, mobile, "ar");
    await phone.goto(`${site}/profile/security`);
    await untilRightToLeft(phone);
    await phone.getByTestId("passkey-row").waitFor();
    await shot(phone, "04-phone-ar");
    await phone.context().close();
    const visitor = await visitorPage(browser, site, mobile, "ar");
    await visitor.goto(`${site}/pass/login`);
    await untilRightToLeft(visitor);
    await visitor.getByTestId("passkey-login").waitFor();
    await shot(visitor, "05-login-phone-ar");
    await visitor.context().close();
  });
});
