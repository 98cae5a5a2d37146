// loadConfig refuses every malformed setting at start-up with a message naming it, instead of
// running on NaN or a silently ignored typo; and it refuses the combinations that would expose
// verification codes or trust forged client addresses.
import { describe, expect, it } from "vitest";
import { fastifyTrustProxy, loadConfig } from "./config.ts";

const base = { NODE_ENV: "test" };

/** A 128-bit number written as an IPv6 address, eight groups in full. */
function ipv6Text(value: bigint): string {
  return Array.from({ length: 8 }, (_, group) => ((value >> BigInt(112 - 16 * group)) & 0xffffn).toString(16)).join(":");
}

/**
 * The CIDRs that together hold every IPv6 address outside ::ffff:0:0/96: for each of the block's
 * 96 prefix bits, the range that agrees with it before that bit and differs at it.
 */
function complementOfMappedBlock(): string[] {
  const block = 0xffffn << 32n;
  return Array.from({ length: 96 }, (_, bit) => {
    const flipped = (block ^ (1n << BigInt(127 - bit))) >> BigInt(127 - bit) << BigInt(127 - bit);
    return `${ipv6Text(flipped)}/${bit + 1}`;
  });
}

describe("loadConfig", () => {
  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SESSION_TTL_HOURS", "week"],
    ["SESSION_TTL_HOURS", "0"],
    ["SESSION_TTL_HOURS", "1.5"],
    ["MARKET_TICK_MS", "fast"],
    ["MARKET_STALE_SECONDS", "-3"],
    ["MARKET_POLL_MS", "5s"],
    ["REALTIME_FRAMES_PER_SECOND", "0"],
    ["REALTIME_MAX_BUFFERED_BYTES", "1MiB"],
    ["REALTIME_HEARTBEAT_MS", ""],
    ["ROLE", "worker"],
    ["LOG_LEVEL", "verbose"],
    ["NODE_ENV", "prod"],
    ["DEV_OUTBOX", "yes"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "proxy.example.com"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "99"],
    // Every client address trusted, however spelled (0.0.0.0/0 and ::/0 crashed start-up with a raw TypeError).
    ["TRUST_PROXY", "0.0.0.0/0"],
    ["TRUST_PROXY", "::/0"],
    ["TRUST_PROXY", "0.0.0.0/1,128.0.0.0/1"],
    ["TRUST_PROXY", "10.0.0.1, 0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/2, 192.0.0.0/3, 224.0.0.0/3"],
    ["TRUST_PROXY", "::/1,8000::/1"],
    ["TRUST_PROXY", "::ffff:0:0/96"],
    ["TRUST_PROXY", "::ffff:0.0.0.0/97, 128.0.0.0/1"],
    // Every native IPv6 address: the whole space but the IPv4-mapped block, which no IPv6 client comes from.
    ["TRUST_PROXY", complementOfMappedBlock().join(",")],
    // Malformed entries proxy-addr cannot read.
    ["TRUST_PROXY", "10.0.0.0/0"],
    ["TRUST_PROXY", "10.0.0.0/"],
    ["TRUST_PROXY", "10.0.0.0/8/8"],
    ["TRUST_PROXY", "10.0.0.0/255.0.0.0"],
    ["TRUST_PROXY", "10.0.0.1,"],
    ["TRUST_PROXY", "010.0.0.1"],
    ["TRUST_PROXY", "::ffff:10.0.0.0/90"],
    ["MARKET_PROVIDER", "binance"],
    ["SMTP_URL", "mail.example.com"],
    ["DATABASE_URL", "mysql://db/tradewind"],
    ["DATABASE_POOL_MAX", "0"],
    ["DATABASE_POOL_MAX", "lots"],
    ["DATABASE_PREPARED_STATEMENTS", "off"],
    ["PUBLIC_URL", "ftp://example.com"],
    ["NATS_URL", "nats://a:4222,"],
  ])("stops start-up when %s is %j, naming the setting", (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
  });

  it("reads well-formed values", () => {
    const config = loadConfig({ ...base, SESSION_TTL_HOURS: "24", LOG_LEVEL: "debug", NATS_URL: "nats://a:4222, b:4222", PUBLIC_URL: "https://trade.example.com" });
    expect(config.sessionTtlMs).toBe(24 * 3_600_000);
    expect(config.logLevel).toBe("debug");
    expect(loadConfig(base).sessionTtlMs).toBe(168 * 3_600_000);
  });

  it("sizes the PostgreSQL pool at 20 with prepared statements unless told otherwise", () => {
    expect(loadConfig(base)).toMatchObject({ databasePoolMax: 20, databasePreparedStatements: true });
    expect(loadConfig({ ...base, DATABASE_POOL_MAX: "50", DATABASE_PREPARED_STATEMENTS: "false" })).toMatchObject({ databasePoolMax: 50, databasePreparedStatements: false });
  });

  it.each([
    ["0.0.0.0/0", /0\.0\.0\.0\/0 trusts every address/],
    ["::/0", /::\/0 trusts every address/],
    ["0.0.0.0/1,128.0.0.0/1", /every IPv4 address/],
    ["::ffff:0.0.0.0/97, 128.0.0.0/1", /every IPv4 address/],
    ["::/1,8000::/1", /every IPv6 address/],
    [complementOfMappedBlock().join(","), /every IPv6 address/],
  ])("refuses TRUST_PROXY=%s, which trusts every client, saying so", (value, reason) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(reason);
  });

  it("trusts no proxy by default, else a hop count or a list of addresses and CIDRs", () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.1, 10.1.0.0/16, ::1, loopback" }).trustProxy).toEqual(["10.0.0.1", "10.1.0.0/16", "::1", "loopback"]);
    // Large but partial ranges are proxies' business; only the whole space is refused.
    const partial = "0.0.0.0/1, 128.0.0.0/2, 192.0.0.0/3, 224.0.0.0/4, 240.0.0.0/5, 248.0.0.0/6, 252.0.0.0/7, 254.0.0.0/8, 255.0.0.0/9, ::/1, fe80::1%eth0, ::ffff:10.0.0.0/104";
    expect(loadConfig({ ...base, TRUST_PROXY: partial }).trustProxy).toHaveLength(12);
    expect(loadConfig({ ...base, TRUST_PROXY: complementOfMappedBlock().slice(1).join(",") }).trustProxy).toHaveLength(95);
    // Fastify reads a bare number as "trust nothing", so a hop count travels as a function.
    const hops = fastifyTrustProxy(2);
    expect(typeof hops === "function" && [0, 1, 2].map((hop) => hops("10.0.0.1", hop))).toEqual([true, true, false]);
  });

  it("keeps the dev outbox to development servers without SMTP unless asked, and never in production", () => {
    expect(loadConfig(base).devOutbox).toBe(true);
    expect(loadConfig({ ...base, SMTP_URL: "smtp://mail:587" }).devOutbox).toBe(false);
    expect(loadConfig({ ...base, SMTP_URL: "smtp://mail:587", DEV_OUTBOX: "true" }).devOutbox).toBe(true);
    expect(loadConfig({ ...base, DEV_OUTBOX: "false" }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail:587", SOLVENCY_KEY: "ab".repeat(32) }).devOutbox).toBe(false);
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail:587", DEV_OUTBOX: "true" })).toThrow(/DEV_OUTBOX/);
  });

  it("keeps the development clock off unless asked, and never in production", () => {
    expect(loadConfig(base).devClock).toBe(false);
    expect(loadConfig({ ...base, DEV_CLOCK: "true" }).devClock).toBe(true);
    expect(() => loadConfig({ ...base, DEV_CLOCK: "soon" })).toThrow(/DEV_CLOCK/);
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail:587", DEV_CLOCK: "true" })).toThrow(/DEV_CLOCK/);
  });

  it("refuses production without a way to send verification emails", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SMTP_URL/);
  });

  it("reads SOLVENCY_KEY as 32 bytes of hex, and refuses production without it", () => {
    expect(loadConfig({ ...base, SOLVENCY_KEY: "0f".repeat(32) }).solvencyKey).toEqual(new Uint8Array(32).fill(15));
    expect(loadConfig({}).solvencyKey).toBeUndefined();
    // Tests share one key per process, so an app rebuilt on the same database unseals what an earlier one sealed.
    expect(loadConfig({ NODE_ENV: "test" }).solvencyKey).toBe(loadConfig({ NODE_ENV: "test" }).solvencyKey);
    expect(() => loadConfig({ ...base, SOLVENCY_KEY: "0f".repeat(31) })).toThrow(/SOLVENCY_KEY/);
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail:587" })).toThrow(/SOLVENCY_KEY/);
  });

  it("derives the WebAuthn relying party from PUBLIC_URL, localhost for an IP, and refuses an origin off the RP id", () => {
    expect(loadConfig({ ...base, PORT: "9000" }).relyingParty).toEqual({ id: "localhost", name: "Tradewind", origins: ["http://localhost:9000"] });
    expect(loadConfig({ ...base, PUBLIC_URL: "https://trade.example.com/app" }).relyingParty).toMatchObject({ id: "trade.example.com", origins: ["https://trade.example.com"] });
    expect(loadConfig({ ...base, PUBLIC_URL: "http://127.0.0.1:4100" }).relyingParty).toMatchObject({ id: "localhost", origins: ["http://localhost:4100"] });
    const listed = loadConfig({ ...base, WEBAUTHN_RP_ID: "example.com", WEBAUTHN_ORIGINS: "https://example.com, https://app.example.com" }).relyingParty;
    expect(listed).toMatchObject({ id: "example.com", origins: ["https://example.com", "https://app.example.com"] });
    expect(() => loadConfig({ ...base, WEBAUTHN_RP_ID: "example.com", WEBAUTHN_ORIGINS: "https://evil.com" })).toThrow(/WEBAUTHN_ORIGINS/);
    expect(() => loadConfig({ ...base, WEBAUTHN_ORIGINS: "ftp://localhost" })).toThrow(/WEBAUTHN_ORIGINS/);
  });
});
