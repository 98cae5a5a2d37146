// Test harness: a migrated database per test file (in-memory PGlite, or a fresh database on
// the PostgreSQL server at DATABASE_URL when the "server-pg" project runs; both copied from a
// migrated template, testing/migrated-templates.ts), the app built on
// it with a manual clock, and helpers that go through HTTP like a client would.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { afterAll, beforeAll } from "vitest";
import { WebSocket } from "ws";
import type { Book } from "@tradewind/api/accounts";
import type { Notification } from "@tradewind/api/notifications";
import { userId, type UserId } from "@tradewind/domain/ids";
import { decimal } from "@tradewind/domain/money";
import { buildApp } from "../app.ts";
import type { GoogleVerifier } from "../accounts/identity-providers.ts";
import { sha256, type PasswordHasher } from "../accounts/secrets.ts";
import * as ledger from "../ledger/service.ts";
import { toPlain } from "@tradewind/domain/money";
import { createSimulatedProvider, type SimulatedProvider } from "../market/feed.ts";
import { createMarket, type Market } from "../market/service.ts";
import type { Bus } from "../platform/bus.ts";
import { connectNatsBus } from "../platform/nats-bus.ts";
import { manualClock } from "../platform/clock.ts";
import { loadConfig, type Config } from "../platform/config.ts";
import { openDatabase, openPglite, type DatabaseOptions, type Db } from "../platform/database.ts";
import { migratedPgliteDump, migratedPostgresTemplate } from "./migrated-templates.ts";

export const onPostgres = process.env.TEST_DATABASE === "postgres";
const postgresUrl = process.env.DATABASE_URL;

/** True when this run cannot reach its database: only the PostgreSQL project without DATABASE_URL. */
export const databaseUnavailable = onPostgres && !postgresUrl;
if (databaseUnavailable) console.warn("server-pg: DATABASE_URL is not set, so the PostgreSQL suite is skipped");

export interface TestDatabase {
  db: Db;
  drop(): Promise<void>;
}

/** `pool`: the PostgreSQL pool's settings (the defaults of DATABASE_POOL_MAX and DATABASE_PREPARED_STATEMENTS when absent); PGlite has one connection. */
export async function testDatabase(kind: "pglite" | "postgres" = onPostgres ? "postgres" : "pglite", pool: Pick<DatabaseOptions, "poolMax" | "preparedStatements"> = {}): Promise<TestDatabase> {
  if (kind === "pglite") {
    const { db } = openPglite({ loadDataDir: await migratedPgliteDump() });
    return { db, drop: () => db.destroy() };
  }
  if (!postgresUrl) throw new Error("DATABASE_URL is required for the server-pg project");
  const name = `tradewind_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(postgresUrl, `create database ${name} template ${await migratedPostgresTemplate(postgresUrl)}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  // The pool's defaults are the server's own (DATABASE_POOL_MAX, DATABASE_PREPARED_STATEMENTS), so the suite runs as deployed.
  const defaults = loadConfig({ NODE_ENV: "test", DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX, DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS });
  const db = openDatabase({ databaseUrl: url.toString(), dataDir: "memory", poolMax: defaults.databasePoolMax, preparedStatements: defaults.databasePreparedStatements, ...pool });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** DATA_DIR of this app: a fresh temporary folder, removed on close. */
  dataDir: string;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  google?: GoogleVerifier;
  production?: boolean;
  /** Settings on top of the test defaults, read through loadConfig like the server's own. */
  env?: NodeJS.ProcessEnv;
  passwords?: PasswordHasher;
  logStream?: DestinationStream;
  /** Requests per minute per client address on the API; tests other than the limit's own take no limit. */
  rateLimitPerMinute?: number;
}

/** The key every test app of this process seals its secrets with (NODE_ENV=test: one per process, config.ts). */
export function testSealingKey(): Uint8Array {
  const key = loadConfig({ NODE_ENV: "test" }).solvencyKey;
  if (!key) throw new Error("NODE_ENV=test has a sealing key");
  return key;
}

export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = await testDatabase();
  const clock = manualClock(new Date("2026-11-23T08:00:00Z"));
  // Production refuses to start without a way to send emails; nothing is sent to this one.
  const env = options.production ? { NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9", SOLVENCY_KEY: "5a".repeat(32) } : { NODE_ENV: "test" };
  // Files the app writes (uploads) go to a folder of this app's own, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tradewind-test-"));
  const config = { ...loadConfig({ ...env, LOG_LEVEL: "silent", DATA_DIR: dataDir, ...options.env }), databaseUrl: undefined };
  const app = await buildApp({ config, db, clock, google: options.google, rateLimitPerMinute: options.rateLimitPerMinute ?? 100_000, passwords: options.passwords, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db,
    dataDir: config.dataDir,
    clock,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  book?: Book;
  lang?: string;
  headers?: Record<string, string>;
}

export interface Reply<Result = unknown> {
  status: number;
  code: number;
  result: Result;
  message: string;
}

/** One API call through HTTP; `path` is under /swx/customer. */
export async function call<Result = Record<string, unknown>>(
  app: FastifyInstance,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Reply<Result>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  if (options.book) headers.virtually = options.book === "real" ? "YES" : "NO";
  if (options.lang) headers.lang = options.lang;
  const response = await app.inject({
    method,
    url: `/swx/customer${path}`,
    headers,
    ...(body === undefined ? {} : typeof body === "string" ? { payload: body, headers: { ...headers, "content-type": "application/json" } } : { payload: body as object }),
  });
  const parsed = response.json() as { code: number; result: Result; message: string };
  return { status: response.statusCode, ...parsed };
}

let counter = 0;

/** Registers a fresh user by email with the code from the dev outbox; returns its token. */
export async function registerUser(app: FastifyInstance, overrides: { username?: string; email?: string; inviteCode?: string } = {}) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const email = overrides.email ?? `user${suffix}@example.com`;
  const username = overrides.username ?? `user${suffix}`;
  const sent = await call(app, "POST", "/login/sendCode", { purpose: "register", contact: { method: "email", email } });
  if (sent.code !== 200) throw new Error(`sendCode failed: ${sent.code} ${sent.message}`);
  const code = await outboxCode(app, email);
  const registered = await call<{ token: string; user: { id: string; inviteCode: string } }>(app, "POST", "/login/register", {
    contact: { method: "email", email },
    username,
    password: "password1",
    confirmPassword: "password1",
    code,
    ...(overrides.inviteCode ? { inviteCode: overrides.inviteCode } : {}),
  });
  if (registered.code !== 200) throw new Error(`register failed: ${registered.code} ${registered.message}`);
  // The test's wire edge: the id it got back is named a UserId, as a route's parsed input is.
  const user = { ...registered.result.user, id: userId(registered.result.user.id) };
  return { token: registered.result.token, user, email, username, password: "password1" };
}

/**
 * Marks the session of `token` as stepped up for a day of the test's clock, for tests of other
 * domains that withdraw or save addresses; the step-up itself is tested through its endpoint in
 * accounts/step-up.test.ts.
 */
export async function stepUpSession(t: { db: Db; clock: { now(): Date } }, token: string) {
  await sql`update sessions set stepped_up_until = ${new Date(t.clock.now().getTime() + 86_400_000)} where token_hash = ${sha256(token)}`.execute(t.db);
}

export async function outboxCode(app: FastifyInstance, target: string): Promise<string> {
  const outbox = await call<{ messages: { code: string | null }[] }>(app, "GET", `/dev/outbox?target=${encodeURIComponent(target)}`);
  const code = outbox.result.messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}

/** The user's notifications through the API, newest first (the first 100). */
export async function notificationsOf(app: FastifyInstance, token: string): Promise<Notification[]> {
  const listed = await call<{ items: Notification[] }>(app, "GET", "/user/listNotifications?size=100", undefined, { token });
  if (listed.code !== 200) throw new Error(`listNotifications failed: ${listed.code} ${listed.message}`);
  return listed.result.items;
}

/** Fails the test when any ledger invariant is broken; run after every money test. */
export async function expectLedgerSound(db: Db) {
  const report = await ledger.checkInvariants(db);
  if (!report.ok) throw new Error(`ledger invariants broken: ${JSON.stringify(report.problems)}`);
}

/** Request bodies for a table of refusals: `base` with `field` set to each value, paired with the code expected for it. */
export function fieldCases(base: object, field: string, answers: readonly (readonly [value: unknown, code: number])[]): [object, number][] {
  return answers.map(([value, code]) => [{ ...base, [field]: value }, code]);
}

/** One test entry moving `amount` USDT from one account (a key without the book) to another. */
function moveUsdt(db: Db, entry: { kind: ledger.EntryRequest["kind"]; book: Book; from: ledger.EntryRequest["postings"][number]["account"]; to: ledger.EntryRequest["postings"][number]["account"]; amount: string }) {
  return db.transaction().execute((tx) =>
    ledger.post(tx, {
      kind: entry.kind,
      book: entry.book,
      actor: "test",
      postings: [
        { account: entry.from, amount: decimal(entry.amount).negated() },
        { account: entry.to, amount: decimal(entry.amount) },
      ],
    }),
  );
}

/** Credits `amount` real USDT to a user from platform cash, as a deposit would. */
export function creditReal(db: Db, userId: UserId, amount: string) {
  const from = { ownerId: null, currency: "USDT", kind: "cash" } as const;
  return moveUsdt(db, { kind: "adjustment", book: "real", from, to: { ownerId: userId, currency: "USDT", kind: "available" }, amount });
}

/** Moves demo USDT out of a user's book the way later features will (orders, fees). */
export function spendDemo(db: Db, userId: UserId, amount: string) {
  const to = { ownerId: null, currency: "USDT", kind: "demo_faucet" } as const;
  return moveUsdt(db, { kind: "adjustment", book: "demo", from: { ownerId: userId, currency: "USDT", kind: "available" }, to, amount });
}

export interface LiveMarketApp {
  app: FastifyInstance;
  /** ws://127.0.0.1:<port>, for `/message` and `/ws`. */
  socketUrl: string;
  clock: ReturnType<typeof manualClock>;
  /** The simulated feed, driven by hand; absent for ROLE=api. */
  provider: SimulatedProvider | undefined;
  market: Market;
  /** Moves the clock and ticks every open instrument (engine only), then waits for candle writes; the ticks with their prices as the wire shows them. */
  tick(ms: number): Promise<{ code: string; price: string; ts: number }[]>;
  /** Closes the app; the database stays with its owner. */
  close(): Promise<void>;
}

/**
 * The app with a market on a real port, for the live sockets. ROLE=all runs the simulated feed
 * (no timer: `tick` drives it); ROLE=api has no feed and follows `bus`.
 */
export async function liveMarketApp(options: { database: TestDatabase; role?: "all" | "api"; bus?: Bus; start?: Date; config?: Partial<Config> }): Promise<LiveMarketApp> {
  const clock = manualClock(options.start ?? new Date("2026-11-23T08:00:00Z"));
  const provider = options.role === "api" ? undefined : createSimulatedProvider({ clock, tickIntervalMs: 0 });
  const log = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };
  const market = createMarket({ db: options.database.db, clock, provider, source: "simulated", bus: options.bus, log });
  const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined, ...options.config };
  const app = await buildApp({ config, db: options.database.db, clock, market, rateLimitPerMinute: 100_000 });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  await market.start();
  if (provider) await market.backfill({ history: false });
  return {
    app,
    socketUrl: address.replace(/^http/, "ws"),
    clock,
    provider,
    market,
    tick: async (ms) => {
      clock.advance(ms);
      const ticks = provider?.tickAll(clock.now()) ?? [];
      await market.settled();
      return ticks.map((tick) => ({ ...tick, price: toPlain(tick.price) }));
    },
    close: () => app.close(),
  };
}

export interface SocketClient {
  socket: WebSocket;
  /** Every parsed frame received so far, in order. */
  received: unknown[];
  /** The next frame (after those already taken) that `match` accepts; frames skipped on the way are taken too. */
  next(match?: (frame: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  send(value: unknown): void;
  /** Resolves with the close code and reason once the socket is closed. */
  closed: Promise<{ code: number; reason: string }>;
}

export async function openSocket(url: string, options: WebSocket.ClientOptions = {}): Promise<SocketClient> {
  const socket = new WebSocket(url, options);
  const received: unknown[] = [];
  let taken = 0;
  let wake: (() => void) | undefined;
  socket.on("message", (data: Buffer) => {
    received.push(JSON.parse(data.toString("utf8")));
    wake?.();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return {
    socket,
    received,
    closed,
    send: (value) => socket.send(typeof value === "string" ? value : JSON.stringify(value)),
    async next(match = () => true, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (taken < received.length) {
          const frame = received[taken++];
          if (match(frame)) return frame;
        }
        const waitMs = deadline - Date.now();
        if (waitMs <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; last frames: ${JSON.stringify(received.slice(-3)).slice(0, 500)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    },
  };
}

export interface NatsPair {
  /** The database both apps share. */
  database: TestDatabase;
  /** Runs the simulated feed and the engine, like ROLE=engine. */
  engine: LiveMarketApp;
  /** ROLE=api: serves HTTP and sockets from the bus, with no feed. */
  api: LiveMarketApp;
}

/**
 * Two apps on one test database joined by NATS under a subject prefix of their own, as two server
 * processes are in production: started before the file's tests, closed after them. Call the
 * returned function inside a test.
 */
export function useNatsPair(natsUrl: string): () => NatsPair {
  let database: TestDatabase | undefined;
  let buses: Bus[] = [];
  let pair: NatsPair | undefined;
  beforeAll(async () => {
    database = await testDatabase();
    const prefix = `test${randomBytes(4).toString("hex")}`;
    const log = { error: (details: object, message: string) => console.error(message, details) };
    buses = await Promise.all([0, 1].map(() => connectNatsBus({ url: natsUrl, log, prefix })));
    const engine = await liveMarketApp({ database, bus: buses[0] });
    pair = { database, engine, api: await liveMarketApp({ database, bus: buses[1], role: "api" }) };
  });
  afterAll(async () => {
    await pair?.api.close();
    await pair?.engine.close();
    await Promise.all(buses.map((bus) => bus.close()));
    await database?.drop();
  });
  return () => {
    if (pair === undefined) throw new Error("the NATS pair starts in beforeAll");
    return pair;
  };
}
