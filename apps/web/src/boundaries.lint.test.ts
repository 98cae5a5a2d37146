// The import boundaries of DESIGN §7 as eslint.config.js enforces them: every rule reports a
// crossing in a small fixture, and the imports the architecture allows lint clean. Fixtures are
// linted under virtual paths, but what they import must be real files: the rule judges resolved
// paths, so a fixture importing a missing file would prove nothing (hence the existence check).
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: repoRoot });

interface Finding {
  ruleId: string | null;
  message: string;
}

/** Lints `importLine` as the file `filePath` (relative to the repo) after checking its target exists. */
async function lint(filePath: string, importLine: string): Promise<Finding[]> {
  const specifier = /from "([^"]+)"/.exec(importLine)?.[1];
  if (specifier === undefined) throw new Error(`fixture without a from "...": ${importLine}`);
  if (specifier.startsWith(".")) expect(existsSync(resolve(repoRoot, dirname(filePath), specifier)), `${specifier} from ${filePath}`).toBe(true);
  // Every fixture uses what it imports, so only boundary findings can appear.
  const code = `${importLine}\nexport const used = [target];\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, filePath) });
  if (result === undefined) throw new Error(`no lint result for ${filePath}`);
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

function boundary(message: string): Finding {
  return { ruleId: "boundaries/dependencies", message: expect.stringContaining(message) as string };
}

const web = "apps/web/src";

describe("a web feature never imports another feature", () => {
  const crossing = boundary("A web feature never imports another feature");

  it("reports an import of another feature's module, from any depth", async () => {
    expect(await lint(`${web}/features/market/Fixture.tsx`, 'import { contractStatusKey as target } from "../orders/labels.ts";')).toEqual([crossing]);
    expect(await lint(`${web}/features/market/components/order-panel/Fixture.tsx`, 'import { contractStatusKey as target } from "../../../orders/labels.ts";')).toEqual([crossing]);
    // A type-only import couples the features all the same (lint does not type-check the fixture's use of it).
    expect(await lint(`${web}/features/home/Fixture.tsx`, 'import type { LoginBody as target } from "../auth/api/auth.ts";')).toEqual([crossing]);
  });

  it("reports a re-export of another feature's module", async () => {
    const findings = await lint(`${web}/features/market/Fixture.ts`, 'export { contractStatusKey } from "../orders/labels.ts";\nimport { contractStatusKey as target } from "../orders/labels.ts";');
    expect(findings).toEqual([crossing, crossing]);
  });

  it("allows the feature's own modules and the shared folders", async () => {
    expect(await lint(`${web}/features/market/components/Fixture.tsx`, 'import { parseTab as target } from "../instruments.ts";')).toEqual([]);
    expect(await lint(`${web}/features/orders/Fixture.tsx`, 'import { formatPrice as target } from "../../lib/market-data/format.ts";')).toEqual([]);
    expect(await lint(`${web}/features/orders/Fixture.tsx`, 'import { SourceBadge as target } from "../../components/market/Badges.tsx";')).toEqual([]);
    expect(await lint(`${web}/features/home/Fixture.tsx`, 'import { useIsDesktop as target } from "../../hooks/use-is-desktop.ts";')).toEqual([]);
    expect(await lint(`${web}/features/home/Fixture.tsx`, 'import { useLocale as target } from "../../i18n/format.ts";')).toEqual([]);
    expect(await lint(`${web}/features/home/Fixture.tsx`, 'import { getHomeFigures as target } from "@tradewind/api/market";')).toEqual([]);
  });
});

describe("the app composes features; features never import it", () => {
  it("reports a feature importing the layout or the app", async () => {
    const upward = boundary("A web feature never imports the app or its layout");
    expect(await lint(`${web}/features/home/Fixture.tsx`, 'import { AppLayout as target } from "../../layout/AppLayout.tsx";')).toEqual([upward]);
    expect(await lint(`${web}/features/home/Fixture.tsx`, 'import { router as target } from "../../app/router.tsx";')).toEqual([upward]);
  });

  it("allows the app and the layout to import features", async () => {
    expect(await lint(`${web}/app/Fixture.tsx`, 'import { MarketPage as target } from "../features/market/MarketPage.tsx";')).toEqual([]);
    expect(await lint(`${web}/layout/Fixture.tsx`, 'import { OrdersPage as target } from "../features/orders/OrdersPage.tsx";')).toEqual([]);
  });
});

describe("shared web code never imports a feature", () => {
  it.each(["components", "hooks", "lib", "i18n"])("reports %s importing a feature or the app", async (folder) => {
    const shared = boundary("Shared web code (components, hooks, lib, i18n) never imports a feature or the app");
    expect(await lint(`${web}/${folder}/Fixture.ts`, 'import { contractStatusKey as target } from "../features/orders/labels.ts";')).toEqual([shared]);
    expect(await lint(`${web}/${folder}/Fixture.ts`, 'import { AppLayout as target } from "../layout/AppLayout.tsx";')).toEqual([shared]);
  });

  it("allows shared code to import shared code", async () => {
    expect(await lint(`${web}/components/market/Fixture.tsx`, 'import { formatPrice as target } from "../../lib/market-data/format.ts";')).toEqual([]);
  });
});

describe("no barrel files in the web app", () => {
  it("reports any index file under apps/web/src", async () => {
    const findings = await lint(`${web}/features/orders/index.ts`, 'import { contractStatusKey as target } from "./labels.ts";');
    expect(findings).toEqual([{ ruleId: "no-restricted-syntax", message: expect.stringContaining("No barrel files") as string }]);
  });
});

describe("apps and packages", () => {
  it("reports the web app importing server code", async () => {
    expect(await lint(`${web}/lib/Fixture.ts`, 'import { buildApp as target } from "../../../server/src/app.ts";')).toEqual([boundary("The web app never imports server code")]);
  });

  it("reports packages/domain importing from apps, and allows its own modules", async () => {
    const impure = boundary("packages/domain is pure and imports nothing from apps/");
    expect(await lint("packages/domain/src/fixture.ts", 'import { buildApp as target } from "../../../apps/server/src/app.ts";')).toEqual([impure]);
    expect(await lint("packages/domain/src/fixture.ts", 'import { formatPrice as target } from "../../../apps/web/src/lib/market-data/format.ts";')).toEqual([impure]);
    expect(await lint("packages/domain/src/fixture.ts", 'import { decimal as target } from "./money.ts";')).toEqual([]);
  });

  it("reports packages/ui importing from either front end, and allows its own modules", async () => {
    const crossing = boundary("packages/ui serves both front ends and imports nothing from apps/");
    expect(await lint("packages/ui/src/Fixture.tsx", 'import { Skeleton as target } from "../../../apps/web/src/components/States.tsx";')).toEqual([crossing]);
    expect(await lint("packages/ui/src/Fixture.tsx", 'import { Loading as target } from "../../../apps/admin/src/components/States.tsx";')).toEqual([crossing]);
    expect(await lint("packages/ui/src/Fixture.tsx", 'import { readStored as target } from "./storage.ts";')).toEqual([]);
  });
});
