// The web app runs the React API on Preact (preact/compat): react-dom alone was about 64 KB of
// the 220 KB gzip a first visit downloaded, Preact with its compat layer is about 11 KB (issue 23,
// docs/PERFORMANCE.md). Preact has no controlled inputs of its own: the site's Field puts a
// refused keystroke back itself. Unit tests keep React (they use no Vite config), and so does the
// back office, whose sign-in page is within its budget. react-router reads React's useOptimistic
// only where it exists (as on React 18), so the build's IMPORT_IS_UNDEFINED warning is expected.
import type { Alias } from "vite";

export const preactCompat: Alias[] = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];
