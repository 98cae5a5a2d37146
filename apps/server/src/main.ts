// `npm start` / `npm run serve`: migrate, then serve API, web app and back office on one port.
// ROLE (DESIGN §2): `all` runs the feed and serves; `api` serves from the bus (NATS_URL) without a
// feed or candle writes; `engine` runs the feed and writes candles, and still serves HTTP.
// A process that runs the feed is the one active engine: it starts only once it holds the engine
// lock (leadership.ts); until then it is a standby, built and connected but neither feeding nor serving.
import { buildApp } from "./app.ts";
import { createGoogleVerifier } from "./accounts/identity-providers.ts";
import { setupLinkIfNoOperator } from "./admin/operators/links-service.ts";
import { systemClock } from "./platform/clock.ts";
import { offsetClock } from "./platform/dev-clock.ts";
import { openBus } from "./platform/bus.ts";
import { loadConfig } from "./platform/config.ts";
import { openDatabase } from "./platform/database.ts";
import { openingSealedAtStart, SealingKeyMismatch, sealingKeyOf, sealingKeySource } from "./platform/sealing.ts";
import { migrate } from "./platform/migrate.ts";
import { stopOnSignals } from "./platform/shutdown.ts";
import { createProvider } from "./market/providers.ts";
import { createMarket, type MarketLog } from "./market/service.ts";
import { createTradingEngine } from "./trading/engine/engine.ts";
import { createAlertEngine } from "./alerts/engine.ts";
import { ensureVapidKeys, vapidSubject } from "./alerts/push.ts";
import { becomeActiveEngine, type EngineLeadership } from "./trading/engine/leadership.ts";
import { busOrderEvents } from "./trading/events.ts";
import { marketFeed } from "./trading/feed.ts";
import { createOptionSettlement } from "./trading/options/settlement.ts";

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax, preparedStatements: config.databasePreparedStatements });
const applied = await migrate(db);
// The first read of a sealed secret, before anything else starts: a sealing key that opens none
// stops here with what to do (platform/sealing.ts), not with a stack trace from deep in a start.
const sealingKey = sealingKeyOf(config.solvencyKey, config.dataDir);
const vapid = await openingSealedAtStart(sealingKeySource(config.solvencyKey, config.dataDir), () => ensureVapidKeys(db, sealingKey)).catch((error: unknown) => {
  if (!(error instanceof SealingKeyMismatch)) throw error;
  process.stderr.write(`\n${error.message}\n\n`);
  process.exit(1);
});
// The market and its provider log through the app's logger, which exists once buildApp returns (before any tick).
const marketLog: MarketLog = { info: (details, message) => app.log.info(details, message), error: (details, message) => app.log.error(details, message) };
const bus = await openBus(config.natsUrl, marketLog, config.natsSubjectPrefix);
const provider = config.role === "api" ? undefined : await createProvider(config, systemClock, marketLog);
const market = createMarket({ db, clock: systemClock, provider, source: config.marketProvider, bus, log: marketLog });
// The trigger engine runs beside the feed; an api process hands its orders to it over the bus.
const trading = provider ? createTradingEngine({ db, clock: systemClock, feed: marketFeed(market), events: busOrderEvents(market.bus) }, marketLog) : undefined;
// Options settle beside it, from the same feed; api processes announce bought options over the bus.
const optionSettlement = provider ? createOptionSettlement({ db, clock: systemClock, feed: marketFeed(market), events: busOrderEvents(market.bus) }, marketLog) : undefined;
// Price alerts are evaluated beside the trigger engine, on the same ticks; firings are pushed to the users' devices.
const alertEngine = provider
  ? createAlertEngine({ db, clock: systemClock, bus, feed: marketFeed(market), push: { db, vapid, subject: vapidSubject(config.publicUrl), log: marketLog } }, marketLog)
  : undefined;
// DEV_CLOCK (never in production): the app's clock runs ahead by what /dev/clock adds; market data keeps real time.
const devClock = config.devClock ? offsetClock(systemClock) : undefined;
const app = await buildApp({
  market,
  trading,
  optionSettlement,
  config,
  db,
  clock: devClock ?? systemClock,
  devClock,
  runDueJobs: true,
  google: config.googleClientId ? createGoogleVerifier(config.googleClientId) : undefined,
});
if (applied.length > 0) app.log.info({ applied }, "database migrated");

let leadership: EngineLeadership | undefined;
// Installed before the lock is waited for, so a stop signal at any moment from here on is a graceful stop.
stopOnSignals({
  steps: [
    { name: "http", run: () => app.close() },
    { name: "bus", run: () => bus.close() },
    { name: "engine lock", run: () => leadership?.release() ?? Promise.resolve() },
    { name: "database", run: () => db.destroy() },
  ],
  log: app.log,
  timeoutMs: config.shutdownTimeoutMs,
  exit: (code) => process.exit(code),
});

// Everything above, and the app's plugins booted here, is done while a standby waits, so taking
// over costs only the lock and the start below.
await app.ready();
if (config.role !== "api") {
  leadership = await becomeActiveEngine({
    databaseUrl: config.databaseUrl,
    log: app.log,
    // A second engine may already be taking over: stop feeding at once, and let the supervisor restart this one as a standby.
    onLost: (error) => {
      app.log.error({ err: error }, "engine: lost the engine lock; exiting");
      process.exit(1);
    },
  });
}

const address = await app.listen({ port: config.port, host: config.host });
const port = new URL(address).port;
const url = config.publicUrl ?? `http://localhost:${port}`;
const database = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
// No operator has a default password: while none is enrolled, each start prints a fresh one-time
// link (24 h, single use) through which the first admin chooses a password and enrols TOTP.
const setupLink = await setupLinkIfNoOperator({ db, clock: systemClock }, url);
process.stdout.write(
  [
    "",
    `  Tradewind is running: ${url}/`,
    `  API docs:            ${url}/swx/docs`,
    `  Back office:         ${url}/admin/`,
    `  Database:            ${database}`,
    setupLink ? `  First admin setup:   ${setupLink.url}\n                       (one-time link, valid until ${setupLink.expiresAt}; a new one is printed on each start until an operator exists)` : "",
    devClock ? `  Development clock:   POST ${url}/swx/customer/dev/clock {"advanceSeconds": 86400} (DEV_CLOCK: moves time for anyone)` : "",
    config.devOutbox ? `  Verification codes:  ${url}/swx/customer/dev/outbox?target=<email or +phone> (DEV_OUTBOX: readable by anyone)` : "",
    "",
  ].join("\n") + "\n",
);

// After listen, so the port answers at once: recorded state loads, ticks start, and instruments
// without history get the simulator's last 24 h in the background.
// The engines follow the bus from before the first tick, and hold what arrives until their books
// are rebuilt from SQL: an order or alert placed during a takeover, or a tick on the way, is not lost.
trading?.follow(bus);
alertEngine?.follow(bus);
const marketStartedMs = Date.now();
await market.start();
app.log.info({ elapsedMs: Date.now() - marketStartedMs, provider: provider ? config.marketProvider : "none", role: config.role, bus: config.natsUrl ? "nats" : "in-process" }, "market started");
await trading?.start();
await alertEngine?.start();
await optionSettlement?.start(bus);
if (provider) {
  void market
    .backfill({ history: true })
    .then((report) => app.log.info(report, "market back-fill done"))
    .catch((error: unknown) => app.log.error({ err: error }, "market back-fill failed"));
}
