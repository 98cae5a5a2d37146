// `npm start` / `npm run serve`: migrate, then serve API, web app and back office on one port.
import { buildApp } from "./app.ts";
import { createGoogleVerifier } from "./accounts/identity-providers.ts";
import { systemClock } from "./platform/clock.ts";
import { loadConfig } from "./platform/config.ts";
import { openDatabase } from "./platform/database.ts";
import { migrate } from "./platform/migrate.ts";

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
const app = await buildApp({
  config,
  db,
  clock: systemClock,
  google: config.googleClientId ? createGoogleVerifier(config.googleClientId) : undefined,
});
if (applied.length > 0) app.log.info({ applied }, "database migrated");

const address = await app.listen({ port: config.port, host: config.host });
const port = new URL(address).port;
const url = config.publicUrl ?? `http://localhost:${port}`;
const database = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
process.stdout.write(
  [
    "",
    `  Tradewind is running: ${url}/`,
    `  API docs:            ${url}/swx/docs`,
    `  Back office:         ${url}/admin/`,
    `  Database:            ${database}`,
    config.production ? "" : `  Verification codes:  server log and ${url}/swx/customer/dev/outbox?target=<email or +phone>`,
    "",
  ].join("\n") + "\n",
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
}
