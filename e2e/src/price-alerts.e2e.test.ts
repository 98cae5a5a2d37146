// Price alerts (issue 25) in Chromium: a user creates an alert on the instrument page with its
// level just below the price, so the next tick of the server's feed (the simulator, a tick a
// second; the e2e server has no scripted feed) crosses it: the `/ws` frame shows a toast, the
// notification is listed, and the alert reads "Fired" on /profile/alerts. The push card's state is
// read (headless Chromium has no push service to subscribe with). Web Push end to end: a stand-in
// push service (push-service.ts) receives the server's encrypted message for a subscription with
// keys the test made, decrypts it as the browser would, and hands it to the page's service worker
// through the DevTools protocol, which shows the notification. Screenshots at 1280 and 390 px, in
// English and Arabic, light and dark, go to e2e/artifacts/price-alerts-*.png.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { customerGet, customerPost } from "./customer.ts";
import { artifactsDir, desktop, mobile, signedInPage, signUpByApi, untilRightToLeft, useHarness } from "./harness.ts";
import { settle } from "./operators.ts";
import { decryptPush, selfSignedCertificate, startPushService, subscriberKeys } from "./push-service.ts";

// The server posts to the stand-in push service over HTTPS and must trust its certificate.
const pushCertificate = selfSignedCertificate();
const harness = useHarness({ NODE_EXTRA_CA_CERTS: pushCertificate.certPath });

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

  test("a fired alert's Web Push message reaches the service worker, which shows it", { timeout: 180_000 }, async () => {
    const { baseUrl, browser } = harness();
    const account = await signUpByApi(baseUrl, "push");
    const page = await signedInPage(browser, baseUrl, account, desktop);
    await page.context().grantPermissions(["notifications"], { origin: baseUrl });
    await page.goto(`${baseUrl}/profile/alerts`);
    await page.evaluate("navigator.serviceWorker.ready.then(() => true)");

    const pushService = await startPushService(pushCertificate);
    try {
      const keys = subscriberKeys();
      await customerPost(baseUrl, "/user/push/subscribe", { endpoint: `${pushService.origin}/push/e2e`, keys: { p256dh: keys.p256dh, auth: keys.auth } }, account.token);
      const info = await customerGet<{ price: string | null }>(baseUrl, "/index/getMarketInfo/BTCUSDT", account.token);
      const level = (Number(info.price ?? "2") / 2).toFixed(2);
      await customerPost(baseUrl, "/user/priceAlerts/create", { code: "BTCUSDT", condition: "above", level, repeating: false }, account.token);

      await expect.poll(() => pushService.received.length, settle).toBe(1);
      const delivery = pushService.received[0];
      if (delivery === undefined) throw new Error("no push arrived");
      expect(delivery.headers["content-encoding"]).toBe("aes128gcm");
      expect(String(delivery.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      const text = decryptPush(delivery.body, keys);
      const message = JSON.parse(text) as { title: string; body: string; url: string; tag: string };
      expect(message).toMatchObject({ title: "BTCUSDT", url: "/market?code=BTCUSDT" });
      expect(message.body).toContain(`≥ ${level}`);

      // What a browser does with a push it decrypted: the push event in the app's service worker.
      const devtools = await page.context().newCDPSession(page);
      const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
      devtools.on("ServiceWorker.workerRegistrationUpdated", (event: { registrations: Array<{ registrationId: string; scopeURL: string }> }) => registrations.push(...event.registrations));
      await devtools.send("ServiceWorker.enable");
      await expect.poll(() => registrations.some((registration) => registration.scopeURL === `${baseUrl}/`), settle).toBe(true);
      const registrationId = registrations.find((candidate) => candidate.scopeURL === `${baseUrl}/`)?.registrationId ?? "";
      await devtools.send("ServiceWorker.deliverPushMessage", { origin: baseUrl, registrationId, data: text });
      const shown = () => page.evaluate("navigator.serviceWorker.ready.then((worker) => worker.getNotifications()).then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })))");
      await expect.poll(shown, settle).toEqual([{ title: "BTCUSDT", body: message.body, tag: message.tag, data: { url: "/market?code=BTCUSDT" } }]);
    } finally {
      await pushService.close();
      await page.context().close();
    }
  });
});
