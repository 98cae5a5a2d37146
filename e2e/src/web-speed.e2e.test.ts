// Issue 23 in Chromium: the first visit to / loads no other page's chunk and no other language,
// and the first route change fetches the market page's chunk while the frame stays on screen
// (no blank page between the two). The site runs on Preact (preact/compat): its controlled fields
// still turn down what their filter refuses, as they did on React.
import { describe, expect, test } from "vitest";
import { desktop, mobile, seedStorage, useHarness } from "./harness.ts";

const harness = useHarness();
/** A UI change after a click or navigation; generous for a busy two-core machine. */
const settle = { timeout: 15_000, interval: 100 };
/** How often the page is sampled for a blank frame while the market page's chunk loads. */
const sampleMs = 20;
const samplesMax = 500;

describe("web speed", () => {
  test("the first route change fetches its chunk and never shows a blank screen", async () => {
    const context = await harness().browser.newContext({ viewport: mobile, locale: "en-US" });
    await seedStorage(context, harness().baseUrl, { "tw.onboardingSeen": "1", "tw.language": "en" });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(harness().baseUrl);
    await expect.poll(() => page.getByTestId("home-card-market").isVisible(), settle).toBe(true);
    const market = /\/assets\/MarketPage-[\w-]+\.js$/;
    expect(scripts.filter((script) => market.test(script))).toEqual([]);
    // Only English is bundled; no other language's catalogue comes with the first load.
    expect(scripts.filter((script) => /\/assets\/(ja|ko|de|fr|it|es|ar|hk|zh)-[\w-]+\.js$/.test(script))).toEqual([]);

    await page.getByTestId("tab-market").click();
    for (let sample = 0; sample < samplesMax; sample++) {
      const state = await page.evaluate(`({ market: document.querySelector('[data-testid="market-page"]') !== null, text: (document.getElementById("root")?.innerText ?? "").trim().length })`);
      const { market: shown, text } = state as { market: boolean; text: number };
      expect(text).toBeGreaterThan(0);
      if (shown) break;
      await page.waitForTimeout(sampleMs);
    }
    await expect.poll(() => page.getByTestId("market-page").isVisible(), settle).toBe(true);
    expect(scripts.filter((script) => market.test(script))).toHaveLength(1);
    await context.close();
  });

  test("an amount field keeps refusing what its filter turns down (a controlled input on Preact)", async () => {
    const context = await harness().browser.newContext({ viewport: desktop, locale: "en-US" });
    await seedStorage(context, harness().baseUrl, { "tw.onboardingSeen": "1", "tw.language": "en" });
    const page = await context.newPage();
    await page.goto(`${harness().baseUrl}/market?code=BTCUSDT`);
    const lots = page.getByTestId("contract-lots");
    await expect.poll(() => lots.isVisible(), settle).toBe(true);
    await lots.pressSequentially("0.0x1");
    await expect.poll(() => lots.inputValue(), settle).toBe("0.01");
    // A second refused key in a row: the state does not change, so nothing re-renders on its own.
    await lots.pressSequentially("yz");
    expect(await lots.inputValue()).toBe("0.01");
    await context.close();
  });
});
