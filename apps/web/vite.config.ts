// Vite builds the user site into apps/web/dist, which the server serves with an SPA fallback.
// In development the API (and its websockets) live on the server at :8080 behind /swx.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "../../tools/precompress.ts";
import { preactCompat } from "../../tools/preact-compat.ts";
import { themeBoot } from "../../tools/theme-boot.ts";
import { pwa } from "../../tools/pwa.ts";
import { catalogues } from "../../packages/i18n/src/catalogues.ts";

const apiTarget = process.env.TRADEWIND_API ?? "http://127.0.0.1:8080";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    react(),
    themeBoot("tw.theme"),
    pwa({
      serviceWorkerEntry: fileURLToPath(new URL("./src/sw/service-worker.ts", import.meta.url)),
      offlineScriptEntry: fileURLToPath(new URL("./src/sw/offline-page.ts", import.meta.url)),
      offlineTexts: Object.fromEntries(Object.entries(catalogues).map(([code, { pwa: texts }]) => [code, { title: texts.offlineTitle, body: texts.offlineBody, retry: texts.offlineRetry }])),
      languageKey: "tw.language",
      themeKey: "tw.theme",
    }),
    precompress(),
  ],
  resolve: { alias: preactCompat },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs change less often than our code: a chunk of their own stays
        // cached across releases. Other libraries (the chart, QR codes, the signature pad) go with
        // the pages that use them, so the first load does not carry them.
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|@tanstack)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      "/swx": { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
