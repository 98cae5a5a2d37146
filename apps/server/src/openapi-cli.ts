// `npm run lint:openapi` (step one): writes /swx/openapi.json, as the full app serves it, to the
// file named by the first argument. The app is built on an in-memory database with the market
// mounted (its routes are part of the document) and asked through app.inject: no port is opened.
import fs from "node:fs";
import { buildApp } from "./app.ts";
import { createMarket } from "./market/service.ts";
import { systemClock } from "./platform/clock.ts";
import { loadConfig } from "./platform/config.ts";
import { openDatabase } from "./platform/database.ts";
import { migrate } from "./platform/migrate.ts";

const outputPath = process.argv[2];
if (!outputPath) throw new Error("usage: openapi-cli.ts <output.json>");
const db = openDatabase({ databaseUrl: undefined, dataDir: "memory" });
await migrate(db);
const log = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };
// No provider: the market only answers from what is stored, and nothing ticks.
const market = createMarket({ db, clock: systemClock, provider: undefined, source: "simulated", bus: undefined, log });
const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };
const app = await buildApp({ config, db, clock: systemClock, market });
const reply = await app.inject({ url: "/swx/openapi.json" });
await app.close();
await db.destroy();
if (reply.statusCode !== 200) throw new Error(`/swx/openapi.json answered ${reply.statusCode}`);
fs.writeFileSync(outputPath, JSON.stringify(reply.json(), null, 2));
