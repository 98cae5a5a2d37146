// Assembles the server: platform plugins, every domain's routes, the OpenAPI document, and the
// built web app and back office. Tests build it with an in-memory database and inject requests.
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import helmet from "helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import * as paramsApi from "@tradewind/api/params";
import { messagePath, wsPath } from "@tradewind/api/realtime";
import { kycRoutes } from "./accounts/kyc-routes.ts";
import { accountRoutes } from "./accounts/routes.ts";
import * as accounts from "./accounts/service.ts";
import type { GoogleVerifier } from "./accounts/identity-providers.ts";
import { argon2Passwords, type PasswordHasher } from "./accounts/secrets.ts";
import { sealPlaintextTotpSecrets } from "./accounts/security-service.ts";
import { lockUser } from "./accounts/users-service.ts";
import { adjustmentRoutes } from "./admin/adjustments/routes.ts";
import { factorResetRoutes } from "./admin/factor-resets/routes.ts";
import { earnAdminRoutes } from "./admin/earn/routes.ts";
import { attentionRoutes } from "./admin/attention/routes.ts";
import { auditRoutes } from "./admin/audit/routes.ts";
import { catalogueRoutes } from "./admin/catalogue/routes.ts";
import { dashboardRoutes } from "./admin/dashboard/routes.ts";
import { kycReviewRoutes } from "./admin/kyc/routes.ts";
import { loanAdminRoutes } from "./admin/loans/routes.ts";
import { contentAdminRoutes } from "./admin/content/routes.ts";
import type { AdminDeps } from "./admin/deps.ts";
import { operatorRoutes } from "./admin/operators/routes.ts";
import { paramRoutes } from "./admin/params/routes.ts";
import { paymentAdminRoutes } from "./admin/payments/routes.ts";
import { userAdminRoutes } from "./admin/users/routes.ts";
import { authenticateOperator } from "./admin/operators/sessions-service.ts";
import { sealPlaintextOperatorSecrets } from "./admin/operators/service.ts";
import { registerEarnAccrual } from "./earn/accrual.ts";
import { earnRoutes } from "./earn/routes.ts";
import { ledgerRoutes } from "./ledger/routes.ts";
import { marketRoutes, watchlistRoutes } from "./market/routes.ts";
import { notificationRoutes } from "./notifications/routes.ts";
import { alertRoutes } from "./alerts/routes.ts";
import { ensureVapidKeys } from "./alerts/push.ts";
import { contentRoutes } from "./content/routes.ts";
import { seedContent } from "./content/service.ts";
import { loanRoutes } from "./loans/routes.ts";
import { nftAdminRoutes } from "./admin/nfts/routes.ts";
import { nftRoutes } from "./nfts/routes.ts";
import { nftSettlementJob, settleEndedAuctions } from "./nfts/service.ts";
import { referralRoutes } from "./referral/routes.ts";
import { expireOverdueLoans, loanExpiryJob } from "./loans/service.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { listingSubject, type ListingEvent, type Market } from "./market/service.ts";
import type { Clock } from "./platform/clock.ts";
import { fastifyTrustProxy, type Config } from "./platform/config.ts";
import { inlineScriptHashes, registerCompression, serveFrontEnds } from "./platform/front-ends.ts";
import type { Db } from "./platform/database.ts";
import { devClockRoutes, type OffsetClock } from "./platform/dev-clock.ts";
import { createDueJobs, dueJobsIntervalMs, type DueJobs } from "./platform/due-jobs.ts";
import { AppError } from "./platform/errors.ts";
import { frameworkErrorOptions, installErrorHandling } from "./platform/error-handling.ts";
import { createIdempotencyStore } from "./platform/idempotency.ts";
import { logRequestsAtDebug, quietRequestLog, redactedLogPaths } from "./platform/request-log.ts";
import { requestLanguage } from "./platform/messages.ts";
import { createMessenger } from "./platform/messenger.ts";
import { docsPage, docsScript, openApiDocument } from "./platform/openapi.ts";
import { getPublicParam } from "./platform/params.ts";
import { settingsRoutes } from "./platform/settings-routes.ts";
import { busOperatorEvents, busSessionEvents } from "./platform/session-events.ts";
import type { AuthUser } from "./platform/request-context.ts";
import { createRouter, type Router } from "./platform/route.ts";
import { registerRealtime } from "./realtime/gateway.ts";
import { realTradersSince } from "./trading/activity-service.ts";
import { contractRoutes } from "./trading/contracts/routes.ts";
import { realVolumeSince } from "./trading/contracts/service.ts";
import { busRegistry, type TradingEngine } from "./trading/engine/engine.ts";
import { busOrderEvents } from "./trading/events.ts";
import { marketFeed, silentFeed } from "./trading/feed.ts";
import { optionRoutes } from "./trading/options/routes.ts";
import { busOptionWatcher, type OptionSettlement } from "./trading/options/settlement.ts";
import { spotRoutes } from "./trading/spot/routes.ts";
import { uploadRoutes } from "./uploads/routes.ts";
import { supportAdminRoutes } from "./admin/support/routes.ts";
import { solvencyAdminRoutes } from "./admin/solvency/routes.ts";
import { openingSealedAtStart, sealingKeyOf, sealingKeySource } from "./platform/sealing.ts";
import { solvencyRoutes } from "./solvency/routes.ts";
import { statementRoutes } from "./statements/routes.ts";
import { portfolioRoutes } from "./portfolio/routes.ts";
import { statementAdminRoutes } from "./admin/statements/routes.ts";
import { dailySnapshotJob, ensureSigningKey, takeDailySnapshot, type SolvencyDeps } from "./solvency/service.ts";
import { supportRoutes } from "./support/routes.ts";
import { supportLive } from "./support/service.ts";
import type { SupportLive } from "./support/events.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const frontEndDirs = { webDist: path.join(repoRoot, "apps/web/dist"), adminDist: path.join(repoRoot, "apps/admin/dist") };

export interface AppOptions {
  config: Config;
  db: Db;
  clock: Clock;
  google?: GoogleVerifier | undefined;
  /** Requests per minute per IP across the API; tests raise it. */
  rateLimitPerMinute?: number;
  /** Where log lines go instead of stdout; tests read them to prove what is never logged. */
  logStream?: DestinationStream | undefined;
  /** Password hashing; tests count verifications through it. */
  passwords?: PasswordHasher | undefined;
  /** Market data: routes and the live sockets are served, and the feed is stopped (live candles stored) on close. */
  market?: Market | undefined;
  /** The trigger engine when this process runs one; otherwise placed orders reach it over the bus. */
  trading?: TradingEngine | undefined;
  /** The option settler when this process runs one (beside the engine); stopped on close. */
  optionSettlement?: OptionSettlement | undefined;
  /** Run the due jobs (earn accrual, …) on start and every dueJobsIntervalMs, stopped on close; tests run them by hand. */
  runDueJobs?: boolean;
  /** DEV_CLOCK: `clock` is this offset clock, and /dev/clock moves it and runs the due jobs. */
  devClock?: OffsetClock | undefined;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, clock } = options;
  const app = await createServer(options);
  // One key seals every secret the database keeps (docs/SECURITY.md); rows from before 0058 are sealed now.
  const sealingKey = sealingKeyOf(config.solvencyKey, config.dataDir);
  await sealPlaintextTotpSecrets(db, sealingKey);
  await sealPlaintextOperatorSecrets(db, sealingKey);
  const accountsDeps = {
    db,
    clock,
    messenger: createMessenger({ smtpUrl: config.smtpUrl, from: config.smtpFrom, devOutbox: config.devOutbox ? accounts.devOutboxWriter(db) : undefined, log: app.log }),
    passwords: options.passwords ?? argon2Passwords,
    sessionTtlMs: config.sessionTtlMs,
    relyingParty: config.relyingParty,
    google: options.google,
    sessionEvents: options.market ? busSessionEvents(options.market.bus) : undefined,
    sealingKey,
  };
  const authenticate = (token: string) => accounts.authenticate(accountsDeps, token);
  const adminDeps: AdminDeps = {
    db,
    clock,
    passwords: accountsDeps.passwords,
    operatorSessionTtlMs: config.operatorSessionTtlMs,
    publicUrl: config.publicUrl,
    operatorEvents: options.market ? busOperatorEvents(options.market.bus) : undefined,
    sealingKey,
  };
  const router = createRouter(app, {
    authenticate,
    authenticateOperator: (token) => authenticateOperator(adminDeps, token),
    idempotency: createIdempotencyStore(db),
  });
  accountRoutes(router, accountsDeps, { devOutbox: config.devOutbox });
  ledgerRoutes(router, { db, clock });
  const solvencyDeps: SolvencyDeps = { db, clock, sealingKey };
  await ensureSigningKey(solvencyDeps);
  mountBackOffice(router, adminDeps, accountsDeps, options.market, config.dataDir, solvencyDeps);
  watchlistRoutes(router, db);
  uploadRoutes(router, { db, clock, dir: path.join(config.dataDir, "uploads"), lockUser });
  kycRoutes(router, { db, clock });
  notificationRoutes(router, { db, clock, bus: options.market?.bus });
  const vapid = await openingSealedAtStart(sealingKeySource(config.solvencyKey, config.dataDir), () => ensureVapidKeys(db, sealingKey));
  alertRoutes(router, { db, clock, bus: options.market?.bus, vapid });
  paymentRoutes(router, { db, clock, messenger: accountsDeps.messenger, publicUrl: config.publicUrl });
  contentRoutes(router, { db, clock });
  await seedContent({ db, clock });
  referralRoutes(router, { db, clock, realTradersSince });
  // Each domain with work that falls due by the clock registers it here (platform/due-jobs.ts).
  const dueJobs = createDueJobs(app.log);
  earnRoutes(router, { db, clock, bus: options.market?.bus });
  registerEarnAccrual(dueJobs, { db, clock, bus: options.market?.bus });
  const loanDeps = { db, clock, bus: options.market?.bus, dir: path.join(config.dataDir, "loans"), uploadsDir: path.join(config.dataDir, "uploads") };
  loanRoutes(router, loanDeps);
  dueJobs.registerDueJob(loanExpiryJob, () => expireOverdueLoans(loanDeps));
  const nftDeps = { db, clock, bus: options.market?.bus, uploadsDir: path.join(config.dataDir, "uploads") };
  nftRoutes(router, nftDeps);
  dueJobs.registerDueJob(nftSettlementJob, () => settleEndedAuctions(nftDeps));
  solvencyRoutes(router, solvencyDeps);
  statementRoutes(router, { db, clock });
  portfolioRoutes(router, { db, clock });
  dueJobs.registerDueJob(dailySnapshotJob, () => takeDailySnapshot(solvencyDeps));
  const supportDeps = { db, clock, bus: options.market?.bus, uploadsDir: path.join(config.dataDir, "uploads") };
  supportRoutes(router, supportDeps);
  const support = supportLive(supportDeps, (token) => authenticateOperator(adminDeps, token));
  if (options.market) await mountMarketAndTrading(app, router, options, options.market, authenticate, support);
  router.route(paramsApi.getParamByKey, async ({ params }) => ({ paramValue: await getPublicParam(db, params.key) }));
  settingsRoutes(router, { config, googleVerifies: options.google !== undefined });
  startDueJobs(app, router, dueJobs, options);

  // Liveness (the process answers) apart from readiness (its market state is loaded, so it may trade): a balancer routes only to ready processes.
  app.get("/health/live", async () => ({ live: true }));
  app.get("/health/ready", async (_request, reply) => {
    const ready = options.market?.loaded ?? true;
    return reply.code(ready ? 200 : 503).send({ ready });
  });
  app.get("/swx/openapi.json", async () => openApiDocument(router.endpoints));
  app.get("/swx/docs", async (_request, reply) => reply.type("text/html").send(docsPage));
  app.get("/swx/docs.js", async (_request, reply) => reply.type("text/javascript").send(docsScript));
  await serveFrontEnds(app, frontEndDirs);
  return app;
}

/**
 * After every domain registered its due job: the development clock's routes when DEV_CLOCK is on,
 * and the jobs' interval where asked, stopped (waiting for a run in progress) on close.
 */
function startDueJobs(app: FastifyInstance, router: Router, dueJobs: DueJobs, options: AppOptions) {
  if (options.devClock) devClockRoutes(router, options.devClock, dueJobs);
  if (options.runDueJobs) app.addHook("onClose", dueJobs.start(dueJobsIntervalMs));
}

/** Fastify with the plugins every route shares: security headers, the rate limit, the error envelope and the request log. */
async function createServer(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logger = { level: config.logLevel, redact: redactedLogPaths, ...(options.logStream ? { stream: options.logStream } : {}) };
  const app = Fastify({ logger, logController: quietRequestLog(), bodyLimit: 256 * 1024, trustProxy: fastifyTrustProxy(config.trustProxy), ...frameworkErrorOptions });
  // Helmet's middleware built once: @fastify/helmet rebuilt it (the CSP parsed again) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null, imgSrc: ["'self'", "data:", "blob:"], scriptSrc: ["'self'", ...inlineScriptHashes(frontEndDirs)] } },
    hsts: config.production,
  });
  // helmet 8 throws a bad option at build time and never hands an error to `next`.
  app.addHook("onRequest", (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 600,
    timeWindow: 60_000,
    // The web app's and back office's files are not counted: a page load fetches dozens of them,
    // and people behind one address (an office, a carrier's NAT) would lock each other out.
    allowList: (request) => !isRateLimitedPath(request.url),
    errorResponseBuilder: (request, context) => {
      const error = new AppError("tooManyRequests", { seconds: Math.ceil(context.ttl / 1000) });
      return Object.assign(error, { statusCode: 429, language: requestLanguage(request.headers) });
    },
  });
  // Multipart bodies are read only by upload routes, each within its own limits (platform/multipart.ts); none by default.
  await app.register(multipart, { limits: { fields: 0, files: 0, parts: 0 } });
  await registerCompression(app);
  installErrorHandling(app);
  logRequestsAtDebug(app);
  return app;
}

/** The API and the sockets count against the per-address limit; static files and the SPA's pages do not. */
export function isRateLimitedPath(url: string): boolean {
  const path = url.split("?", 1)[0] ?? url;
  return path.startsWith("/swx/") || path === wsPath || path === messagePath;
}

/** The back office's routes (/swx/admin): operators, audit, users, adjustments, parameters, catalogue, dashboard, attention, payments, KYC, earn, loans, liability snapshots. */
function mountBackOffice(router: Router, adminDeps: AdminDeps, users: Pick<accounts.AccountsDeps, "messenger" | "sessionEvents">, market: Market | undefined, dataDir: string, solvency: SolvencyDeps) {
  operatorRoutes(router, adminDeps);
  auditRoutes(router, adminDeps);
  const feed = market ? marketFeed(market) : silentFeed;
  const { sessionEvents, messenger } = users;
  userAdminRoutes(router, { ...adminDeps, sessionEvents, feed });
  factorResetRoutes(router, { ...adminDeps, sessionEvents, messenger });
  adjustmentRoutes(router, { ...adminDeps, feed });
  paramRoutes(router, adminDeps);
  const bus = market?.bus;
  const listingChanged = bus ? (event: ListingEvent) => bus.publish(listingSubject, event) : undefined;
  catalogueRoutes(router, { ...adminDeps, listingChanged });
  dashboardRoutes(router, adminDeps);
  attentionRoutes(router, adminDeps);
  paymentAdminRoutes(router, { ...adminDeps, bus });
  kycReviewRoutes(router, { ...adminDeps, bus });
  earnAdminRoutes(router, adminDeps);
  loanAdminRoutes(router, { ...adminDeps, bus, dir: path.join(dataDir, "loans") });
  nftAdminRoutes(router, { ...adminDeps, uploadsDir: path.join(dataDir, "uploads") });
  supportAdminRoutes(router, { ...adminDeps, support: { db: adminDeps.db, clock: adminDeps.clock, bus, uploadsDir: path.join(dataDir, "uploads") } });
  contentAdminRoutes(router, { ...adminDeps, bus });
  solvencyAdminRoutes(router, { ...adminDeps, solvency });
  statementAdminRoutes(router, adminDeps);
}

/** Market data, the three trading products and the live sockets; the feed and the settler stop on close. */
async function mountMarketAndTrading(app: FastifyInstance, router: Router, options: AppOptions, market: Market, authenticate: (token: string) => Promise<AuthUser | null>, support: SupportLive) {
  const { config, db, clock } = options;
  marketRoutes(router, market, db, clock, realVolumeSince);
  // One feed, one registry and one event channel, shared by the three trading products.
  const trading = { db, clock, feed: marketFeed(market), events: busOrderEvents(market.bus), log: app.log };
  const triggers = options.trading?.registry ?? busRegistry(market.bus);
  contractRoutes(router, { ...trading, triggers });
  spotRoutes(router, { ...trading, triggers });
  optionRoutes(router, { ...trading, watcher: options.optionSettlement?.watcher ?? busOptionWatcher(market.bus) });
  await registerRealtime(app, {
    market,
    framesPerSecond: config.realtimeFramesPerSecond,
    maxBufferedBytes: config.realtimeMaxBufferedBytes,
    heartbeatMs: config.realtimeHeartbeatMs,
    clock,
    connectionsPerIpMax: config.realtimeConnectionsPerIpMax,
    connectionsMax: config.realtimeConnectionsMax,
    authenticate,
    support,
    supportFailed: (error) => app.log.error({ err: error }, "support: a delivered mark failed"),
  });
  app.addHook("onClose", () => market.stop());
  const settlement = options.optionSettlement;
  if (settlement) app.addHook("onClose", () => settlement.stop());
}

