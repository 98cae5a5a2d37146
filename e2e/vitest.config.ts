// Browser end-to-end tests: a real server (child process) and Debian's Chromium. Run with
// `npm run test:e2e` at the repository root, which builds the web app and back office first.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.e2e.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 200_000,
    // One server and one browser per file; files run one after another to keep ports and CPU calm.
    fileParallelism: false,
    // The server back-fills market history in the background after start; a request may wait
    // behind it for a few seconds, so polls get more than the default second.
    expect: { poll: { timeout: 15_000 } },
  },
});
