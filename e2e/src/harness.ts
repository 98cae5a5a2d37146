// Starts what an end-to-end test needs and stops all of it afterwards: the server as a child
// process (`npx tsx apps/server/src/main.ts`) on a free port with a fresh DATA_DIR, and
// Chromium through playwright-core.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const artifactsDir = path.join(repoRoot, "e2e/artifacts");

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 390, height: 844 };

// Generous: in CI the chaos test (a four-process cluster) shares the two cores with the first specs.
const serverReady_ms = 150_000;
const serverStop_ms = 10_000;

export interface Harness {
  baseUrl: string;
  /** Every context it opens reports its pages' console errors and uncaught errors to pageErrors. */
  browser: Browser;
  /** Console errors and uncaught errors of every page so far; useHarness fails a test that leaves any. */
  pageErrors: string[];
  /** Everything the server printed, for failure messages. */
  serverOutput(): string;
  /**
   * Closes the open pages (left open, they would reconnect to the stopped server and log the
   * refusal), stops the server (the browser stays) and runs `npm run ledger:check` on its database, as an
   * operator would after the day's work; resolves to what the check printed, rejects if it failed.
   */
  stopServerAndCheckLedger(): Promise<string>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

export async function waitForServer(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + serverReady_ms;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/swx/customer/index/getParamByKey/down_url`);
      const body = (await response.json()) as { code?: unknown };
      if (body.code === 200) return;
    } catch (error) {
      // Not listening yet: remember why and try again shortly.
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready after ${serverReady_ms} ms (${String(lastError)}):\n${output()}`);
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    // Ended by a signal, a process has no exit code but a signal code.
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch (error) {
        console.warn("server group already gone", error);
      }
      resolve();
    }, serverStop_ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    // The server was started in its own process group (detached), so this reaches npx, tsx and node.
    process.kill(-pid, "SIGTERM");
  });
}

/**
 * The one console error no page can prevent: Chromium logs every HTTP error status it receives
 * as a console error of its own, also when the page handles the reply. An API refusal (4xx from
 * /swx/: a wrong password, an expired session, a rate limit) is such a reply, answered in the
 * envelope and shown by the page; a 5xx, or a 4xx for a page or file, is still a failure.
 */
function outsideOurControl(text: string, url: string): boolean {
  return /^Failed to load resource: the server responded with a status of 4\d\d/.test(text) && /^https?:\/\/[^/]+\/swx\//.test(url);
}

/** Reports the console errors and uncaught errors of every page `context` opens. */
function watchPages(context: BrowserContext, pageErrors: string[]): void {
  context.on("console", (message) => {
    const where = message.location();
    if (message.type() !== "error" || outsideOurControl(message.text(), where.url)) return;
    pageErrors.push(`console error on ${message.page()?.url() ?? "?"} (${where.url}:${where.lineNumber}): ${message.text()}`);
  });
  context.on("weberror", (webError) => pageErrors.push(`uncaught on ${webError.page()?.url() ?? "?"}: ${webError.error().stack ?? String(webError.error())}`));
}

/**
 * The tests open their contexts from the browser directly (and browser.newPage goes through
 * newContext too), so the watch is put on newContext itself: no page escapes it.
 */
function watchEveryContext(browser: Browser, pageErrors: string[]): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchPages(context, pageErrors);
    return context;
  };
}

/** `env` adds server settings, e.g. DEV_CLOCK=true for a test that moves the server's time. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tradewind-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn("npx", ["tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", PUBLIC_URL: baseUrl, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  const stop = async () => {
    await browser?.close();
    await stopProcessGroup(child);
    // npx can exit while the server under it is still closing its database: retry while files vanish late.
    await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  };
  const stopServerAndCheckLedger = async () => {
    for (const context of browser?.contexts() ?? []) await context.close();
    await stopProcessGroup(child);
    return ledgerCheck(dataDir);
  };
  try {
    await waitForServer(baseUrl, child, () => output);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    watchEveryContext(browser, pageErrors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, browser, pageErrors, serverOutput: () => output, stopServerAndCheckLedger, stop };
}

function ledgerCheck(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = spawn("npm", ["run", "--silent", "ledger:check"], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] });
    let printed = "";
    check.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
    check.stderr.on("data", (chunk: Buffer) => (printed += chunk.toString()));
    check.once("error", reject);
    check.once("exit", (code) => (code === 0 ? resolve(printed) : reject(new Error(`ledger:check exited with ${code}:\n${printed}`))));
  });
}

/**
 * Starts a harness before the file's tests and stops it after; call the returned function inside a
 * test. A test fails when any page it opened logged a console error or threw.
 */
export function useHarness(env: Record<string, string> = {}): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness(env);
    await fs.mkdir(artifactsDir, { recursive: true });
  });
  afterEach(() => {
    const errors = harness?.pageErrors.splice(0) ?? [];
    if (errors.length > 0) throw new Error(`the pages logged ${errors.length} error(s):\n${errors.join("\n")}`);
  });
  afterAll(async () => {
    await harness?.stop();
  });
  return () => {
    if (!harness) throw new Error("the harness starts in beforeAll");
    return harness;
  };
}

/** Quarter-second looks at the dev outbox while a code just asked for from a page is still being sent. */
const outboxLooks = 40;

/** The newest verification code the dev outbox holds for an email or +areacodephone. */
export async function latestCode(baseUrl: string, target: string): Promise<string> {
  for (let look = 1; ; look += 1) {
    const response = await fetch(`${baseUrl}/swx/customer/dev/outbox?target=${encodeURIComponent(target)}`);
    const body = (await response.json()) as { code: number; result: { messages: Array<{ code: string | null; createdAt: string }> } | null };
    if (body.code !== 200 || body.result === null) throw new Error(`dev outbox answered ${JSON.stringify(body)}`);
    const codes = body.result.messages
      .filter((message) => message.code !== null)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((message) => message.code);
    const code = codes.at(-1);
    if (code !== undefined && code !== null) return code;
    // A page's "send code" button is disabled as soon as it is clicked, before the server has stored the code.
    if (look >= outboxLooks) throw new Error(`no code in the dev outbox for ${target}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface SignedUp {
  token: string;
  user: { id: string; username: string; inviteCode: string };
  /** The address the user signed up with: where the server emails their codes. */
  email: string;
}

/** The password signUpByApi gives every user. */
export const signUpPassword = "Tradewind2026";

/**
 * Registers a fresh user through the API (send code, read it from the dev outbox, register), with
 * the inviter's code when given: the demo book is funded.
 */
export async function signUpByApi(baseUrl: string, prefix: string, inviteCode?: string): Promise<SignedUp> {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `${prefix}-${unique}@example.com`;
  const password = signUpPassword;
  const post = async (path: string, body: object) => {
    const response = await fetch(`${baseUrl}/swx/customer${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const reply = (await response.json()) as { code: number; result: unknown; message: string };
    if (reply.code !== 200) throw new Error(`${path} answered ${reply.code} ${reply.message}`);
    return reply.result;
  };
  await post("/login/sendCode", { purpose: "register", contact: { method: "email", email } });
  const code = await latestCode(baseUrl, email);
  const result = await post("/login/register", { contact: { method: "email", email }, username: `${prefix}_${unique}`.slice(0, 30), password, confirmPassword: password, code, inviteCode });
  return { ...(result as Omit<SignedUp, "email">), email };
}

/**
 * Answers the "confirm it is you" step-up (issue 24) that a withdrawal or a security change asks
 * of a user without a second factor, as they would: the password and the code the server emails.
 * `beforeSubmit` runs with the dialog filled in (a screenshot, say).
 */
export async function confirmItIsYou(page: Page, baseUrl: string, account: Pick<SignedUp, "email">, beforeSubmit?: () => Promise<void>): Promise<void> {
  await page.getByTestId("step-up").waitFor();
  await page.getByTestId("step-up-password").fill(signUpPassword);
  await page.getByTestId("step-up-send-code").click();
  await page.getByTestId("step-up-email-code").fill(await latestCode(baseUrl, account.email));
  await beforeSubmit?.();
  await page.getByTestId("step-up-submit").click();
}

/**
 * Puts `entries` in the local storage of every tab of `context` on the app's origin, once per tab
 * (a later logout must stick). Other documents (about:blank, which axe opens to finish its run)
 * have no storage to seed. The e2e project has no DOM types, so the page script is a string.
 */
export async function seedStorage(context: BrowserContext, baseUrl: string, entries: Record<string, string>): Promise<void> {
  await context.addInitScript(`
    if (window.location.origin === ${JSON.stringify(new URL(baseUrl).origin)} && window.sessionStorage.getItem("e2e.seeded") !== "1") {
      window.sessionStorage.setItem("e2e.seeded", "1");
      for (const [key, value] of Object.entries(${JSON.stringify(entries)})) window.localStorage.setItem(key, value);
    }`);
}

/** A visitor's page: no session, the onboarding board seen, the interface in `language`. */
export async function visitorPage(browser: Browser, baseUrl: string, viewport: { width: number; height: number }, language: string): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await seedStorage(context, baseUrl, { "tw.onboardingSeen": "1", "tw.language": language });
  return context.newPage();
}

/**
 * A page whose local storage already holds the session (and a seen onboarding board, the
 * language and the selected book: SPEC §4's flag, 1 virtual, 2 real).
 */
export async function signedInPage(browser: Browser, baseUrl: string, account: SignedUp, viewport: { width: number; height: number }, language = "en", book: "demo" | "real" = "demo") {
  const context = await browser.newContext({ viewport });
  const entries = { "tw.token": account.token, "tw.user": JSON.stringify(account.user), "tw.loggedIn": "1", "tw.onboardingSeen": "1", "tw.language": language, "tw.accountFlag": book === "real" ? "2" : "1" };
  await seedStorage(context, baseUrl, entries);
  const page = await context.newPage();
  await page.goto(baseUrl);
  return page;
}

/**
 * Waits until the page is laid out right to left. Polled from here through page.evaluate: a
 * waitForFunction string that is not true at once would be re-run by eval inside the page, which
 * the server's Content-Security-Policy forbids (no 'unsafe-eval').
 */
export async function untilRightToLeft(page: Page, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // A string: the e2e project has no DOM types.
  while ((await page.evaluate("document.documentElement.dir")) !== "rtl") {
    if (Date.now() > deadline) {
      // What the page showed instead, for whoever reads the failure.
      await page.screenshot({ path: path.join(artifactsDir, "not-right-to-left.png") });
      throw new Error(`${page.url()} is not laid out right to left after ${timeoutMs} ms (screenshot: not-right-to-left.png)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The user's phone in Arabic: opens each route on a 390 px page of the real book, waits until the
 * page is laid out right to left and settled, and hands it to `shot` under the route's name.
 */
export async function arabicPhoneShots(browser: Browser, baseUrl: string, account: SignedUp, routes: ReadonlyArray<readonly [string, string]>, shot: (page: Page, name: string) => Promise<void>): Promise<void> {
  const phone = await signedInPage(browser, baseUrl, account, mobile, "ar", "real");
  for (const [route, name] of routes) {
    await phone.goto(`${baseUrl}${route}`);
    await untilRightToLeft(phone);
    await phone.waitForLoadState("networkidle");
    await shot(phone, name);
  }
  await phone.context().close();
}
