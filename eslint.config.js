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
  { type: "admin", pattern: "apps/admin", partialMatch: false },
  { type: "server", pattern: "apps/server", partialMatch: false },
  { type: "domain-package", pattern: "packages/domain", partialMatch: false },
  { type: "ui-package", pattern: "packages/ui", partialMatch: false },
];
const webTypes = ["web-app", "web-feature", "web-shared", "web-entry"];
const appTypes = [...webTypes, "admin", "server"];

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
    disallow: { to: { element: { type: "server" } } },
    message: "The web app never imports server code: share it through packages/api or packages/domain.",
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
    // platform/schema.ts alone gathers every domain's tables into the union type migrations use.
    from: { element: { types: { anyOf: ["server-route", "server-repository", "server-tables", "server-domain"] } } },
    disallow: { to: { element: { types: { anyOf: ["server-repository", "server-tables"] }, captured: { domain: "!{{ from.captured.domain }}" } } } },
    message: "A server domain never imports another domain's repository or tables: call that domain's service.",
  },
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
    "boundaries/dependencies": ["error", { default: "allow", policies }],
  },
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
  noBarrels,
  ...oneDecimal,
);
