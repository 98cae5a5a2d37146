// Portfolio analytics (issue 26) in Chromium: a user opens and closes two contracts on the demo
// book, then opens /profile/portfolio: the value, the time-weighted return, the fees, the
// contracts' result and the closed trades on the page are the API's figures for the same days,
// and the prices each day used are listed; axe finds nothing serious or critical (English light,
// Arabic dark). Screenshots at 1440 and 390 px in English and Arabic
// go to e2e/artifacts/portfolio-*.png.
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { PortfolioView } from "@tradewind/api/portfolio";
import { customerGet, customerPost } from "./customer.ts";
import { arabicPhoneShots, artifactsDir, mobile, signedInPage, signUpByApi, useHarness } from "./harness.ts";
import { settle, wide } from "./operators.ts";

const harness = useHarness();
/** Tries of the first order while the server loads its first prices, half a second apart. */
const priceWaitAttempts = 60;

/** What axe finds serious or critical on the page as it stands (the accessibility spec's bar), one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `portfolio-${name}.png`), fullPage: true });
}

/** Opens and closes a demo contract on BTCUSDT, placing again until the feed has a price. */
async function roundTrip(baseUrl: string, token: string, direction: "long" | "short"): Promise<void> {
  const order = { code: "BTCUSDT", direction, orderType: "market", lots: "0.01", leverage: 10 };
  for (let attempt = 0; ; attempt += 1) {
    const placed = await customerPost<{ id: string }>(baseUrl, "/order/buyU", order, token, "demo").catch((error: unknown) => {
      if (attempt >= priceWaitAttempts) throw error;
      return null;
    });
    if (placed !== null) {
      await customerPost(baseUrl, "/order/stopU", { id: placed.id }, token, "demo");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe("portfolio analytics", () => {
  test("the page shows the API's figures for the days it names", { timeout: 600_000 }, async () => {
    const { baseUrl, browser } = harness();
    const user = await signUpByApi(baseUrl, "portfolio");
    await roundTrip(baseUrl, user.token, "long");
    await roundTrip(baseUrl, user.token, "short");
    const page = await signedInPage(browser, baseUrl, user, wide, "en", "demo");
    await page.goto(`${baseUrl}/profile/portfolio?range=d7`);
    const figures = page.getByTestId("portfolio-figures");
    await expect.poll(() => figures.count(), settle).toBe(1);
    const from = await figures.getAttribute("data-from");
    const to = await figures.getAttribute("data-to");
    const api = await customerGet<PortfolioView>(baseUrl, `/user/portfolio?from=${from}&to=${to}`, user.token, "demo");
    expect(api.curve).toHaveLength(7);
    expect(await page.getByTestId("portfolio-value").getAttribute("data-value")).toBe(api.curve.at(-1)?.value);
    expect(await page.getByTestId("portfolio-twr").getAttribute("data-value")).toBe(api.twr.value ?? "");
    expect(await page.getByTestId("portfolio-fees").getAttribute("data-value")).toBe(api.fees.value);
    // Two closed contracts: their net is the contracts' result, and each is in a list.
    const contracts = api.products.find((entry) => entry.product === "contracts");
    expect(contracts?.byCurrency.map((entry) => entry.currency)).toEqual(["USDT"]);
    expect(await page.getByTestId("portfolio-product-contracts").locator("[data-value]").getAttribute("data-value")).toBe(contracts?.value);
    expect(api.best.length + api.worst.length).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId("portfolio-best").locator("li").count()).toBe(api.best.length);
    expect(await page.getByTestId("portfolio-worst").locator("li").count()).toBe(api.worst.length);
    await expect.poll(() => page.getByTestId("portfolio-line").count(), settle).toBe(1);
    await page.getByTestId("portfolio-prices").locator("summary").click();
    expect(await page.getByTestId("portfolio-price-row").count()).toBe(7);
    expect(await page.getByTestId("portfolio-price-row").first().textContent()).toContain("USDT at par");
    await page.getByTestId("portfolio-help").locator("summary").click();
    expect(await page.getByTestId("portfolio-help").textContent()).toContain("deposit or a withdrawal is never counted as a gain or a loss");
    await shot(page, "01-en-1440");
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(mobile);
    await shot(page, "02-en-390");
    const arabic = await signedInPage(browser, baseUrl, user, wide, "ar", "demo");
    await arabic.goto(`${baseUrl}/profile/portfolio?range=d7`);
    await expect.poll(() => arabic.getByTestId("portfolio-line").count(), settle).toBe(1);
    expect(await arabic.evaluate("document.documentElement.dir")).toBe("rtl");
    await shot(arabic, "03-ar-1440");
    // Arabic in the dark theme, as the accessibility spec pairs them.
    await arabic.emulateMedia({ colorScheme: "dark" });
    await arabic.getByTestId("portfolio-prices").locator("summary").click();
    expect(await seriousViolations(arabic)).toEqual([]);
    await arabic.context().close();
    // The real book has nothing: the chart says so rather than drawing a line.
    await arabicPhoneShots(browser, baseUrl, user, [["/profile/portfolio?range=d30", "04-ar-390-real-empty"]], shot);
    await harness().stopServerAndCheckLedger();
  });
});
