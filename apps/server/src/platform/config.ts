// Configuration from environment variables, each with a safe default (README documents them).
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import path from "node:path";
import { trustListProblem } from "./trust-proxy.ts";

/** DESIGN §2: `api` serves HTTP and the sockets from the bus; `engine` runs the feed and writes candles; `all` both. */
export const roles = ["all", "api", "engine"] as const;
export type Role = (typeof roles)[number];

/** pino's levels; a typo would otherwise silently log nothing or everything. */
const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
/** `production` is the one that changes behaviour; any other value is a typo that would leave dev features on. */
const nodeEnvs = ["production", "development", "test"] as const;
/** More proxy hops than this in front of one server is a mistake, not a topology. */
const proxyHopsMax = 16;

/**
 * Which peers may set the client address through X-Forwarded-For (Fastify's `trustProxy`):
 * none, the last N hops, or the listed proxies. Never `true`: that takes the first entry,
 * which any client writes itself, and lets it dodge every per-IP limit.
 */
export type TrustProxy = false | number | string[];

/** PostgreSQL connections a process opens by default: room for several processes within a server's usual max_connections of 100. */
export const defaultPoolMax = 20;

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; embedded PGlite under dataDir when absent. */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: connections the process opens to PostgreSQL at most (20 by default; docs/PERFORMANCE.md). */
  databasePoolMax: number;
  /**
   * DATABASE_PREPARED_STATEMENTS (on by default): queries run as named prepared statements
   * (platform/prepared-statements.ts). Off behind a pooler that cannot keep them, such as
   * PgBouncer in transaction mode without max_prepared_statements.
   */
  databasePreparedStatements: boolean;
  dataDir: string;
  natsUrl: string | undefined;
  /** NATS_SUBJECT_PREFIX: prepended to every subject, so several clusters (a chaos test beside a cluster) share one NATS. */
  natsSubjectPrefix: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  googleClientId: string | undefined;
  production: boolean;
  /** Session lifetime; a token past it answers 401. */
  sessionTtlMs: number;
  /** Operator session lifetime (OPERATOR_SESSION_TTL_HOURS, 8 by default): shorter than users'. */
  operatorSessionTtlMs: number;
  logLevel: string;
  publicUrl: string | undefined;
  trustProxy: TrustProxy;
  /** Keep undeliverable verification codes in `dev_outbox` and serve them at /dev/outbox; never in production. */
  devOutbox: boolean;
  /**
   * DEV_CLOCK: the server's clock is real time plus an offset that POST /swx/customer/dev/clock
   * moves forward (then runs the due jobs); for end-to-end tests, never in production. Off by default.
   */
  devClock: boolean;
  /** `simulated` (default) or `ccxt:<exchange>` (real crypto prices; market/providers.ts). */
  marketProvider: string;
  /** Milliseconds between simulated ticks. */
  marketTickMs: number;
  /** Seconds without a tick after which a real feed's instrument is flagged stale. */
  marketStaleSeconds: number;
  /** Milliseconds between ccxt REST polls, for exchanges without websocket tickers. */
  marketPollMs: number;
  role: Role;
  /** Most frames per second one `/message` or `/ws` connection receives; changes in between are coalesced. */
  realtimeFramesPerSecond: number;
  /** A socket with more unsent bytes than this is closed (1008) instead of buffering without limit. */
  realtimeMaxBufferedBytes: number;
  /** Server ping period; a socket that has not answered the previous ping is terminated. */
  realtimeHeartbeatMs: number;
  /** Most open `/ws` and `/message` sockets from one client address; more are closed at once (1013). */
  realtimeConnectionsPerIpMax: number;
  /** Most open `/ws` and `/message` sockets this process holds; more are closed at once (1013). */
  realtimeConnectionsMax: number;
  /** A SIGINT/SIGTERM stop that has not finished by then exits without waiting (platform/shutdown.ts). */
  shutdownTimeoutMs: number;
  /**
   * SOLVENCY_KEY: 32 bytes as 64 hex digits, sealing the secrets the database keeps (the
   * liability-proof signing key and snapshot secrets, the VAPID private key, users' and operators'
   * TOTP secrets; platform/sealing.ts). Required in production; without it a
   * development server keeps a random one in DATA_DIR/solvency.key (NODE_ENV=test: one per process).
   */
  solvencyKey: Uint8Array | undefined;
  /**
   * The WebAuthn relying party passkeys are bound to: WEBAUTHN_RP_ID (a domain, by default the host
   * of PUBLIC_URL, else localhost; an IP address becomes localhost) and WEBAUTHN_ORIGINS
   * (comma-separated origins the browser may sign from, by default PUBLIC_URL's origin, else
   * http://localhost:PORT). Each origin's host is the RP id or a subdomain of it, as browsers require.
   */
  relyingParty: RelyingParty;
}

export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT === undefined ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const nodeEnv = env.NODE_ENV === undefined ? undefined : oneOf(env.NODE_ENV, nodeEnvs, "NODE_ENV");
  const production = nodeEnv === "production";
  const smtpUrl = urlWithScheme(env.SMTP_URL, ["smtp:", "smtps:"], "SMTP_URL");
  return deliveryChecked({
    port,
    host: nonEmpty(env.HOST) ?? "0.0.0.0",
    databaseUrl: urlWithScheme(env.DATABASE_URL, ["postgres:", "postgresql:"], "DATABASE_URL"),
    databasePoolMax: positiveInteger(env.DATABASE_POOL_MAX ?? String(defaultPoolMax), "DATABASE_POOL_MAX"),
    databasePreparedStatements: booleanOf(env.DATABASE_PREPARED_STATEMENTS, "DATABASE_PREPARED_STATEMENTS") ?? true,
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    natsUrl: natsServers(env.NATS_URL),
    natsSubjectPrefix: subjectPrefixOf(env.NATS_SUBJECT_PREFIX),
    smtpUrl,
    smtpFrom: nonEmpty(env.SMTP_FROM) ?? "Tradewind <no-reply@tradewind.local>",
    googleClientId: nonEmpty(env.GOOGLE_CLIENT_ID),
    production,
    sessionTtlMs: positiveInteger(env.SESSION_TTL_HOURS ?? "168", "SESSION_TTL_HOURS") * 3_600_000,
    operatorSessionTtlMs: positiveInteger(env.OPERATOR_SESSION_TTL_HOURS ?? "8", "OPERATOR_SESSION_TTL_HOURS") * 3_600_000,
    logLevel: oneOf(env.LOG_LEVEL ?? (nodeEnv === "test" ? "warn" : "info"), logLevels, "LOG_LEVEL"),
    publicUrl: urlWithScheme(env.PUBLIC_URL, ["http:", "https:"], "PUBLIC_URL"),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    // On by default only where nothing else can deliver a code: a development server without SMTP.
    devOutbox: booleanOf(env.DEV_OUTBOX, "DEV_OUTBOX") ?? (!production && smtpUrl === undefined),
    devClock: booleanOf(env.DEV_CLOCK, "DEV_CLOCK") ?? false,
    marketProvider: marketProviderOf(nonEmpty(env.MARKET_PROVIDER) ?? "simulated"),
    marketTickMs: positiveInteger(env.MARKET_TICK_MS ?? "1000", "MARKET_TICK_MS"),
    marketStaleSeconds: positiveInteger(env.MARKET_STALE_SECONDS ?? "30", "MARKET_STALE_SECONDS"),
    marketPollMs: positiveInteger(env.MARKET_POLL_MS ?? "5000", "MARKET_POLL_MS"),
    role: roleOf(env.ROLE ?? "all"),
    realtimeFramesPerSecond: positiveInteger(env.REALTIME_FRAMES_PER_SECOND ?? "2", "REALTIME_FRAMES_PER_SECOND"),
    realtimeMaxBufferedBytes: positiveInteger(env.REALTIME_MAX_BUFFERED_BYTES ?? String(1024 * 1024), "REALTIME_MAX_BUFFERED_BYTES"),
    realtimeHeartbeatMs: positiveInteger(env.REALTIME_HEARTBEAT_MS ?? "30000", "REALTIME_HEARTBEAT_MS"),
    realtimeConnectionsPerIpMax: positiveInteger(env.REALTIME_CONNECTIONS_PER_IP_MAX ?? "50", "REALTIME_CONNECTIONS_PER_IP_MAX"),
    realtimeConnectionsMax: positiveInteger(env.REALTIME_CONNECTIONS_MAX ?? "10000", "REALTIME_CONNECTIONS_MAX"),
    shutdownTimeoutMs: positiveInteger(env.SHUTDOWN_TIMEOUT_MS ?? "10000", "SHUTDOWN_TIMEOUT_MS"),
    solvencyKey: solvencyKeyOf(env.SOLVENCY_KEY) ?? (nodeEnv === "test" ? testSolvencyKey : undefined),
    relyingParty: relyingPartyOf(env, port),
  });
}

/**
 * Fastify's `trustProxy` for a setting. Fastify takes a bare number as "trust nothing", so a hop
 * count becomes the function Express uses: the socket peer is hop 0, and the nearest `hops`
 * addresses are proxies. That is only sound when clients cannot reach the server around them.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}

/**
 * A production server must be able to send the codes sign-up and password reset need: emails
 * through SMTP_URL, since the dev outbox (which would hand codes to anyone) is refused there.
 * Phone codes have no SMS provider yet; the accounts service answers them 10112 instead. The
 * development clock, which lets anyone move the server's time, is refused there too.
 */
function deliveryChecked(config: Config): Config {
  if (config.production && config.devClock) throw new Error("DEV_CLOCK=true is refused with NODE_ENV=production: anyone could move the server's time and run its jobs");
  if (config.production && config.devOutbox) throw new Error("DEV_OUTBOX=true is refused with NODE_ENV=production: it would show verification codes to anyone");
  if (config.production && !config.smtpUrl) throw new Error("NODE_ENV=production needs SMTP_URL: verification emails have no other way out");
  if (config.production && !config.solvencyKey) throw new Error("NODE_ENV=production needs SOLVENCY_KEY (64 hex digits): it seals the key that signs the published liability roots, the Web Push key and TOTP secrets");
  return config;
}

function roleOf(value: string): Role {
  return oneOf(value, roles, "ROLE");
}

function oneOf<T extends string>(value: string, allowed: readonly T[], name: string): T {
  const found = allowed.find((each) => each === value);
  if (found === undefined) throw new Error(`${name} must be one of ${allowed.join(", ")}, got ${value}`);
  return found;
}

function booleanOf(value: string | undefined, name: string): boolean | undefined {
  if (nonEmpty(value) === undefined) return undefined;
  return oneOf(value ?? "", ["true", "false"], name) === "true";
}

function urlWithScheme(value: string | undefined, schemes: string[], name: string): string | undefined {
  const present = nonEmpty(value);
  if (present === undefined) return undefined;
  if (!URL.canParse(present) || !schemes.includes(new URL(present).protocol)) {
    throw new Error(`${name} must be a URL starting with ${schemes.map((scheme) => `${scheme}//`).join(" or ")}, got ${present}`);
  }
  return present;
}

/** One or more NATS servers, comma-separated, each `scheme://host:port` or `host:port`. */
function subjectPrefixOf(value: string | undefined): string | undefined {
  const present = nonEmpty(value);
  if (present !== undefined && !/^[A-Za-z0-9_-]+$/.test(present)) throw new Error(`NATS_SUBJECT_PREFIX must be letters, digits, - or _, got ${present}`);
  return present;
}

function natsServers(value: string | undefined): string | undefined {
  const present = nonEmpty(value);
  if (present === undefined) return undefined;
  for (const server of present.split(",")) {
    const trimmed = server.trim();
    const withScheme = /^[a-z]+:\/\//.test(trimmed) ? trimmed : `nats://${trimmed}`;
    if (trimmed === "" || !URL.canParse(withScheme)) throw new Error(`NATS_URL must list NATS servers, got ${present}`);
  }
  return present;
}

function marketProviderOf(value: string): string {
  // The exchange id itself is checked against ccxt at start-up (market/providers.ts).
  if (value !== "simulated" && !/^ccxt:[a-z0-9_]+$/.test(value)) throw new Error(`MARKET_PROVIDER must be simulated or ccxt:<exchange>, got ${value}`);
  return value;
}

function trustProxyOf(value: string | undefined): TrustProxy {
  const present = nonEmpty(value)?.trim();
  if (present === undefined || present === "false" || present === "0") return false;
  if (present === "true") {
    throw new Error("TRUST_PROXY=true would take the client address from the first X-Forwarded-For entry, which any client can forge: give the number of proxies in front (e.g. 1) or their addresses");
  }
  if (/^\d+$/.test(present)) {
    const hops = Number(present);
    if (hops > proxyHopsMax) throw new Error(`TRUST_PROXY must be at most ${proxyHopsMax} hops, got ${present}`);
    return hops;
  }
  const entries = present.split(",").map((entry) => entry.trim());
  const problem = trustListProblem(entries);
  if (problem) throw new Error(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDRs: ${problem}`);
  return entries;
}

/** Tests without SOLVENCY_KEY share one random key per process, so a rebuilt app reads what an earlier one sealed, and no key file is written. */
const testSolvencyKey = Uint8Array.from(randomBytes(32));

function solvencyKeyOf(value: string | undefined): Uint8Array | undefined {
  const present = nonEmpty(value)?.trim();
  if (present === undefined) return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(present)) throw new Error("SOLVENCY_KEY must be 32 bytes as 64 hex digits (e.g. openssl rand -hex 32)");
  return Uint8Array.from(Buffer.from(present, "hex"));
}

/**
 * WebAuthn refuses an IP address as RP id, so a public URL on one (a local server at
 * http://127.0.0.1:8080) gives localhost on the same scheme and port, which browsers treat alike.
 */
function relyingPartyOf(env: NodeJS.ProcessEnv, port: number): RelyingParty {
  const publicUrl = new URL(urlWithScheme(env.PUBLIC_URL, ["http:", "https:"], "PUBLIC_URL") ?? `http://localhost:${port}`);
  if (isIP(publicUrl.hostname.replace(/^\[|\]$/g, "")) !== 0) publicUrl.hostname = "localhost";
  const id = nonEmpty(env.WEBAUTHN_RP_ID) ?? publicUrl.hostname;
  const listed = nonEmpty(env.WEBAUTHN_ORIGINS)?.split(",").map((origin) => origin.trim()).filter(Boolean);
  const origins = (listed ?? [publicUrl.origin]).map((origin) => {
    const url = new URL(urlWithScheme(origin, ["http:", "https:"], "WEBAUTHN_ORIGINS") ?? "");
    if (url.hostname !== id && !url.hostname.endsWith(`.${id}`)) throw new Error(`WEBAUTHN_ORIGINS: ${origin} is not on the RP id ${id} (WEBAUTHN_RP_ID) or a subdomain of it`);
    return url.origin;
  });
  return { id, name: "Tradewind", origins };
}

function positiveInteger(value: string, name: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got ${value}`);
  return parsed;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
