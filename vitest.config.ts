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
