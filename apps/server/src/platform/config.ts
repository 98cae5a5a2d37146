// Configuration from environment variables, each with a safe default (README documents them).
import path from "node:path";

/** DESIGN §2: `api` serves HTTP and the sockets from the bus; `engine` runs the feed and writes candles; `all` both. */
export const roles = ["all", "api", "engine"] as const;
export type Role = (typeof roles)[number];

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; embedded PGlite under dataDir when absent. */
  databaseUrl: string | undefined;
  dataDir: string;
  natsUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  googleClientId: string | undefined;
  production: boolean;
  /** Session lifetime; a token past it answers 401. */
  sessionTtlMs: number;
  logLevel: string;
  publicUrl: string | undefined;
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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT === undefined ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    natsUrl: nonEmpty(env.NATS_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    smtpFrom: env.SMTP_FROM ?? "Tradewind <no-reply@tradewind.local>",
    googleClientId: nonEmpty(env.GOOGLE_CLIENT_ID),
    production: env.NODE_ENV === "production",
    sessionTtlMs: Number(env.SESSION_TTL_HOURS ?? 24 * 7) * 3_600_000,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
    publicUrl: nonEmpty(env.PUBLIC_URL),
    marketProvider: nonEmpty(env.MARKET_PROVIDER) ?? "simulated",
    marketTickMs: positiveInteger(env.MARKET_TICK_MS ?? "1000", "MARKET_TICK_MS"),
    marketStaleSeconds: positiveInteger(env.MARKET_STALE_SECONDS ?? "30", "MARKET_STALE_SECONDS"),
    marketPollMs: positiveInteger(env.MARKET_POLL_MS ?? "5000", "MARKET_POLL_MS"),
    role: roleOf(env.ROLE ?? "all"),
    realtimeFramesPerSecond: positiveInteger(env.REALTIME_FRAMES_PER_SECOND ?? "2", "REALTIME_FRAMES_PER_SECOND"),
    realtimeMaxBufferedBytes: positiveInteger(env.REALTIME_MAX_BUFFERED_BYTES ?? String(1024 * 1024), "REALTIME_MAX_BUFFERED_BYTES"),
    realtimeHeartbeatMs: positiveInteger(env.REALTIME_HEARTBEAT_MS ?? "30000", "REALTIME_HEARTBEAT_MS"),
  };
}

function roleOf(value: string): Role {
  const role = roles.find((each) => each === value);
  if (!role) throw new Error(`ROLE must be one of ${roles.join(", ")}, got ${value}`);
  return role;
}

function positiveInteger(value: string, name: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got ${value}`);
  return parsed;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
