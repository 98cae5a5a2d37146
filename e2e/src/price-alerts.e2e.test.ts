// Price alerts (issue 25) in Chromium: a user creates an alert on the instrument page with its
// level just below the price, so the next tick of the server's feed (the simulator, a tick a
// second; the e2e server has no scripted feed) crosses it: the `/ws` frame shows a toast, the
// notification is listed, and the alert reads "Fired" on /profile/alerts. The push card's state is
// read (headless Chromium here has no push service to subscribe with; Web Push delivery is tested
// at the server against a stub push service, docs/WEB-PUSH.md). Screenshots at 1280 and 390 px, in
// English and Arabic, light and dark, go to e2e/artifacts/price-alerts-*.png.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { customerGet } from "./customer.ts";
import { artifactsDir, desktop, mobile, signedInPage, signUpByApi, untilRightToLeft, useHarness } from "./harness.ts";
import { settle } from "./operators.ts";

const harness = useHarness();

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `price-alerts-${name}.png`), fullPage: true });
}

describe("price alerts", () => {
  test("an alert the feed crosses arrives as a toast over /ws and as a notification", { timeout: 300_000 }, async () => {
    const { baseUrl, browser } = harness();
    const account = await signUpByApi(baseUrl, "alerts");
    const page = await signedInPage(browser, baseUrl, account, desktop);
    await page.goto(`${baseUrl}/market?code=BTCUSDT`);
    await page.getByTestId("alerts-panel").waitFor();

    // Half the price: "rises to or above" holds on the very next tick.
    const info = await customerGet<{ price: string | null }>(baseUrl, "/index/getMarketInfo/BTCUSDT", account.token);
    const level = (Number(info.price ?? "2") / 2).toFixed(2);
    await page.getByTestId("alert-condition").selectOption("above");
    await page.getByTestId("alert-level").fill(level);
    await shot(page, "01-form-1280-en-light");
    await page.getByTestId("alert-submit").click();

    await expect.poll(() => page.getByTestId("toast").allTextContents(), settle).toEqual(expect.arrayContaining([expect.stringContaining("BTCUSDT alert: the price is")]));
    await expect.poll(() => page.locator('[data-testid="alert"]').first().getAttribute("data-status"), settle).toBe("fired");
    await shot(page, "02-fired-1280-en-light");

    await page.goto(`${baseUrl}/profile/notification`);
    await expect.poll(() => page.locator('[data-testid="notification"][data-kind="price_alert"]').count(), settle).toBe(1);
    expect(await page.locator('[data-testid="notification"][data-kind="price_alert"]').textContent()).toContain(`your alert at or above`);

    await page.goto(`${baseUrl}/profile/alerts`);
    await page.getByTestId("push-card").waitFor();
    // Headless Chromium offers PushManager, but with no push service to reach the state is "off" or "denied", never "on".
    await expect.poll(() => page.getByTestId("push-card").getAttribute("data-state"), settle).not.toBe("busy");
    expect(await page.evaluate("navigator.serviceWorker.ready.then((registration) => typeof registration.pushManager.subscribe)")).toBe("function");
    await shot(page, "03-profile-1280-en-light");
    await page.context().close();

    for (const [viewport, width, language, scheme] of [
      [mobile, 390, "en", "dark"],
      [desktop, 1280, "ar", "dark"],
      [mobile, 390, "ar", "light"],
    ] as const) {
      const other = await signedInPage(browser, baseUrl, account, viewport, language);
      await other.emulateMedia({ colorScheme: scheme });
      await other.goto(`${baseUrl}/profile/alerts`);
      if (language === "ar") await untilRightToLeft(other);
      await other.locator('[data-testid="alert"]').first().waitFor();
      await shot(other, `04-profile-${width}-${language}-${scheme}`);
      await other.goto(`${baseUrl}/market?code=BTCUSDT`);
      await other.getByTestId("alerts-panel").waitFor();
      await other.getByTestId("alerts-panel").scrollIntoViewIfNeeded();
      await shot(other, `05-market-${width}-${language}-${scheme}`);
      await other.context().close();
    }
  });
});
