// Trading as a person does it in Chromium on the demo book (issue 4's "done when"): a 10x long
// with stop loss and take profit whose unrealised profit moves, closed by hand and found in the
// statement; a limit coin buy that holds USDT and is cancelled; a 60 s option that settles. Each
// step is screenshotted at desktop and phone widths, and the order pages in Arabic.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { type SignedUp, artifactsDir, desktop, mobile, signUpByApi, signedInPage, useHarness } from "./harness.ts";

/** A UI change after a click or navigation; generous for a busy two-core machine. */
const settle = { timeout: 20_000, interval: 250 };
/** The simulator ticks every second; open positions are re-marked every 5 s. */
const profitMoves = { timeout: 45_000, interval: 500 };
/** A 60 s option, plus settlement and the page's poll. */
const optionSettles = { timeout: 120_000, interval: 1_000 };

const harness = useHarness();

/**
 * The whole page, or (`whole` false) what the screen shows. A full-page capture briefly resizes
 * Chromium's viewport, which can cross the 1000 px desktop threshold and rebuild /market with a
 * fresh order form, so the steps of an order in progress are taken as the screen shows them.
 */
async function shot(page: Page, name: string, whole = true): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: whole });
}

async function api<Result>(account: SignedUp, method: "GET" | "POST", apiPath: string, body?: object): Promise<Result> {
  const response = await fetch(`${harness().baseUrl}/swx/customer${apiPath}`, {
    method,
    headers: { authorization: account.token, "content-type": "application/json" },
    ...(method === "POST" ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const reply = (await response.json()) as { code: number; result: Result; message: string };
  if (reply.code !== 200) throw new Error(`${apiPath} answered ${reply.code} ${reply.message}`);
  return reply.result;
}

async function usdtBalance(account: SignedUp): Promise<{ available: string; held: string; margin: string }> {
  const info = await api<{ balances: { currency: string; available: string; held: string; margin: string }[] }>(account, "POST", "/user/getUserInfo");
  return info.balances.find((line) => line.currency === "USDT") ?? { available: "0", held: "0", margin: "0" };
}

/** BTCUSDT's last price from the public list, as the page shows it. */
async function btcPrice(): Promise<number> {
  const response = await fetch(`${harness().baseUrl}/swx/customer/index/listMarketByType?type=2`);
  const body = (await response.json()) as { result: { code: string; price: string }[] };
  const btc = body.result.find((item) => item.code === "BTCUSDT");
  if (!btc) throw new Error("BTCUSDT is not listed");
  return Number(btc.price);
}

async function openMarket(page: Page, tab: "contract" | "coin" | "options"): Promise<void> {
  await page.goto(`${harness().baseUrl}/market?code=BTCUSDT`);
  const panel = page.getByTestId("order-panel");
  await expect.poll(() => panel.isVisible(), settle).toBe(true);
  await expect.poll(() => page.getByTestId("order-book").getAttribute("data-book"), settle).toBe("demo");
  await panel.getByTestId(`order-tab-${tab}`).click();
}

async function confirmOrder(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByTestId("order-confirm").isVisible(), settle).toBe(true);
  await shot(page, name, false);
  await page.getByTestId("order-confirm-submit").click();
  await expect.poll(() => page.getByTestId("order-placed").isVisible(), settle).toBe(true);
}

async function showOrders(page: Page, kind: "contract" | "coin" | "option", scope: "current" | "history"): Promise<void> {
  await page.goto(`${harness().baseUrl}/profile/orders`);
  await expect.poll(() => page.getByTestId("orders-page").isVisible(), settle).toBe(true);
  await page.getByTestId(`orders-tab-${kind}`).click();
  await page.getByTestId(`orders-scope-${scope}`).click();
}

function rows(page: Page) {
  return page.getByTestId("order-row");
}

describe("trading on the demo book", () => {
  test("a 10x long with stop loss and take profit: live profit, closed by hand, in the statement", async () => {
    const account = await signUpByApi(harness().baseUrl, "long");
    const page = await signedInPage(harness().browser, harness().baseUrl, account, desktop);
    await openMarket(page, "contract");
    const form = page.getByTestId("contract-form");
    const price = await btcPrice();
    await form.getByRole("button", { name: "10x", exact: true }).click();
    await form.getByTestId("contract-lots").fill("0.01");
    // A rotated tablet crosses the desktop threshold: the order being entered survives it.
    await page.setViewportSize(mobile);
    await expect.poll(() => page.getByTestId("market-back").isVisible(), settle).toBe(true);
    await page.setViewportSize(desktop);
    await expect.poll(() => form.getByTestId("contract-lots").inputValue(), settle).toBe("0.01");

    // An unreasonable stop (above the entry for a long) is refused before it is sent.
    await form.getByTestId("contract-stop-loss").fill((price * 1.2).toFixed(2));
    await expect.poll(() => page.getByTestId("contract-submit").isDisabled(), settle).toBe(true);
    await shot(page, "trading-01-contract-bad-stop", false);
    await form.getByTestId("contract-stop-loss").fill((price * 0.8).toFixed(2));
    await form.getByTestId("contract-take-profit").fill((price * 1.2).toFixed(2));
    await expect.poll(() => page.getByTestId("contract-submit").isEnabled(), settle).toBe(true);
    await shot(page, "trading-02-contract-form", false);
    await page.getByTestId("contract-submit").click();
    await confirmOrder(page, "trading-03-contract-confirm");
    await expect.poll(async () => (await usdtBalance(account)).margin, settle).not.toBe("0");

    // The open position's unrealised profit follows the live price.
    await showOrders(page, "contract", "current");
    await expect.poll(() => rows(page).count(), settle).toBe(1);
    const profit = rows(page).first().locator(".orders-cell--profit");
    const firstProfit = await profit.textContent();
    await shot(page, "trading-04-open-position");
    await expect.poll(() => profit.textContent(), profitMoves).not.toBe(firstProfit);

    await rows(page).first().getByTestId("order-close").click();
    await page.getByTestId("order-confirm-yes").click();
    await expect.poll(() => rows(page).count(), settle).toBe(0);
    await page.getByTestId("orders-scope-history").click();
    await expect.poll(() => rows(page).first().getByTestId("order-status").getAttribute("data-status"), settle).toBe("closed");
    await shot(page, "trading-05-closed-position");
    expect(await usdtBalance(account)).toMatchObject({ margin: "0", held: "0" });

    await page.goto(`${harness().baseUrl}/profile/balance`);
    await expect.poll(() => page.locator('[data-testid="statement-line"][data-kind="contract_close"]').count(), settle).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="statement-line"][data-kind="contract_open"]').count()).toBeGreaterThan(0);
    await shot(page, "trading-06-statement");

    // The same pages on a phone and in Arabic.
    const phone = await signedInPage(harness().browser, harness().baseUrl, account, mobile, "ar");
    await openMarket(phone, "contract");
    await shot(phone, "trading-07-panel-mobile-ar");
    await showOrders(phone, "contract", "history");
    await expect.poll(() => rows(phone).count(), settle).toBe(1);
    expect(await phone.evaluate("document.documentElement.dir")).toBe("rtl");
    await shot(phone, "trading-08-orders-mobile-ar");
    await phone.context().close();
    await page.context().close();
  });

  test("a limit coin buy holds USDT until it is cancelled", async () => {
    const account = await signUpByApi(harness().baseUrl, "coin");
    const page = await signedInPage(harness().browser, harness().baseUrl, account, desktop);
    await openMarket(page, "coin");
    const form = page.getByTestId("coin-form");
    await form.getByRole("button", { name: "Limit", exact: true }).click();
    // Far below the market, so it waits.
    await form.getByTestId("coin-limit").fill(((await btcPrice()) * 0.5).toFixed(2));
    await form.getByTestId("coin-quantity").fill("0.01");
    await expect.poll(() => page.getByTestId("coin-submit").isEnabled(), settle).toBe(true);
    await shot(page, "trading-09-coin-limit", false);
    await page.getByTestId("coin-submit").click();
    await confirmOrder(page, "trading-10-coin-confirm");
    await expect.poll(async () => (await usdtBalance(account)).held, settle).not.toBe("0");

    await showOrders(page, "coin", "current");
    await expect.poll(() => rows(page).first().getByTestId("order-status").getAttribute("data-status"), settle).toBe("waiting");
    await shot(page, "trading-11-coin-waiting");
    await rows(page).first().getByTestId("order-cancel").click();
    await page.getByTestId("order-confirm-yes").click();
    await expect.poll(() => rows(page).count(), settle).toBe(0);
    await page.getByTestId("orders-scope-history").click();
    await expect.poll(() => rows(page).first().getByTestId("order-status").getAttribute("data-status"), settle).toBe("cancelled");
    await shot(page, "trading-12-coin-cancelled");
    // The whole hold came back: nothing was charged.
    expect(await usdtBalance(account)).toMatchObject({ available: "100000", held: "0" });
    await page.context().close();
  });

  test("a 60 s option counts down and settles at the recorded price", async () => {
    const account = await signUpByApi(harness().baseUrl, "option");
    const page = await signedInPage(harness().browser, harness().baseUrl, account, mobile);
    await openMarket(page, "options");
    const form = page.getByTestId("options-form");
    await form.getByTestId("option-cycle").filter({ hasText: "60" }).first().click();
    await form.getByTestId("option-stake").fill("100");
    await shot(page, "trading-13-option-form-mobile", false);
    await page.getByTestId("option-up").click();
    await confirmOrder(page, "trading-14-option-confirm-mobile");
    const countdown = page.getByTestId("option-countdown");
    await expect.poll(() => countdown.isVisible(), settle).toBe(true);
    await countdown.scrollIntoViewIfNeeded();
    await shot(page, "trading-15-option-countdown-mobile", false);
    await expect.poll(() => countdown.getAttribute("data-status"), optionSettles).toMatch(/^(won|lost|draw)$/);
    await countdown.scrollIntoViewIfNeeded();
    await shot(page, "trading-16-option-settled-mobile", false);

    const settled = await api<{ items: { status: string; payout: string | null; settlementSource: string | null; cycleSeconds: number }[] }>(account, "GET", "/order/listOptionsOrder?scope=history");
    expect(settled.items).toHaveLength(1);
    expect(settled.items[0]).toMatchObject({ cycleSeconds: 60, settlementSource: "simulated" });
    expect(await countdown.getAttribute("data-status")).toBe(settled.items[0]?.status);
    await showOrders(page, "option", "history");
    await expect.poll(() => rows(page).count(), settle).toBe(1);
    await shot(page, "trading-17-option-history-mobile");
    await page.context().close();
  });
});
