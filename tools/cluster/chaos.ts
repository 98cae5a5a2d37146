// `npm run test:chaos` (issue 28): a cluster on PostgreSQL + NATS (two api processes, an active
// engine and a standby) while 100 simulated users trade over both api ports: contract market and
// limit orders with stops and targets, closes, coin orders and cancels, options, retries with the
// same Idempotency-Key (after an answer, after a lost answer, and two at once on both ports).
// Meanwhile the active engine is SIGKILLed three times and an api process once, each restarted.
// Afterwards the database and the request log are checked (see `checks` below) and the counts
// printed; the exit code is 1 when any check fails. Needs DATABASE_URL's server (a scratch
// database `<name>_chaos` is created and dropped) and NATS_URL; CHAOS_SECONDS sets the trading time.
import { randomBytes, randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { crash, isReady, repoRoot, startServer, stop, waitReady, type ServerProcess, type ServerSpec } from "./processes.ts";

const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const natsUrl = process.env.NATS_URL ?? "nats://127.0.0.1:4222";
const tradingMs = 1000 * Number(process.env.CHAOS_SECONDS ?? 110);
const userCount = Number(process.env.CHAOS_USERS ?? 100);
/** A fill, close or option entry may not use a price older than this (the freshness bound the api enforces, issue 28). */
const freshnessMs = Number(process.env.CHAOS_FRESHNESS_MS ?? 5_000);
const requestTimeoutMs = 15_000;
/** A lost or transiently refused answer is retried with the same key for this long. */
const retryForMs = 60_000;
/** A process not ready by then fails the run (a loaded machine starts slowly). */
const startBoundMs = 1000 * Number(process.env.CHAOS_START_SECONDS ?? 240);
/** The whole run, start-up and checks included, ends by then. */
const runBoundMs = 1000 * Number(process.env.CHAOS_BOUND_SECONDS ?? 600);
const transientCodes = new Set([10122, 10137, 10138, 10260, 429, 500, 502, 503]);
const contractCodes = ["BTCUSDT", "ETHUSDT"];

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "tradewind-chaos-"));
const databaseName = `${new URL(serverUrl).pathname.slice(1) || "postgres"}_chaos`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

// ---------------------------------------------------------------- the cluster

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function recreateDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
}

async function dropDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
}

const env = {
  DATABASE_URL: databaseUrl,
  NATS_URL: natsUrl,
  NATS_SUBJECT_PREFIX: `chaos${randomBytes(4).toString("hex")}`,
  TRUST_PROXY: "1",
  LOG_LEVEL: "warn",
  MARKET_TICK_MS: "500",
  DATA_DIR: path.join(logDir, "data"),
};

const specOf = async (name: string, role: "api" | "engine"): Promise<ServerSpec> => ({ name, role, port: await freePort(), env, logFile: path.join(logDir, `${name}.log`) });

interface Cluster {
  apis: ServerProcess[];
  engines: ServerProcess[];
}

/** The engine process that holds the lock: the one that listens (a standby does not). */
/** The engine that answers ready; a loaded machine may answer slowly, so it is asked for up to 30 s. */
async function activeEngine(cluster: Cluster): Promise<ServerProcess | undefined> {
  const deadline = Date.now() + 30_000;
  do {
    for (const engine of cluster.engines) if (engine.child.exitCode === null && (await isReady(engine.url))) return engine;
    await sleep(500);
  } while (Date.now() < deadline);
  return undefined;
}

// ---------------------------------------------------------------- the clients

interface Answer {
  code: number;
  result: unknown;
}

interface Logged {
  user: number;
  op: string;
  path: string;
  key: string;
  body: unknown;
  sentAt: number;
  answeredAt: number;
  /** The last answer, after retries of lost or transient ones; undefined when none came. */
  final: Answer | undefined;
  attempts: number;
  port: number;
}

const requestLog: Logged[] = [];
const counts = new Map<string, number>();
const count = (name: string, by = 1) => counts.set(name, (counts.get(name) ?? 0) + by);

interface User {
  index: number;
  token: string;
  ip: string;
  contracts: string[];
  spotWaiting: string[];
  coins: string;
}

async function send(base: string, method: string, route: string, body: unknown, headers: Record<string, string>): Promise<Answer | undefined> {
  try {
    const response = await fetch(`${base}/swx/customer${route}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const envelope = (await response.json()) as { code: number; result: unknown };
    return { code: envelope.code, result: envelope.result };
  } catch {
    return undefined;
  }
}

/** One idempotent operation: retried with the same key (on the other port) while its answer is lost or transient. */
async function operate(apis: () => string[], user: User, op: string, route: string, body: unknown, key = randomUUID(), portIndex = user.index): Promise<Logged> {
  const entry: Logged = { user: user.index, op, path: route, key, body, sentAt: Date.now(), answeredAt: 0, final: undefined, attempts: 0, port: portIndex % 2 };
  const deadline = Date.now() + retryForMs;
  for (;;) {
    const urls = apis();
    const base = urls[(portIndex + entry.attempts) % urls.length] ?? "";
    entry.attempts += 1;
    const answer = await send(base, "POST", route, body, { authorization: `Bearer ${user.token}`, "idempotency-key": key, "x-forwarded-for": user.ip });
    entry.final = answer;
    if (answer && !transientCodes.has(answer.code)) break;
    if (Date.now() > deadline) break;
    await sleep(300 + Math.random() * 400);
  }
  entry.answeredAt = Date.now();
  requestLog.push(entry);
  return entry;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

async function signUp(base: string, index: number): Promise<User> {
  const ip = `10.${Math.floor(index / 250) + 1}.${index % 250}.${1 + (index % 7)}`;
  const headers = { "x-forwarded-for": ip };
  const email = `chaos${index}-${randomBytes(3).toString("hex")}@example.com`;
  const sent = await send(base, "POST", "/login/sendCode", { purpose: "register", contact: { method: "email", email } }, headers);
  if (sent?.code !== 200) throw new Error(`sendCode: ${JSON.stringify(sent)}`);
  const outbox = (await (await fetch(`${base}/swx/customer/dev/outbox?target=${encodeURIComponent(email)}`, { headers })).json()) as { result: { messages: { code: string }[] } };
  const code = outbox.result.messages[0]?.code;
  const registered = await send(base, "POST", "/login/register", { contact: { method: "email", email }, username: `chaos${index}x${randomBytes(2).toString("hex")}`, password: "password1", confirmPassword: "password1", code }, headers);
  if (registered?.code !== 200) throw new Error(`register: ${JSON.stringify(registered)}`);
  return { index, token: (registered.result as { token: string }).token, ip, contracts: [], spotWaiting: [], coins: "0" };
}

interface Market {
  prices: Map<string, number>;
  optionCycle: string | undefined;
}

async function refreshPrices(base: string, market: Market) {
  for (const code of [...contractCodes, "SOLUSDT"]) {
    const info = await send(base, "GET", `/index/getMarketInfo/${code}`, undefined, {});
    const price = Number((info?.result as { price?: string } | null)?.price);
    if (Number.isFinite(price) && price > 0) market.prices.set(code, price);
  }
}

/** A price `offset` (a fraction) away from the last known one, on the instrument's scale. */
function near(market: Market, code: string, offset: number): string | undefined {
  const price = market.prices.get(code);
  return price === undefined ? undefined : (price * (1 + offset)).toFixed(2);
}

async function randomOperation(apis: () => string[], user: User, market: Market): Promise<void> {
  const roll = Math.random();
  const code = pick(contractCodes) ?? "BTCUSDT";
  const direction = Math.random() < 0.5 ? "long" : "short";
  const sign = direction === "long" ? 1 : -1;
  let op: { name: string; route: string; body: unknown } | undefined;
  if (roll < 0.3) {
    const stops = Math.random() < 0.6 ? { stopLoss: near(market, code, -sign * 0.0015), takeProfit: near(market, code, sign * 0.0015) } : {};
    op = { name: "contract market", route: "/order/buyU", body: { code, direction, orderType: "market", lots: "0.01", leverage: 10, ...stops } };
  } else if (roll < 0.45) {
    // Just inside the market, so many cross within seconds, some while the engine is down.
    op = { name: "contract limit", route: "/order/buyU", body: { code, direction, orderType: "limit", lots: "0.01", leverage: 10, limitPrice: near(market, code, -sign * 0.0004) } };
  } else if (roll < 0.6) {
    const id = pick(user.contracts);
    if (id) op = { name: "contract close", route: "/order/stopU", body: { id } };
  } else if (roll < 0.72) {
    const sell = Number(user.coins) > 0.02 && Math.random() < 0.4;
    op = { name: "coin market", route: "/order/submit", body: { code: "ETHUSDT", side: sell ? "sell" : "buy", orderType: "market", quantity: "0.01" } };
  } else if (roll < 0.8) {
    op = { name: "coin limit", route: "/order/submit", body: { code: "ETHUSDT", side: "buy", orderType: "limit", quantity: "0.01", limitPrice: near(market, "ETHUSDT", -0.0005) } };
  } else if (roll < 0.87) {
    const id = pick(user.spotWaiting);
    if (id) op = { name: "coin cancel", route: "/order/chedan", body: { id } };
  } else if (market.optionCycle) {
    op = { name: "option", route: "/order/buyOptions", body: { code: "BTCUSDT", cycleId: market.optionCycle, direction: Math.random() < 0.5 ? "up" : "down", stake: "10" } };
  }
  if (!op || JSON.stringify(op.body).includes("null")) return;
  const duplicateAtOnce = Math.random() < 0.08;
  const key = randomUUID();
  const entries = duplicateAtOnce
    ? await Promise.all([0, 1].map((port) => operate(apis, user, op.name, op.route, op.body, key, port)))
    : [await operate(apis, user, op.name, op.route, op.body, key)];
  if (duplicateAtOnce) count("concurrent duplicates");
  // A client that lost the answer (or just retries) asks again with the same key.
  if (Math.random() < 0.1) {
    entries.push(await operate(apis, user, op.name, op.route, op.body, key, user.index + 1));
    count("retries after an answer");
  }
  const answer = entries[0]?.final;
  if (answer?.code !== 200) return;
  const result = answer.result as { id: string; status?: string };
  if (op.route === "/order/buyU") user.contracts.push(result.id);
  if (op.route === "/order/stopU" || op.route === "/order/chedan") {
    user.contracts = user.contracts.filter((id) => id !== result.id);
    user.spotWaiting = user.spotWaiting.filter((id) => id !== result.id);
  }
  if (op.route === "/order/submit" && result.status === "waiting") user.spotWaiting.push(result.id);
  if (op.name === "coin market") user.coins = String(Number(user.coins) + ((op.body as { side: string }).side === "buy" ? 0.01 : -0.01));
}

// ---------------------------------------------------------------- the run

/** An order sent straight to a restarting api process. */
interface Probe {
  code: number | undefined;
  id?: string;
  sentAt: number;
}

const failures: string[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  console.log(`${ok ? "  ok  " : "  FAIL"} ${name}: ${detail}`);
  if (!ok) failures.push(name);
};

let started: Cluster | undefined;

/** Stopped from outside (CI, Ctrl-C), failed or past its bound: the servers go down with it. */
function abandon(why: string): never {
  console.error(`chaos: ${why}; stopping the cluster (logs in ${logDir})`);
  for (const server of [...(started?.apis ?? []), ...(started?.engines ?? [])]) server.child.kill("SIGKILL");
  process.exit(1);
}

async function main() {
  const startedMs = Date.now();
  console.log(`chaos: database ${databaseName}, NATS ${natsUrl} (subjects under ${env.NATS_SUBJECT_PREFIX}), logs in ${logDir}`);
  await recreateDatabase();
  const cluster: Cluster = {
    engines: [startServer(await specOf("engine-a", "engine"))],
    apis: [],
  };
  started = cluster;
  process.on("SIGINT", () => abandon("interrupted"));
  process.on("SIGTERM", () => abandon("terminated"));
  setTimeout(() => abandon(`not done within ${runBoundMs / 1000} s`), runBoundMs).unref();
  await waitReady(cluster.engines[0] as ServerProcess, startBoundMs);
  cluster.engines.push(startServer(await specOf("engine-b", "engine")));
  cluster.apis = [startServer(await specOf("api-1", "api")), startServer(await specOf("api-2", "api"))];
  await Promise.all(cluster.apis.map((api) => waitReady(api, startBoundMs)));
  const apiUrls = () => cluster.apis.map((api) => api.url);
  console.log(`chaos: cluster up in ${Math.round((Date.now() - startedMs) / 1000)} s: api ${cluster.apis.map((api) => api.spec.port).join(", ")}, engines ${cluster.engines.map((engine) => engine.spec.port).join(", ")}`);

  const base = apiUrls()[0] ?? "";
  const users: User[] = [];
  for (let from = 0; from < userCount; from += 10) {
    users.push(...(await Promise.all(Array.from({ length: Math.min(10, userCount - from) }, (_, offset) => signUp(apiUrls()[(from + offset) % 2] ?? base, from + offset)))));
  }
  const cycles = await send(base, "GET", "/order/listOptionsCycle?code=BTCUSDT", undefined, {});
  const shortest = ((cycles?.result as { items?: { id: string; seconds: number }[] } | null)?.items ?? []).sort((a, b) => a.seconds - b.seconds)[0];
  const market: Market = { prices: new Map(), optionCycle: shortest?.id };
  await refreshPrices(base, market);
  console.log(`chaos: ${users.length} users signed up; option cycle ${shortest?.seconds ?? "none"} s; trading for ${tradingMs / 1000} s`);

  const tradingStartMs = Date.now();
  const tradingEndMs = tradingStartMs + tradingMs;
  const outages: { kind: string; from: number; to: number }[] = [];
  let stopped = false;
  const priceTimer = setInterval(() => void refreshPrices(pick(apiUrls()) ?? base, market), 1_000);
  const traders = users.map(async (user) => {
    while (!stopped && Date.now() < tradingEndMs) {
      await randomOperation(apiUrls, user, market);
      await sleep(200 + Math.random() * 600);
    }
  });

  // The faults, at fixed moments of the trading time.
  const restartedApiProbe: Probe[] = [];
  const faults = (async () => {
    for (const [atFraction, kind] of [
      [0.15, "engine"],
      [0.3, "api"],
      [0.45, "engine"],
      [0.7, "engine"],
    ] as const) {
      await sleep(Math.max(0, tradingStartMs + atFraction * tradingMs - Date.now()));
      if (kind === "engine") {
        const active = await activeEngine(cluster);
        if (!active) {
          failures.push(`no active engine at ${Math.round((Date.now() - tradingStartMs) / 1000)} s`);
          continue;
        }
        const from = Date.now();
        await crash(active);
        count("engine SIGKILLs");
        // The standby takes over (its lock retry, then loading); the killed one comes back as the new standby.
        await sleep(2_000);
        const index = cluster.engines.indexOf(active);
        cluster.engines[index] = startServer(active.spec);
        const deadline = Date.now() + 60_000;
        while (!(await activeEngine(cluster)) && Date.now() < deadline) await sleep(100);
        outages.push({ kind, from, to: Date.now() });
      } else {
        const victim = cluster.apis[1] as ServerProcess;
        const from = Date.now();
        await crash(victim);
        count("api SIGKILLs");
        await sleep(2_000);
        const restarted = startServer(victim.spec);
        cluster.apis[1] = restarted;
        // A restarted api process must refuse (or wait) until its market is current: probe it as it comes up.
        const probeUser = users[0] as User;
        const probeUntil = Date.now() + 45_000;
        let readySince: number | undefined;
        while (Date.now() < probeUntil && (readySince === undefined || Date.now() - readySince < 3_000)) {
          const sentAt = Date.now();
          const answer = await send(restarted.url, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10 }, {
            authorization: `Bearer ${probeUser.token}`,
            "idempotency-key": randomUUID(),
            "x-forwarded-for": probeUser.ip,
          });
          const probe: Probe = { code: answer?.code, sentAt };
          if (answer?.code === 200) probe.id = (answer.result as { id: string }).id;
          restartedApiProbe.push(probe);
          if (answer?.code === 200) requestLog.push({ user: probeUser.index, op: "contract market", path: "/order/buyU", key: "probe", body: {}, sentAt, answeredAt: Date.now(), final: answer, attempts: 1, port: 1 });
          if (readySince === undefined && (await isReady(restarted.url))) readySince = Date.now();
          await sleep(100);
        }
        outages.push({ kind, from, to: readySince ?? Date.now() });
      }
    }
  })();

  await Promise.all([faults, ...traders]);
  stopped = true;
  clearInterval(priceTimer);
  console.log(`chaos: ${requestLog.length} operations in ${Math.round((Date.now() - tradingStartMs) / 1000)} s; outages ${outages.map((outage) => `${outage.kind} ${((outage.to - outage.from) / 1000).toFixed(1)} s`).join(", ")}`);

  // Let the last options expire and settle, and the last crossed limits fill.
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const settleDeadline = Date.now() + 60_000 + (shortest?.seconds ?? 0) * 1000;
  for (;;) {
    const pending = await db.query<{ n: string }>("select count(*) as n from option_orders where status = 'pending'");
    if (Number(pending.rows[0]?.n) === 0 || Date.now() > settleDeadline) break;
    await sleep(1_000);
  }
  await sleep(3_000);
  await verify(db, outages, restartedApiProbe);
  await db.end();

  await Promise.all([...cluster.apis, ...cluster.engines].map((server) => stop(server)));
  fs.writeFileSync(path.join(logDir, "requests.json"), JSON.stringify(requestLog));
  if (failures.length === 0) await dropDatabase();
  else console.log(`chaos: database ${databaseName} kept for a look; request log ${path.join(logDir, "requests.json")}`);
  console.log(`chaos: ${failures.length === 0 ? "passed" : `FAILED (${failures.join("; ")})`} in ${Math.round((Date.now() - startedMs) / 1000)} s`);
  process.exit(failures.length === 0 ? 0 : 1);
}

// ---------------------------------------------------------------- the checks

async function verify(db: pg.Pool, outages: { kind: string; from: number; to: number }[], probes: Probe[]) {
  const q = async <Row extends object>(text: string, values: unknown[] = []) => (await db.query<Row & pg.QueryResultRow>(text, values)).rows;
  for (const [name, value] of counts) console.log(`  ${name}: ${value}`);
  const byOp = new Map<string, { ok: number; refused: number; lost: number }>();
  for (const entry of requestLog) {
    const tally = byOp.get(entry.op) ?? { ok: 0, refused: 0, lost: 0 };
    if (entry.final === undefined) tally.lost += 1;
    else if (entry.final.code === 200) tally.ok += 1;
    else tally.refused += 1;
    byOp.set(entry.op, tally);
  }
  for (const [op, tally] of byOp) console.log(`  ${op}: ${tally.ok} done, ${tally.refused} refused, ${tally.lost} without an answer`);
  const refusalCodes = new Map<number, number>();
  for (const entry of requestLog) if (entry.final && entry.final.code !== 200) refusalCodes.set(entry.final.code, (refusalCodes.get(entry.final.code) ?? 0) + 1);
  console.log(`  refusals by code: ${[...refusalCodes].map(([code, n]) => `${code}×${n}`).join(", ")}`);

  const ledger = spawnSync("npx", ["tsx", "apps/server/src/ledger/check-cli.ts"], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8" });
  check("ledger:check", ledger.status === 0, (ledger.stdout + ledger.stderr).trim().split("\n").slice(0, 5).join(" "));

  const totals = await q<{ book: string; currency: string; balances: string; postings: string }>(
    `select a.book, a.currency, sum(a.balance)::text as balances, (select coalesce(sum(p.amount), 0) from postings p join ledger_accounts b on b.id = p.account_id where b.book = a.book and b.currency = a.currency)::text as postings
       from ledger_accounts a group by a.book, a.currency order by 1, 2`,
  );
  const unbalanced = totals.filter((row) => Number(row.balances) !== 0 || Number(row.postings) !== 0);
  check("per-currency totals conserved", unbalanced.length === 0, `${totals.length} book/currency totals, ${unbalanced.length} not zero ${JSON.stringify(unbalanced)}`);

  // Every key answered alike; every success exactly one effect, every refusal none.
  const byKey = new Map<string, Logged[]>();
  for (const entry of requestLog) if (entry.key !== "probe") byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), entry]);
  let disagreeing = 0;
  for (const entries of byKey.values()) {
    const answers = new Set(entries.filter((entry) => entry.final && !transientCodes.has(entry.final.code)).map((entry) => JSON.stringify(entry.final)));
    if (answers.size > 1) disagreeing += 1;
  }
  check("one answer per Idempotency-Key", disagreeing === 0, `${byKey.size} keys, ${disagreeing} answered differently`);

  const unanswered = requestLog.filter((entry) => entry.final === undefined || transientCodes.has(entry.final.code)).length;
  for (const [table, route] of [
    ["contract_orders", "/order/buyU"],
    ["spot_orders", "/order/submit"],
    ["option_orders", "/order/buyOptions"],
  ] as const) {
    const replied = new Set(requestLog.filter((entry) => entry.path === route && entry.final?.code === 200).map((entry) => (entry.final?.result as { id: string }).id));
    const stored = new Set((await q<{ id: string }>(`select id::text from ${table}`)).map((row) => row.id));
    const withoutReply = [...stored].filter((id) => !replied.has(id));
    const withoutEffect = [...replied].filter((id) => !stored.has(id));
    // A request that never got a final answer may have taken effect: those are counted, not failed.
    check(`${table}: one effect per success`, withoutEffect.length === 0 && withoutReply.length <= unanswered, `${replied.size} successes, ${stored.size} rows, ${withoutEffect.length} successes without a row, ${withoutReply.length} rows without a success (${unanswered} requests never answered for good)`);
  }
  await checkOwnerEnds(q, "closes and cancels", "/order/stopU", "select id::text, status from contract_orders where close_reason in ('manual', 'cancelled')");
  await checkOwnerEnds(q, "coin cancels", "/order/chedan", "select id::text, status from spot_orders where status = 'cancelled'");

  const stuckOptions = await q<{ n: string }>("select count(*) as n from option_orders where status = 'pending' and expires_at < now() - interval '10 seconds'");
  const pendingKeys = await q<{ n: string }>("select count(*) as n from idempotency_records where response->>'state' = 'pending'");
  check("no order or key stuck in an intermediate state", Number(stuckOptions[0]?.n) === 0 && Number(pendingKeys[0]?.n) === 0, `${stuckOptions[0]?.n} options pending past expiry, ${pendingKeys[0]?.n} keys pending`);

  // A waiting limit the market crossed (a 1-minute candle after its placement reached it) should have filled.
  // Candles record the mid; a buy fills at the ask (mid × (1 + spread/2)) ≤ limit, a sell at the bid
  // (mid × (1 − spread/2)) ≥ limit, so the mid must pass the limit by half the spread.
  const crossedWaiting = await q<{ id: string; kind: string }>(
    `select o.id::text, 'contract' as kind from contract_orders o join instruments i on i.id = o.instrument_id where o.status = 'waiting' and exists (
        select 1 from candles_1m c where c.instrument_id = o.instrument_id and c.open_time >= date_trunc('minute', o.created_at) + interval '1 minute'
          and c.open_time < now() - interval '1 minute'
          and ((o.direction = 'long' and c.low < o.limit_price / (1 + i.spread_rate / 2)) or (o.direction = 'short' and c.high > o.limit_price / (1 - i.spread_rate / 2))))
     union all
     select o.id::text, 'coin' from spot_orders o join instruments i on i.id = o.instrument_id where o.status = 'waiting' and exists (
        select 1 from candles_1m c where c.instrument_id = o.instrument_id and c.open_time >= date_trunc('minute', o.created_at) + interval '1 minute'
          and c.open_time < now() - interval '1 minute'
          and ((o.side = 'buy' and c.low < o.limit_price / (1 + i.spread_rate / 2)) or (o.side = 'sell' and c.high > o.limit_price / (1 - i.spread_rate / 2))))`,
  );
  const limitFills = await q<{ during: string; total: string }>(
    `select count(*) filter (where ${outageFilter("opened_at", outages)}) as during, count(*) as total from contract_orders where order_type = 'limit' and opened_at is not null`,
  );
  check("crossed limits filled (after takeover too)", crossedWaiting.length === 0, `${limitFills[0]?.total} contract limits filled, ${limitFills[0]?.during} of them stamped inside an engine outage; ${crossedWaiting.length} still waiting though crossed`);

  // Every settlement uses the record: the last recorded tick at or before the expiry (or the entry's
  // own tick when that is later). An option expiring while no engine ran waits for the record, so
  // its tick predates the outage (the simulated feed is the engine: no price existed meanwhile).
  const options = await q<{ total: string; voided: string; unrecorded: string; settled_in_outage: string; oldest_ms: string | null }>(
    `with settled as (
       select o.*, (select max(t.ts) from market_ticks t where t.instrument_id = o.instrument_id and t.ts <= o.expires_at) as recorded_ts
         from option_orders o where o.status <> 'pending')
     select count(*) as total,
            count(*) filter (where settlement_price is null) as voided,
            count(*) filter (where settlement_price is not null and (settlement_price_time > expires_at
              or settlement_price_time is distinct from greatest(entry_price_time, recorded_ts))) as unrecorded,
            count(*) filter (where ${outageFilter("expires_at", outages)}) as settled_in_outage,
            max(extract(epoch from expires_at - settlement_price_time) * 1000)::bigint::text as oldest_ms
       from settled`,
  );
  const option = options[0];
  check(
    "options settle at the recorded price of their expiry",
    Number(option?.voided) === 0 && Number(option?.unrecorded) === 0,
    `${option?.total} settled, ${option?.settled_in_outage} expiring during an engine outage, ${option?.voided} voided (no price), ${option?.unrecorded} not at the last recorded tick at or before expiry (oldest price used: ${option?.oldest_ms ?? "-"} ms before expiry)`,
  );

  const stale = await q<{ kind: string; n: string; worst_ms: string | null }>(
    `select 'contract open' as kind, count(*) as n, max(extract(epoch from created_at - opened_at) * 1000)::bigint::text as worst_ms from contract_orders
       where order_type = 'market' and created_at - opened_at > make_interval(secs => $1)

     union all
     select 'coin fill', count(*), max(extract(epoch from created_at - filled_at) * 1000)::bigint::text from spot_orders
       where order_type = 'market' and created_at - filled_at > make_interval(secs => $1)
     union all
     select 'option entry', count(*), max(extract(epoch from placed_at - entry_price_time) * 1000)::bigint::text from option_orders
       where placed_at - entry_price_time > make_interval(secs => $1)`,
    [freshnessMs / 1000],
  );
  // A manual close is stamped with the tick it used: compare it with when the client asked.
  // A retry after an answer replays the same close: the first request for that position is when it was asked.
  const asked = new Map<string, number>();
  for (const entry of requestLog.filter((logged) => logged.path === "/order/stopU" && logged.final?.code === 200)) {
    const id = (entry.final?.result as { id: string }).id;
    asked.set(id, Math.min(asked.get(id) ?? entry.sentAt, entry.sentAt));
  }
  const closedRows = asked.size === 0 ? [] : await q<{ id: string; closed_ms: string }>("select id::text, (extract(epoch from closed_at) * 1000)::bigint::text as closed_ms from contract_orders where close_reason = 'manual' and id = any($1::bigint[])", [[...asked.keys()]]);
  const staleCloses = closedRows.map((row) => (asked.get(row.id) ?? 0) - Number(row.closed_ms)).filter((lag) => lag > freshnessMs);
  stale.push({ kind: "contract close", n: String(staleCloses.length), worst_ms: staleCloses.length === 0 ? null : String(Math.max(...staleCloses)) });
  const staleCount = stale.reduce((sum, row) => sum + Number(row.n), 0);
  check(`no fill older than ${freshnessMs / 1000} s`, staleCount === 0, stale.map((row) => `${row.kind} ${row.n}${row.worst_ms ? ` (worst ${row.worst_ms} ms)` : ""}`).join(", "));

  const backwards = await q<{ n: string }>("select count(*) as n from contract_orders where closed_at < opened_at");
  check("no position closes before it opens", Number(backwards[0]?.n) === 0, `${backwards[0]?.n} closed before opened`);

  const filledProbes = probes.filter((probe) => probe.code === 200 && probe.id);
  const probeRows = filledProbes.length === 0 ? [] : await q<{ id: string; lag_ms: string }>("select id::text, (extract(epoch from created_at - opened_at) * 1000)::bigint::text as lag_ms from contract_orders where id = any($1::bigint[])", [filledProbes.map((probe) => probe.id)]);
  const staleProbes = probeRows.filter((row) => Number(row.lag_ms) > freshnessMs);
  const probeCodes = new Map<string, number>();
  for (const probe of probes) probeCodes.set(String(probe.code ?? "no answer"), (probeCodes.get(String(probe.code ?? "no answer")) ?? 0) + 1);
  check(
    "a restarted api refuses until its market is current",
    staleProbes.length === 0 && !probes.some((probe) => probe.code === 10122),
    `${probes.length} probes: ${[...probeCodes].map(([code, n]) => `${code}×${n}`).join(", ")}; ${staleProbes.length} filled at a price older than ${freshnessMs / 1000} s`,
  );
}

type Query = <Row extends object>(text: string, values?: unknown[]) => Promise<Row[]>;

/**
 * An owner's close or cancel: every success left the order in the status it answered, and every
 * order its owner ended had a request for it that did not end in a refusal (a success, or an
 * answer the client never got).
 */
async function checkOwnerEnds(q: Query, name: string, route: string, endedSql: string) {
  const requests = requestLog.filter((entry) => entry.path === route);
  const successes = requests.filter((entry) => entry.final?.code === 200).map((entry) => entry.final?.result as { id: string; status: string });
  const ended = new Map((await q<{ id: string; status: string }>(endedSql)).map((row) => [row.id, row.status]));
  const wrongStatus = successes.filter((success) => ended.get(success.id) !== success.status).length;
  const mayHaveEnded = new Set(requests.filter((entry) => entry.final === undefined || entry.final.code === 200 || transientCodes.has(entry.final.code)).map((entry) => (entry.body as { id: string }).id));
  const withoutRequest = [...ended.keys()].filter((id) => !mayHaveEnded.has(id)).length;
  check(`${name}: one effect per success`, wrongStatus === 0 && withoutRequest === 0, `${successes.length} successes, ${ended.size} orders ended by their owner, ${wrongStatus} successes not in effect, ${withoutRequest} ended without a request that could have`);
}

/** SQL: the column's time falls inside one of the outages. */
function outageFilter(column: string, outages: { kind: string; from: number; to: number }[]): string {
  const inside = outages.filter((outage) => outage.kind === "engine").map((outage) => `${column} between to_timestamp(${outage.from / 1000}) and to_timestamp(${outage.to / 1000})`);
  return inside.length === 0 ? "false" : `(${inside.join(" or ")})`;
}

await main().catch((error: unknown) => abandon(String(error instanceof Error ? error.stack : error)));
