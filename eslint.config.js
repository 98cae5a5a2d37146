// Lint: typescript-eslint's recommended rules plus the house rules of STYLE.md that a
// linter can check (no any, no non-null assertions, no empty catch, no unused code), and the
// import boundaries of DESIGN §7 (see `boundaries` below).
import js from "@eslint/js";
import boundariesPlugin from "eslint-plugin-boundaries";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries (DESIGN §7), checked on resolved paths by eslint-plugin-boundaries, so a
// relative `../../features/x` and a `../x` are judged alike. Each folder below is an element; an
// import inside one element is never checked, one between elements must pass every policy.
// The server's domains are elements too (apps/server/src/<domain>), with their route, repository
// and tables files as elements of their own (matched on the whole file path), so a policy can
// say which of a domain's files another may import.
const serverSrc = "apps/server/src";
const serverElements = [
  // The composition root (app.ts, main.ts, database-schema.ts, openapi-cli.ts): it may import anything.
  { type: "server-app", pattern: `${serverSrc}/*.ts`, mode: "full" },
  { type: "server-route", pattern: `${serverSrc}/*/**/routes.ts`, mode: "full", capture: ["domain"] },
  { type: "server-repository", pattern: [`${serverSrc}/*/**/repository.ts`, `${serverSrc}/*/**/*-repository.ts`], mode: "full", capture: ["domain"] },
  { type: "server-tables", pattern: `${serverSrc}/*/tables.ts`, mode: "full", capture: ["domain"] },
  { type: "server-platform", pattern: `${serverSrc}/platform`, partialMatch: false },
  { type: "server-domain", pattern: `${serverSrc}/*`, capture: ["domain"], partialMatch: false },
];
const elements = [
  ...serverElements,
  // The web app's composition root: routes, providers and page layout. It may import anything.
  { type: "web-app", pattern: ["apps/web/src/app", "apps/web/src/layout"], partialMatch: false },
  { type: "web-feature", pattern: "apps/web/src/features/*", capture: ["feature"], partialMatch: false },
  { type: "web-shared", pattern: "apps/web/src/{components,hooks,lib,i18n}", partialMatch: false },
  { type: "web-entry", pattern: "apps/web/src", partialMatch: false },
  // The back office has the same layers: its app (routes and layout) composes features, which
  // share components/, lib/ and i18n/.
  { type: "admin-app", pattern: "apps/admin/src/app", partialMatch: false },
  { type: "admin-feature", pattern: "apps/admin/src/features/*", capture: ["feature"], partialMatch: false },
  { type: "admin-shared", pattern: "apps/admin/src/{components,lib,i18n}", partialMatch: false },
  { type: "admin", pattern: "apps/admin", partialMatch: false },
  { type: "server", pattern: "apps/server", partialMatch: false },
  { type: "domain-package", pattern: "packages/domain", partialMatch: false },
  { type: "ui-package", pattern: "packages/ui", partialMatch: false },
];
const webTypes = ["web-app", "web-feature", "web-shared", "web-entry"];
const adminTypes = ["admin-app", "admin-feature", "admin-shared", "admin"];
// Every element of apps/server: its files are elements of their own types, "server" only the rest.
const serverTypes = [...new Set(serverElements.map(({ type }) => type)), "server"];
const appTypes = [...webTypes, ...adminTypes, ...serverTypes];

const policies = [
  {
    from: { element: { type: "web-feature" } },
    disallow: { to: { element: { type: "web-feature" } } },
    message: "A web feature never imports another feature: move what both need to components/, hooks/ or lib/, and let the app compose them.",
  },
  {
    from: { element: { type: "web-feature" } },
    disallow: { to: { element: { type: "web-app" } } },
    message: "A web feature never imports the app or its layout: the app composes features, not the other way round.",
  },
  {
    from: { element: { type: "web-shared" } },
    disallow: { to: { element: { types: { anyOf: ["web-feature", "web-app"] } } } },
    message: "Shared web code (components, hooks, lib, i18n) never imports a feature or the app.",
  },
  {
    from: { element: { types: { anyOf: webTypes } } },
    disallow: { to: { element: { types: { anyOf: serverTypes } } } },
    message: "The web app never imports server code: share it through packages/api or packages/domain.",
  },
  {
    from: { element: { type: "admin-feature" } },
    disallow: { to: { element: { type: "admin-feature" } } },
    message: "A back-office feature never imports another feature: move what both need to components/ or lib/, and let the app compose them.",
  },
  {
    from: { element: { type: "admin-feature" } },
    disallow: { to: { element: { type: "admin-app" } } },
    message: "A back-office feature never imports the app: the app composes features, not the other way round.",
  },
  {
    from: { element: { type: "admin-shared" } },
    disallow: { to: { element: { types: { anyOf: ["admin-feature", "admin-app"] } } } },
    message: "Shared back-office code (components, lib, i18n) never imports a feature or the app.",
  },
  {
    from: { element: { types: { anyOf: adminTypes } } },
    disallow: { to: { element: { types: { anyOf: [...serverTypes, ...webTypes] } } } },
    message: "The back office never imports server or web code: share it through packages/api, packages/domain or packages/ui.",
  },
  {
    from: { element: { type: "domain-package" } },
    disallow: { to: { element: { types: { anyOf: appTypes } } } },
    message: "packages/domain is pure and imports nothing from apps/.",
  },
  {
    from: { element: { type: "ui-package" } },
    disallow: { to: { element: { types: { anyOf: appTypes } } } },
    message: "packages/ui serves both front ends and imports nothing from apps/: pass in what differs.",
  },
  {
    from: { element: { type: "server-route" } },
    disallow: { to: { element: { types: { anyOf: ["server-repository", "server-tables", "server-route"] } } } },
    message: "A server route calls its own domain's service only: no repository, tables or other routes.",
  },
  {
    from: { element: { type: "server-route" } },
    disallow: { to: { element: { type: "server-domain", captured: { domain: "!{{ from.captured.domain }}" } } } },
    message: "A server route calls its own domain's service only: reach another domain through your service.",
  },
  {
    // database-schema.ts (the composition root) alone gathers every domain's tables into the schema type.
    from: { element: { types: { anyOf: ["server-route", "server-repository", "server-tables", "server-domain"] } } },
    disallow: { to: { element: { types: { anyOf: ["server-repository", "server-tables"] }, captured: { domain: "!{{ from.captured.domain }}" } } } },
    message: "A server domain never imports another domain's repository or tables: call that domain's service.",
  },
];

// The server's layers. The platform imports no domain, and no domain imports the composition root.
// Domains are ordered, lowest first: a domain imports only the platform and the domains before it,
// so no two domains import each other, directly or round a longer loop. Where a lower domain needs
// something of a higher one it declares a port (a function in its deps) that app.ts fills in
// (docs/ARCHITECTURE.md, "Cross-domain compositions"). A new domain takes the place its imports allow.
// Tests and test helpers may reach across (see `serverTests`).
const serverDomainOrder = ["ledger", "notifications", "uploads", "accounts", "market", "referral", "trading", "alerts", "earn", "loans", "nfts", "payments", "solvency", "statements", "portfolio", "content", "support", "realtime", "admin"];
const serverDomainTypes = ["server-route", "server-repository", "server-tables", "server-domain"];
const anyOfPattern = (names) => (names.length === 1 ? names[0] : `{${names.join(",")}}`);
const serverLayerPolicies = [
  ...[{ type: "server-app" }, { types: { anyOf: serverDomainTypes }, captured: { domain: "!platform" } }].map((target) => ({
    // platform/tables.ts is a tables element of its own (captured domain "platform"): platform's, not a domain's.
    from: { element: { type: "server-platform" } },
    disallow: { to: { element: target } },
    message: "platform imports no domain and not the app: declare a port or a parameter, and let app.ts hand the domain's part in.",
  })),
  {
    from: { element: { types: { anyOf: serverDomainTypes } } },
    disallow: { to: { element: { type: "server-app" } } },
    message: "A server domain never imports the composition root: app.ts composes the domains.",
  },
  ...serverDomainOrder.slice(0, -1).map((domain, index) => ({
    from: { element: { types: { anyOf: serverDomainTypes }, captured: { domain } } },
    disallow: { to: { element: { types: { anyOf: serverDomainTypes }, captured: { domain: anyOfPattern(serverDomainOrder.slice(index + 1)) } } } },
    message: `A server domain imports only the domains below it (eslint.config.js serverDomainOrder), so domains form no cycle: ${domain} may not import ${serverDomainOrder.slice(index + 1).join(", ")}. Let the lower domain declare a port that app.ts fills in.`,
  })),
];

const boundaries = {
  plugins: { boundaries: boundariesPlugin },
  settings: {
    "boundaries/root-path": import.meta.dirname,
    "boundaries/elements": elements,
    // Re-exports and lazy imports cross a boundary as surely as an import does.
    "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
    "boundaries/legacy-templates": false,
    "boundaries/legacy-warnings": false,
  },
  rules: {
    // The layer policies come first: an import that breaks several rules shows the last one's
    // message, and the route and repository rules say more exactly what to do instead.
    "boundaries/dependencies": ["error", { default: "allow", policies: [...serverLayerPolicies, ...policies] }],
  },
};

// Tests and their helpers drive the whole app and set up one domain's data through another's
// service: the layer order binds production code only.
const serverTests = {
  files: [`${serverSrc}/**/*.test.ts`, `${serverSrc}/**/*.fuzz.ts`, `${serverSrc}/**/testing.ts`, `${serverSrc}/**/*-testing.ts`, `${serverSrc}/testing/**`],
  rules: { "boundaries/dependencies": ["error", { default: "allow", policies }] },
};

// bulletproof-react: no barrel files; a module is imported from the file that defines it, so a
// feature cannot hand out its internals through one public door and imports stay traceable.
const noBarrels = {
  files: ["apps/web/src/**/index.{ts,tsx,js,jsx}"],
  rules: {
    "no-restricted-syntax": ["error", { selector: "Program", message: "No barrel files in apps/web: import each module from the file that defines it." }],
  },
};

// One Decimal: packages/domain/src/money.ts configures decimal.js (precision, half-even rounding,
// plain notation) and everything else takes that clone, so no figure is worked at the library's
// defaults by accident.
const oneDecimal = [
  {
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "decimal.js", message: "Import Decimal from @tradewind/domain/money (the configured clone)." }] }],
    },
  },
  { files: ["packages/domain/src/money.ts"], rules: { "no-restricted-imports": "off" } },
];

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "data/**", "e2e/artifacts/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-empty": ["error", { allowEmptyCatch: false }],
      eqeqeq: ["error", "always"],
    },
  },
  boundaries,
  serverTests,
  noBarrels,
  ...oneDecimal,
);
