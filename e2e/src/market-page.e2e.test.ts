// The market page as a person uses it in Chromium: the list, a candle chart that fills in once the
// server's back-fill is done, interval switching, a live candle that moves, search and the
// watchlist, a stock whose market is closed now, the phone layout, Arabic (RTL) and /cruuency.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { artifactsDir, desktop, mobile, useHarness } from "./harness.ts";

/** A fresh PGlite back-fills a day of 1-minute candles per instrument: about 16 s, more on a busy machine. */
const backfill_ms = 90_000;
const liveCandle_ms = 30_000;
/** A UI change after a click or navigation; generous for a busy two-core machine. */
const settle = { timeout: 15_000, interval: 250 };

const harness = useHarness();

async function shot(page: Page, name: string): Promise<void> {
  // Away from the chart, so no crosshair from the last click is drawn.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

function chart(page: Page) {
  return page.getByTestId("candle-chart");
}

async function chartState(page: Page): Promise<string | null> {
  return chart(page).getAttribute("data-state");
}

async function candleCount(page: Page): Promise<number> {
  return Number((await chart(page).getAttribute("data-candle-count")) ?? "0");
}

interface ListedItem {
  code: string;
  open: boolean;
}

async function listed(type: number): Promise<ListedItem[]> {
  const response = await fetch(`${harness().baseUrl}/swx/customer/index/listMarketByType?type=${type}`);
  const body = (await response.json()) as { code: number; result: ListedItem[] };
  expect(body.code).toBe(200);
  return body.result;
}

/** The header's price and change and the 24h card's Last and Change, read in one go (no tick between). */
interface HeaderAndCard {
  header: { price: string; change: string };
  card: { price: string; change: string };
  inRange: boolean;
}

/** The header's price and change and the 24h card's Last and Change, read in one go (no tick between). */
function headerAndCard(page: Page): Promise<HeaderAndCard> {
  // A string, since this file is compiled without the DOM library; it runs in the page.
  return page.evaluate(`(() => {
    const text = (selector) => document.querySelector(selector)?.textContent ?? "";
    const number = (selector) => Number(text(selector).replace(/[^\\d.]/g, ""));
    const price = number("[data-testid=instrument-price]");
    return {
      header: { price: text("[data-testid=instrument-price]"), change: text("[data-testid=instrument-header] [data-testid=change-percent]") },
      card: { price: text("[data-testid=stat-last] dd"), change: text("[data-testid=stat-change] [data-testid=change-percent]") },
      inRange: number("[data-testid=stat-low] dd") <= price && price <= number("[data-testid=stat-high] dd"),
    };
  })()`);
}

describe("market page", () => {
  test("chart with live candles, intervals, search, watchlist, closed market and the currency page", async () => {
    const context = await harness().browser.newContext({ viewport: desktop, locale: "en-US" });
    // Seen the onboarding board already: this test is about the market.
    // Only on the app's pages: the blank page a new tab starts on has no storage.
    await context.addInitScript({ content: `if (window.location.protocol === "http:") window.localStorage.setItem("tw.onboardingSeen", "1");` });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("pageerror", (error) => consoleErrors.push(String(error)));

    // The crypto tab is the default; selecting Bitcoin puts it in the URL.
    await page.goto(`${harness().baseUrl}/market`);
    await expect.poll(() => page.getByTestId("market-row-BTCUSDT").isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByTestId("open-BTCUSDT").click();
    await page.waitForURL(/code=BTCUSDT/);

    // Candles appear once the back-fill is done; the "no data yet" state is then gone.
    await expect.poll(() => chartState(page), { timeout: backfill_ms, interval: 1000 }).toBe("ready");
    expect(await candleCount(page)).toBeGreaterThan(10);
    expect(await page.getByTestId("chart-no-data").count()).toBe(0);
    expect(await chart(page).locator("canvas").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("stat-high").textContent(), settle).not.toContain("—");

    // The 24h card is one snapshot with the header: Last and Change match the header's price and
    // change, before and after the price moves, and the price never leaves the card's range.
    const first = await headerAndCard(page);
    expect(first.card).toEqual(first.header);
    await expect.poll(async () => (await headerAndCard(page)).header.price, { timeout: liveCandle_ms, interval: 250 }).not.toBe(first.header.price);
    const moved = await headerAndCard(page);
    expect(moved.card).toEqual(moved.header);
    expect(moved.inRange).toBe(true);
    expect(await page.getByTestId("stat-volume").textContent()).toContain("None reported");

    // Another interval loads its own history.
    await page.getByTestId("interval-1m").click();
    await page.waitForURL(/interval=1m/);
    await expect.poll(() => page.getByTestId("interval-1m").getAttribute("aria-pressed"), settle).toBe("true");
    await expect.poll(() => chartState(page), { timeout: 30_000 }).toBe("ready");
    await expect.poll(() => candleCount(page), settle).toBeGreaterThan(10);

    // The live candle moves: its close changes, or a new candle opens, within a few seconds.
    const before = `${await chart(page).getAttribute("data-last-open-time")}/${await chart(page).getAttribute("data-last-close")}`;
    await expect
      .poll(async () => `${await chart(page).getAttribute("data-last-open-time")}/${await chart(page).getAttribute("data-last-close")}`, {
        timeout: liveCandle_ms,
        interval: 500,
      })
      .not.toBe(before);
    await shot(page, "market-desktop");

    // Search looks across classes; the star adds to the watchlist tab.
    await page.getByTestId("market-search").fill("apple");
    await expect.poll(() => page.getByTestId("market-row-AAPL").isVisible(), settle).toBe(true);
    expect(await page.getByTestId("market-row-BTCUSDT").count()).toBe(0);
    await page.getByTestId("market-search").fill("");
    await page.getByTestId("watch-ETHUSDT").click();
    await expect.poll(() => page.getByTestId("watch-ETHUSDT").getAttribute("aria-pressed"), settle).toBe("true");
    await page.getByTestId("market-tab-watchlist").click();
    await expect.poll(() => page.getByTestId("market-row-ETHUSDT").isVisible(), settle).toBe(true);
    expect(await page.getByTestId("market-row-BTCUSDT").count()).toBe(0);

    // Sorting by change puts the biggest mover first on the crypto tab.
    await page.getByTestId("market-tab-2").click();
    await page.getByTestId("sort-change").click();
    expect(await page.locator("th[aria-sort='descending']").count()).toBe(1);

    // A stock outside its session says so (whichever the clock makes closed now).
    const stocks = await listed(3);
    const closed = stocks.find((stock) => !stock.open);
    await page.getByTestId("market-tab-3").click();
    const stock = closed ?? stocks[0];
    expect(stock).toBeDefined();
    if (stock === undefined) return;
    await page.getByTestId(`open-${stock.code}`).click();
    await page.waitForURL(new RegExp(`code=${stock.code.replace(".", "\\.")}`));
    const expectedState = closed === undefined ? "session-open" : "market-closed";
    await expect.poll(() => page.getByTestId(expectedState).isVisible(), { timeout: 30_000 }).toBe(true);
    if (closed !== undefined) expect(await page.getByTestId("market-closed").textContent()).toContain("Market closed");
    expect(await page.getByTestId("order-panel").textContent()).toContain("Place an order");
    await shot(page, "market-closed-desktop");

    // Phone: the list, then the instrument on its own view with a way back.
    await page.setViewportSize(mobile);
    await page.goto(`${harness().baseUrl}/market`);
    await expect.poll(() => page.getByTestId("market-row-BTCUSDT").isVisible(), settle).toBe(true);
    expect(await page.getByTestId("instrument-panel").count()).toBe(0);
    await shot(page, "market-mobile-list");
    await page.getByTestId("open-BTCUSDT").click();
    await expect.poll(() => chartState(page), { timeout: 30_000 }).toBe("ready");
    await expect.poll(() => page.getByTestId("instrument-stats").isVisible(), settle).toBe(true);
    expect(await page.getByTestId("market-list").count()).toBe(0);
    await shot(page, "market-mobile-chart");
    await page.getByTestId("market-back").click();
    await expect.poll(() => page.getByTestId("market-list").isVisible(), settle).toBe(true);

    // Arabic mirrors the page; the chart's time axis stays left to right.
    await page.setViewportSize(desktop);
    await page.getByTestId("language-button").first().click();
    await page.getByTestId("language-option-ar").click();
    await page.goto(`${harness().baseUrl}/market?code=ETHUSDT`);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await expect.poll(() => chartState(page), { timeout: 30_000 }).toBe("ready");
    await expect.poll(() => page.getByTestId("instrument-stats").isVisible(), settle).toBe(true);
    expect(await chart(page).locator("[dir='ltr']").count()).toBe(1);
    expect(await page.getByTestId("order-panel").textContent()).toContain("تنفيذ أمر");
    await shot(page, "market-arabic-desktop");
    await page.setViewportSize(mobile);
    await shot(page, "market-arabic-mobile");
    await page.setViewportSize(desktop);
    await page.getByTestId("language-button").first().click();
    await page.getByTestId("language-option-en").click();

    // The currency page: header, the same chart and figures, a link to the market.
    await page.goto(`${harness().baseUrl}/cruuency?code=ETHUSDT&type=2&id=2`);
    await expect.poll(() => page.getByTestId("instrument-header").textContent(), { timeout: 30_000 }).toContain("Ethereum");
    await expect.poll(() => chartState(page), { timeout: 30_000 }).toBe("ready");
    expect(await page.getByTestId("instrument-stats").isVisible()).toBe(true);
    expect(await page.getByTestId("open-in-market").getAttribute("href")).toBe("/market?code=ETHUSDT");
    await shot(page, "currency-desktop");
    await page.setViewportSize(mobile);
    await shot(page, "currency-mobile");
    await page.setViewportSize(desktop);
    await page.getByTestId("open-in-market").click();
    await page.waitForURL(/\/market\?code=ETHUSDT/);

    // An unknown code is a clear not-found state.
    await page.goto(`${harness().baseUrl}/cruuency?code=NOSUCHCOIN&type=2`);
    await expect.poll(() => page.getByTestId("currency-not-found").isVisible(), { timeout: 30_000 }).toBe(true);
    await shot(page, "currency-not-found");

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
