// `npm run bench:web`: Lighthouse (performance only) on the built site served by our own server,
// in Debian's Chromium, as a new visitor: `/`, `/market` and `/pass/login`, mobile (Lighthouse's
// default throttled phone) and desktop. One line per figure, as `npm run bench` prints them:
//   BENCH web.<form factor>.<page>.<metric> <value> <unit>
// Figures move with the machine's load: compare runs on a quiet machine (docs/PERFORMANCE.md).
// Each page is loaded once unmeasured first (a running server is warm: its first requests pay for
// compiling its own code), then measured `runsPerPage` times; the run with the median score is printed.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const pages = [
  { name: "home", path: "/" },
  { name: "market", path: "/market" },
  { name: "login", path: "/pass/login" },
] as const;
const formFactors = ["mobile", "desktop"] as const;
const runsPerPage = Number(process.env.BENCH_WEB_RUNS ?? 3);
// A fresh embedded database migrates before the server answers: over a minute on a busy machine.
const serverStartMs = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startServer(): Promise<{ baseUrl: string; server: ChildProcess }> {
  if (!fs.existsSync(path.join(repoRoot, "apps/web/dist/index.html"))) throw new Error("bench:web: build first (npm run build)");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tradewind-bench-web-"));
  // A fresh embedded database, whatever DATABASE_URL says: the bench must not write to a shared one.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env,
    stdio: "ignore",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + serverStartMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${baseUrl}/robots.txt`).then((reply) => reply.ok, () => false);
    if (ready) return { baseUrl, server };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`bench:web: the server did not answer within ${serverStartMs} ms`);
}

function bench(name: string, value: number, unit: string) {
  console.log(`BENCH ${name} ${value.toFixed(2)} ${unit}`);
}

async function measure(url: string, formFactor: (typeof formFactors)[number], port: number) {
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: ["performance"] };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  if (result === undefined) throw new Error(`bench:web: Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: (categories.performance?.score ?? Number.NaN) * 100,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferKb: numeric("total-byte-weight") / 1000,
    lcpDetail: lcpDetail(audits["largest-contentful-paint-element"]?.details),
  };
}

/** What the largest paint was and where its time went (Lighthouse's phases), to say what limits it. */
function lcpDetail(details: unknown): string {
  const lists = (details as { items?: Array<{ items?: Array<Record<string, unknown>> }> } | undefined)?.items ?? [];
  const node = lists[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (lists[1]?.items ?? []).map((phase) => `${String(phase.phase)} ${Math.round(Number(phase.timing))} ms`);
  return `${node?.snippet ?? "?"}; ${phases.join(", ")}`;
}

/** One Lighthouse run in a fresh browser: a new visitor, with nothing cached. */
async function measureInFreshBrowser(url: string, formFactor: (typeof formFactors)[number]) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    return await measure(url, formFactor, chrome.port);
  } finally {
    chrome.kill();
  }
}

const { baseUrl, server } = await startServer();
try {
  for (const page of pages) await measureInFreshBrowser(`${baseUrl}${page.path}`, "desktop");
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < runsPerPage; run += 1) runs.push(await measureInFreshBrowser(`${baseUrl}${page.path}`, formFactor));
      runs.sort((a, b) => a.performance - b.performance);
      const figures = runs[Math.floor(runs.length / 2)];
      if (figures === undefined) throw new Error("bench:web: BENCH_WEB_RUNS must be at least 1");
      const prefix = `web.${formFactor}.${page.name}`;
      bench(`${prefix}.performance`, figures.performance, "score");
      bench(`${prefix}.lcp`, figures.lcpMs, "ms");
      bench(`${prefix}.tbt`, figures.tbtMs, "ms");
      bench(`${prefix}.cls`, figures.cls, "score");
      bench(`${prefix}.transfer`, figures.transferKb, "KB");
      console.log(`bench:web: ${prefix} median of ${runs.length} (scores ${runs.map((r) => r.performance).join(", ")}); largest paint: ${figures.lcpDetail}`);
    }
  }
} finally {
  server.kill();
}
