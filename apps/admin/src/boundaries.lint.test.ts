// The back office's import boundaries (DESIGN §7) as eslint.config.js enforces them: app →
// features → shared, and no feature importing another. Every rule reports a crossing in a small
// fixture, and the imports the architecture allows lint clean. Fixtures are linted under virtual
// paths, but what they import must be real files: the rule judges resolved paths, so a fixture
// importing a missing file would prove nothing (hence the existence check).
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

const admin = "apps/admin/src";

describe("a back-office feature never imports another feature", () => {
  const crossing = boundary("A back-office feature never imports another feature");

  it("reports an import of another feature's module, from any depth", async () => {
    expect(await lint(`${admin}/features/deposits/Fixture.tsx`, 'import { countryName as target } from "../kyc/country.ts";')).toEqual([crossing]);
    expect(await lint(`${admin}/features/deposits/components/Fixture.tsx`, 'import { countryName as target } from "../../kyc/country.ts";')).toEqual([crossing]);
    expect(await lint(`${admin}/features/users/Fixture.tsx`, 'import type { KycQueuePage as target } from "../kyc/KycQueuePage.tsx";')).toEqual([crossing]);
  });

  it("reports a re-export of another feature's module", async () => {
    const findings = await lint(`${admin}/features/deposits/Fixture.ts`, 'export { countryName } from "../kyc/country.ts";\nimport { countryName as target } from "../kyc/country.ts";');
    expect(findings).toEqual([crossing, crossing]);
  });

  it("allows the feature's own modules, the shared folders and the packages", async () => {
    expect(await lint(`${admin}/features/loans/components/Fixture.tsx`, 'import { loanMoney as target } from "../format.ts";')).toEqual([]);
    expect(await lint(`${admin}/features/loans/Fixture.tsx`, 'import { formatDecimal as target } from "../../lib/format.ts";')).toEqual([]);
    expect(await lint(`${admin}/features/loans/Fixture.tsx`, 'import { Loading as target } from "../../components/States.tsx";')).toEqual([]);
    expect(await lint(`${admin}/features/loans/Fixture.tsx`, 'import { currentLanguage as target } from "../../i18n/i18n.ts";')).toEqual([]);
    expect(await lint(`${admin}/features/loans/Fixture.tsx`, 'import { listLoans as target } from "@tradewind/api/admin/loans";')).toEqual([]);
  });
});

describe("the app composes features; features never import it", () => {
  it("reports a feature importing the app", async () => {
    const upward = boundary("A back-office feature never imports the app");
    expect(await lint(`${admin}/features/kyc/Fixture.tsx`, 'import { sections as target } from "../../app/nav.ts";')).toEqual([upward]);
    expect(await lint(`${admin}/features/kyc/Fixture.tsx`, 'import { Layout as target } from "../../app/Layout.tsx";')).toEqual([upward]);
  });

  it("allows the app to import features and shared code", async () => {
    expect(await lint(`${admin}/app/Fixture.tsx`, 'import { KycQueuePage as target } from "../features/kyc/KycQueuePage.tsx";')).toEqual([]);
    expect(await lint(`${admin}/app/Fixture.tsx`, 'import { Loading as target } from "../components/States.tsx";')).toEqual([]);
  });
});

describe("shared back-office code never imports a feature", () => {
  it.each(["components", "lib", "i18n"])("reports %s importing a feature or the app", async (folder) => {
    const shared = boundary("Shared back-office code (components, lib, i18n) never imports a feature or the app");
    expect(await lint(`${admin}/${folder}/Fixture.ts`, 'import { countryName as target } from "../features/kyc/country.ts";')).toEqual([shared]);
    expect(await lint(`${admin}/${folder}/Fixture.ts`, 'import { sections as target } from "../app/nav.ts";')).toEqual([shared]);
  });

  it("allows shared code to import shared code", async () => {
    expect(await lint(`${admin}/components/Fixture.tsx`, 'import { formatDecimal as target } from "../lib/format.ts";')).toEqual([]);
  });
});

describe("the back office and the other apps", () => {
  it("reports the back office importing server or web code", async () => {
    const foreign = boundary("The back office never imports server or web code");
    expect(await lint(`${admin}/lib/Fixture.ts`, 'import { buildApp as target } from "../../../server/src/app.ts";')).toEqual([foreign]);
    expect(await lint(`${admin}/features/kyc/Fixture.tsx`, 'import { formatPrice as target } from "../../../../web/src/lib/market-data/format.ts";')).toEqual([foreign]);
  });
});
