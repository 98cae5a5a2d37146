// Issue 25's themes and installable app in Chromium: the page follows the system's light or dark,
// the top bar's switch pins the other one and a reload keeps it from the first paint; the
// settings page and the back office offer system, light and dark. The service worker registers,
// Chromium finds the app installable (its own manifest checks, which Lighthouse 12 no longer
// reports), nothing of the API is ever cached, and offline a page load shows the offline page
// in the user's language (Arabic here, right to left), which comes back once online.
// Screenshots of the main routes in dark and light, Arabic, at 1440 and 390 px go to e2e/artifacts.
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { catalogues } from "../../packages/i18n/src/catalogues.ts";
import { artifactsDir, mobile, signedInPage, signUpByApi, untilRightToLeft, useHarness, visitorPage, type SignedUp } from "./harness.ts";
import { enrol, setupLinkFromOutput } from "./operators.ts";

const harness = useHarness();
const wide = { width: 1440, height: 900 };
/** The page's background as rgb(), and its pinned theme ("" while it follows the system). */
const shown = (page: Page) =>
  page.evaluate(`({ background: getComputedStyle(document.body).backgroundColor, pinned: document.documentElement.dataset.theme ?? "" })`) as Promise<{ background: string; pinned: string }>;
const lightBackground = "rgb(243, 245, 248)";
const darkBackground = "rgb(11, 18, 27)";

describe("light and dark themes", () => {
  let user: SignedUp | undefined;
  beforeAll(async () => {
    user = await signUpByApi(harness().baseUrl, "theme");
  });
  const member = () => {
    if (user === undefined) throw new Error("the user signs up in beforeAll");
    return user;
  };

  test("follows the system, and the top bar's switch pins the other theme across a reload", async () => {
    const { baseUrl, browser } = harness();
    const page = await visitorPage(browser, baseUrl, wide, "en");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(baseUrl);
    await expect.poll(() => shown(page)).toEqual({ background: darkBackground, pinned: "" });
    await page.getByTestId("theme-button").click();
    await expect.poll(() => shown(page)).toEqual({ background: lightBackground, pinned: "light" });
    expect(await page.evaluate(`localStorage.getItem("tw.theme")`)).toBe("light");
    // The boot script pins it before the app's script runs: read at DOMContentLoaded of the reload.
    await page.reload({ waitUntil: "domcontentloaded" });
    expect((await shown(page)).pinned).toBe("light");
    // Switching back to the system's theme forgets the pin.
    await page.getByTestId("theme-button").click();
    await expect.poll(() => shown(page)).toEqual({ background: darkBackground, pinned: "" });
    expect(await page.evaluate(`localStorage.getItem("tw.theme")`)).toBeNull();
    await page.context().close();
  });

  test("the settings page offers system, light and dark; the back office too", async () => {
    const { baseUrl, browser } = harness();
    const page = await signedInPage(browser, baseUrl, member(), wide, "en");
    await page.goto(`${baseUrl}/profile/settings`);
    await page.getByTestId("settings-theme-dark").click();
    await expect.poll(() => shown(page)).toEqual({ background: darkBackground, pinned: "dark" });
    await page.reload();
    expect(await page.getByTestId("settings-theme-dark").getAttribute("aria-checked")).toBe("true");
    await page.getByTestId("settings-theme-system").click();
    await expect.poll(() => shown(page)).toEqual({ background: lightBackground, pinned: "" });
    await page.context().close();

    const { page: office } = await enrol(browser, setupLinkFromOutput(harness().serverOutput()), "Backoffice2026x", { username: "themeadmin" });
    await office.getByTestId("theme-select").first().selectOption("dark");
    await expect.poll(() => office.evaluate(`document.documentElement.dataset.theme`)).toBe("dark");
    await office.reload();
    expect(await office.getByTestId("theme-select").first().inputValue()).toBe("dark");
    expect(await office.evaluate(`localStorage.getItem("tw.admin.theme")`)).toBe("dark");
    await office.screenshot({ path: path.join(artifactsDir, "back-office-dark.png"), fullPage: true });
    await office.context().close();
  });

  test("screenshots in Arabic, dark and light, at 1440 and 390 px", async () => {
    const { baseUrl, browser } = harness();
    for (const scheme of ["dark", "light"] as const) {
      for (const [size, viewport] of [["1440", wide], ["390", mobile]] as const) {
        const page = await signedInPage(browser, baseUrl, member(), viewport, "ar", "real");
        await page.emulateMedia({ colorScheme: scheme });
        for (const [route, name] of [["/", "home"], ["/market?code=BTCUSDT", "market"], ["/profile", "profile"], ["/profile/settings", "settings"]] as const) {
          await page.goto(`${baseUrl}${route}`);
          await untilRightToLeft(page);
          await page.waitForLoadState("networkidle");
          await page.screenshot({ path: path.join(artifactsDir, `theme-${scheme}-${name}-ar-${size}.png`), fullPage: true });
        }
        await page.context().close();
      }
    }
  });
});

describe("the installable app", () => {
  test("registers its worker, is installable, caches no API reply, and offline shows the offline page in Arabic", async () => {
    const { baseUrl, browser } = harness();
    const page = await visitorPage(browser, baseUrl, wide, "ar");
    await page.goto(`${baseUrl}/market`);
    await untilRightToLeft(page);
    expect(await page.evaluate(`navigator.serviceWorker.ready.then((registration) => registration.active.scriptURL)`)).toBe(`${baseUrl}/sw.js`);

    // Chromium's own installability checks: the manifest's name, start URL, display, icons, and the
    // worker. A test's context is incognito, where Chromium never installs: that one is not ours.
    const cdp = await page.context().newCDPSession(page);
    const installabilityErrors = async () =>
      ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: Array<{ errorId: string }> }).installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito");
    await expect.poll(installabilityErrors).toEqual([]);
    expect(((await cdp.send("Page.getAppManifest")) as { errors: unknown[] }).errors).toEqual([]);
    const manifest = (await page.evaluate(`fetch("/manifest.webmanifest").then((reply) => reply.json())`)) as { display: string; icons: Array<{ sizes: string; purpose: string }> };
    expect(manifest.display).toBe("standalone");
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);

    // Once the worker controls the page, a reload's requests pass through it: still no API reply is cached.
    await page.reload();
    await page.waitForLoadState("networkidle");
    const cached = (await page.evaluate(`caches.keys().then((names) => Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys())))).then((lists) => lists.flat().map((request) => new URL(request.url).pathname))`)) as string[];
    expect(cached).toContain("/offline.html");
    expect(cached.some((pathname) => pathname.startsWith("/assets/"))).toBe(true);
    expect(cached.filter((pathname) => /^\/(swx|ws|message|admin)(\/|$)/.test(pathname))).toEqual([]);

    await page.context().setOffline(true);
    await page.goto(`${baseUrl}/help`).catch(() => undefined);
    const offline = page.getByTestId("offline-page");
    await expect.poll(() => offline.isVisible()).toBe(true);
    expect(await page.evaluate(`document.documentElement.dir`)).toBe("rtl");
    expect(await page.locator("h1").textContent()).toBe(catalogues.ar.pwa.offlineTitle);
    await page.screenshot({ path: path.join(artifactsDir, "offline-page-ar.png") });

    await page.context().setOffline(false);
    await page.locator("[data-text=retry]").click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/help`);
    await expect.poll(() => offline.count()).toBe(0);
    await page.context().close();
  });
});
