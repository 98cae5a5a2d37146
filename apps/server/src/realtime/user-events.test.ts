// Order events on `/ws` for signed-in connections: contract orders placed and cancelled over
// HTTP reach the sockets signed in as their owner and no other; bad tokens are refused with 401
// on a socket that stays open; a re-auth or a failed one replaces the identity. A session that
// ends (logout, password change or reset, expiry) signs its sockets out at once with a 401 frame.
// A moved trailing stop reaches its owner's sockets only.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orderId } from "@tradewind/domain/ids";
import { serverMessageSchema, type ServerMessage } from "@tradewind/api/realtime";
import { catalogues } from "@tradewind/i18n/catalogues";
import { call, databaseUnavailable, expectLedgerSound, type LiveMarketApp, liveMarketApp, openSocket, outboxCode, registerUser, type SocketClient, stepUpSession, type TestDatabase, testDatabase } from "../testing/harness.ts";
import { orderEventSubject, trailMovedSubject } from "../trading/events.ts";

const isType = (type: ServerMessage["type"]) => (frame: unknown) => serverMessageSchema.parse(frame).type === type;
const sessionExpired = { type: "error", code: 401, message: catalogues.en.errors["401"] };

describe.skipIf(databaseUnavailable)("order events on /ws", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    await live.tick(1_000);
  });
  afterEach(() => expectLedgerSound(database.db));
  afterAll(async () => {
    await live.close();
    await database.drop();
  });

  const connect = () => openSocket(`${live.socketUrl}/ws`);
  const signIn = async (client: SocketClient, token: string) => {
    client.send({ op: "auth", token });
    expect(await client.next()).toEqual({ type: "authenticated" });
  };
  const buy = async (token: string, body: object = {}) => {
    const placed = await call<{ id: string }>(live.app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10, ...body }, { token });
    expect(placed.code).toBe(200);
    return placed.result.id;
  };
  /**
   * Asserts `client` got no order frame: the bus delivers in-process before the HTTP reply, so
   * any event for it was sent before the pong it answers now.
   */
  const expectNoOrderEvents = async (client: SocketClient) => {
    client.send({ op: "ping" });
    await client.next(isType("pong"));
    expect(client.received.filter(isType("order"))).toEqual([]);
  };

  it("tells every socket of the owner about each state change of its order, and nobody else", async () => {
    const owner = await registerUser(live.app);
    const other = await registerUser(live.app);
    const [phone, laptop, stranger, anonymous] = await Promise.all([connect(), connect(), connect(), connect()]);
    await signIn(phone, owner.token);
    await signIn(laptop, owner.token);
    await signIn(stranger, other.token);

    const filled = await buy(owner.token);
    const resting = await buy(owner.token, { orderType: "limit", limitPrice: "1000" });
    const cancelled = await call<{ status: string }>(live.app, "POST", "/order/stopU", { id: resting }, { token: owner.token });
    expect(cancelled.result.status).toBe("cancelled");

    const expected = [
      { type: "order", kind: "contract", id: filled, status: "open", book: "demo" },
      { type: "order", kind: "contract", id: resting, status: "waiting", book: "demo" },
      { type: "order", kind: "contract", id: resting, status: "cancelled", book: "demo" },
    ];
    for (const client of [phone, laptop]) {
      for (const event of expected) expect(await client.next()).toEqual(event);
    }
    for (const client of [stranger, anonymous]) await expectNoOrderEvents(client);
    for (const client of [phone, laptop, stranger, anonymous]) client.socket.close();
  });

  it("sends a moved trailing stop only to its owner's sockets, as the trailingStop frame", async () => {
    const owner = await registerUser(live.app);
    const other = await registerUser(live.app);
    const [phone, stranger] = await Promise.all([connect(), connect()]);
    await signIn(phone, owner.token);
    await signIn(stranger, other.token);
    live.market.bus.publish(trailMovedSubject, { userId: owner.user.id, id: orderId("41"), watermark: "91000.5", level: "90090.5", ts: 1_700_000_000_000 });
    const frame = await phone.next(isType("trailingStop"));
    expect(frame).toEqual({ type: "trailingStop", id: "41", watermark: "91000.5", level: "90090.5", ts: 1_700_000_000_000 });
    stranger.send({ op: "ping" });
    await stranger.next(isType("pong"));
    expect(stranger.received.filter(isType("trailingStop"))).toEqual([]);
    for (const client of [phone, stranger]) client.socket.close();
  });

  it("answers a bad token with 401, keeps the socket open and drops the identity it had", async () => {
    const { token } = await registerUser(live.app);
    const client = await connect();
    client.send({ op: "auth", token: "not-a-session" });
    expect(await client.next()).toEqual(sessionExpired);
    client.send({ op: "ping" });
    expect(await client.next()).toEqual({ type: "pong" });

    await signIn(client, token);
    client.send({ op: "auth", token: `${token}x` });
    expect(await client.next()).toEqual(sessionExpired);
    await buy(token);
    await expectNoOrderEvents(client);
    client.socket.close();
  });

  it("refuses a logged-out token, and a re-auth as another user switches whose orders arrive", async () => {
    const first = await registerUser(live.app);
    const second = await registerUser(live.app);
    const client = await connect();
    await signIn(client, first.token);
    await signIn(client, second.token);
    await buy(first.token);
    await expectNoOrderEvents(client);
    const id = await buy(second.token);
    expect(await client.next(isType("order"))).toEqual({ type: "order", kind: "contract", id, status: "open", book: "demo" });

    const loggedOut = await call(live.app, "POST", "/login/logout", undefined, { token: second.token });
    expect(loggedOut.code).toBe(200);
    client.send({ op: "auth", token: second.token });
    expect(await client.next()).toEqual(sessionExpired);
    client.socket.close();
  });
  /** A second session of the same user, as another device would open. */
  const loginAgain = async (user: { username: string; password: string }) => {
    const login = await call<{ token: string }>(live.app, "POST", "/login/login", { account: user.username, password: user.password });
    expect(login.code).toBe(200);
    return login.result.token;
  };

  it("signs out, at once, every socket of a session that logs out, and only those", async () => {
    const user = await registerUser(live.app);
    const otherToken = await loginAgain(user);
    const [phone, alsoPhone, laptop] = await Promise.all([connect(), connect(), connect()]);
    await signIn(phone, user.token);
    await signIn(alsoPhone, user.token);
    await signIn(laptop, otherToken);

    expect((await call(live.app, "POST", "/login/logout", undefined, { token: user.token })).code).toBe(200);
    for (const client of [phone, alsoPhone]) expect(await client.next()).toEqual(sessionExpired);
    const id = await buy(otherToken);
    expect(await laptop.next(isType("order"))).toMatchObject({ type: "order", id });
    for (const client of [phone, alsoPhone]) await expectNoOrderEvents(client);
    for (const client of [phone, alsoPhone, laptop]) client.socket.close();
  });

  it("signs out the user's other sessions on a password change, keeping the one that made it", async () => {
    const user = await registerUser(live.app);
    const otherToken = await loginAgain(user);
    const [here, elsewhere] = await Promise.all([connect(), connect()]);
    await signIn(here, user.token);
    await signIn(elsewhere, otherToken);

    await stepUpSession({ db: database.db, clock: live.clock }, user.token);
    const changed = await call(live.app, "POST", "/user/repassword", { mode: "change", oldPassword: user.password, password: "password2", confirmPassword: "password2" }, { token: user.token });
    expect(changed.code).toBe(200);
    expect(await elsewhere.next()).toEqual(sessionExpired);
    const id = await buy(user.token);
    expect(await here.next(isType("order"))).toMatchObject({ type: "order", id });
    await expectNoOrderEvents(elsewhere);
    for (const client of [here, elsewhere]) client.socket.close();
  });

  it("signs out every session on a password reset", async () => {
    const user = await registerUser(live.app);
    const client = await connect();
    await signIn(client, user.token);
    const contact = { method: "email", email: user.email };
    expect((await call(live.app, "POST", "/login/sendCode", { purpose: "reset", contact })).code).toBe(200);
    const code = await outboxCode(live.app, user.email);
    const reset = await call(live.app, "POST", "/user/repassword", { mode: "reset", contact, code, password: "password3", confirmPassword: "password3" });
    expect(reset.code).toBe(200);
    expect(await client.next()).toEqual(sessionExpired);
    client.socket.close();
  });

  it("signs out a socket whose session expired instead of delivering to it, in the socket's language", async () => {
    const user = await registerUser(live.app);
    const client = await openSocket(`${live.socketUrl}/ws?lang=ko`);
    await signIn(client, user.token);
    const sessionTtlMs = 168 * 3_600_000;
    live.clock.advance(sessionTtlMs);
    live.market.bus.publish(orderEventSubject, { userId: user.user.id, kind: "contract", id: orderId("1"), status: "open", book: "demo" });
    expect(await client.next()).toEqual({ type: "error", code: 401, message: catalogues.ko.errors["401"] });
    live.market.bus.publish(orderEventSubject, { userId: user.user.id, kind: "contract", id: orderId("2"), status: "open", book: "demo" });
    await expectNoOrderEvents(client);
    client.socket.close();
  });
});
