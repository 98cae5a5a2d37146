// axe (Deque's axe-core, through @axe-core/playwright) on every route of the web app, signed out
// and signed in, in English in the light theme and in Arabic (right to left) in the dark theme,
// and on every route of the back office signed in as the first admin, in both themes: no serious
// or critical violation anywhere (colour contrast included, so WCAG AA holds in both themes). The
// dark theme is the system's (emulated prefers-color-scheme), the path most users take. Routes with an id open
// a real record (an order placed, a KYC submission, a support conversation, a content item).
// Each page is read once it is settled: laid out in its direction and the network quiet. Signed
// out, the signed-in pages all land on the sign-in page, which is read once per pass, not per route.
import { AxeBuilder } from "@axe-core/playwright";
import type { Result } from "axe-core";
import { beforeAll, describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { customerPost, submitKycByApi } from "./customer.ts";
import { desktop, signedInPage, signUpByApi, untilRightToLeft, useHarness, visitorPage, type SignedUp } from "./harness.ts";
import { enrol, settle, setupLinkFromOutput } from "./operators.ts";

const harness = useHarness();
const adminPassword = "Backoffice2026x";

/** Every route of apps/web/src/app/router.tsx (the catch-all `*` only goes home), with the query a page reads. */
const webRoutes = [
  "/",
  "/market",
  "/market?code=BTCUSDT",
  "/trading",
  "/loan",
  "/nfts",
  "/cruuency?code=BTCUSDT&type=2",
  "/profile",
  "/profile/balance",
  "/profile/balancebb",
  "/profile/orders",
  "/profile/kefu",
  "/profile/invite",
  "/profile/team",
  "/profile/financial",
  "/profile/verification",
  "/profile/notification",
  "/profile/settings",
  "/profile/portfolio",
  "/profile/alerts",
  "/profile/proof",
  "/profile/security",
  "/solvency",
  "/address-cancel",
  "/help",
  "/help/faq",
  "/help/notice",
  "/detail?slug=about-us",
  "/introduction",
  "/api/loginCallback/google",
  "/pass/register",
  "/pass/login",
  "/pass/reset",
] as const;

/** Every route of apps/admin/src/app/router.tsx but the setup link and the sign-in (the operator is signed in); ids are added by the test. */
const adminRoutes = [
  "/", "/users", "/adjustments", "/attention", "/kyc", "/deposits", "/withdrawals", "/loans", "/loan-products", "/loan-fund", "/solvency", "/addresses",
  "/params", "/catalogue", "/smart", "/nfts", "/charities", "/content", "/content/new", "/audit", "/operators", "/support",
] as const;

const blocking = new Set(["serious", "critical"]);
/** Half-second tries at the first market order while the server loads its first prices. */
const priceWaitAttempts = 60;

/** One line per offending element: rule, impact, what axe says and where. */
function describeViolations(route: string, violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${route}: [${violation.impact ?? "?"}] ${violation.id} (${violation.help}) at ${node.target.join(" ")}\n    ${node.failureSummary?.replaceAll("\n", "\n    ") ?? ""}`),
  );
}

/**
 * The serious and critical violations of the page at `route`, described; none is the goal. A
 * route that sends the page elsewhere (a signed-out visit to a signed-in page lands on the sign-in
 * page) to a page `read` already holds is not read again: axe would read the same page.
 */
async function audit(page: Page, url: string, route: string, rightToLeft: boolean, read: Set<string>): Promise<string[]> {
  await page.goto(url);
  if (rightToLeft) await untilRightToLeft(page);
  await page.waitForLoadState("networkidle");
  const landed = new URL(page.url());
  const redirected = landed.pathname + landed.search !== new URL(url).pathname + new URL(url).search;
  if (redirected && read.has(landed.pathname)) return [];
  read.add(landed.pathname);
  const results = await new AxeBuilder({ page }).analyze();
  return describeViolations(route, results.violations.filter((violation) => blocking.has(violation.impact ?? "")));
}

async function auditAll(page: Page, baseUrl: string, routes: readonly string[], rightToLeft: boolean): Promise<string[]> {
  const found: string[] = [];
  const read = new Set<string>();
  for (const route of routes) found.push(...(await audit(page, `${baseUrl}${route}`, route, rightToLeft, read)));
  return found;
}

/** What the routes with an id open: a demo contract (the order page), a support message (the inbox) and a KYC submission (its review); answers the order's id. */
async function someActivity(baseUrl: string, user: SignedUp): Promise<string> {
  // The market order needs a price; the server may still be loading the first ones (a hook has no expect.poll).
  const order = { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10 };
  let orderId: string | null = null;
  for (let attempt = 0; orderId === null; attempt += 1) {
    const placed = await customerPost<{ id: string }>(baseUrl, "/order/buyU", order, user.token, "demo").catch((error: unknown) => {
      if (attempt >= priceWaitAttempts) throw error;
      return null;
    });
    if (placed === null) await new Promise((resolve) => setTimeout(resolve, 500));
    orderId = placed?.id ?? null;
  }
  await customerPost(baseUrl, "/support/send", { clientMessageId: crypto.randomUUID(), text: "Where is my deposit?" }, user.token);
  await submitKycByApi(baseUrl, user.token, { firstName: "Layla", lastName: "Haddad" });
  return orderId;
}

/** The route of the first record `list` links to (its href starts with `/admin${prefix}`, and is not `/admin${prefix}new`). */
async function firstRecord(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const link = page.locator(`a[href^="/admin${prefix}"]:not([href^="/admin${prefix}new"])`).first();
  await expect.poll(() => link.count(), settle).toBe(1);
  return ((await link.getAttribute("href")) ?? "").replace(/^\/admin/, "");
}

/** Fails with every violation listed, one per line. */
function expectNone(found: string[]): void {
  expect(found, `axe found ${found.length} serious or critical violation(s):\n${found.join("\n")}`).toEqual([]);
}

/** 30 routes, each loaded, settled and read by axe, on a machine that runs other work too. */
const routesTimeout_ms = 400_000;

describe("accessibility: axe finds nothing serious or critical", () => {
  let user: SignedUp | undefined;
  let orderId = "";
  beforeAll(async () => {
    user = await signUpByApi(harness().baseUrl, "axe");
    orderId = await someActivity(harness().baseUrl, user);
  });
  const member = () => {
    if (user === undefined) throw new Error("the user signs up in beforeAll");
    return user;
  };

  // Each route in both themes and both directions, without doubling the run: English light, Arabic dark.
  for (const [language, colorScheme] of [["en", "light"], ["ar", "dark"]] as const) {
    test(`on every route of the web app signed out, ${language}, ${colorScheme}`, async () => {
      const { baseUrl, browser } = harness();
      const page = await visitorPage(browser, baseUrl, desktop, language);
      await page.emulateMedia({ colorScheme });
      expectNone(await auditAll(page, baseUrl, webRoutes, language === "ar"));
      await page.context().close();
    }, routesTimeout_ms);

    test(`on every route of the web app signed in, ${language}, ${colorScheme}`, async () => {
      const { baseUrl, browser } = harness();
      const page = await signedInPage(browser, baseUrl, member(), desktop, language);
      await page.emulateMedia({ colorScheme });
      expectNone(await auditAll(page, baseUrl, [...webRoutes, `/profile/orders/contract/${orderId}`], language === "ar"));
      await page.context().close();
    }, routesTimeout_ms);
  }

  test("on every route of the back office signed in as the admin, light and dark", async () => {
    const { baseUrl, browser } = harness();
    const { page } = await enrol(browser, setupLinkFromOutput(harness().serverOutput()), adminPassword, { username: "axeadmin" });
    const office = `${baseUrl}/admin`;
    const records = [
      `/users/${member().user.id}`,
      await firstRecord(page, `${office}/kyc`, "/kyc/"),
      await firstRecord(page, `${office}/content`, "/content/"),
      await firstRecord(page, `${office}/support`, "/support/"),
    ];
    const found = await auditAll(page, office, [...adminRoutes, ...records], false);
    await page.emulateMedia({ colorScheme: "dark" });
    found.push(...(await auditAll(page, office, [...adminRoutes, ...records], false)).map((line) => `dark ${line}`));
    expectNone(found);
    await page.context().close();
  }, 2 * routesTimeout_ms);
});
