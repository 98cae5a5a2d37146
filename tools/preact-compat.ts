// The browser builds run the React API on Preact (preact/compat): react-dom alone was about 64 KB
// of the 216 KB gzip a first visit downloaded, Preact with its compat layer is about 11 KB, and
// every browser test passes on it (issue 23, docs/PERFORMANCE.md). Unit tests keep React: they
// use neither app's Vite config.
import type { Alias } from "vite";

export const preactCompat: Alias[] = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];
