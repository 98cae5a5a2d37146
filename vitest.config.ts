// `npm test`: every unit and integration test on embedded PGlite (project "default").
// `npm run test:pg`: the server integration suite again on the PostgreSQL at DATABASE_URL.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "default",
          include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/*/src/**/*.test.tsx"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:fuzz`: the API fuzz suite (malformed input on every operation), on the
        // database TEST_DATABASE names (CI: PostgreSQL).
        test: {
          name: "fuzz",
          include: ["apps/server/src/**/*.fuzz.ts"],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "server-pg",
          include: ["apps/server/src/**/*.test.ts"],
          env: { TEST_DATABASE: "postgres" },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
