// Price alerts at the server (issue 25): the endpoints (validation, the per-user limit and one
// past it, another user's alert), firing through the alert engine on a scripted tick (the
// notification, the `/ws` frame, the firing row with the tick's price and time), once per alert
// and tick even with two engines, never on a stale tick, rebuilt from SQL; and Web Push to a
// local stub push service that checks the VAPID JWT and the encrypted body, and answers 410 for
// a subscription that is gone (deleted). Operators read a user's alerts with their last firing.
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId } from "@tradewind/domain/ids";
import { decimal, toPlain } from "@tradewind/domain/money";
import { adminCall, signInOperator } from "../admin/testing.ts";
import { call, databaseUnavailable, liveMarketApp, notificationsOf, openSocket, registerUser, testDatabase, testSealingKey, type LiveMarketApp, type TestDatabase } from "../testing/harness.ts";
import { marketFeed } from "../trading/feed.ts";
import { createAlertEngine } from "./engine.ts";
import { ensureVapidKeys, pushToUser, type PushDeps } from "./push.ts";
import * as alerts from "./repository.ts";

type Alert = { id: string; status: string; firedCount: number; lastFiredAt: string | null; lastFiredPrice: string | null };
const quiet = { error: (details: object, message: string) => console.error(message, details) };

/** A self-signed certificate for 127.0.0.1 (openssl), which the sender's agent trusts. */
function loopbackCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-stub-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], { stdio: "ignore" });
  const pair = { key: fs.readFileSync(key, "utf8"), cert: fs.readFileSync(cert, "utf8") };
  fs.rmSync(dir, { recursive: true });
  return pair;
}

/** A push service on https://127.0.0.1: records each POST; `/gone/…` answers 410 as an expired subscription's does. */
async function stubPushService() {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const tls = loopbackCertificate();
  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith("/gone/") ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, agent: new https.Agent({ ca: tls.cert }), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's subscription keys: a P-256 public key and a 16-byte auth secret, base64url. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** Checks an `Authorization: vapid t=<JWT>, k=<key>` header: ES256 signed by `publicKey`, for `audience`, not expired. */
function verifyVapid(header: string, publicKey: string, audience: string, subject: string, nowSeconds: number) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  expect(match).not.toBeNull();
  const [, token = "", key = ""] = match ?? [];
  expect(key).toBe(publicKey);
  const [head = "", body = "", signature = ""] = token.split(".");
  expect(JSON.parse(Buffer.from(head, "base64url").toString())).toEqual({ typ: "JWT", alg: "ES256" });
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as { aud: string; exp: number; sub: string };
  expect(claims.aud).toBe(audience);
  expect(claims.sub).toBe(subject);
  expect(claims.exp).toBeGreaterThan(nowSeconds);
  expect(claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600);
  const raw = Buffer.from(key, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") };
  const signed = verify("sha256", Buffer.from(`${head}.${body}`), { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  expect(signed).toBe(true);
}

describe.skipIf(databaseUnavailable)("price alerts", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  let push: Awaited<ReturnType<typeof stubPushService>>;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    await live.tick(1_000);
    push = await stubPushService();
  }, 180_000);
  afterAll(async () => {
    await push.close();
    await live.close();
    await database.drop();
  });

  const lastPrice = (code: string) => toPlain(live.market.lastTick(code)?.price ?? decimal("0"));
  const engineDeps = (pushDeps?: PushDeps) => ({ db: database.db, clock: live.clock, bus: live.market.bus, feed: marketFeed(live.market), push: pushDeps });
  const create = (token: string, body: object) => call<Alert>(live.app, "POST", "/user/priceAlerts/create", body, { token });

  it("validates a definition, keeps the per-user limit, and refuses another user's alert as unknown", async () => {
    const owner = await registerUser(live.app);
    const other = await registerUser(live.app);
    const refused = async (body: object, code: number) => expect((await create(owner.token, body)).code).toBe(code);
    await refused({ code: "BTCUSDT", condition: "above", level: "0", repeating: false }, 10272);
    await refused({ code: "BTCUSDT", condition: "move", percent: "1000.01", windowSeconds: 300, repeating: false }, 10272);
    await refused({ code: "BTCUSDT", condition: "move", percent: "1.555", windowSeconds: 300, repeating: false }, 10272);
    await refused({ code: "BTCUSDT", condition: "move", percent: "2", windowSeconds: 60, repeating: false }, 10272);
    await refused({ code: "BTCUSDT", condition: "sideways", level: "1", repeating: false }, 10272);
    await refused({ code: "BTCUSDT", condition: "above", level: "1", percent: "2", repeating: false }, 10121);
    await refused({ code: "NOPEUSDT", condition: "above", level: "1", repeating: false }, 10132);

    await sql`update system_params set value = '2' where key = 'price_alerts_max'`.execute(database.db);
    try {
      const first = await create(owner.token, { code: "BTCUSDT", condition: "above", level: "1000000", repeating: false });
      expect(first.code).toBe(200);
      expect((await create(owner.token, { code: "ETHUSDT", condition: "move", percent: "1000", windowSeconds: 86400, repeating: true })).code).toBe(200);
      // One past the bound.
      const third = await create(owner.token, { code: "BTCUSDT", condition: "below", level: "1", repeating: false });
      expect(third.code).toBe(10271);
      expect(third.message).toContain("2");

      const listed = await call<{ items: Alert[]; max: number }>(live.app, "GET", "/user/priceAlerts?code=BTCUSDT", undefined, { token: owner.token });
      expect(listed.result.max).toBe(2);
      expect(listed.result.items.map((alert) => alert.id)).toEqual([first.result.id]);

      const edit = { id: first.result.id, code: "BTCUSDT", condition: "below", level: "1", repeating: true, active: false };
      expect((await call(live.app, "POST", "/user/priceAlerts/update", edit, { token: other.token })).code).toBe(10270);
      expect((await call(live.app, "POST", "/user/priceAlerts/delete", { id: first.result.id }, { token: other.token })).code).toBe(10270);
      const paused = await call<Alert>(live.app, "POST", "/user/priceAlerts/update", edit, { token: owner.token });
      expect(paused.result).toMatchObject({ status: "paused", repeating: true, level: "1" });
      expect((await call(live.app, "POST", "/user/priceAlerts/delete", { id: first.result.id }, { token: owner.token })).code).toBe(200);
      expect((await call(live.app, "POST", "/user/priceAlerts/delete", { id: first.result.id }, { token: owner.token })).code).toBe(10270);
    } finally {
      await sql`update system_params set value = '50' where key = 'price_alerts_max'`.execute(database.db);
    }
  });

  it("fires through the engine on a scripted tick: notification, /ws frame, firing row; once per alert and tick, never on a stale tick", async () => {
    const owner = await registerUser(live.app);
    const level = lastPrice("BTCUSDT");
    const once = (await create(owner.token, { code: "BTCUSDT", condition: "above", level, repeating: false })).result;
    const repeating = (await create(owner.token, { code: "BTCUSDT", condition: "below", level, repeating: true })).result;
    // Two engines (an old one and the one taking over) both rebuilt from SQL and both meeting the same ticks.
    const engines = [createAlertEngine(engineDeps(), quiet), createAlertEngine(engineDeps(), quiet)];
    for (const engine of engines) await engine.start();
    expect(engines.map((engine) => engine.restingCount())).toEqual([expect.any(Number), expect.any(Number)]);

    const socket = await openSocket(`${live.socketUrl}/ws`);
    socket.send({ op: "auth", token: owner.token });
    expect(await socket.next()).toEqual({ type: "authenticated" });

    // A tick older than price_fresh_seconds (5 s) fires nothing.
    const stale = { code: "BTCUSDT", price: level, ts: live.clock.now().getTime() - 6_000 };
    for (const engine of engines) engine.onTicks([stale], "scripted");
    await Promise.all(engines.map((engine) => engine.settled()));
    expect(await alerts.firingsOf(database.db, once.id)).toEqual([]);

    // The scripted tick at the level: above and below both reach it (≥ and ≤).
    const tick = { code: "BTCUSDT", price: level, ts: live.clock.now().getTime() };
    for (const engine of engines) engine.onTicks([tick], "scripted");
    await Promise.all(engines.map((engine) => engine.settled()));
    for (const alert of [once, repeating]) expect(await alerts.firingsOf(database.db, alert.id)).toEqual([{ tickTs: new Date(tick.ts), price: expect.stringMatching(/^\d/) }]);
    expect(Number((await alerts.firingsOf(database.db, once.id))[0]?.price)).toBe(Number(level));

    const frame = await socket.next((each) => (each as { type: string }).type === "priceAlert");
    expect(frame).toMatchObject({ type: "priceAlert", code: "BTCUSDT", price: level, ts: tick.ts });
    const told = (await notificationsOf(live.app, owner.token)).filter((notification) => notification.kind === "price_alert");
    expect(told).toHaveLength(2);
    expect(told.map((notification) => notification.reference).sort()).toEqual([`alert:${once.id}`, `alert:${repeating.id}`].sort());

    const listed = await call<{ items: Alert[] }>(live.app, "GET", "/user/priceAlerts", undefined, { token: owner.token });
    expect(listed.result.items.find((alert) => alert.id === once.id)).toMatchObject({ status: "fired", firedCount: 1 });
    expect(listed.result.items.find((alert) => alert.id === repeating.id)).toMatchObject({ status: "active", firedCount: 1 });

    // The back office shows the same alerts read-only, with the tick each last fired on (issue 25).
    const support = await signInOperator({ app: live.app, db: database.db, clock: live.clock }, ["support"]);
    const seen = await adminCall<{ items: (Alert & { lastFiredSource: string | null })[] }>(live.app, "GET", `/users/${owner.user.id}/alerts`, undefined, { token: support.token });
    const firedAt = new Date(tick.ts).toISOString();
    expect(seen.result.items.map((alert) => [alert.id, alert.status, alert.firedCount, alert.lastFiredAt, Number(alert.lastFiredPrice), alert.lastFiredSource])).toEqual([
      [repeating.id, "active", 1, firedAt, Number(level), "scripted"],
      [once.id, "fired", 1, firedAt, Number(level), "scripted"],
    ]);
    expect((await adminCall(live.app, "GET", "/users/987654321/alerts", undefined, { token: support.token })).code).toBe(10009);

    // Within the cool-down the repeating alert stays quiet, also in an engine rebuilt now.
    const rebuilt = createAlertEngine(engineDeps(), quiet);
    await rebuilt.start();
    live.clock.advance(1_000);
    const next = { code: "BTCUSDT", price: level, ts: live.clock.now().getTime() };
    for (const engine of [...engines, rebuilt]) engine.onTicks([next], "scripted");
    await Promise.all([...engines, rebuilt].map((engine) => engine.settled()));
    expect(await alerts.firingsOf(database.db, repeating.id)).toHaveLength(1);
    socket.socket.close();
  });

  it("rebuilds a move alert's window from the recorded ticks: a move that began before the engine started fires on its first tick", async () => {
    const owner = await registerUser(live.app);
    const now = Number(lastPrice("ETHUSDT"));
    const move = (await create(owner.token, { code: "ETHUSDT", condition: "move", percent: "5", windowSeconds: 300, repeating: false })).result;
    // A recorded tick 6 % above the price now, a minute ago: the engine before this one saw it.
    const instrument = await sql<{ id: string }>`select id from instruments where code = 'ETHUSDT'`.execute(database.db);
    const earlier = new Date(live.clock.now().getTime() - 60_000);
    await sql`insert into market_ticks (instrument_id, ts, price, source) values (${instrument.rows[0]?.id}, ${earlier}, ${(now * 1.06).toFixed(2)}, 'scripted')`.execute(database.db);
    const engine = createAlertEngine(engineDeps(), quiet);
    await engine.start();
    engine.onTicks([{ code: "ETHUSDT", price: lastPrice("ETHUSDT"), ts: live.clock.now().getTime() }], "scripted");
    await engine.settled();
    expect(await alerts.firingsOf(database.db, move.id)).toEqual([{ tickTs: live.clock.now(), price: expect.stringMatching(/^\d/) }]);
  });

  it("pushes to each subscribed device with a VAPID-signed, encrypted message; a 410 deletes the subscription", async () => {
    const owner = await registerUser(live.app);
    const key = await call<{ publicKey: string }>(live.app, "GET", "/user/push/key", undefined, { token: owner.token });
    const vapid = await ensureVapidKeys(database.db, testSealingKey());
    expect(key.result.publicKey).toBe(vapid.publicKey);
    // The private key is stored sealed (the app made the pair on start); what signs below is the opened one.
    const storedPrivateKey = async () => (await sql<{ key: string }>`select private_key as key from web_push_keys`.execute(database.db)).rows[0]?.key;
    expect(await storedPrivateKey()).toMatch(/^sealed:v1:/);
    expect(await storedPrivateKey()).not.toContain(vapid.privateKey);
    expect((await call(live.app, "POST", "/user/push/subscribe", { endpoint: "http://127.0.0.1/x", keys: browserKeys() }, { token: owner.token })).code).toBe(10273);
    expect((await call(live.app, "POST", "/user/push/subscribe", { endpoint: "https://push.example/abc", keys: { p256dh: "not base64!", auth: "x" } }, { token: owner.token })).code).toBe(10273);
    expect((await call(live.app, "POST", "/user/push/subscribe", { endpoint: "https://push.example/abc", keys: browserKeys() }, { token: owner.token })).code).toBe(200);
    await alerts.deleteSubscription(database.db, userId(owner.user.id), "https://push.example/abc");

    for (const endpoint of [`${push.origin}/live/1`, `${push.origin}/gone/2`]) expect((await call(live.app, "POST", "/user/push/subscribe", { endpoint, keys: browserKeys() }, { token: owner.token })).code).toBe(200);
    const subject = "mailto:push@tradewind.invalid";
    const pushDeps = { db: database.db, vapid, subject, log: quiet, agent: push.agent };

    const level = lastPrice("ETHUSDT");
    const alert = (await create(owner.token, { code: "ETHUSDT", condition: "above", level, repeating: false })).result;
    const engine = createAlertEngine(engineDeps(pushDeps), quiet);
    await engine.start();
    engine.onTicks([{ code: "ETHUSDT", price: level, ts: live.clock.now().getTime() }], "scripted");
    await engine.settled();
    expect(await alerts.firingsOf(database.db, alert.id)).toHaveLength(1);

    expect(push.received.map((each) => each.path).sort()).toEqual(["/gone/2", "/live/1"]);
    const delivered = push.received.find((each) => each.path === "/live/1");
    expect(delivered?.headers["content-encoding"]).toBe("aes128gcm");
    expect(delivered?.headers.ttl).toBe("3600");
    verifyVapid(String(delivered?.headers.authorization), vapid.publicKey, push.origin, subject, Math.floor(Date.now() / 1000));
    // An RFC 8188 record: 16-byte salt, record size, key id (the server's 65-byte public key), then ciphertext; never the plain text.
    const body = delivered?.body ?? Buffer.alloc(0);
    expect(body[20]).toBe(65);
    expect(body.length).toBeGreaterThan(86 + 16);
    expect(body.toString("latin1")).not.toContain("ETHUSDT");
    expect((await alerts.subscriptionsOf(database.db, owner.user.id)).map((each) => each.endpoint)).toEqual([`${push.origin}/live/1`]);

    // Sending again reaches the one left.
    expect(await pushToUser(pushDeps, owner.user.id, { title: "t", body: "b", url: "/", tag: "x" })).toBe(1);

    // A key pair stored before 0058 (its NOT VALID check refuses a new plaintext value, so it is lifted) is sealed by the next start, and still the same key.
    await sql`alter table web_push_keys drop constraint web_push_keys_private_key_sealed`.execute(database.db);
    await sql`update web_push_keys set private_key = ${vapid.privateKey}`.execute(database.db);
    expect(await ensureVapidKeys(database.db, testSealingKey())).toEqual(vapid);
    await sql`alter table web_push_keys add constraint web_push_keys_private_key_sealed check (private_key like 'sealed:v1:%')`.execute(database.db);
    expect(await ensureVapidKeys(database.db, testSealingKey())).toEqual(vapid);
  });
});
