// Deposits and withdrawals through HTTP, user side and finance side: the whole path (deposit →
// credit → withdraw → payout, the fee to the fees account, balances, statement lines and
// notifications right), every catalogued refusal of the contract with nothing written, amounts
// out of bounds, 20 withdrawals racing for one balance and for the daily count (real
// concurrency on PostgreSQL), a hash reported twice by anyone, decisions taken twice or raced,
// Idempotency-Key replays, and the queues. The ledger check runs after every test.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminDeposit, AdminWithdrawal } from "@tradewind/api/admin/payments";
import { coinScales, paymentCoins, type Deposit, type ReceivingAddress, type Withdrawal, type WithdrawalTerms } from "@tradewind/api/payments";
import { scaleOf } from "@tradewind/domain/money";
import type { UploadPurpose } from "@tradewind/api/uploads";
import { adminCall, signInAgain, signInOperator, type OperatorSession } from "../admin/testing.ts";
import { migrate } from "../platform/migrate.ts";
import { call, databaseUnavailable, expectLedgerSound, fieldCases, registerUser, stepUpSession, testApp, type TestApp } from "../testing/harness.ts";
import { uploadedImageId } from "../uploads/testing.ts";

type User = Awaited<ReturnType<typeof registerUser>>;
type Decided<Key extends string, Item> = { auditId: string } & Record<Key, Item>;

const tronAddress = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const ethereumAddress = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const bitcoinAddress = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
const hash = () => randomBytes(32).toString("hex");

it("rounds and checks amounts at the scales the contract names (coinScales = the ledger's scaleOf)", () => {
  for (const coin of paymentCoins) expect(scaleOf(coin), coin).toBe(coinScales[coin]);
});

describe.skipIf(databaseUnavailable)("deposits and withdrawals", () => {
  let t: TestApp;
  let finance: OperatorSession;
  let secondFinance: OperatorSession;

  beforeAll(async () => {
    t = await testApp();
    [finance, secondFinance] = [await signInOperator(t, ["finance"]), await signInOperator(t, ["finance"])];
    const set = (coin: string, network: string, address: string) => adminCall(t.app, "POST", "/payments/addresses", { coin, network, address, enabled: true, reason: "wallet set up" }, { token: finance.token });
    expect((await set("USDT", "TRC20", tronAddress)).code).toBe(200);
    expect((await set("ETH", "ERC20", ethereumAddress)).code).toBe(200);
  }, 60_000);
  afterEach(() => expectLedgerSound(t.db));
  afterAll(() => t.close());

  const upload = (user: User, purpose: UploadPurpose = "deposit_proof") => uploadedImageId(t.app, user.token, purpose);

  async function verifiedUser(): Promise<User> {
    const user = await registerUser(t.app);
    await sql`update users set kyc_status = 'verified' where id = ${user.user.id}`.execute(t.db);
    // Step-up, holds and the address book have their own tests (accounts/step-up.test.ts).
    await stepUpSession(t, user.token);
    return user;
  }

  const report = async (user: User, body: object, options: { book?: "demo" | "real"; headers?: Record<string, string> } = {}) =>
    call<{ deposit: Deposit; notice: number }>(t.app, "POST", "/user/recharge", body, { token: user.token, book: options.book ?? "real", ...(options.headers ? { headers: options.headers } : {}) });
  const depositBody = async (user: User, fields: Record<string, unknown> = {}) => ({ coin: "USDT", network: "TRC20", amount: "150", txHash: hash(), proofImageId: await upload(user), ...fields });
  const approveDeposit = (id: string, creditedAmount: string, token = finance.token, headers?: Record<string, string>) =>
    adminCall<Decided<"deposit", AdminDeposit>>(t.app, "POST", `/payments/deposits/${id}/approve`, { creditedAmount }, { token, ...(headers ? { headers } : {}) });
  const rejectDeposit = (id: string, token = finance.token) => adminCall<Decided<"deposit", AdminDeposit>>(t.app, "POST", `/payments/deposits/${id}/reject`, { reason: "no such transaction on chain" }, { token });
  const withdraw = (user: User, fields: object = {}, options: { book?: "demo" | "real"; headers?: Record<string, string> } = {}) =>
    call<{ withdrawal: Withdrawal; notice: number }>(t.app, "POST", "/user/withdrawal", { coin: "USDT", network: "TRC20", address: tronAddress, amount: "10", ...fields }, { token: user.token, book: options.book ?? "real", ...(options.headers ? { headers: options.headers } : {}) });
  const payOut = (id: string, token = finance.token) => adminCall<Decided<"withdrawal", AdminWithdrawal>>(t.app, "POST", `/payments/withdrawals/${id}/approve`, { payoutTxRef: `payout-${id}` }, { token });
  const refuseWithdrawal = (id: string, token = finance.token) => adminCall<Decided<"withdrawal", AdminWithdrawal>>(t.app, "POST", `/payments/withdrawals/${id}/reject`, { reason: "address on a sanctions list" }, { token });

  /** A verified user whose real book holds `amount` USDT, credited through a reviewed deposit. */
  async function fundedUser(amount: string): Promise<User> {
    const user = await verifiedUser();
    const reported = await report(user, await depositBody(user, { amount }));
    expect(reported.code).toBe(200);
    expect((await approveDeposit(reported.result.deposit.id, amount)).code).toBe(200);
    return user;
  }

  async function balance(user: User, currency = "USDT") {
    const info = await call<{ balances: { currency: string; available: string; held: string }[] }>(t.app, "POST", "/user/getUserInfo", {}, { token: user.token, book: "real" });
    const line = info.result.balances.find((item) => item.currency === currency);
    return { available: line?.available ?? "0", held: line?.held ?? "0" };
  }

  const platform = async (kind: "cash" | "fees", currency = "USDT") => {
    const row = await sql<{ total: string }>`select coalesce(sum(balance), 0)::text as total from ledger_accounts where owner_id is null and book = 'real' and currency = ${currency} and kind = ${kind}`.execute(t.db);
    return Number(row.rows[0]?.total ?? "0");
  };
  const rowCount = async (table: "deposits" | "withdrawals", userId: string) => {
    const row = await sql<{ count: string }>`select count(*)::text as count from ${sql.table(table)} where user_id = ${userId}`.execute(t.db);
    return Number(row.rows[0]?.count);
  };
  const terms = async (user: User) => (await call<WithdrawalTerms>(t.app, "GET", "/user/withdrawalTerms", undefined, { token: user.token })).result;
  const setParam = (key: string, value: string) => sql`update system_params set value = ${value} where key = ${key}`.execute(t.db);

  it("goes deposit → credit → withdraw → payout: balances, fee to the fees account, statement lines and notifications", async () => {
    const user = await verifiedUser();
    const addresses = await call<{ items: ReceivingAddress[] }>(t.app, "GET", "/user/depositAddresses", undefined, { token: user.token });
    expect(addresses.result.items).toEqual(
      expect.arrayContaining([
        { coin: "USDT", network: "TRC20", address: tronAddress, placeholder: false, minimum: "120" },
        expect.objectContaining({ coin: "BTC", network: "BTC", placeholder: true, minimum: "0.015" }),
        expect.objectContaining({ coin: "ETH", network: "ERC20", placeholder: false, minimum: "0.2" }),
      ]),
    );
    const [cashBefore, feesBefore] = [await platform("cash"), await platform("fees")];

    const body = await depositBody(user, { txHash: hash().toUpperCase(), senderTail: "a1B2c3" });
    const reported = await report(user, body);
    expect(reported).toMatchObject({ code: 200, result: { notice: 20002, deposit: { status: "pending", amount: "150", creditedAmount: null, address: tronAddress, senderTail: "a1B2c3", txHash: String(body.txHash).toLowerCase() } } });
    const depositId = reported.result.deposit.id;
    const queue = await adminCall<{ items: AdminDeposit[] }>(t.app, "GET", `/payments/deposits?userId=${user.user.id}`, undefined, { token: finance.token });
    expect(queue.result.items).toEqual([expect.objectContaining({ id: depositId, username: user.username, status: "pending", decidedBy: null, entryId: null })]);

    const credited = await approveDeposit(depositId, "149.5");
    expect(credited.result.deposit).toMatchObject({ status: "credited", creditedAmount: "149.5", decidedBy: { id: finance.id, username: finance.username }, entryId: expect.any(String) });
    expect(await balance(user)).toEqual({ available: "149.5", held: "0" });

    expect(await terms(user)).toEqual({ feeRate: "0.01", dailyCount: 3, usedToday: 0, remainingToday: 3, resetsAt: "2026-11-24T00:00:00.000Z", methods: expect.any(Array), kycVerified: true, heldUntil: null, addressBookOn: false });
    const requested = await withdraw(user, { amount: "50" });
    expect(requested.result).toMatchObject({ notice: 20003, withdrawal: { status: "pending", amount: "50", fee: "0.5", total: "50.5", address: tronAddress, payoutTxRef: null } });
    expect(await balance(user)).toEqual({ available: "99", held: "50.5" });
    expect(await terms(user)).toMatchObject({ usedToday: 1, remainingToday: 2 });

    const withdrawalId = requested.result.withdrawal.id;
    const shown = await adminCall<AdminWithdrawal>(t.app, "GET", `/payments/withdrawals/${withdrawalId}`, undefined, { token: finance.token });
    expect(shown.result).toMatchObject({ status: "pending", availableNow: "99", username: user.username });
    const paid = await payOut(withdrawalId);
    expect(paid.result.withdrawal).toMatchObject({ status: "paid", payoutTxRef: `payout-${withdrawalId}`, decidedBy: { id: finance.id } });
    expect(await balance(user)).toEqual({ available: "99", held: "0" });
    expect(await platform("cash")).toBe(cashBefore - 149.5 + 50);
    expect(await platform("fees")).toBe(feesBefore + 0.5);

    const statement = async (account: string) =>
      (await call<{ items: { kind: string; part: string; amount: string; balanceAfter: string; reference: string }[] }>(t.app, "GET", `/user/listStatement?account=${account}`, undefined, { token: user.token, book: "real" })).result.items;
    expect((await statement("available")).map(({ kind, amount, balanceAfter, reference }) => [kind, amount, balanceAfter, reference])).toEqual([
      ["withdrawal_hold", "-50.5", "99", `withdrawal:${withdrawalId}`],
      ["deposit", "149.5", "149.5", `deposit:${depositId}`],
    ]);
    expect((await statement("held")).map(({ kind, part, amount, balanceAfter }) => [kind, part, amount, balanceAfter])).toEqual([
      ["withdrawal_payout", "fee", "-0.5", "0"],
      ["withdrawal_payout", "principal", "-50", "0.5"],
      ["withdrawal_hold", "principal", "50.5", "50.5"],
    ]);
    const notices = await call<{ items: { kind: string; params: Record<string, string>; reference: string }[] }>(t.app, "GET", "/user/listNotifications", undefined, { token: user.token });
    expect(notices.result.items.map(({ kind, params, reference }) => ({ kind, params, reference }))).toEqual([
      { kind: "withdrawal_paid", params: { coin: "USDT", amount: "50", txRef: `payout-${withdrawalId}` }, reference: `withdrawal:${withdrawalId}` },
      { kind: "deposit_credited", params: { coin: "USDT", amount: "149.5" }, reference: `deposit:${depositId}` },
    ]);
    const audit = await t.db.selectFrom("audit_log").select(["action", "operator_id"]).where("target", "in", [`deposit:${depositId}`, `withdrawal:${withdrawalId}`]).orderBy("id").execute();
    expect(audit).toEqual([
      { action: "deposit.approve", operator_id: finance.id },
      { action: "withdrawal.approve", operator_id: finance.id },
    ]);
    const records = await call<{ items: Deposit[]; total: number }>(t.app, "GET", "/user/listRecharge?status=credited", undefined, { token: user.token });
    expect(records.result).toMatchObject({ total: 1, items: [{ id: depositId, status: "credited" }] });
    const withdrawals = await call<{ items: Withdrawal[] }>(t.app, "GET", "/user/listWithdrwal?coin=USDT", undefined, { token: user.token });
    expect(withdrawals.result.items).toEqual([expect.objectContaining({ id: withdrawalId, status: "paid" })]);
  });

  it("refuses every bad deposit report with its code and writes nothing", async () => {
    const user = await verifiedUser();
    const other = await verifiedUser();
    const base = await depositBody(user);
    const cases: [object, number][] = [
      ...fieldCases(base, "amount", [
        ["119.999999", 10161],
        ["150.0000001", 10165],
        ["0", 10165],
        ["-150", 10100],
        ["1e3", 10100],
        ["1000000000000000", 10016],
      ]),
      ...fieldCases(base, "txHash", [
        [`0x${hash()}`, 10163],
        ["abc", 10163],
        ["", 10163],
        [`${hash()}g`.slice(1), 10163],
      ]),
      ...fieldCases(base, "network", [
        ["ERC20", 10166],
        ["BTC", 10166],
        ["SOL", 10166],
      ]),
      ...fieldCases(base, "coin", [["BTC", 10166]]),
      ...fieldCases(base, "senderTail", [["12345", 10100]]),
      ...fieldCases(base, "proofImageId", [
        [await upload(other), 10155],
        [await upload(user, "kyc"), 10155],
        ["999999999", 10155],
        ["not-an-id", 10155],
      ]),
    ];
    for (const [body, code] of cases) expect((await report(user, body)).code, JSON.stringify(body)).toBe(code);
    const below = await report(user, { ...base, amount: "100" }, {});
    expect(below.message).toBe("The minimum USDT deposit is 120");
    expect((await report(user, base, { book: "demo" })).code).toBe(10160);
    expect((await report(user, { ...base, coin: "ETH", network: "ERC20", amount: "0.1999" })).message).toBe("The minimum ETH deposit is 0.2");
    expect(await rowCount("deposits", user.user.id)).toBe(0);
    // Nothing was claimed by the refusals: the proof still serves a good report.
    expect((await report(user, base)).code).toBe(200);
    expect((await report(user, { ...base, txHash: hash() })).code).toBe(10155);
  });

  it("credits a transaction hash once, ever, on any network: another user, another case, another network, or after a rejection", async () => {
    const [first, second] = [await verifiedUser(), await verifiedUser()];
    const txHash = hash();
    const reported = await report(first, await depositBody(first, { txHash }));
    expect(reported.code).toBe(200);
    expect((await report(second, await depositBody(second, { txHash }))).code).toBe(10162);
    expect((await report(second, await depositBody(second, { txHash: txHash.toUpperCase() }))).code).toBe(10162);
    expect((await rejectDeposit(reported.result.deposit.id)).result.deposit).toMatchObject({ status: "rejected", rejectReason: "no such transaction on chain", creditedAmount: null });
    expect((await report(first, await depositBody(first, { txHash }))).code).toBe(10162);
    // ERC20 writes the same 64 digits with 0x: the same hash, so the same transaction, whatever the network says.
    const onErc20 = { coin: "ETH", network: "ERC20", amount: "0.5" };
    expect((await report(second, await depositBody(second, { ...onErc20, txHash: `0x${txHash}` }))).code).toBe(10162);
    expect((await report(second, await depositBody(second, { ...onErc20, txHash: `0x${txHash.toUpperCase()}` }))).code).toBe(10162);
    const racing = await Promise.all([first, second].map(async (user) => report(user, await depositBody(user, { txHash: "f".repeat(64) }))));
    expect(racing.map((reply) => reply.code).sort((a, b) => a - b)).toEqual([200, 10162]);
    // The same digits racing on two networks: one report stands.
    const digits = "e".repeat(64);
    const acrossNetworks = await Promise.all([
      report(first, await depositBody(first, { txHash: digits })),
      report(second, await depositBody(second, { ...onErc20, txHash: `0x${digits}` })),
    ]);
    expect(acrossNetworks.map((reply) => reply.code).sort((a, b) => a - b)).toEqual([200, 10162]);
    const stored = await t.db.selectFrom("deposits").select("tx_hash").where("tx_hash", "in", [digits, `0x${digits}`]).execute();
    expect(stored).toHaveLength(1);
    const notices = await call<{ items: { kind: string; params: Record<string, string> }[] }>(t.app, "GET", "/user/listNotifications", undefined, { token: first.token });
    expect(notices.result.items[0]).toMatchObject({ kind: "deposit_rejected", params: { coin: "USDT", amount: "150", reason: "no such transaction on chain" } });
  });

  it("migration 0028 keeps reports stored twice across networks before it, marked, and still refuses a third", async () => {
    const user = await verifiedUser();
    const digits = hash();
    expect((await report(user, await depositBody(user, { txHash: digits }))).code).toBe(200);
    // The database as it was before 0028, holding the same digits on a second network.
    await sql`drop index deposits_tx_hash_digits`.execute(t.db);
    await sql`alter table deposits drop column shares_hash_digits`.execute(t.db);
    await sql`alter table charities drop constraint charities_website_web`.execute(t.db);
    await sql`delete from schema_migrations where name = '0028_hardening.sql'`.execute(t.db);
    await sql`insert into deposits (user_id, coin, network, amount, tx_hash, address, proof_upload_id, created_at)
      select user_id, 'ETH', 'ERC20', 1, '0x' || tx_hash, address, proof_upload_id, created_at from deposits where tx_hash = ${digits}`.execute(t.db);
    await sql`insert into charities (names, descriptions, website, payout_address) values ('{"en": "Old charity"}', '{"en": ""}', 'javascript:alert(1)', '0xabc')`.execute(t.db);

    expect(await migrate(t.db)).toEqual(["0028_hardening.sql"]);
    const rows = await sql<{ network: string; shares_hash_digits: boolean }>`select network, shares_hash_digits from deposits where tx_hash in (${digits}, ${`0x${digits}`}) order by id`.execute(t.db);
    expect(rows.rows).toEqual([
      { network: "TRC20", shares_hash_digits: false },
      { network: "ERC20", shares_hash_digits: true },
    ]);
    expect((await report(user, await depositBody(user, { coin: "ETH", network: "ERC20", amount: "0.5", txHash: `0x${digits.toUpperCase()}` }))).code).toBe(10162);
    const old = await sql<{ website: string | null }>`select website from charities where names->>'en' = 'Old charity'`.execute(t.db);
    expect(old.rows).toEqual([{ website: null }]);
  });

  it("refuses every bad withdrawal with its code and moves nothing", async () => {
    const user = await fundedUser("200");
    const unverified = await registerUser(t.app);
    const base = { coin: "USDT", network: "TRC20", address: tronAddress, amount: "10" };
    const cases: [object, number][] = [
      ...fieldCases(base, "network", [
        ["BTC", 10025],
        ["SOL", 10025],
        [undefined, 10025],
      ]),
      ...fieldCases(base, "coin", [
        ["ETH", 10025],
        [undefined, 10025],
      ]),
      ...fieldCases(base, "address", [
        [undefined, 10021],
        ["   ", 10021],
        ["TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T", 10164],
        [ethereumAddress, 10164],
        // Past the schema's 120 characters no network's address can be meant: the value is too long.
        ["x".repeat(121), 10120],
      ]),
      ...fieldCases(base, "amount", [
        ["0", 10165],
        ["10.0000001", 10165],
        ["-10", 10100],
        ["10000000000000000", 10016],
        ["198.1", 10092],
      ]),
    ];
    for (const [body, code] of cases) expect((await withdraw(user, body)).code, JSON.stringify(body)).toBe(code);
    expect((await withdraw(user, { address: "0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed", coin: "ETH", network: "ERC20", amount: "1" })).message).toBe("This is not a valid ERC20 address");
    expect((await withdraw(user, {}, { book: "demo" })).code).toBe(10160);
    expect((await withdraw(unverified)).code).toBe(10022);
    expect(await rowCount("withdrawals", user.user.id)).toBe(0);
    expect(await balance(user)).toEqual({ available: "200", held: "0" });
    // 198 + 1.98 is all of it: allowed to the last unit.
    expect((await withdraw(user, { amount: "198", network: "ERC20", address: ethereumAddress })).result.withdrawal).toMatchObject({ fee: "1.98", total: "199.98" });
    expect((await withdraw(user, { amount: "0.01", network: "BTC", coin: "BTC", address: bitcoinAddress })).code).toBe(10092);
  });

  it("counts withdrawals per UTC day, rejected ones included, and starts again at 00:00 UTC", async () => {
    const user = await fundedUser("1000");
    const first = await withdraw(user);
    expect((await refuseWithdrawal(first.result.withdrawal.id)).result.withdrawal).toMatchObject({ status: "rejected", entryId: expect.any(String) });
    expect((await withdraw(user)).code).toBe(200);
    expect((await withdraw(user)).code).toBe(200);
    expect(await terms(user)).toMatchObject({ usedToday: 3, remainingToday: 0 });
    const refused = await withdraw(user);
    expect(refused.code).toBe(10099);
    // The contract's order: an overdraft is named before the used-up count.
    expect((await withdraw(user, { amount: "5000" })).code).toBe(10092);
    const dayStart = new Date("2026-11-24T00:00:00Z").getTime();
    t.clock.advance(dayStart - t.clock.now().getTime());
    // Operator sessions are short (8 h): the finance operators sign in again on the new day.
    [finance, secondFinance] = [await signInAgain(t, finance), await signInAgain(t, secondFinance)];
    expect(await terms(user)).toMatchObject({ usedToday: 0, remainingToday: 3, resetsAt: "2026-11-25T00:00:00.000Z" });
    expect((await withdraw(user)).code).toBe(200);
    expect(await balance(user)).toEqual({ available: "969.7", held: "30.3" });
  });

  it("lets exactly what the balance covers through when 20 withdrawals race for it", async () => {
    await setParam("withdraw_daily_count", "100");
    try {
      const user = await fundedUser("120");
      const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(user, { amount: "12" })));
      const codes = answers.map((answer) => answer.code);
      // 9 × 12.12 = 109.08 fits in 120; a tenth would need 121.2.
      expect(codes.filter((code) => code === 200)).toHaveLength(9);
      expect(codes.filter((code) => code === 10092)).toHaveLength(11);
      expect(await balance(user)).toEqual({ available: "10.92", held: "109.08" });
      expect(await rowCount("withdrawals", user.user.id)).toBe(9);
    } finally {
      await setParam("withdraw_daily_count", "3");
    }
  });

  it("lets exactly the daily count through when 20 withdrawals race for it", async () => {
    const user = await fundedUser("1000");
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(user)));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 10099)).toHaveLength(17);
    expect(await balance(user)).toEqual({ available: "969.7", held: "30.3" });
  });

  it("decides each item once: twice, after a rejection, or two operators at once answer 10158 and move nothing", async () => {
    const user = await fundedUser("500");
    const deposit = (await report(user, await depositBody(user))).result.deposit;
    const raced = await Promise.all([approveDeposit(deposit.id, "150"), approveDeposit(deposit.id, "150", secondFinance.token)]);
    expect(raced.map((reply) => reply.code).sort((a, b) => a - b)).toEqual([200, 10158]);
    expect((await approveDeposit(deposit.id, "150")).code).toBe(10158);
    expect((await rejectDeposit(deposit.id)).code).toBe(10158);
    expect(await balance(user)).toEqual({ available: "650", held: "0" });
    expect(await t.db.selectFrom("journal_entries").select("id").where("reference", "=", `deposit:${deposit.id}`).execute()).toHaveLength(1);

    const rejected = (await report(user, await depositBody(user))).result.deposit;
    expect((await rejectDeposit(rejected.id)).code).toBe(200);
    expect((await approveDeposit(rejected.id, "150")).code).toBe(10158);

    const paid = (await withdraw(user, { amount: "100" })).result.withdrawal;
    const payouts = await Promise.all([payOut(paid.id), payOut(paid.id, secondFinance.token), refuseWithdrawal(paid.id, secondFinance.token)]);
    expect(payouts.map((reply) => reply.code).sort((a, b) => a - b)).toEqual([200, 10158, 10158]);
    // Whichever of the three decisions won, exactly its effect holds: paid out (100 + 1 fee gone) or refused (all back).
    const refusalWon = payouts[2]?.code === 200;
    const availableAfter = refusalWon ? "650" : "549";
    const released = (await withdraw(user, { amount: "100" })).result.withdrawal;
    expect((await refuseWithdrawal(released.id)).result.withdrawal).toMatchObject({ status: "rejected", availableNow: availableAfter });
    expect((await payOut(released.id)).code).toBe(10158);
    expect((await refuseWithdrawal(released.id)).code).toBe(10158);
    expect(await balance(user)).toEqual({ available: availableAfter, held: "0" });
    const audit = await t.db.selectFrom("audit_log").select("action").where("target", "in", [`withdrawal:${paid.id}`, `withdrawal:${released.id}`]).execute();
    expect(audit).toHaveLength(2);
    expect((await approveDeposit("999999999", "1")).code).toBe(10118);
    expect((await adminCall(t.app, "POST", `/payments/deposits/${rejected.id}/reject`, { reason: "x" }, { token: finance.token })).code).toBe(10147);
  });

  it("checks the credited amount against the coin's scale and refuses zero", async () => {
    const user = await verifiedUser();
    const deposit = (await report(user, await depositBody(user))).result.deposit;
    for (const [amount, code] of [["0", 10165], ["150.0000001", 10165], ["-1", 10100], ["1000000000000000", 10016]] as const) expect((await approveDeposit(deposit.id, amount)).code, amount).toBe(code);
    expect(await balance(user)).toEqual({ available: "0", held: "0" });
    expect((await approveDeposit(deposit.id, "0.000001")).result.deposit.creditedAmount).toBe("0.000001");
  });

  it("replays money requests sent again with the same Idempotency-Key instead of doing them twice", async () => {
    const user = await fundedUser("300");
    const body = await depositBody(user);
    const headers = { "idempotency-key": `deposit-${user.user.id}` };
    const [first, again] = [await report(user, body, { headers }), await report(user, body, { headers })];
    expect(again.result.deposit.id).toBe(first.result.deposit.id);
    const approveKey = { "idempotency-key": `approve-${first.result.deposit.id}` };
    const [approved, approvedAgain] = [await approveDeposit(first.result.deposit.id, "150", finance.token, approveKey), await approveDeposit(first.result.deposit.id, "150", finance.token, approveKey)];
    expect(approvedAgain).toMatchObject({ code: 200, result: { auditId: approved.result.auditId } });
    const withdrawKey = { "idempotency-key": `withdraw-${user.user.id}` };
    const [taken, takenAgain] = [await withdraw(user, { amount: "20" }, { headers: withdrawKey }), await withdraw(user, { amount: "20" }, { headers: withdrawKey })];
    expect(takenAgain.result.withdrawal.id).toBe(taken.result.withdrawal.id);
    expect(await rowCount("withdrawals", user.user.id)).toBe(1);
    expect(await balance(user)).toEqual({ available: "429.8", held: "20.2" });
  });

  it("lists queues oldest first, decided items newest first, with filters and search", async () => {
    const user = await verifiedUser();
    const ids: string[] = [];
    for (const amount of ["130", "140", "160"]) ids.push((await report(user, await depositBody(user, { amount }))).result.deposit.id);
    const list = async (query: string) => (await adminCall<{ items: AdminDeposit[]; total: number }>(t.app, "GET", `/payments/deposits?userId=${user.user.id}&${query}`, undefined, { token: finance.token })).result;
    expect((await list("size=2")).items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect((await list("size=2&page=2")).items.map((item) => item.id)).toEqual(ids.slice(2));
    await approveDeposit(ids[0] ?? "", "130");
    await approveDeposit(ids[2] ?? "", "160");
    expect((await list("status=credited")).items.map((item) => item.id)).toEqual([ids[2], ids[0]]);
    const shown = await adminCall<AdminDeposit>(t.app, "GET", `/payments/deposits/${ids[1]}`, undefined, { token: finance.token });
    expect((await list(`q=${shown.result.txHash.slice(0, 12)}`)).items.map((item) => item.id)).toEqual([ids[1]]);
    expect((await list("q=%25")).total).toBe(0);
    expect((await list("coin=BTC")).total).toBe(0);
    const mine = async (query: string) => (await call<{ items: Deposit[]; total: number }>(t.app, "GET", `/user/listRecharge?${query}`, undefined, { token: user.token })).result;
    expect((await mine("")).items.map((item) => item.id)).toEqual([...ids].reverse());
    expect((await mine("status=pending")).items.map((item) => item.id)).toEqual([ids[1]]);
    expect((await mine("from=2026-11-23T00:00:00Z&to=2026-11-23T00:00:01Z")).total).toBe(0);
    expect((await call(t.app, "GET", "/user/listRecharge?from=2026-11-24T00:00:00Z&to=2026-11-23T00:00:00Z", undefined, { token: user.token })).code).toBe(10124);
    expect((await call(t.app, "GET", "/user/listWithdrwal?status=lost", undefined, { token: user.token })).code).toBe(10100);
  });

  it("keeps receiving addresses to real ones: checked per network, audited, disabling closes deposits", async () => {
    const user = await verifiedUser();
    const set = (body: Record<string, unknown>) => adminCall<{ auditId: string; address: { placeholder: boolean; enabled: boolean } }>(t.app, "POST", "/payments/addresses", { coin: "USDT", network: "ERC20", address: ethereumAddress, enabled: true, reason: "new wallet", ...body }, { token: finance.token });
    expect((await set({ address: tronAddress })).code).toBe(10164);
    expect((await set({ network: "BTC" })).code).toBe(10100);
    expect((await set({ enabled: false })).result.address).toMatchObject({ placeholder: false, enabled: false });
    expect((await report(user, await depositBody(user, { network: "ERC20", txHash: `0x${hash()}` }))).code).toBe(10166);
    const addresses = await call<{ items: ReceivingAddress[] }>(t.app, "GET", "/user/depositAddresses", undefined, { token: user.token });
    expect(addresses.result.items.map((item) => `${item.coin}/${item.network}`)).not.toContain("USDT/ERC20");
    expect((await set({ enabled: true })).code).toBe(200);
    expect((await report(user, await depositBody(user, { network: "ERC20", txHash: `0x${hash()}` }))).code).toBe(200);
    const audit = await t.db.selectFrom("audit_log").select(["action", "reason"]).where("target", "=", "receiving_address:USDT/ERC20").execute();
    expect(audit).toEqual([
      { action: "payments.address.set", reason: "new wallet" },
      { action: "payments.address.set", reason: "new wallet" },
    ]);
    const listed = await adminCall<{ items: { coin: string; network: string; placeholder: boolean }[] }>(t.app, "GET", "/payments/addresses", undefined, { token: finance.token });
    expect(listed.result.items.find((item) => item.network === "BTC")).toMatchObject({ placeholder: true });
  });
});
