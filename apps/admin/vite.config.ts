// The back office, built into apps/admin/dist and served by the server under /admin.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "../../tools/precompress.ts";

const apiTarget = process.env.TRADEWIND_API ?? "http://127.0.0.1:8080";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/admin/",
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: {
      "/swx": { target: apiTarget, changeOrigin: true, ws: true },
      // The inbox's live connection (features/support/socket.ts).
      "/ws": { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
