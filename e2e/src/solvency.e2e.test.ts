// Proof of liabilities (issue 26) in Chromium: finance credits a user's real book and takes a
// liability snapshot in the back office; the user opens /profile/proof, where the browser verifies
// the proof itself (Web Crypto SHA-256 and Ed25519 against the published root and key), downloads
// it, and `npm run verify-proof` verifies the downloaded file with node:crypto only. The public
// /solvency page is shown to a visitor. Screenshots at desktop and phone widths and in Arabic go to
// e2e/artifacts/solvency-*.png.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { arabicPhoneShots, artifactsDir, desktop, mobile, repoRoot, signedInPage, signUpByApi, useHarness, visitorPage } from "./harness.ts";
import { creditUser, enrol, giveReason, invite, settle, setupLinkFromOutput } from "./operators.ts";

const harness = useHarness();
const run = promisify(execFile);

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `solvency-${name}.png`), fullPage: true });
}

describe("proof of liabilities", () => {
  test("a user's proof verifies in the browser and in the standalone script", { timeout: 600_000 }, async () => {
    const { baseUrl, browser } = harness();
    const { page: admin } = await enrol(browser, setupLinkFromOutput(harness().serverOutput()), "Backoffice2026x", { username: "chief_admin" });
    const { page: finance } = await enrol(browser, await invite(admin, "finance_fay", ["finance"], "Runs the books"), "Financeteam2026f");
    const user = await signUpByApi(baseUrl, "proof");
    await creditUser(finance, user.user.username, "250");

    await finance.getByTestId("nav-solvency").click();
    await finance.getByTestId("snapshot-take").click();
    await giveReason(finance, "Month-end attestation");
    await expect.poll(() => finance.getByTestId("snapshot-taken").isVisible(), settle).toBe(true);
    await expect.poll(() => finance.getByTestId("snapshots").textContent(), settle).toMatch(/250[\d.,]* USDT \(1\)/);
    await shot(finance, "01-back-office-1440");

    const page = await signedInPage(browser, baseUrl, user, desktop, "en", "real");
    await page.goto(`${baseUrl}/profile/proof`);
    await expect.poll(() => page.getByTestId("proof-status").getAttribute("data-state"), settle).toBe("verified");
    expect(await page.getByTestId("proof-included").textContent()).toMatch(/Your balance 250[\d.,]* USDT is included in the total 250[\d.,]* USDT owed to 1 account$/);
    await shot(page, "02-proof-1280");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("proof-download").click()]);
    const file = path.join(artifactsDir, "solvency-proof.json");
    await download.saveAs(file);
    const verified = await run("npm", ["run", "--silent", "verify-proof", "--", file], { cwd: repoRoot });
    expect(verified.stdout).toContain("VERIFIED: your balance 250.000000 USDT is included");

    const phone = await signedInPage(browser, baseUrl, user, mobile, "en", "real");
    await phone.goto(`${baseUrl}/profile/proof`);
    await expect.poll(() => phone.getByTestId("proof-status").getAttribute("data-state"), settle).toBe("verified");
    await shot(phone, "03-proof-390");
    await phone.context().close();

    const visitor = await visitorPage(browser, baseUrl, desktop, "en");
    await visitor.goto(`${baseUrl}/solvency`);
    await expect.poll(() => visitor.getByTestId("solvency-latest").textContent(), settle).toContain("USDT");
    await expect.poll(() => visitor.getByTestId("solvency-public-key").textContent(), settle).toMatch(/^[0-9a-f]{64}$/);
    await shot(visitor, "04-public-1280");
    await visitor.setViewportSize(mobile);
    await shot(visitor, "05-public-390");

    await arabicPhoneShots(browser, baseUrl, user, [["/profile/proof", "06-proof-ar-390"], ["/solvency", "07-public-ar-390"]], shot);
    await harness().stopServerAndCheckLedger();
  });
});
