// The server's import boundaries of DESIGN §7 as eslint.config.js enforces them: a route calls
// only its own domain's service, no domain imports another domain's repository or tables, the
// platform imports no domain, and domains import only the domains below them (so form no cycle).
// Each rule reports a crossing in a small fixture, and the imports the architecture allows lint
// clean. Fixtures are linted under virtual paths; what they import must be real files, since the
// rule judges resolved paths (hence the existence check).
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: repoRoot });
const server = "apps/server/src";

async function lint(filePath: string, importLine: string) {
  const specifier = /from "([^"]+)"/.exec(importLine)?.[1];
  if (specifier === undefined) throw new Error(`fixture without a from "...": ${importLine}`);
  if (specifier.startsWith(".")) expect(existsSync(resolve(repoRoot, dirname(filePath), specifier)), `${specifier} from ${filePath}`).toBe(true);
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [target];\n`, { filePath: resolve(repoRoot, filePath) });
  if (result === undefined) throw new Error(`no lint result for ${filePath}`);
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

function boundary(message: string) {
  return { ruleId: "boundaries/dependencies", message: expect.stringContaining(message) as string };
}

describe("a server route calls its own domain's service only", () => {
  it("reports a route importing a repository, its own or another's", async () => {
    const own = boundary("A server route calls its own domain's service only: no repository");
    expect(await lint(`${server}/trading/spot/routes.ts`, 'import { findOrder as target } from "./repository.ts";')).toEqual([own]);
    expect(await lint(`${server}/market/routes.ts`, 'import { watchedCodes as target } from "./watchlist-repository.ts";')).toEqual([own]);
  });

  it("reports a route importing another domain's service", async () => {
    expect(await lint(`${server}/market/routes.ts`, 'import { placeSpot as target } from "../trading/spot/service.ts";')).toEqual([
      boundary("A server route calls its own domain's service only: reach another domain"),
    ]);
  });

  it("allows its own domain's services, the platform and the packages", async () => {
    expect(await lint(`${server}/trading/options/routes.ts`, 'import { buyOption as target } from "./service.ts";')).toEqual([]);
    expect(await lint(`${server}/market/routes.ts`, 'import { homeFigures as target } from "./figures-service.ts";')).toEqual([]);
    expect(await lint(`${server}/market/routes.ts`, 'import { fail as target } from "../platform/errors.ts";')).toEqual([]);
    expect(await lint(`${server}/market/routes.ts`, 'import { getMarketInfo as target } from "@tradewind/api/market";')).toEqual([]);
  });
});

describe("no server domain imports another domain's repository or tables", () => {
  const crossing = boundary("A server domain never imports another domain's repository or tables");

  it("reports a service, a repository or a helper reaching into another domain", async () => {
    expect(await lint(`${server}/trading/contracts/service.ts`, 'import { listedInstrumentRow as target } from "../../market/repository.ts";')).toEqual([crossing]);
    expect(await lint(`${server}/trading/spot/repository.ts`, 'import { kycStatusOf as target } from "../../accounts/users-repository.ts";')).toEqual([crossing]);
    expect(await lint(`${server}/market/figures-service.ts`, 'import type { TradingTables as target } from "../trading/tables.ts";')).toEqual([crossing]);
    expect(await lint(`${server}/trading/engine/engine.ts`, 'import { candlesBetween as target } from "../../market/repository.ts";')).toEqual([crossing]);
  });

  it("allows a domain's own repository and tables, and another domain's service", async () => {
    expect(await lint(`${server}/trading/engine/engine.ts`, 'import { liveOrders as target } from "../contracts/repository.ts";')).toEqual([]);
    expect(await lint(`${server}/trading/options/repository.ts`, 'import type { TradingTables as target } from "../tables.ts";')).toEqual([]);
    expect(await lint(`${server}/trading/contracts/service.ts`, 'import { instrumentById as target } from "../../market/instruments-service.ts";')).toEqual([]);
  });
});

describe("the platform imports no domain", () => {
  const platformCrossing = boundary("platform imports no domain and not the app");

  it("reports platform code importing a domain's service, repository or tables, or the app", async () => {
    expect(await lint(`${server}/platform/messenger.ts`, 'import { devOutboxWriter as target } from "../accounts/service.ts";')).toEqual([platformCrossing]);
    expect(await lint(`${server}/platform/schema.ts`, 'import type { AccountsTables as target } from "../accounts/tables.ts";')).toEqual([platformCrossing]);
    expect(await lint(`${server}/platform/route.ts`, 'import { buildApp as target } from "../app.ts";')).toEqual([platformCrossing]);
  });

  it("allows platform's own modules and tables, and the composition root importing anything", async () => {
    expect(await lint(`${server}/platform/schema.ts`, 'import type { PlatformTables as target } from "./tables.ts";')).toEqual([]);
    expect(await lint(`${server}/platform/route.ts`, 'import { fail as target } from "./errors.ts";')).toEqual([]);
    expect(await lint(`${server}/database-schema.ts`, 'import type { AccountsTables as target } from "./accounts/tables.ts";')).toEqual([]);
    expect(await lint(`${server}/app.ts`, 'import { realVolumeSince as target } from "./trading/contracts/service.ts";')).toEqual([]);
  });
});

describe("server domains form no import cycle", () => {
  const upward = (domain: string) => boundary(`${domain} may not import`);

  it("reports a domain importing a domain above it: each half of the cycles that were broken", async () => {
    expect(await lint(`${server}/referral/service.ts`, 'import { realTradersSince as target } from "../trading/activity-service.ts";')).toEqual([upward("referral")]);
    expect(await lint(`${server}/market/figures-service.ts`, 'import { realVolumeSince as target } from "../trading/contracts/service.ts";')).toEqual([upward("market")]);
    expect(await lint(`${server}/uploads/service.ts`, 'import { lockUser as target } from "../accounts/users-service.ts";')).toEqual([upward("uploads")]);
    expect(await lint(`${server}/ledger/service.ts`, 'import { realVolumeSince as target } from "../trading/contracts/service.ts";')).toEqual([upward("ledger")]);
  });

  it("reports a domain importing the composition root", async () => {
    expect(await lint(`${server}/market/service.ts`, 'import { buildApp as target } from "../app.ts";')).toEqual([boundary("A server domain never imports the composition root")]);
  });

  it("allows a domain importing the domains below it, and tests reaching across", async () => {
    expect(await lint(`${server}/trading/contracts/service.ts`, 'import { postWithRebates as target } from "../../referral/service.ts";')).toEqual([]);
    expect(await lint(`${server}/trading/contracts/service.ts`, 'import { instrumentById as target } from "../../market/instruments-service.ts";')).toEqual([]);
    expect(await lint(`${server}/accounts/kyc-service.ts`, 'import { claimUploads as target } from "../uploads/service.ts";')).toEqual([]);
    expect(await lint(`${server}/market/figures.test.ts`, 'import { realVolumeSince as target } from "../trading/contracts/service.ts";')).toEqual([]);
  });
});
