// The seams of issue 27 measured over the source tree: values are parsed once where they enter
// (wire schema, repository record), so no service reads a snake_case row field, the domain takes
// no money as text, prices leave the feed as Decimals, features keep their hooks in hooks/ and
// their query keys come from endpoint definitions. eslint.config.js enforces what a linter can
// (domain order, platform imports, one Decimal); this counts the rest. Each check names the files
// it finds; an accepted exception is listed with its reason, so a new one fails the test.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

function filesUnder(folder: string, pattern = /\.tsx?$/): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist") continue;
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (pattern.test(entry.name)) found.push(relative(repoRoot, child));
    }
  };
  walk(resolve(repoRoot, folder));
  return found.sort();
}

const isTest = (file: string) => /\.(test|fuzz)\.tsx?$|testing|\/testing\//.test(file);
const production = (folder: string) => filesUnder(folder).filter((file) => !isTest(file));

/** Source without comments, so prose about `users.kyc_status` is not taken for a read. */
function code(file: string): string {
  return readFileSync(resolve(repoRoot, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** `file:match` for every match of `pattern` in the files' code. */
function findings(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) => [...code(file).matchAll(pattern)].map((match) => `${file}: ${match[0].trim()}`));
}

/**
 * Where a feed price's text enters a process: the bus carries JSON (decimal text), so whoever
 * follows it parses each value once, there. A provider parses the exchange's figures and a
 * repository its NUMERIC columns; both are outside the services this check reads.
 */
const busEntries = {
  "apps/server/src/market/candle-text.ts": "a candle's text from the bus, parsed once (the market following its engine)",
  "apps/server/src/market/service.ts: asPrice(change.price)": "a quote's price from the bus, parsed once (the market following its engine)",
  "apps/server/src/trading/engine/trigger-books.ts: asPrice(price)": "the trading engine follows the bus: a tick on an instrument with triggers is parsed once, for its books and fills",
  "apps/server/src/alerts/engine.ts: asPrice(tick.price)": "the alert engine follows the bus: each tick parsed once for all its alerts",
};

const withoutAccepted = (found: readonly string[], accepted: Readonly<Record<string, string>>) =>
  found.filter((finding) => !Object.keys(accepted).some((prefix) => finding.startsWith(prefix)));

const counts: Record<string, string> = {};
/** Records the findings not accepted (and how many were) for the printout, and returns them. */
function measured(name: string, found: readonly string[], accepted: Readonly<Record<string, string>> = {}): readonly string[] {
  const open = withoutAccepted(found, accepted);
  counts[name] = `${String(open.length).padStart(4)}  (${found.length - open.length} accepted)`;
  return open;
}

describe("issue 27's seams", () => {
  it("no server service reads a snake_case row field: repositories map rows to records", () => {
    const services = production("apps/server/src").filter((file) => !/(repository|tables)\.ts$|\/migrations\//.test(file));
    const accepted = {
      // A Google ID token's claim, not a row.
      "apps/server/src/accounts/identity-providers.ts: payload.email_verified": "wire claim",
      // The platform's own row mapper (it turns system_params rows into ParamRecords).
      "apps/server/src/platform/params.ts: row.": "row mapper",
    };
    const found = measured("snake_case row reads in services", findings(services, /\b\w+\??\.[a-z][a-z0-9]*_[a-z0-9_]+\b/g), accepted);
    expect(found).toEqual([]);
  });

  it("packages/domain takes no money as text", () => {
    const money = /\b\w*(price|amount|lots|stake|fee|rate|balance|notional|margin|quantity|principal|pnl|payout|cost|strike|volume|open|high|low|close)\??:\s*string\b/gi;
    // A liability proof is canonical text by design: its leaves hash the balance as written.
    const accepted = { "packages/domain/src/solvency.ts": "hashed proof text" };
    const found = measured("money typed string in packages/domain", findings(production("packages/domain/src"), money), accepted);
    expect(found).toEqual([]);
  });

  it("prices leave the feed as Decimals: services do not parse a tick's, candle's or quote's text", () => {
    const services = production("apps/server/src").filter((file) => !/(repository|tables|provider)\.ts$/.test(file));
    const parses = /\b(decimal|asPrice|asQuantity)\((tick|point|quote|candle|change|text|first|last|totals|resumeFrom|price)\b[^)]*\)/g;
    const found = measured("parses of feed prices in services", findings(services, parses), busEntries);
    expect(found).toEqual([]);
  });

  it("ids of operators, NFTs, charities and content are branded like UserId and OrderId", () => {
    const ids = code("packages/domain/src/ids.ts");
    const missing = measured("missing id brands", ["OperatorId", "NftId", "CharityId", "ContentId"].filter((brand) => !new RegExp(`export type ${brand}\\b`).test(ids)));
    expect(missing).toEqual([]);
  });

  it("web and admin features keep their hooks in hooks/ (or their server data in api/)", () => {
    const features = [...production("apps/web/src/features"), ...production("apps/admin/src/features")];
    const found = measured("hooks outside hooks/ or api/", findings(features.filter((file) => !/\/(hooks|api)\//.test(file)), /export function use[A-Z]\w*/g));
    expect(found).toEqual([]);
  });

  it("web and admin write no query key by hand: keys come from endpoint definitions", () => {
    const apps = [...production("apps/web/src"), ...production("apps/admin/src")];
    const literal = /queryKey:\s*[[`"']|(invalidate|refetch|remove|cancel|reset)Queries\(\s*[[`"']|(get|set)Query(Data|State)\(\s*[[`"']/g;
    const found = measured("hand-written query-key literals", findings(apps, literal));
    expect(found).toEqual([]);
  });

  it("one Decimal: decimal.js is imported by the money module alone", () => {
    const files = ["apps", "packages", "e2e/src", "bench", "tools"].flatMap((folder) => filesUnder(folder, /\.(ts|tsx|js|mjs)$/));
    const found = measured("raw decimal.js imports", findings(files, /from\s+["']decimal\.js["']/g), { "packages/domain/src/money.ts": "the money module" });
    expect(found).toEqual([]);
  });

  it("ledger entry and account kinds are closed unions, not string", () => {
    const ledger = [...production("apps/server/src/ledger").filter((file) => !file.endsWith("tables.ts")), "packages/domain/src/ledger.ts", "packages/domain/src/ledger-kinds.ts"];
    const accepted = {
      // The narrowing of a kind read back from ledger_accounts (its CHECK keeps it in the union).
      "apps/server/src/ledger/repository.ts: accountKindOf(kind: string": "narrowing",
    };
    // The statements (the running one and a period's) list an entry with the kind it was posted
    // with, a kind retired since included, and filter by the text asked for.
    const statement = /interface (StatementFilter|StatementPosting|PeriodPosting) \{[^}]*\}/g;
    const kinds = ledger.flatMap((file) => [...code(file).replace(statement, "").matchAll(/\b\w*\(?(kind|accountKind|entryKind)\??:\s*string\b/g)].map((match) => `${file}: ${match[0]}`));
    const found = measured("ledger kinds typed string", kinds, accepted);
    expect(found).toEqual([]);
  });

  it("each catalogue code declares its status beside it: no status if-chain", () => {
    const found = measured("status if-chains in errors.ts", findings(["packages/api/src/errors.ts"], /(if\s*\(|case\s+)[^)\n]*errorCodes\.\w+/g));
    expect(found).toEqual([]);
  });

  it("kebab-case module files (components keep PascalCase)", () => {
    const modules = ["apps", "packages"].flatMap((folder) => filesUnder(folder, /\.tsx?$/)).filter((file) => !file.endsWith(".tsx") && !file.endsWith(".d.ts"));
    const found = measured("camelCase module files", modules.filter((file) => /[A-Z]/.test(file.split("/").at(-1) ?? "")));
    expect(found).toEqual([]);
  });

  // eslint.config.js refuses these per import; the graph here shows the whole picture holds.
  it("platform imports no domain, and the server's domains import each other in no cycle", () => {
    const server = "apps/server/src";
    const domainOf = (file: string) => relative(server, file).split("/")[0] ?? "";
    const edges = new Map<string, Set<string>>();
    const platformArrows: string[] = [];
    for (const file of production(server).filter((path) => path.split("/").length > 4)) {
      const from = domainOf(file);
      for (const [, specifier] of code(file).matchAll(/(?:from|import\()\s*["'](\.[^"']+)["']/g)) {
        const to = domainOf(relative(repoRoot, resolve(repoRoot, dirname(file), specifier ?? "")));
        if (to === from || to.endsWith(".ts") || to.startsWith("..")) continue;
        if (from === "platform") platformArrows.push(`${file} → ${to}`);
        else if (to !== "platform") edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const reaches = (from: string, target: string, seen = new Set<string>()): boolean =>
      [...(edges.get(from) ?? [])].some((next) => next === target || (!seen.has(next) && (seen.add(next), reaches(next, target, seen))));
    const cycles = [...edges].flatMap(([from, tos]) => [...tos].filter((to) => from < to && reaches(to, from)).map((to) => `${from} ↔ ${to}`));
    expect(measured("platform imports of a domain", platformArrows)).toEqual([]);
    expect(measured("server domain cycles", cycles)).toEqual([]);
  });

  it("prints the counts", () => {
    console.log(Object.entries(counts).map(([name, count]) => `${count}  ${name}`).join("\n"));
  });
});
