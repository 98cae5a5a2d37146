// `npm run test:fuzz` (issue 22): every operation /swx/openapi.json lists, with every path, query
// and body field made malformed in turn (wrong types, empty and huge strings, NUL and other
// control characters, lone surrogates, numbers out of range, `1e400`, `-0`, deep nesting,
// prototype keys, extra and missing fields, ids past bigint, plus strings fast-check draws from
// a fixed seed), sent without a token, as a user and as each operator role. It proves:
//   - no reply is a 5xx;
//   - every reply that is not a file is the `{code, result, message}` envelope with a catalogued code;
//   - a request that was refused wrote no row (every table's row count is unchanged, except the
//     bookkeeping tables listed below, which exist to record refusals).
// Ids in the base request name rows that do not exist, so a request that does pass acts on
// nothing real; an identity a request signed out is signed in again. Bounded by FUZZ_SECONDS
// (default 900). Runs on PGlite, or on PostgreSQL with TEST_DATABASE=postgres and DATABASE_URL
// (skipped, and said so, when that URL is unset), which is how CI runs it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { errorCodes, successCodes } from "@tradewind/api/errors";
import { adminCall, signInAgain, signInOperator, type OperatorSession } from "../admin/testing.ts";
import { call, databaseUnavailable, liveMarketApp, registerUser, testDatabase, type LiveMarketApp, type TestDatabase } from "../testing/harness.ts";

/** Wall-clock budget of the whole run; operations left when it runs out are reported, and fail the run. */
const fuzzSecondsMax = Number(process.env.FUZZ_SECONDS ?? 900);
/** fast-check strings drawn per string field (fixed seed: the same run every time). */
const drawnStringsPerField = 3;
const fuzzSeed = 20261126;
/** A row id no table will reach in a test run. */
const absentId = "987654321";

/**
 * Tables a refused request may write to, each because recording the refusal is its job: the
 * login throttles, idempotency records (a claimed key is released when its request fails), the
 * audit log's refused sign-ins, sessions a refused request may end (sign-out), the codes a
 * refused sign-up may have been sent, and refused uploads (they count toward the hourly limit).
 * Everything else must be untouched.
 */
const bookkeepingTables = new Set(["schema_migrations", "audit_log", "idempotency_records", "login_throttles", "sessions", "operator_sessions", "dev_outbox", "verification_codes", "upload_refusals"]);
/** Candles are the feed's record, written by ticks, not by requests. */
const isBookkeeping = (table: string) => bookkeepingTables.has(table) || table.startsWith("candles_");

type Json = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
};

interface Operation {
  method: "GET" | "POST";
  path: string;
  pathParams: string[];
  query: Record<string, Json>;
  body: Json | undefined;
  multipart: boolean;
  auth: "public" | "user" | "operator";
  roles: string[];
}

type Identity = "none" | "user" | "support" | "compliance" | "finance" | "content" | "admin";
const operatorIdentities: Identity[] = ["support", "compliance", "finance", "content", "admin"];

interface Probe {
  label: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  /** A JSON value, or raw text sent as application/json. */
  body: { json: unknown } | { raw: string } | undefined;
}

const catalogued = new Set<number>([...Object.values(errorCodes), ...Object.values(successCodes), 200, 401, 500]);

/** A value the schema accepts where that is easy to tell; ids name no row. */
function example(schema: Json, name = ""): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return example(branch, name);
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== "null") : schema.type;
  switch (type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = example(schema.properties?.[key] ?? {}, key);
      return value;
    }
    case "array":
      return schema.minItems ? Array.from({ length: schema.minItems }, () => example(schema.items ?? {}, name)) : [];
    case "integer":
    case "number":
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case "boolean":
      return true;
    case "string":
      if (/id$/i.test(name)) return absentId;
      if (schema.pattern && /\\d|0-9/.test(schema.pattern)) return "1";
      return "a".repeat(Math.max(3, schema.minLength ?? 0));
    default:
      return "a";
  }
}

const deepNesting = (depth: number): unknown => {
  let value: unknown = "x";
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

/** Malformed values for a JSON field. */
const jsonBadValues: readonly (readonly [string, unknown])[] = [
  ["number", 123],
  ["true", true],
  ["null", null],
  ["object", {}],
  ["array", []],
  ["empty", ""],
  ["space", " "],
  ["huge string", "a".repeat(300_000)],
  ["NUL", "\u0000"],
  ["NUL inside", "ab\u0000cd"],
  ["bell", "a\u0007b"],
  ["lone surrogate", "a\uD800b"],
  ["RTL override", "\u202Eabc"],
  ["1e400 text", "1e400"],
  ["-0 text", "-0"],
  ["NaN", "NaN"],
  ["Infinity", "Infinity"],
  ["past bigint", "99999999999999999999999999"],
  ["negative", "-1"],
  ["negative number", -1],
  ["-0", -0],
  ["fraction", 0.5],
  ["huge number", 1e300],
  ["unsafe integer", 2 ** 64],
  ["deep nesting", deepNesting(200)],
  ["prototype key", JSON.parse('{"__proto__": {"polluted": true}}')],
  ["constructor key", { constructor: { prototype: { polluted: true } } }],
  ["array of junk", Array.from({ length: 2_000 }, () => "x")],
];

/** Malformed values for a path or query parameter (as text on the URL, encoded by the probe). */
const textBadValues: readonly (readonly [string, string])[] = [
  ["empty", ""],
  ["NUL", "\u0000"],
  ["NUL inside", "1\u00002"],
  ["control", "\u0001\u001f"],
  ["lone surrogate", "\uD800"],
  ["huge", "9".repeat(5_000)],
  ["past bigint", "99999999999999999999999999"],
  ["negative", "-1"],
  ["-0", "-0"],
  ["1e400", "1e400"],
  ["fraction", "1.5"],
  ["words", "__proto__"],
  ["path tricks", "../../etc/passwd"],
  ["sql", "1' or '1'='1"],
];

/** Whole-body mutations: missing, wrong shape, extra field, deep, raw malformed JSON. */
function bodyProbes(base: unknown): [string, Probe["body"]][] {
  const extra = typeof base === "object" && base !== null && !Array.isArray(base) ? { ...base, unexpectedField: "x" } : { unexpectedField: "x" };
  return [
    ["no body", undefined],
    ["empty object", { json: {} }],
    ["array body", { json: [] }],
    ["null body", { raw: "null" }],
    ["extra field", { json: extra }],
    // Built as text: too deep for JSON.stringify's own stack.
    ["deep body", { raw: `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}` }],
    ["deep array body", { raw: `${"[".repeat(100_000)}${"]".repeat(100_000)}` }],
    ["1e400 body", { raw: '{"amount": 1e400, "stake": -0}' }],
    ["truncated JSON", { raw: '{"a": "' }],
    ["NUL in key", { json: { "a\u0000": "x" } }],
    ["prototype body", { raw: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}' }],
  ];
}

/** Strings fast-check draws (any UTF-16 code units, so control characters and lone surrogates too). */
function drawnStrings(seed: number): string[] {
  return fc.sample(fc.string({ unit: "binary", maxLength: 40 }), { seed, numRuns: drawnStringsPerField });
}

function setAt(target: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const record = typeof target === "object" && target !== null && !Array.isArray(target) ? { ...(target as Record<string, unknown>) } : {};
  record[head] = setAt(record[head], rest, value);
  return record;
}

/** Property paths of a body schema: top-level fields and one level of nested objects. */
function bodyFields(schema: Json, prefix: string[] = [], depth = 0): { path: string[]; schema: Json }[] {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return bodyFields(branch, prefix, depth);
  const fields: { path: string[]; schema: Json }[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    fields.push({ path: [...prefix, name], schema: property });
    if (depth < 1) fields.push(...bodyFields(property, [...prefix, name], depth + 1));
  }
  return fields;
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method !== "get" && method !== "post") continue;
      const parameters = (operation.parameters ?? []) as { name: string; in: string; schema: Json }[];
      const content = (operation.requestBody as { content?: Record<string, { schema?: Json }> } | undefined)?.content;
      const security = (operation.security ?? []) as Record<string, unknown>[];
      const schemes = security.flatMap((each) => Object.keys(each));
      operations.push({
        method: method.toUpperCase() as "GET" | "POST",
        path,
        pathParams: parameters.filter((each) => each.in === "path").map((each) => each.name),
        query: Object.fromEntries(parameters.filter((each) => each.in === "query").map((each) => [each.name, each.schema])),
        body: content?.["application/json"]?.schema,
        multipart: content?.["multipart/form-data"] !== undefined,
        auth: schemes.includes("operatorToken") ? "operator" : schemes.includes("token") ? "user" : "public",
        roles: (operation["x-roles"] ?? []) as string[],
      });
    }
  }
  return operations;
}

/** The probes for one operation: each field malformed in turn, then the whole body. */
function probesOf(operation: Operation, seed: number): Probe[] {
  const baseParams = Object.fromEntries(operation.pathParams.map((name) => [name, absentId]));
  const baseQuery: Record<string, string> = {};
  const baseBody = operation.body ? example(operation.body) : undefined;
  const base: Probe = { label: "base", pathParams: baseParams, query: baseQuery, body: baseBody === undefined ? undefined : { json: baseBody } };
  const probes: Probe[] = [base];
  for (const name of operation.pathParams) {
    for (const [label, value] of textBadValues) probes.push({ ...base, label: `path ${name}: ${label}`, pathParams: { ...baseParams, [name]: value } });
  }
  for (const name of Object.keys(operation.query)) {
    for (const [label, value] of textBadValues) probes.push({ ...base, label: `query ${name}: ${label}`, query: { [name]: value } });
    drawnStrings(seed + name.length).forEach((value, index) => probes.push({ ...base, label: `query ${name}: drawn ${index}`, query: { [name]: value } }));
  }
  if (operation.body) {
    for (const field of bodyFields(operation.body)) {
      const name = field.path.join(".");
      for (const [label, value] of jsonBadValues) probes.push({ ...base, label: `body ${name}: ${label}`, body: { json: setAt(baseBody, field.path, value) } });
      drawnStrings(seed + name.length).forEach((value, index) => probes.push({ ...base, label: `body ${name}: drawn ${index}`, body: { json: setAt(baseBody, field.path, value) } }));
      const rest = { ...(baseBody as Record<string, unknown>) };
      if (field.path.length === 1 && field.path[0] !== undefined) {
        delete rest[field.path[0]];
        probes.push({ ...base, label: `body ${name}: missing`, body: { json: rest } });
      }
    }
  }
  if (operation.method === "POST") for (const [label, body] of bodyProbes(baseBody)) probes.push({ ...base, label, body });
  return probes;
}

/** Percent-encodes any text, a lone surrogate too (as the three bytes WTF-8 gives it, which no UTF-8 decoder accepts). */
function encodeAny(text: string): string {
  let encoded = "";
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    else encoded += encodeURIComponent(char);
  }
  return encoded;
}

function urlOf(operation: Operation, probe: Probe): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeAny(probe.pathParams[name] ?? absentId));
  const query = Object.entries(probe.query)
    .map(([name, value]) => `${encodeAny(name)}=${encodeAny(value)}`)
    .join("&");
  return query ? `${path}?${query}` : path;
}

interface Finding {
  operation: string;
  probe: string;
  identity: Identity;
  problem: string;
}

describe.skipIf(databaseUnavailable)("API fuzz", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  let app: FastifyInstance;
  const tokens = new Map<Identity, string>();
  const operators = new Map<Identity, OperatorSession>();
  let user: { username: string; password: string } | undefined;
  let tables: string[] = [];

  const makeIdentity = async (identity: Identity): Promise<void> => {
    if (identity === "user") {
      const registered = await registerUser(app);
      user = registered;
      tokens.set(identity, registered.token);
    } else if (identity !== "none") {
      const session = await signInOperator({ app, db: database.db, clock: live.clock }, [identity as "support"]);
      operators.set(identity, session);
      tokens.set(identity, session.token);
    }
  };

  /** Signs `identity` in again when an earlier probe signed it out (a 401 may also just mean a forged token). */
  const renewIfSignedOut = async (identity: Identity): Promise<void> => {
    const token = tokens.get(identity);
    if (identity === "user" && user) {
      if ((await call(app, "POST", "/user/getUserInfo", {}, { token })).code !== 401) return;
      const login = await call<{ token: string }>(app, "POST", "/login/login", { account: user.username, password: user.password });
      tokens.set(identity, login.result.token);
      return;
    }
    const operator = operators.get(identity);
    if (!operator || (await adminCall(app, "GET", "/auth/me", undefined, { token })).code !== 401) return;
    const renewed = await signInAgain({ app, db: database.db, clock: live.clock }, operator);
    operators.set(identity, renewed);
    tokens.set(identity, renewed.token);
  };

  /** Every counted table's row count, in one statement. */
  const rowCounts = async (): Promise<Map<string, number>> => {
    const selects = tables.map((table) => sql`select ${table} as name, count(*)::int as rows from ${sql.table(table)}`);
    const rows = await sql<{ name: string; rows: number }>`${sql.join(selects, sql` union all `)}`.execute(database.db);
    return new Map(rows.rows.map((row) => [row.name, Number(row.rows)]));
  };

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    app = live.app;
    await live.tick(1_000);
    for (const identity of ["user", ...operatorIdentities] as Identity[]) await makeIdentity(identity);
    const listed = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(database.db);
    tables = listed.rows.map((row) => row.table_name).filter((name) => !isBookkeeping(name));
  }, 120_000);
  afterAll(async () => {
    await live.close();
    await database.drop();
  });

  it("answers every malformed request with a catalogued envelope, never a 5xx, and writes nothing when it refuses", { timeout: (fuzzSecondsMax + 120) * 1000 }, async () => {
    const document = (await app.inject({ method: "GET", url: "/swx/openapi.json" })).json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(150);
    const deadline = Date.now() + fuzzSecondsMax * 1000;
    const findings: Finding[] = [];
    const counts = { requests: 0, refused: 0, accepted: 0, operations: 0, rowChecks: 0 };

    const send = async (operation: Operation, probe: Probe, identity: Identity) => {
      const headers: Record<string, string> = {};
      const token = tokens.get(identity);
      if (identity !== "none" && token) headers.authorization = token;
      if (probe.body && "raw" in probe.body) headers["content-type"] = "application/json";
      const payload = probe.body === undefined ? undefined : "raw" in probe.body ? probe.body.raw : JSON.stringify(probe.body.json);
      if (payload !== undefined) headers["content-type"] = "application/json";
      const response = await app.inject({ method: operation.method, url: urlOf(operation, probe), headers, ...(payload === undefined ? {} : { payload }) });
      counts.requests += 1;
      const where = { operation: `${operation.method} ${operation.path}`, probe: probe.label, identity };
      if (response.statusCode >= 500) findings.push({ ...where, problem: `HTTP ${response.statusCode}: ${response.body.slice(0, 200)}` });
      const isFile = response.statusCode === 200 && !String(response.headers["content-type"] ?? "").includes("json");
      if (isFile) return 200;
      let code: number | undefined;
      try {
        const envelope = response.json() as { code?: unknown; message?: unknown; result?: unknown };
        if (typeof envelope.code !== "number" || typeof envelope.message !== "string" || !("result" in envelope)) findings.push({ ...where, problem: `not the envelope: ${response.body.slice(0, 200)}` });
        else code = envelope.code;
      } catch {
        findings.push({ ...where, problem: `not JSON (${String(response.headers["content-type"])}): ${response.body.slice(0, 120)}` });
      }
      if (code !== undefined && !catalogued.has(code)) findings.push({ ...where, problem: `uncatalogued code ${code}` });
      return code;
    };

    let seed = fuzzSeed;
    // Row counts are read after every request: a refused one must leave them as they were.
    let before = await rowCounts();
    const sendChecked = async (operation: Operation, probe: Probe, identity: Identity) => {
      const code = await send(operation, probe, identity);
      const after = await rowCounts();
      counts[code === 200 ? "accepted" : "refused"] += 1;
      if (code !== 200) {
        counts.rowChecks += 1;
        for (const [table, rows] of after) {
          if (before.get(table) !== rows) findings.push({ operation: `${operation.method} ${operation.path}`, probe: probe.label, identity, problem: `refused with ${code}, yet ${table} went from ${before.get(table)} to ${rows} rows` });
        }
      }
      // A refusal because an earlier probe signed the identity out: sign it in again, after the
      // probe's rows were counted (the new session and its security event are the harness's, not the probe's).
      if (code === 401 && identity !== "none") {
        await renewIfSignedOut(identity);
        before = await rowCounts();
      } else before = after;
    };
    for (const operation of operations) {
      if (Date.now() > deadline) break;
      counts.operations += 1;
      seed += 1;
      // The identity each probe uses: the one the operation is for (operators in rotation), so the
      // probes reach the schema and the handler; then every identity with the base request.
      const owners: Identity[] = operation.auth === "user" ? ["user"] : operation.auth === "operator" ? (operation.roles.length > 0 ? [...operation.roles, "admin"] : operatorIdentities).filter((role): role is Identity => operatorIdentities.includes(role as Identity)) : ["none"];
      const probes = probesOf(operation, seed);
      for (const [index, probe] of probes.entries()) await sendChecked(operation, probe, owners[index % owners.length] ?? "none");
      const base = probes[0];
      if (base) for (const identity of ["none", "user", ...operatorIdentities] as Identity[]) await sendChecked(operation, base, identity);
    }
    console.log(`FUZZ operations ${counts.operations}/${operations.length}, requests ${counts.requests}, refused ${counts.refused}, accepted ${counts.accepted}, refusals checked for rows ${counts.rowChecks}, findings ${findings.length}`);
    for (const finding of findings.slice(0, 60)) console.log(`FUZZ finding: ${finding.operation} [${finding.probe}] as ${finding.identity}: ${finding.problem}`);
    expect(counts.operations, "the time budget ran out before every operation was tried").toBe(operations.length);
    expect(findings).toEqual([]);
  });
});
