// Users in the back office through HTTP: search, profile, statement, orders and sessions for
// support, compliance and finance; freezing (compliance) refuses sign-in (10005) and trading
// (10008), ends every session and signs its live /ws sockets out; unfreezing restores sign-in.
// Every change leaves its audit row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUser } from "@tradewind/api/admin/users";
import { sessionsEndedSubject, type SessionsEnded } from "../../platform/session-events.ts";
import { catalogues } from "@tradewind/i18n/catalogues";
import { call, databaseUnavailable, expectLedgerSound, liveMarketApp, openSocket, registerUser, testDatabase, type LiveMarketApp, type TestDatabase } from "../../testing/harness.ts";
import { assertMayTrade } from "../../trading/eligibility.ts";
import { adminCall, signInOperator, type AdminTestApp, type OperatorSession } from "../testing.ts";

interface Page<Item> {
  items: Item[];
  total: number;
}

describe.skipIf(databaseUnavailable)("users in the back office", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  let t: AdminTestApp;
  let support: OperatorSession;
  let compliance: OperatorSession;
  const ended: SessionsEnded[] = [];

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    t = { app: live.app, db: database.db, clock: live.clock };
    live.market.bus.subscribe(sessionsEndedSubject, (event) => ended.push(event));
    support = await signInOperator(t, ["support"]);
    compliance = await signInOperator(t, ["compliance"]);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerSound(database.db);
    await live.close();
    await database.drop();
  });

  const get = <Result>(path: string, token = support.token) => adminCall<Result>(t.app, "GET", path, undefined, { token });

  it("finds users by id, username prefix, email, invite code and status, paged on the server", async () => {
    const alice = await registerUser(t.app, { username: "alice_search", email: "alice.search@example.com" });
    await registerUser(t.app, { username: "alice_other" });
    const byPrefix = await get<Page<AdminUser>>("/users?q=alice_&field=username");
    expect(byPrefix.result.total).toBe(2);
    const paged = await get<Page<AdminUser>>("/users?q=alice_&size=1&page=2");
    expect(paged.result).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(paged.result.items).toHaveLength(1);
    expect((await get<Page<AdminUser>>(`/users?q=${alice.user.id}&field=id`)).result.items.map((user) => user.username)).toEqual(["alice_search"]);
    expect((await get<Page<AdminUser>>("/users?q=alice.search@")).result.items.map((user) => user.id)).toEqual([alice.user.id]);
    expect((await get<Page<AdminUser>>(`/users?q=${alice.user.inviteCode.toLowerCase()}&field=inviteCode`)).result.total).toBe(1);
    // LIKE's wildcards are matched literally: "%" finds nobody.
    expect((await get<Page<AdminUser>>("/users?q=%25")).result.total).toBe(0);
    expect((await get<Page<AdminUser>>("/users?status=frozen")).result.total).toBe(0);
  });

  it("shows a profile with both books, the statement, orders and sessions; an unknown user is 10009", async () => {
    const bob = await registerUser(t.app);
    const profile = await get<{ user: AdminUser; balances: { demo: { available: string }[]; real: unknown[] }; openSessions: number; frozenReason: string | null }>(`/users/${bob.user.id}`);
    expect(profile.result).toMatchObject({ user: { id: bob.user.id, status: "active" }, openSessions: 1, frozenReason: null });
    expect(profile.result.balances.demo[0]?.available).toBe("100000");
    const statement = await get<Page<{ kind: string }>>(`/users/${bob.user.id}/statement?book=demo`);
    expect(statement.result.items.map((line) => line.kind)).toEqual(["demo_funding"]);
    for (const product of ["contract", "spot", "option"]) expect((await get<Page<unknown>>(`/users/${bob.user.id}/orders/${product}?book=demo&scope=history`)).result.total).toBe(0);
    const sessions = await get<Page<{ revokedAt: string | null }>>(`/users/${bob.user.id}/sessions`);
    expect(sessions.result.items).toEqual([expect.objectContaining({ revokedAt: null })]);
    expect((await get("/users/999999")).code).toBe(10009);
  });

  it("freezes: sign-in 10005, trading 10008, sessions and their sockets ended; unfreezing restores sign-in", async () => {
    const carol = await registerUser(t.app);
    const socket = await openSocket(`${live.socketUrl}/ws`);
    socket.send({ op: "auth", token: carol.token });
    expect(await socket.next()).toEqual({ type: "authenticated" });
    const freeze = await adminCall<{ auditId: string; user: AdminUser }>(t.app, "POST", `/users/${carol.user.id}/freeze`, { reason: "chargeback under review" }, { token: compliance.token });
    expect(freeze.result.user.status).toBe("frozen");
    expect(ended).toContainEqual({ userId: carol.user.id });
    expect(await socket.next()).toEqual({ type: "error", code: 401, message: catalogues.en.errors["401"] });
    socket.socket.close();
    expect((await call(t.app, "POST", "/user/getUserInfo", {}, { token: carol.token })).status).toBe(401);
    expect((await call(t.app, "POST", "/login/login", { account: carol.username, password: carol.password })).code).toBe(10005);
    await expect(assertMayTrade(database.db, carol.user.id, "real")).rejects.toMatchObject({ code: 10008 });
    const profile = await get<{ frozenReason: string | null; openSessions: number }>(`/users/${carol.user.id}`);
    expect(profile.result).toMatchObject({ frozenReason: "chargeback under review", openSessions: 0 });
    // Freezing twice is refused, and nothing more is written.
    expect((await adminCall(t.app, "POST", `/users/${carol.user.id}/freeze`, { reason: "again" }, { token: compliance.token })).code).toBe(10008);

    const unfreeze = await adminCall<{ user: AdminUser }>(t.app, "POST", `/users/${carol.user.id}/unfreeze`, { reason: "review cleared" }, { token: compliance.token });
    expect(unfreeze.result.user.status).toBe("active");
    expect((await call(t.app, "POST", "/login/login", { account: carol.username, password: carol.password })).code).toBe(200);
    await expect(assertMayTrade(database.db, carol.user.id, "real")).resolves.toBeUndefined();
    expect((await adminCall(t.app, "POST", `/users/${carol.user.id}/unfreeze`, { reason: "again" }, { token: compliance.token })).code).toBe(10008);

    const audit = await database.db.selectFrom("audit_log").select(["action", "before", "after", "reason", "operator_id"]).where("target", "=", `user:${carol.user.id}`).orderBy("id").execute();
    expect(audit).toEqual([
      { action: "user.freeze", before: { status: "active" }, after: { status: "frozen", sessionsEnded: 1 }, reason: "chargeback under review", operator_id: compliance.id },
      { action: "user.unfreeze", before: { status: "frozen" }, after: { status: "active", sessionsEnded: 0 }, reason: "review cleared", operator_id: compliance.id },
    ]);
  });

  it("leaves freezing to compliance", async () => {
    const dave = await registerUser(t.app);
    const refused = await adminCall(t.app, "POST", `/users/${dave.user.id}/freeze`, { reason: "support cannot" }, { token: support.token });
    expect(refused.code).toBe(10139);
  });
});
