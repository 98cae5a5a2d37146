import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, spendDemo, databaseUnavailable, expectLedgerSound, registerUser, testApp, type TestApp } from "../testing/harness.ts";

describe.skipIf(databaseUnavailable)("API platform", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves an OpenAPI 3.1 document generated from the endpoint schemas, and a docs page", async () => {
    const document = (await t.app.inject({ url: "/swx/openapi.json" })).json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/swx/customer/login/register", "/swx/customer/user/getUserInfo", "/swx/customer/index/getParamByKey/{key}", "/swx/customer/user/listStatement"]),
    );
    expect(document.paths["/swx/customer/login/register"]?.post?.requestBody).toBeDefined();
    const docs = await t.app.inject({ url: "/swx/docs" });
    expect(docs.headers["content-type"]).toMatch(/text\/html/);
    expect(docs.body).toContain("/swx/docs.js");
  });

  it("answers malformed JSON, wrong content and oversize bodies with catalogued codes", async () => {
    const malformed = await call(t.app, "POST", "/login/login", "{not json");
    expect(malformed).toMatchObject({ code: 10100, status: 400 });
    const oversize = await call(t.app, "POST", "/login/login", JSON.stringify({ account: "a".repeat(300_000), password: "x" }));
    expect(oversize.code).toBe(10120);
    const text = await t.app.inject({ method: "POST", url: "/swx/customer/login/login", payload: "account=a", headers: { "content-type": "text/plain" } });
    expect(text.json()).toMatchObject({ code: 10100 });
    const array = await call(t.app, "POST", "/login/login", [1, 2]);
    expect(array.code).toBe(10100);
  });

  it("returns BIGINT ids and NUMERIC amounts as strings, never JS numbers", async () => {
    const { token } = await registerUser(t.app);
    const info = await call<{ user: { id: unknown }; balances: { available: unknown }[] }>(t.app, "POST", "/user/getUserInfo", undefined, { token });
    expect(typeof info.result.user.id).toBe("string");
    expect(typeof info.result.balances[0]?.available).toBe("string");
    const row = await t.db.selectFrom("journal_entries").select("id").executeTakeFirstOrThrow();
    expect(typeof row.id).toBe("string");
  });

  it("answers unknown API paths with 10118 in the caller's language", async () => {
    const reply = await call(t.app, "GET", "/no/such/path");
    expect(reply).toMatchObject({ code: 10118, status: 404, result: null });
  });

  it("serves public parameters only", async () => {
    expect((await call(t.app, "GET", "/index/getParamByKey/demo_initial_balance")).result).toEqual({ paramValue: "100000" });
    await t.db.insertInto("system_params").values({ key: "secret_thing", value: "x", public: false, description: "test" }).execute();
    expect((await call(t.app, "GET", "/index/getParamByKey/secret_thing")).code).toBe(10018);
    expect((await call(t.app, "GET", "/index/getParamByKey/BAD-KEY")).code).toBe(10018);
  });

  it("replays concurrent requests sharing an Idempotency-Key as one", async () => {
    const { token, user } = await registerUser(t.app);
    await spendDemo(t.db, user.id, "99999");
    const headers = { "idempotency-key": "same-key" };
    const replies = await Promise.all([1, 2, 3].map(() => call<{ entryId: string }>(t.app, "POST", "/user/resetDemoBalance", {}, { token, headers })));
    expect(new Set(replies.map((reply) => reply.result.entryId)).size).toBe(1);
    const entries = await t.db.selectFrom("journal_entries").select("id").where("kind", "=", "demo_reset").where("actor", "=", `user:${user.id}`).execute();
    expect(entries).toHaveLength(1);
    await expectLedgerSound(t.db);
  });

  it("sends the security headers on every reply (API, unknown path, plain file), HSTS only in production", async () => {
    const production = await testApp({ production: true });
    try {
      for (const [app, hsts] of [[t.app, undefined], [production.app, "max-age=31536000; includeSubDomains"]] as const) {
        for (const url of ["/swx/customer/index/getParamByKey/demo_initial_balance", "/swx/customer/no/such/path", "/robots.txt"]) {
          const { headers } = await app.inject({ url });
          expect(headers, url).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "SAMEORIGIN", "referrer-policy": "no-referrer", "cross-origin-opener-policy": "same-origin" });
          expect(headers["content-security-policy"], url).toMatch(/^default-src 'self';.*img-src 'self' data: blob:;.*script-src 'self'/);
          expect(headers["content-security-policy"], url).not.toContain("upgrade-insecure-requests");
          expect(headers["strict-transport-security"], url).toBe(hsts);
          expect(headers["x-powered-by"], url).toBeUndefined();
        }
      }
    } finally {
      await production.close();
    }
  });

  it("never shows a stack trace: an internal failure answers 500 'unknown error' in the caller's language", async () => {
    const broken = await testApp();
    const { token } = await registerUser(broken.app);
    await broken.db.schema.dropTable("idempotency_records").execute();
    const reply = await call(broken.app, "POST", "/user/resetDemoBalance", {}, { token, headers: { "idempotency-key": "k" }, lang: "en" });
    await broken.close();
    expect(reply).toMatchObject({ code: 500, status: 500, result: null, message: "Unknown error" });
    expect(JSON.stringify(reply)).not.toMatch(/idempotency_records|at .*\.ts/);
  });
});

describe.skipIf(databaseUnavailable)("ledger check after the platform tests", () => {
  it("holds on a fresh app with a few users", async () => {
    const t = await testApp();
    await registerUser(t.app);
    await registerUser(t.app);
    await expectLedgerSound(t.db);
    await t.close();
  });
});

describe.skipIf(databaseUnavailable)("the per-address request limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ rateLimitPerMinute: 3 });
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts API calls (10110 past the limit) but never the web app's pages and files", async () => {
    for (let i = 0; i < 6; i++) {
      for (const url of ["/", "/help/faq", "/assets/index.js", "/admin/assets/index.css"]) expect((await t.app.inject({ url })).statusCode).not.toBe(429);
    }
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await call(t.app, "GET", "/index/getParamByKey/down_url")).code);
    expect(codes).toEqual([200, 200, 200, 10110, 10110]);
  });
});
