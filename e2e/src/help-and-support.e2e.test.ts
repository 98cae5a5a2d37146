// Help centre, content pages, live customer service and pushed notices (issue 16), in Chromium. A
// visitor reads the FAQ in German and searches it, opens a policy in Arabic (right to left) and
// reads a notice. A user signs in and writes to customer service; a support operator answers
// from the back-office inbox; the answer arrives live and is there again after a reload. A
// content operator writes a notice in three languages, publishes it and pushes it, and the user
// receives it as a notification in their language. No route of SPEC §2 says "coming soon", and
// without Google configured no Google button is shown. Screenshots: e2e/artifacts/help-*.png.
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { arabicPhoneShots, artifactsDir, desktop, mobile, signedInPage, signUpByApi, untilRightToLeft, useHarness, visitorPage } from "./harness.ts";
import { enrol, giveReason, invite, settle, setupLinkFromOutput, signInAgain } from "./operators.ts";

const harness = useHarness();

const adminPassword = "Backoffice2026x";
const supportPassword = "Supportdesk2026s";
const contentPassword = "Contentdesk2026c";

/** SPEC §2's routes; each must show its own page. */
const specRoutes = [
  "/", "/market", "/trading", "/loan", "/nfts", "/profile", "/cruuency?code=BTCUSDT&type=2&id=1", "/profile/balance", "/profile/balancebb",
  "/profile/kefu", "/profile/invite", "/profile/team", "/profile/financial", "/profile/notification", "/help", "/help/faq", "/help/notice",
  "/pass/register", "/pass/login", "/pass/reset", "/detail?slug=about-us", "/introduction", "/api/loginCallback/google",
] as const;

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, `help-${name}.png`), fullPage: true });
}

async function readFaqInGerman(browser: Browser): Promise<void> {
  const page = await visitorPage(browser, harness().baseUrl, desktop, "de");
  await page.goto(`${harness().baseUrl}/help/faq`);
  await expect.poll(() => page.getByTestId("faq-item-faq-withdrawals").textContent(), settle).toContain("Auszahlungen");
  await page.getByTestId("faq-search").fill("Auszahlung");
  await expect.poll(() => page.getByTestId("faq-hit-faq-withdrawals").isVisible(), settle).toBe(true);
  await shot(page, "01-faq-search-de-1280");
  await page.getByTestId("faq-hit-faq-withdrawals").click();
  await expect.poll(() => page.getByTestId("faq-answer-faq-withdrawals").isVisible(), settle).toBe(true);
  await shot(page, "02-faq-answer-de-1280");
  await page.context().close();
}

async function readPolicyInArabic(browser: Browser): Promise<void> {
  const page = await visitorPage(browser, harness().baseUrl, mobile, "ar");
  await page.goto(`${harness().baseUrl}/`);
  // The footer's policy link, as a visitor follows it.
  await page.goto(`${harness().baseUrl}/detail?slug=privacy-policy`);
  await untilRightToLeft(page);
  await expect.poll(() => page.getByTestId("detail-title").textContent(), settle).toContain("الخصوصية");
  await expect.poll(() => page.getByTestId("detail-body").locator("p").count(), settle).toBeGreaterThan(1);
  expect(await page.getByTestId("detail-fallback").count()).toBe(0);
  await shot(page, "03-privacy-ar-390");
  await page.goto(`${harness().baseUrl}/help/notice`);
  const first = page.locator('[data-testid^="notice-item-"]').first();
  await expect.poll(() => first.isVisible(), settle).toBe(true);
  const unreadBefore = await page.getByTestId("notice-unread").count();
  await first.click();
  await expect.poll(() => page.getByTestId("notice-unread").count(), settle).toBe(unreadBefore - 1);
  await shot(page, "04-notice-ar-390");
  await page.context().close();
}

async function answerFromInbox(support: Page, username: string, answer: string): Promise<void> {
  await support.getByTestId("nav-support").click();
  await support.getByTestId("inbox-tab-unassigned").click();
  const row = support.locator('[data-testid^="inbox-row-"]', { hasText: username });
  await expect.poll(() => row.count(), settle).toBe(1);
  await row.click();
  await expect.poll(() => support.getByTestId("inbox-message").filter({ hasText: "deposit" }).count(), settle).toBe(1);
  await expect.poll(() => support.getByTestId("inbox-profile").textContent(), settle).toContain(username);
  await support.getByTestId("inbox-reply-input").fill(answer);
  await support.getByTestId("inbox-reply-send").click();
  await expect.poll(() => support.locator('[data-testid="inbox-message"][data-author="support"]').count(), settle).toBe(1);
  await shot(support, "06-inbox-1440");
}

async function pushNotice(content: Page): Promise<void> {
  await content.getByTestId("nav-content").click();
  await content.getByTestId("content-type-tab-4").click();
  await content.getByTestId("content-new").click();
  await content.getByTestId("content-slug").fill("notice-sunday-maintenance");
  const texts = {
    en: ["Maintenance on Sunday", "<p>Trading pauses on Sunday from 02:00 to 02:30 UTC while we upgrade the database.</p>"],
    de: ["Wartung am Sonntag", "<p>Der Handel ruht am Sonntag von 02:00 bis 02:30 UTC, während wir die Datenbank aktualisieren.</p>"],
    ar: ["صيانة يوم الأحد", "<p>يتوقف التداول يوم الأحد من 02:00 إلى 02:30 بالتوقيت العالمي أثناء تحديث قاعدة البيانات.</p>"],
  } as const;
  for (const [language, [title, body]] of Object.entries(texts)) {
    await content.getByTestId(`content-lang-${language}`).click();
    await content.getByTestId("content-title").fill(title);
    await content.getByTestId("content-body").fill(body);
  }
  await expect.poll(() => content.getByTestId("content-preview").textContent(), settle).toContain("قاعدة البيانات");
  await content.getByTestId("content-save").click();
  await giveReason(content, "Maintenance notice");
  await expect.poll(() => content.getByTestId("content-publish").isVisible(), settle).toBe(true);
  await content.getByTestId("content-publish").click();
  await giveReason(content, "Publish the maintenance notice");
  await content.getByTestId("content-push").click();
  await giveReason(content, "Everyone should know before Sunday");
  await expect.poll(() => content.getByTestId("content-push-done").isVisible(), settle).toBe(true);
  await shot(content, "08-notice-pushed-1440");
}

describe("help centre and customer service", () => {
  test("FAQ in German, a policy in Arabic, a live chat with support, a pushed notice", { timeout: 600_000 }, async () => {
    const { baseUrl, browser } = harness();
    const { page: admin, secret } = await enrol(browser, setupLinkFromOutput(harness().serverOutput()), adminPassword, { username: "chief_admin" });
    await signInAgain(admin, "chief_admin", adminPassword, secret);
    const { page: support } = await enrol(browser, await invite(admin, "support_sam", ["support"], "Answers customers"), supportPassword);
    const { page: content } = await enrol(browser, await invite(admin, "content_cleo", ["content"], "Writes help and notices"), contentPassword);

    await readFaqInGerman(browser);
    await readPolicyInArabic(browser);

    // A user starts a chat; support answers; the answer arrives live and survives a reload.
    const user = await signUpByApi(baseUrl, "chat");
    const page = await signedInPage(browser, baseUrl, user, desktop, "en", "real");
    await page.goto(`${baseUrl}/profile/kefu`);
    await page.getByTestId("kefu-input").fill("Hello, how long does a deposit review take? <script>alert(1)</script>");
    await page.getByTestId("kefu-send").click();
    await expect.poll(() => page.locator('[data-testid="kefu-message"][data-author="user"]').count(), settle).toBe(1);
    // Sent as text: the markup is shown, never run.
    await expect.poll(() => page.locator('[data-testid="kefu-message"][data-author="user"]').textContent(), settle).toContain("<script>alert(1)</script>");
    await shot(page, "05-chat-sent-1280");
    const answer = "Finance reviews deposits within 48 hours; you get a notification when it is credited.";
    await answerFromInbox(support, user.user.username, answer);
    await expect.poll(() => page.locator('[data-testid="kefu-message"][data-author="support"]').textContent(), settle).toContain(answer);
    await expect.poll(() => page.locator('[data-testid="kefu-message"][data-author="user"]').getAttribute("data-status"), settle).toBe("read");
    await shot(page, "07-chat-answered-1280");
    await page.reload();
    await expect.poll(() => page.locator('[data-testid="kefu-message"][data-author="support"]').textContent(), settle).toContain(answer);
    await expect.poll(() => page.locator('[data-testid="kefu-message"]').count(), settle).toBe(2);

    // A pushed notice reaches the user as a notification, in their language.
    const german = await signedInPage(browser, baseUrl, user, desktop, "de", "real");
    await pushNotice(content);
    await expect.poll(() => german.getByTestId("notification-badge").textContent(), settle).toBe("1");
    await german.goto(`${baseUrl}/profile/notification`);
    await expect.poll(() => german.locator('[data-testid="notification"][data-kind="notice"]').textContent(), settle).toContain("Wartung am Sonntag");
    await shot(german, "09-notice-notification-de-1280");
    await german.context().close();

    // Every SPEC route shows its page; no Google button without Google configured.
    for (const route of specRoutes) {
      await page.goto(`${baseUrl}${route}`);
      await page.waitForLoadState("networkidle");
      expect(await page.getByTestId("coming-soon").count(), route).toBe(0);
    }
    await page.evaluate("window.localStorage.clear()");
    await page.goto(`${baseUrl}/pass/login`);
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("google-signin").count()).toBe(0);

    await arabicPhoneShots(browser, baseUrl, user, [
      ["/help", "10-help-ar-390"],
      ["/help/faq", "11-faq-ar-390"],
      ["/profile/kefu", "12-chat-ar-390"],
      ["/introduction", "13-introduction-ar-390"],
      ["/", "14-home-ar-390"],
      ["/profile/settings", "16-settings-ar-390"],
    ], shot);
    await support.setViewportSize(mobile);
    await shot(support, "15-inbox-390");
  });
});
