// The home page's live market table as a person uses it in Chromium: prices that fill in after
// the server's back-fill and then move with the feed, sparklines, the "Simulated prices" label,
// a visitor's watchlist star that is merged into the account at sign-up and at login and
// survives reloads; screenshots at desktop and phone width and in Arabic (RTL).
import path from "node:path";
import { describe, expect, onTestFailed, test } from "vitest";
import type { Page } from "playwright-core";
import { artifactsDir, desktop, latestCode, mobile, useHarness } from "./harness.ts";

/** A fresh PGlite back-fills a day of 1-minute candles per instrument: about 16 s, more on a busy machine. */
const backfill_ms = 90_000;
/** The feed ticks every second; allow for coalescing and a busy machine. */
const priceMove_ms = 30_000;
/** Navigation, a tab's first load, a server round trip. */
const ui = { timeout: 15_000 };

const harness = useHarness();

/** The whole page, and what the first screen shows (readable at a glance on a phone). */
async function shot(page: Page, name: string): Promise<void> {
  // Logos load after the rows render: wait for them so the picture shows what a person sees.
  await expect.poll(() => page.evaluate("Array.from(document.images).every((image) => image.complete)"), ui).toBe(true);
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}-screen.png`) });
}

async function listedCrypto(): Promise<string[]> {
  const response = await fetch(`${harness().baseUrl}/swx/customer/index/listMarketByType?type=2`);
  const body = (await response.json()) as { code: number; result: Array<{ code: string }> };
  expect(body.code).toBe(200);
  return body.result.map((item) => item.code);
}

function star(page: Page, code: string) {
  return page.getByTestId(`home-star-${code}`);
}

/** The e2e project has no DOM types: page scripts are passed as strings. */
async function stored(page: Page, key: string): Promise<string | null> {
  return (await page.evaluate(`window.localStorage.getItem(${JSON.stringify(key)})`)) as string | null;
}

async function setStored(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(`window.localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`);
}

async function localWatchlist(page: Page): Promise<string | null> {
  return stored(page, "tw.watchlist");
}

/** The account's watchlist as the server has it, with the session token the page holds. */
async function accountWatchlist(page: Page): Promise<string[]> {
  const token = (await stored(page, "tw.token")) ?? "";
  const response = await fetch(`${harness().baseUrl}/swx/customer/user/listWatchlist`, { headers: { Authorization: token } });
  const body = (await response.json()) as { code: number; result: { codes: string[] } | null };
  return body.code === 200 && body.result !== null ? body.result.codes : [];
}

/** Codes of home rows whose sparkline colour differs from their 24h change's direction. */
function lineColoursDisagreeingWithChange(page: Page): Promise<string[]> {
  // A string, since this file is compiled without the DOM library; it runs in the page.
  return page.evaluate(`[...document.querySelectorAll("[data-testid^=home-row-]")].flatMap((row) => {
    const line = row.querySelector("[data-testid=sparkline]")?.getAttribute("data-direction");
    const change = row.querySelector("[data-testid=change-percent]")?.getAttribute("data-direction");
    return line == null || line === change ? [] : [row.getAttribute("data-testid")];
  })`);
}

describe("home markets", () => {
  test("live table, moving prices, sparklines, a visitor's watchlist merged at sign-up and login, phone and Arabic", async () => {
    const context = await harness().browser.newContext({ viewport: desktop, locale: "en-US" });
    // Only on the app's pages: the blank page a new tab starts on has no storage.
    await context.addInitScript({ content: `if (window.location.protocol === "http:") window.localStorage.setItem("tw.onboardingSeen", "1");` });
    const page = await context.newPage();
    onTestFailed(async () => {
      await page.screenshot({ path: path.join(artifactsDir, "home-markets-failure.png"), fullPage: true });
    });
    const [first, second] = await listedCrypto();
    if (first === undefined || second === undefined) throw new Error("fewer than two crypto instruments are listed");

    // The crypto tab is the default; prices arrive once the back-fill is done.
    await page.goto(harness().baseUrl);
    // The first list answer can wait for the server's back-fill on a busy machine.
    await expect.poll(() => page.getByTestId("home-market-table").isVisible(), { timeout: backfill_ms, interval: 500 }).toBe(true);
    expect(await page.getByTestId("home-tab-2").getAttribute("aria-selected")).toBe("true");
    const price = page.getByTestId(`home-price-${first}`);
    await expect.poll(() => price.count(), { timeout: backfill_ms, interval: 500 }).toBe(1);

    // The price moves with the feed, without a reload.
    const before = await price.textContent();
    await expect.poll(() => price.textContent(), { timeout: priceMove_ms, interval: 250 }).not.toBe(before);

    // Sparklines are drawn from the last prices; the feed is labelled honestly.
    const line = page.getByTestId(`home-row-${first}`).locator("[data-testid=sparkline] polyline");
    await expect.poll(async () => ((await line.getAttribute("points")) ?? "").split(" ").length, { timeout: priceMove_ms }).toBeGreaterThan(1);
    expect(await page.getByTestId("home-markets").getByTestId("source-badge").textContent()).toBe("Simulated prices");
    await expect.poll(() => page.getByTestId("figure-instruments").isVisible(), ui).toBe(true);
    // The badge labels prices only: the platform figures (counts, not prices) carry none.
    expect(await page.getByTestId("home-figures").getByTestId("source-badge").count()).toBe(0);
    // Every row's line is coloured by the same sign as its 24h change, read in one go so no tick
    // lands between the two.
    await expect.poll(() => lineColoursDisagreeingWithChange(page), ui).toEqual([]);

    // Other classes load in their tab.
    await page.getByTestId("home-tab-1").click();
    await expect.poll(() => page.locator("[data-testid^=home-row-]").count(), ui).toBeGreaterThan(0);
    await page.getByTestId("home-tab-2").click();
    await expect.poll(() => page.getByTestId(`home-row-${first}`).isVisible(), ui).toBe(true);

    // A visitor stars an instrument: kept in this browser, across a reload.
    await star(page, first).click();
    await expect.poll(() => star(page, first).getAttribute("aria-pressed"), ui).toBe("true");
    await page.reload();
    await expect.poll(() => star(page, first).getAttribute("aria-pressed"), ui).toBe("true");
    expect(JSON.parse((await localWatchlist(page)) ?? "[]")).toEqual([first]);
    await shot(page, "home-markets-desktop");

    // Phone layout: the notice line (the newest seeded notices), compact list, cards, figures and policy links.
    await page.setViewportSize(mobile);
    await expect.poll(() => page.getByTestId("home-notice-line").isVisible(), ui).toBe(true);
    await expect.poll(() => page.getByTestId("home-figures").isVisible(), ui).toBe(true);
    await expect.poll(() => page.getByTestId("home-policies").isVisible(), ui).toBe(true);
    await shot(page, "home-markets-mobile");

    // Arabic, right to left, on both widths.
    await setStored(page, "tw.language", "ar");
    await page.reload();
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await expect.poll(() => page.getByTestId(`home-price-${first}`).isVisible(), { timeout: priceMove_ms }).toBe(true);
    await shot(page, "home-markets-mobile-ar");
    await page.setViewportSize(desktop);
    await expect.poll(() => page.getByTestId("home-figures").isVisible(), ui).toBe(true);
    await shot(page, "home-markets-desktop-ar");
    await setStored(page, "tw.language", "en");

    // Sign up: the visitor's star moves into the account and the local copy is cleared.
    const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const email = `home-${unique}@example.com`;
    const username = `home_${unique}`.slice(0, 30);
    const password = "Tradewind2026";
    await page.goto(`${harness().baseUrl}/pass/register`);
    await page.getByTestId("method-email").click();
    await page.getByTestId("field-email").fill(email);
    await page.getByTestId("field-username").fill(username);
    await page.getByTestId("field-password").fill(password);
    await page.getByTestId("field-confirm-password").fill(password);
    await page.getByTestId("send-code").click();
    await expect.poll(() => page.getByTestId("send-code").isDisabled(), ui).toBe(true);
    await page.getByTestId("field-code").fill(await latestCode(harness().baseUrl, email));
    await page.getByTestId("register-submit").click();
    await page.waitForURL(`${harness().baseUrl}/`);
    // The welcome says where the new user is: the virtual account and its virtual USDT.
    await expect.poll(() => page.getByTestId("welcome").textContent(), ui).toContain("100,000.00 virtual USDT");
    await shot(page, "home-welcome-desktop");
    await expect.poll(() => accountWatchlist(page), ui).toEqual([first]);
    await expect.poll(() => localWatchlist(page), ui).toBeNull();
    await expect.poll(() => star(page, first).getAttribute("aria-pressed"), ui).toBe("true");
    await page.reload();
    await expect.poll(() => star(page, first).getAttribute("aria-pressed"), { timeout: priceMove_ms }).toBe("true");

    // Log out, star another one as a visitor, log in: both are watched, on the server too.
    await page.goto(`${harness().baseUrl}/profile`);
    await page.getByTestId("logout").click();
    await page.waitForURL("**/pass/login");
    await page.goto(harness().baseUrl);
    await expect.poll(() => star(page, first).getAttribute("aria-pressed"), ui).toBe("false");
    await star(page, second).click();
    await expect.poll(() => localWatchlist(page), ui).toBe(JSON.stringify([second]));
    await page.goto(`${harness().baseUrl}/pass/login`);
    await page.getByTestId("field-account").fill(username);
    await page.getByTestId("field-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(`${harness().baseUrl}/`);
    await expect.poll(async () => (await accountWatchlist(page)).sort(), ui).toEqual([first, second].sort());
    await expect.poll(() => localWatchlist(page), ui).toBeNull();
    await page.reload();
    await expect.poll(() => star(page, first).getAttribute("aria-pressed"), { timeout: priceMove_ms }).toBe("true");
    expect(await star(page, second).getAttribute("aria-pressed")).toBe("true");

    // A signed-in user's star goes to the server.
    await star(page, second).click();
    await expect.poll(() => accountWatchlist(page), ui).toEqual([first]);
    await shot(page, "home-markets-signed-in");

    await context.close();
  });
});
