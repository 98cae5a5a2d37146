// Charity NFT auctions and the three-level referral programme (issue 15), as operators and users
// do it in Chromium. A content operator adds a charity and two items (artwork uploaded); A invites
// B, B invites C, C invites D, and finance credits each of them. A bids, B outbids (A's hold
// returns at once and A's page follows live), C buys the second item at its buy-now price, finance
// records a payout to the charity that the public page lists; the server's clock (DEV_CLOCK) moves
// past the first auction's end, the settlement job sells it to B, and the donation shows on the
// item and the charity. D then trades on the real book, and C, B and A receive their shares of
// each fee. Every figure is checked against the ledger, which the ledger check re-proves at the end.
// Screenshots at desktop and phone widths and in Arabic go to e2e/artifacts/nfts-*.png.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { customerGet, customerPost, realBalance } from "./customer.ts";
import { arabicPhoneShots, artifactsDir, desktop, mobile, signedInPage, signUpByApi, useHarness, type SignedUp } from "./harness.ts";
import { pngImage } from "./images.ts";
import { creditUser, enrol, giveReason, invite, settle, setupLinkFromOutput, signInAgain } from "./operators.ts";

const harness = useHarness({ DEV_CLOCK: "true" });

const adminPassword = "Backoffice2026x";
const contentPassword = "Contentdesk2026c";
const financePassword = "Financeteam2026f";
const charityName = "Children's Reading Trust";
const auctionName = "Harbour Lights No. 1";
const buyNowName = "Morning Tide No. 2";
const minuteMs = 60_000;

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `nfts-${name}.png`), fullPage: true });
}

/** `epochMs` as a datetime-local value in the page's own time zone (the form reads local time). */
async function localInput(page: Page, epochMs: number): Promise<string> {
  // A string: the e2e project has no DOM types.
  return page.evaluate(`(() => {
    const date = new Date(${epochMs});
    const two = (value) => String(value).padStart(2, "0");
    return date.getFullYear() + "-" + two(date.getMonth() + 1) + "-" + two(date.getDate()) + "T" + two(date.getHours()) + ":" + two(date.getMinutes());
  })()`);
}

async function addCharity(content: Page): Promise<void> {
  await content.getByTestId("nav-charities").click();
  await content.getByTestId("charity-new").click();
  await content.getByTestId("charity-name-en").fill(charityName);
  await content.getByTestId("charity-website").fill("https://reading-trust.example.org");
  await content.getByTestId("charity-payout-address").fill("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE");
  await content.getByTestId("charity-description-en").fill("Buys books for school libraries in coastal villages.");
  await giveReason(content, "First charity of the NFT auctions");
  await expect.poll(() => content.locator("tr", { hasText: charityName }).count(), settle).toBe(1);
}

interface ItemTerms {
  name: string;
  startPrice: string;
  minIncrement: string;
  buyNowPrice: string;
  endsInMs: number;
  seed: number;
}

async function addItem(content: Page, terms: ItemTerms): Promise<void> {
  await content.getByTestId("nav-nfts").click();
  await content.getByTestId("nft-item-new").click();
  await content.getByTestId("nft-name").fill(terms.name);
  await content.getByTestId("nft-creator").fill("Mira Okafor");
  await content.getByTestId("nft-chain").fill("Ethereum");
  await content.getByTestId("nft-contract-address").fill("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed");
  await content.getByTestId("nft-token-id").fill(String(terms.seed));
  await content.getByTestId("nft-charity").selectOption({ label: charityName });
  await content.getByTestId("nft-start-price").fill(terms.startPrice);
  await content.getByTestId("nft-min-increment").fill(terms.minIncrement);
  await content.getByTestId("nft-buy-now-price").fill(terms.buyNowPrice);
  // Live from the current minute (the form takes minutes), until the given end.
  await content.getByTestId("nft-starts-at").fill(await localInput(content, Date.now() - minuteMs));
  await content.getByTestId("nft-ends-at").fill(await localInput(content, Date.now() + terms.endsInMs));
  await content.getByTestId("nft-image").setInputFiles({ name: `artwork-${terms.seed}.png`, mimeType: "image/png", buffer: pngImage(480, 480, terms.seed) });
  await expect.poll(() => content.getByTestId("nft-image-preview").locator("img").isVisible(), settle).toBe(true);
  await content.getByTestId("nft-description-en").fill(`${terms.name}: an original digital painting; every USDT of its price goes to ${charityName}.`);
  await content.getByTestId("nft-description-de").fill(`${terms.name}: ein digitales Originalgemälde; jeder USDT des Preises geht an ${charityName}.`);
  await shot(content, `01-item-editor-${terms.seed}-1440`);
  await giveReason(content, `Auction of ${terms.name}`);
  await expect.poll(() => content.locator("tr", { hasText: terms.name }).getByTestId("nft-item-status").getAttribute("data-status"), settle).toBe("live");
}

/** Opens an item's page from the auction grid. */
async function openItem(page: Page, name: string): Promise<void> {
  await page.goto(`${harness().baseUrl}/nfts`);
  const card = page.locator('[data-testid^="nft-card-"]', { hasText: name });
  await expect.poll(() => card.count(), settle).toBe(1);
  await card.click();
  await expect.poll(() => page.getByTestId("nft-detail").isVisible(), settle).toBe(true);
}

async function bid(page: Page, amount: string): Promise<void> {
  await page.getByTestId("nft-bid-amount").fill(amount);
  await page.getByTestId("nft-bid-submit").click();
  await expect.poll(() => page.getByTestId("nft-bid-confirm").isVisible(), settle).toBe(true);
  await page.getByTestId("nft-bid-confirm").click();
  await expect.poll(() => page.getByTestId("nft-you-lead").isVisible(), settle).toBe(true);
}

/** An exact decimal string as an integer count of 10⁻¹⁸, so shares are compared without rounding. */
function atto(value: string): bigint {
  const [whole = "0", fraction = ""] = value.replace(/^-/, "").split(".");
  const magnitude = BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, "0").slice(0, 18));
  return value.startsWith("-") ? -magnitude : magnitude;
}

/** fee × rate rounded down to USDT's 6 decimals, as 10⁻¹⁸ units. */
function shareOf(fee: string, rate: string): bigint {
  const exact = (atto(fee) * atto(rate)) / 10n ** 18n;
  const step = 10n ** 12n;
  return (exact / step) * step;
}

interface RebateRecord {
  level: number;
  reference: string;
  fee: string;
  rate: string;
  amount: string;
}

async function rebatesOf(account: SignedUp): Promise<RebateRecord[]> {
  const page = await customerGet<{ items: RebateRecord[] }>(harness().baseUrl, "/user/listRebateRecord?page=1&size=50", account.token);
  return page.items;
}

describe("charity NFTs and referral", () => {
  test("an auction outbid and settled, a buy-now, a payout; rebates up a three-level chain", { timeout: 600_000 }, async () => {
    const { baseUrl, browser } = harness();
    const { page: admin, secret } = await enrol(browser, setupLinkFromOutput(harness().serverOutput()), adminPassword, { username: "chief_admin" });
    await signInAgain(admin, "chief_admin", adminPassword, secret);
    const { page: content } = await enrol(browser, await invite(admin, "content_cleo", ["content"], "Runs the NFT auctions"), contentPassword);
    const { page: finance } = await enrol(browser, await invite(admin, "finance_fay", ["finance"], "Pays charities"), financePassword);

    // A invites B, B invites C, C invites D.
    const a = await signUpByApi(baseUrl, "nfta");
    const b = await signUpByApi(baseUrl, "nftb", a.user.inviteCode);
    const c = await signUpByApi(baseUrl, "nftc", b.user.inviteCode);
    const d = await signUpByApi(baseUrl, "nftd", c.user.inviteCode);
    for (const [account, amount] of [[a, "1000"], [b, "1000"], [c, "1000"], [d, "1000"]] as const) await creditUser(finance, account.user.username, amount);

    await addCharity(content);
    await addItem(content, { name: auctionName, startPrice: "100", minIncrement: "10", buyNowPrice: "1000", endsInMs: 30 * minuteMs, seed: 11 });
    await addItem(content, { name: buyNowName, startPrice: "50", minIncrement: "5", buyNowPrice: "200", endsInMs: 120 * minuteMs, seed: 12 });
    await shot(content, "02-items-1440");

    // A bids; B outbids; A's hold returns at once and A's page shows B's bid live.
    const pageA = await signedInPage(browser, baseUrl, a, desktop, "en", "real");
    await openItem(pageA, auctionName);
    await bid(pageA, "100");
    expect(await realBalance(baseUrl, a.token, "USDT")).toEqual({ available: "900", held: "100" });
    await shot(pageA, "03-a-leads-1280");
    const pageB = await signedInPage(browser, baseUrl, b, desktop, "en", "real");
    await openItem(pageB, auctionName);
    await bid(pageB, "110");
    expect(await realBalance(baseUrl, a.token, "USDT")).toEqual({ available: "1000", held: "0" });
    expect(await realBalance(baseUrl, b.token, "USDT")).toEqual({ available: "890", held: "110" });
    await expect.poll(() => pageA.getByTestId("nft-current-bid").textContent(), settle).toContain("110");
    await expect.poll(() => pageA.getByTestId("nft-you-lead").count(), settle).toBe(0);
    await shot(pageA, "04-a-outbid-live-1280");

    // C buys the second item outright.
    const pageC = await signedInPage(browser, baseUrl, c, desktop, "en", "real");
    await openItem(pageC, buyNowName);
    await pageC.getByTestId("nft-buy-now").click();
    await pageC.getByTestId("nft-buy-confirm").click();
    await expect.poll(() => pageC.getByTestId("nft-detail").getByTestId("nft-status").getAttribute("data-status"), settle).toBe("sold");
    expect(await realBalance(baseUrl, c.token, "USDT")).toEqual({ available: "800", held: "0" });
    await pageC.goto(`${baseUrl}/nfts?section=collection`);
    await expect.poll(() => pageC.getByTestId("nft-collection").locator('[data-testid^="nft-collection-"]', { hasText: buyNowName }).count(), settle).toBeGreaterThan(0);
    await shot(pageC, "05-c-collection-1280");

    // Finance pays part of the donation out to the charity; the public page lists the reference.
    const payoutReference = "0x8f3c1d2e4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0";
    await finance.getByTestId("nav-charities").click();
    await finance.locator("tr", { hasText: charityName }).getByTestId("charity-payout").click();
    await finance.getByTestId("charity-payout-dialog-amount").fill("150");
    await finance.getByTestId("charity-payout-dialog-reference").fill(payoutReference);
    await giveReason(finance, "Monthly transfer to the Reading Trust");
    await shot(finance, "06-charity-payout-1440");

    // The clock passes the auction's end: the settlement job sells it to B, and the money reaches the charity.
    await customerPost(baseUrl, "/dev/clock", { advanceSeconds: 31 * 60 }, a.token);
    await expect.poll(async () => (await realBalance(baseUrl, b.token, "USDT")).held, settle).toBe("0");
    expect((await realBalance(baseUrl, b.token, "USDT")).available).toBe("890");
    await pageB.reload();
    await expect.poll(() => pageB.getByTestId("nft-detail").getByTestId("nft-status").getAttribute("data-status"), settle).toBe("sold");
    await expect.poll(() => pageB.getByTestId("nft-donated").textContent(), settle).toContain("110");
    await shot(pageB, "07-b-won-1280");
    await pageB.goto(`${baseUrl}/nfts?section=charities`);
    const charityCard = pageB.locator('[data-testid^="nft-charity-"]', { hasText: charityName }).first();
    await expect.poll(() => charityCard.getByTestId("nft-charity-donated").textContent(), settle).toContain("310");
    await expect.poll(() => charityCard.getByTestId("nft-charity-paid-out").textContent(), settle).toContain("150");
    await expect.poll(() => pageB.getByTestId("nft-total-donated").textContent(), settle).toContain("310");
    await expect.poll(() => pageB.getByTestId("nft-payout-reference").first().textContent(), settle).toContain(payoutReference.slice(0, 10));
    await shot(pageB, "08-charities-1280");

    // D trades on the real book (open and close): C, B and A get levels 1, 2 and 3 of each fee.
    const opened = await customerPost<{ id: string }>(baseUrl, "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10 }, d.token);
    await customerPost(baseUrl, "/order/stopU", { id: opened.id }, d.token);
    const rates = await customerGet<{ rates: Array<{ level: number; rate: string }> }>(baseUrl, "/user/inviteInfo", a.token);
    for (const [account, level] of [[c, 1], [b, 2], [a, 3]] as const) {
      const rate = rates.rates.find((each) => each.level === level)?.rate ?? "";
      const records = (await rebatesOf(account)).filter((record) => record.reference === `contract:${opened.id}`);
      expect(records.length, `level ${level} rebates`).toBe(2);
      for (const record of records) {
        expect(record.level).toBe(level);
        expect(record.rate).toBe(rate);
        expect(atto(record.amount)).toBe(shareOf(record.fee, rate));
        expect(atto(record.amount) > 0n).toBe(true);
      }
    }
    // Demo trades pay nobody.
    await customerPost(baseUrl, "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10 }, d.token, "demo");
    expect((await rebatesOf(c)).length).toBe(2);

    await pageC.goto(`${baseUrl}/profile/team`);
    await expect.poll(() => pageC.getByTestId("rebate-row").count(), settle).toBe(2);
    await expect.poll(() => pageC.getByTestId("team-member").count(), settle).toBe(1);
    await shot(pageC, "09-c-team-1280");
    await pageA.goto(`${baseUrl}/profile/invite`);
    await expect.poll(() => pageA.getByTestId("invite-code").textContent(), settle).toContain(a.user.inviteCode);
    await expect.poll(() => pageA.getByTestId("invite-qr").isVisible(), settle).toBe(true);
    await shot(pageA, "10-a-invite-1280");

    // Phone width and Arabic (right to left).
    await arabicPhoneShots(browser, baseUrl, b, [
      ["/nfts", "11-market-ar-390"],
      ["/nfts?section=charities", "12-charities-ar-390"],
      ["/profile/team", "13-team-ar-390"],
      ["/profile/invite", "14-invite-ar-390"],
    ], shot);
    await pageB.setViewportSize(mobile);
    await openItem(pageB, auctionName);
    await shot(pageB, "15-item-390");

    const printed = await harness().stopServerAndCheckLedger();
    expect(printed).toContain("all invariants hold");
  });
});
