// Order placement under load (issue 4, bench 2): 100 HTTP clients place 1x BTCUSDT market
// orders on the real app over a real port with the ledger on PostgreSQL, beside 100 workers
// running the same SQL transaction raw through pg, in the same run. The app keeps its own pool
// (DATABASE_POOL_MAX, 20 by default; DATABASE_PREPARED_STATEMENTS), as in production; the raw workers get one connection each
// when the server can spare them. Needs DATABASE_URL; the scratch database is dropped after the ledger check.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { sql, type Selectable } from "kysely";
import pg from "pg";
import { userId as asUserId } from "@tradewind/domain/ids";
import { decimal, toPlain } from "@tradewind/domain/money";
import { loadConfig } from "../../apps/server/src/platform/config.ts";
import type { Db } from "../../apps/server/src/platform/database.ts";
import { platformShardOf } from "../../apps/server/src/ledger/service.ts";
import type { TradingTables } from "../../apps/server/src/trading/tables.ts";
import { expectLedgerSound, liveMarketApp, registerUser, testDatabase, type LiveMarketApp } from "../../apps/server/src/testing/harness.ts";

type Report = { bench(name: string, value: number, unit: string): void; ratio(name: string, value: number): void };

const clients = 100;
const measureMs = 1000 * Number(process.env.BENCH_SECONDS ?? 10);
const warmupMs = 1_000;
/** A request this slow means the app is stuck: fail the bench rather than wait for ever. */
const requestTimeoutMs = 30_000;
/** Sign-up allows 20 codes per IP and hour; the bench's clock moves an hour after each batch. */
const signUpsPerHour = 20;
/** ~90 USDT of margin each: 100 000 demo USDT last a client over a thousand orders. */
const order = { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.001", leverage: 1 };

interface Trader {
  id: string;
  token: string;
}

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time per completed order: this process's (server and clients together, or the raw workers) and the database's backends'. */
  nodeCpuMs: number;
  postgresCpuMs: number | undefined;
}

export async function orderPlacementBench(report: Report): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log("bench: order placement skipped: DATABASE_URL is not set");
    return;
  }
  if (!(measureMs > 0)) throw new Error(`BENCH_SECONDS must be a positive number, not ${process.env.BENCH_SECONDS}`);
  const config = loadConfig();
  const database = await testDatabase("postgres", { poolMax: config.databasePoolMax, preparedStatements: config.databasePreparedStatements });
  const live = await liveMarketApp({ database });
  try {
    const traders = await signUp(live);
    const http = await httpLoad(database.db, live.socketUrl.replace(/^ws/, "http"), traders);
    const template = await database.db.selectFrom("contract_orders").selectAll().orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
    const raw = await rawLoad(database.db, await scratchUrl(serverUrl, database.db), await affordableConnections(database.db), traders, template);
    for (const [label, load, unit] of [["order_place_http_c100", http, "orders/s"], ["order_place_raw_sql_c100", raw, "tx/s"]] as const) {
      report.bench(label, load.perSecond, unit);
      report.bench(`${label}_p50`, load.p50, "ms");
      report.bench(`${label}_p99`, load.p99, "ms");
      report.bench(`${label}_errors`, load.errors, "count");
      report.bench(`${label}_node_cpu_per_order`, load.nodeCpuMs, "ms");
      if (load.postgresCpuMs !== undefined) report.bench(`${label}_postgres_cpu_per_order`, load.postgresCpuMs, "ms");
    }
    report.ratio("order_place_http_vs_raw_sql_c100", http.perSecond / raw.perSecond);
    report.ratio("order_place_http_vs_raw_sql_c100_p99", http.p99 / raw.p99);
    await expectLedgerSound(database.db);
  } finally {
    await live.close();
    await database.drop();
  }
}

/** Signs the traders up through the sign-up endpoints (which fund the demo book) and gives the feed a fresh price. */
async function signUp(live: LiveMarketApp): Promise<Trader[]> {
  const traders: Trader[] = [];
  while (traders.length < clients) {
    const batch = await Promise.all(Array.from({ length: Math.min(signUpsPerHour, clients - traders.length) }, () => registerUser(live.app)));
    traders.push(...batch.map((signed) => ({ id: signed.user.id, token: signed.token })));
    live.clock.advance(3_600_000);
  }
  await live.tick(1_000);
  return traders;
}

/**
 * Runs `work` on `workers` loops until `durationMs` has passed; a loop's call counts when it
 * returns true. Also measures the CPU this process and the scratch database's backends spent.
 */
async function loadFor(db: Db, workers: number, durationMs: number, work: (worker: number) => Promise<boolean>): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  const postgresBefore = await postgresCpuMs(db);
  const nodeBefore = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() - start < durationMs) {
        const began = performance.now();
        if (await work(worker)) latencies.push(performance.now() - began);
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const node = process.cpuUsage(nodeBefore);
  const postgresAfter = await postgresCpuMs(db);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const orders = Math.max(1, latencies.length);
  return {
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    nodeCpuMs: (node.user + node.system) / 1000 / orders,
    postgresCpuMs: postgresBefore && postgresAfter ? cpuSpentMs(postgresBefore, postgresAfter) / orders : undefined,
  };
}

/**
 * CPU time (ms) of each backend serving the scratch database, by pid, read from /proc: only when
 * PostgreSQL runs on this machine (as in the bench); undefined otherwise.
 */
async function postgresCpuMs(db: Db): Promise<Map<number, number> | undefined> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  const spent = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
    // utime and stime are the 14th and 15th fields; the command (2nd) is in parentheses and may hold spaces.
    const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (!fields) return undefined;
    spent.set(pid, (Number(fields[11]) + Number(fields[12])) / ticksPerMs);
  }
  return spent;
}

/** CPU spent between two readings: backends that started in between count from zero, those that ended are lost (the pools keep theirs). */
function cpuSpentMs(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * One keep-alive connection per client (node:http, one socket per client's agent); every order has
 * its own Idempotency-Key. The clients share this process with the server, so they use node:http
 * rather than fetch, whose web streams cost about as much CPU per request as the order's SQL
 * statements do (docs/PERFORMANCE.md, "Order placement").
 */
async function httpLoad(db: Db, baseUrl: string, traders: Trader[]): Promise<Load> {
  const run = randomBytes(4).toString("hex");
  let sequence = 0;
  const refusals = tally();
  const agents = traders.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const body = JSON.stringify(order);
  const place = async (worker: number) => {
    const trader = traders[worker];
    const agent = agents[worker];
    if (!trader || !agent) throw new Error(`no trader for client ${worker}`);
    const headers = { authorization: trader.token, "content-type": "application/json", "content-length": Buffer.byteLength(body), "idempotency-key": `bench-${run}-${sequence++}` };
    const response = await post(`${baseUrl}/swx/customer/order/buyU`, { agent, headers, body });
    const envelope = JSON.parse(response.body) as { code: number; message: string };
    if (envelope.code === 200) return true;
    refusals.add(`${response.status}/${envelope.code} ${envelope.message}`);
    return false;
  };
  try {
    await loadFor(db, clients, warmupMs, place);
    const load = await loadFor(db, clients, measureMs, place);
    refusals.print("order placement over HTTP refused");
    return load;
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** A POST over `agent`'s kept-alive socket; fails after `requestTimeoutMs`. */
function post(url: string, options: { agent: http.Agent; headers: http.OutgoingHttpHeaders; body: string }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", agent: options.agent, headers: options.headers, timeout: requestTimeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer within ${requestTimeoutMs} ms`)));
    request.on("error", reject);
    request.end(options.body);
  });
}

/** The scratch database's address: the harness names it, the server reports it. */
async function scratchUrl(serverUrl: string, db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]?.name ?? ""}`;
  return url.toString();
}

/** Leaves room for the other sessions of a shared server: max_connections is often 100. */
const connectionsLeftFree = 10;

/** Connections the raw baseline may open: one per client when the server has them to spare. */
async function affordableConnections(db: Db): Promise<number> {
  const { rows } = await sql<{ spare: number }>`
    select current_setting('max_connections')::int - count(*)::int as spare from pg_stat_activity where backend_type = 'client backend'`.execute(db);
  const affordable = Math.max(1, (rows[0]?.spare ?? 0) - connectionsLeftFree);
  if (affordable >= clients) return clients;
  console.log(`bench: the server spares ${affordable} connections, so the raw baseline's ${clients} workers share ${affordable}`);
  return affordable;
}

/** The last order the HTTP run placed, as SQL stores it: the raw baseline copies its prices. */
type TemplateOrder = Selectable<TradingTables["contract_orders"]>;

async function rawLoad(db: Db, url: string, connections: number, traders: Trader[], template: TemplateOrder): Promise<Load> {
  const pool = new pg.Pool({ connectionString: url, max: connections, options: "-c TimeZone=UTC" });
  try {
    const failures = tally();
    const place = async (worker: number) => {
      try {
        await rawPlacement(pool, traders[worker]?.id ?? "", template);
        return true;
      } catch (error) {
        failures.add(error instanceof Error ? error.message : String(error));
        return false;
      }
    };
    await loadFor(db, clients, warmupMs, place);
    const load = await loadFor(db, clients, measureMs, place);
    failures.print("the raw order transaction failed");
    return load;
  } finally {
    await pool.end();
  }
}

// The statements of placeContract's transaction as Kysely sent them (captured with its query
// log), parameterised the same way. The balances are worked out here as ledger.post does. The
// baseline stays this plain per-order SQL (one statement per account and balance) so its figure
// compares across runs; ledger.post itself now writes entry, postings and balances in one.
const insertOrderSql = `insert into "contract_orders" ("user_id", "book", "instrument_id", "direction", "order_type", "status", "lots", "leverage", "limit_price", "stop_loss", "take_profit", "quote_rate", "margin", "open_fee", "liquidation_price", "open_price", "open_mid", "open_source", "opened_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) returning *`;
const userAccountSql = `select "id" from "ledger_accounts" where "owner_id" = $1 and "book" = $2 and "currency" = $3 and "kind" = $4 and "shard" = $5`;
const houseAccountSql = `select "id" from "ledger_accounts" where "owner_id" is null and "book" = $1 and "currency" = $2 and "kind" = $3 and "shard" = $4`;
const lockAccountsSql = `select "id", "owner_id", "currency", "balance" from "ledger_accounts" where "id" in ($1, $2, $3) order by "id" for update`;
const insertEntrySql = `insert into "journal_entries" ("kind", "book", "reference", "idempotency_key", "actor") values ($1, $2, $3, $4, $5) returning "id", "created_at"`;
const insertPostingsSql = `insert into "postings" ("entry_id", "account_id", "amount", "balance_after") values ($1, $2, $3, $4), ($5, $6, $7, $8), ($9, $10, $11, $12)`;
const setBalanceSql = `update "ledger_accounts" set "balance" = $1 where "id" = $2`;

/** One market order's transaction for `userId`, copying the template order's prices. */
async function rawPlacement(pool: pg.Pool, userId: string, template: TemplateOrder): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const t = template;
    const inserted = await client.query<{ id: string }>(insertOrderSql, [
      userId, t.book, t.instrument_id, t.direction, t.order_type, t.status, t.lots, t.leverage, t.limit_price, t.stop_loss, t.take_profit, t.quote_rate,
      t.margin, t.open_fee, t.liquidation_price, t.open_price, t.open_mid, t.open_source, t.opened_at,
    ]);
    const orderId = inserted.rows[0]?.id ?? "";
    const idOf = async (text: string, values: unknown[]) => (await client.query<{ id: string }>(text, values)).rows[0]?.id ?? "";
    const margin = decimal(t.margin);
    const fee = decimal(t.open_fee);
    // The fee lands on the trader's shard of the platform's fees account, as ledger.post picks it.
    const shard = platformShardOf([{ account: { ownerId: asUserId(userId), currency: "USDT", kind: "available" }, amount: decimal("0") }]);
    const moves = [
      { accountId: await idOf(userAccountSql, [userId, t.book, "USDT", "available", 0]), amount: margin.plus(fee).negated() },
      { accountId: await idOf(userAccountSql, [userId, t.book, "USDT", "margin", 0]), amount: margin },
      { accountId: await idOf(houseAccountSql, [t.book, "USDT", "fees", shard]), amount: fee },
    ];
    const locked = await client.query<{ id: string; balance: string }>(lockAccountsSql, moves.map((move) => move.accountId).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)));
    const balances = new Map(locked.rows.map((row) => [row.id, row.balance]));
    const postings = moves.map((move) => ({ ...move, balanceAfter: toPlain(decimal(balances.get(move.accountId) ?? "0").plus(move.amount)) }));
    const entry = await client.query<{ id: string }>(insertEntrySql, ["contract_open", t.book, `contract:${orderId}`, null, `user:${userId}`]);
    const entryId = entry.rows[0]?.id ?? "";
    await client.query(insertPostingsSql, postings.flatMap((posting) => [entryId, posting.accountId, toPlain(posting.amount), posting.balanceAfter]));
    for (const posting of postings) await client.query(setBalanceSql, [posting.balanceAfter, posting.accountId]);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

/** Counts failures by message, so a failing run prints each reason once with its count. */
function tally() {
  const counts = new Map<string, number>();
  return {
    add: (reason: string) => counts.set(reason, (counts.get(reason) ?? 0) + 1),
    print: (what: string) => {
      for (const [reason, count] of counts) console.log(`bench: ${what} ${count} times: ${reason}`);
    },
  };
}
