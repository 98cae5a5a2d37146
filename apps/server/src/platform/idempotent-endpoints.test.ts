// Every endpoint that takes an Idempotency-Key (found in the app's own OpenAPI document, so a new
// one without a case here fails the suite) stores its reply with its effect: called three times
// at once with one key, it answers one reply to all three; the key's record was written by the
// same transaction as a change of the request's own (its row's xmin is another row's xmin), so a
// crash either keeps both (a retry on any process replays the reply) or neither (the retry runs
// again); and a later retry answers the same reply and writes nothing. The calls run in the order
// a user and the back office make them, each on the rows the calls before it made.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycForm } from "../accounts/kyc-testing.ts";
import { adminCall, signInOperator } from "../admin/testing.ts";
import { call, creditReal, databaseUnavailable, expectLedgerSound, liveMarketApp, registerUser, stepUpSession, testDatabase, type LiveMarketApp, type Reply, type TestDatabase } from "../testing/harness.ts";
import { languageTexts } from "../testing/language-texts.ts";
import { multipartBody, pngImage, uploadedImageId } from "../uploads/testing.ts";

const reason = "idempotent endpoints";
const tronAddress = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

type Json = Record<string, unknown>;
/** One idempotent call: the operation as "POST /swx/customer/order/buyU", made with the key given. */
interface Step {
  operation: string;
  send(key: string): Promise<Reply<Json>>;
}

describe.skipIf(databaseUnavailable)("every idempotent endpoint records its reply in its money transaction", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    await live.tick(1_000);
  }, 180_000);
  afterAll(async () => {
    await live.close();
    await database.drop();
  });

  /** Rows written by transaction `xid` in any table but the keys' own. */
  const rowsOfTransaction = async (xid: string) => {
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'idempotency_records'`.execute(database.db);
    const counts = await Promise.all(tables.rows.map(async ({ name }) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)} where xmin = ${xid}::xid`.execute(database.db)).rows[0]?.n ?? 0));
    return counts.reduce((sum, count) => sum + count, 0);
  };
  const writes = async () => (await sql<{ n: number }>`select (select count(*) from journal_entries) + (select count(*) from audit_log) as n`.execute(database.db)).rows[0]?.n;

  it("walks every idempotent endpoint", async () => {
    const app = live.app;
    const document = (await app.inject({ method: "GET", url: "/swx/openapi.json" })).json() as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    const idempotent = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.parameters?.some((parameter) => parameter.name === "Idempotency-Key"))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );

    const owner = await registerUser(app);
    const real = { token: owner.token, book: "real" as const };
    const compliance = (await signInOperator({ app, db: database.db, clock: live.clock }, ["compliance"])).token;
    const finance = (await signInOperator({ app, db: database.db, clock: live.clock }, ["finance"])).token;
    const content = (await signInOperator({ app, db: database.db, clock: live.clock }, ["content"])).token;
    const customer = (path: string, body: () => Promise<Json> | Json, options: { book?: "real" } = real): Step => {
      // One body for every send: the duplicates and the retry are the same request.
      let sent: Promise<Json> | undefined;
      return {
        operation: `POST /swx/customer${path}`,
        send: async (key) => call<Json>(app, "POST", path, await (sent ??= Promise.resolve(body())), { ...options, token: owner.token, headers: { "idempotency-key": key } }),
      };
    };
    const office = (operation: string, path: () => string, token: string, body: () => Json): Step => ({
      operation: `POST /swx/admin${operation}`,
      send: async (key) => adminCall<Json>(app, "POST", path(), body(), { token, headers: { "idempotency-key": key } }),
    });
    /** The replies so far, by operation: later steps name the rows earlier ones made. */
    const replies = new Map<string, Json>();
    const idOf = (operation: string, ...path: string[]) => {
      let value: unknown = replies.get(`POST ${operation}`);
      for (const name of path) value = (value as Json | undefined)?.[name];
      if (typeof value !== "string") throw new Error(`no ${path.join(".")} in the reply of ${operation}`);
      return value;
    };
    const kycBody = await kycForm(app, owner.token);
    const now = live.clock.now().getTime();

    const steps: (Step | (() => Promise<void>))[] = [
      customer("/user/identification", () => kycBody, {}),
      async () => {
        const submission = idOf("/swx/customer/user/identification", "state", "submission", "id");
        expect((await adminCall(app, "POST", `/kyc/${submission}/approve`, {}, { token: compliance })).code).toBe(200);
        await creditReal(database.db, owner.user.id, "100000");
      },
      customer("/order/buyU", () => ({ code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10 })),
      customer("/order/stopU", () => ({ id: idOf("/swx/customer/order/buyU", "id") })),
      customer("/order/buyOptions", async () => {
        const cycles = await call<{ items: { id: string }[] }>(app, "GET", "/order/listOptionsCycle?code=ETHUSDT");
        return { code: "ETHUSDT", direction: "up", cycleId: cycles.result.items[0]?.id, stake: "10" };
      }),
      customer("/order/submit", () => ({ code: "BTCUSDT", side: "buy", orderType: "limit", quantity: "0.001", limitPrice: "1000" })),
      customer("/order/chedan", () => ({ id: idOf("/swx/customer/order/submit", "id") })),
      office("/earn/reserve/fund", () => "/earn/reserve/fund", finance, () => ({ amount: "100000", reason })),
      customer("/order/buySmart", async () => {
        const products = await call<{ items: { id: string; timeframes: { days: number }[] }[] }>(app, "GET", "/index/listSmartProducts");
        return { productId: products.result.items[0]?.id, days: products.result.items[0]?.timeframes[0]?.days, amount: "100" };
      }),
      customer("/order/exitSmart", () => ({ id: idOf("/swx/customer/order/buySmart", "plan", "id") })),
      office("/loan-fund", () => "/loan-fund", finance, () => ({ amount: "5000", reason })),
      customer("/user/loan", async () => {
        const products = await call<{ items: { id: string }[] }>(app, "GET", "/index/listLoanProducts");
        return { productId: products.result.items[0]?.id, amount: "1000", termDays: 30, signatureImageId: await uploadedImageId(app, owner.token, "loan_signature") };
      }),
      office("/loans/:id/approve", () => `/loans/${idOf("/swx/customer/user/loan", "loan", "id")}/approve`, compliance, () => ({})),
      customer("/user/repayLoan", () => ({ id: idOf("/swx/customer/user/loan", "loan", "id") })),
      async () => {
        expect((await adminCall(app, "POST", "/payments/addresses", { coin: "USDT", network: "TRC20", address: tronAddress, enabled: true, reason }, { token: finance })).code).toBe(200);
        // Money leaving asks for a fresh step-up (accounts/step-up.test.ts tests it through its endpoint).
        await stepUpSession({ db: database.db, clock: live.clock }, owner.token);
      },
      customer("/user/recharge", async () => ({ coin: "USDT", network: "TRC20", amount: "150", txHash: "b".repeat(64), proofImageId: await uploadedImageId(app, owner.token, "deposit_proof") })),
      office("/payments/deposits/:id/approve", () => `/payments/deposits/${idOf("/swx/customer/user/recharge", "deposit", "id")}/approve`, finance, () => ({ creditedAmount: "150" })),
      customer("/user/withdrawal", () => ({ coin: "USDT", network: "TRC20", address: tronAddress, amount: "10" })),
      office("/payments/withdrawals/:id/approve", () => `/payments/withdrawals/${idOf("/swx/customer/user/withdrawal", "withdrawal", "id")}/approve`, finance, () => ({ payoutTxRef: "payout-walk-1" })),
      async () => {
        const charity = await adminCall<{ charity: { id: string } }>(app, "POST", "/charities", { names: languageTexts("Children First"), descriptions: languageTexts("Schools and clinics"), website: "https://children.example", payoutAddress: "0xabc", payoutBank: null, reason }, { token: content });
        const artwork = multipartBody([{ name: "file", filename: "art.png", type: "image/png", data: await pngImage(24, 24) }]);
        const image = async () => {
          const uploaded = await app.inject({ method: "POST", url: "/swx/admin/nfts/images", headers: { authorization: content, "content-type": artwork.contentType }, payload: artwork.payload });
          return (uploaded.json() as { result: { id: string } }).result.id;
        };
        const item = (extra: Json) => ({
          name: "Kite #1",
          chain: "Ethereum",
          creator: "Ana",
          contractAddress: "0x1234567890abcdef",
          tokenId: "1",
          descriptions: { en: "A kite over the sea", ja: "", ko: "", de: "", fr: "", it: "", es: "", ar: "", hk: "", zh: "" },
          startPrice: "100",
          buyNowPrice: "1000",
          minIncrement: "10",
          charityId: charity.result.charity.id,
          startsAt: new Date(now + 60_000).toISOString(),
          endsAt: new Date(now + 3_600_000).toISOString(),
          reason,
          ...extra,
        });
        for (const tokenId of ["1", "2"]) {
          const created = await adminCall<{ item: { id: string } }>(app, "POST", "/nfts", item({ tokenId, imageId: await image() }), { token: content });
          expect(created.code).toBe(200);
          replies.set(`nft ${tokenId}`, { id: created.result.item.id, charity: charity.result.charity.id });
        }
        await live.tick(120_000);
      },
      customer("/user/bidNft", () => ({ id: replies.get("nft 1")?.id, amount: "100" })),
      customer("/user/buyNft", () => ({ id: replies.get("nft 2")?.id })),
      office("/charities/:id/payouts", () => `/charities/${String(replies.get("nft 2")?.charity)}/payouts`, finance, () => ({ amount: "500", reference: "PAYOUT-1", reason })),
      office("/adjustments", () => "/adjustments", finance, () => ({ userId: owner.user.id, book: "real", currency: "USDT", direction: "credit", amount: "5", platformAccount: "cash", reference: "TICKET-1", reason })),
      async () => {
        // Some of the demo balance spent, so the reset moves money.
        expect((await call(app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10 }, { token: owner.token })).code).toBe(200);
      },
      customer("/user/resetDemoBalance", () => ({}), {}),
    ];

    const walked: string[] = [];
    for (const step of steps) {
      if (typeof step === "function") {
        await step();
        continue;
      }
      const key = `walk-${walked.length}`;
      const duplicates = await Promise.all([step.send(key), step.send(key), step.send(key)]);
      const [first] = duplicates;
      expect(first?.code, `${step.operation}: ${JSON.stringify(first)}`).toBe(200);
      for (const duplicate of duplicates) expect(duplicate, step.operation).toEqual(first);
      const record = await sql<{ state: string; xid: string }>`select response->>'state' as state, xmin::text as xid from idempotency_records where key = ${key}`.execute(database.db);
      expect(record.rows, step.operation).toHaveLength(1);
      expect(record.rows[0]?.state, step.operation).toBe("done");
      expect(await rowsOfTransaction(record.rows[0]?.xid ?? "0"), `${step.operation}: rows written with its reply`).toBeGreaterThan(0);
      const before = await writes();
      expect(await step.send(key), step.operation).toEqual(first);
      expect(await writes(), `${step.operation}: a retry writes nothing`).toBe(before);
      replies.set(step.operation, first?.result ?? {});
      walked.push(step.operation);
    }
    expect(walked.sort()).toEqual(idempotent.sort());
    await expectLedgerSound(database.db);
  }, 300_000);
});
