// Configuration from environment variables, each with a safe default (README documents them).
import path from "node:path";

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
  };
}

function positiveInteger(value: string, name: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got ${value}`);
  return parsed;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
