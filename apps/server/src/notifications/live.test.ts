// Notifications on `/ws`: announcing reaches every signed-in socket of that user and no other
// (nor an anonymous one), marking read through HTTP tells the user's other tabs, and with
// NATS_URL set an announcement on one process reaches the user's socket on another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverMessageSchema, type ServerMessage } from "@tradewind/api/realtime";
import { call, databaseUnavailable, liveMarketApp, openSocket, registerUser, testDatabase, useNatsPair, type LiveMarketApp, type SocketClient, type TestDatabase } from "../testing/harness.ts";
import { announceNotifications, notify } from "./service.ts";

const isType = (type: ServerMessage["type"]) => (frame: unknown) => serverMessageSchema.parse(frame).type === type;

async function signedIn(live: LiveMarketApp, token: string | null): Promise<SocketClient> {
  const client = await openSocket(`${live.socketUrl}/ws`);
  if (token === null) return client;
  client.send({ op: "auth", token });
  expect(await client.next()).toEqual({ type: "authenticated" });
  return client;
}

/** Asserts `client` got no notification frame: in-process delivery happens before the pong that answers this ping. */
async function expectNoNotification(client: SocketClient) {
  client.send({ op: "ping" });
  await client.next(isType("pong"));
  expect(client.received.filter(isType("notification"))).toEqual([]);
}

describe.skipIf(databaseUnavailable)("notifications on /ws", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
  });
  afterAll(async () => {
    await live.close();
    await database.drop();
  });

  it("tells every signed-in socket of the user, and no other user's or anonymous socket", async () => {
    const owner = await registerUser(live.app);
    const other = await registerUser(live.app);
    const [phone, laptop, stranger, anonymous] = await Promise.all([signedIn(live, owner.token), signedIn(live, owner.token), signedIn(live, other.token), signedIn(live, null)]);

    await database.db.transaction().execute((tx) => notify(tx, { userId: owner.user.id, kind: "kyc_verified" }));
    // One frame per user however often the user is named.
    announceNotifications(live.market.bus, [owner.user.id, owner.user.id]);
    for (const client of [phone, laptop]) expect(await client.next(isType("notification"))).toEqual({ type: "notification" });
    for (const client of [stranger, anonymous]) await expectNoNotification(client);

    // Marking read in one tab tells the others, so their badge follows.
    const [first] = (await call<{ items: { id: string }[] }>(live.app, "GET", "/user/listNotifications", undefined, { token: owner.token })).result.items;
    expect((await call(live.app, "POST", "/user/markNotificationsRead", { id: first?.id }, { token: owner.token })).result).toEqual({ unread: 0 });
    expect(await laptop.next(isType("notification"))).toEqual({ type: "notification" });
    // Marking all read when nothing is unread changes nothing, so nobody is told.
    expect((await call(live.app, "POST", "/user/markNotificationsRead", { all: true }, { token: owner.token })).result).toEqual({ unread: 0 });
    await expectNoNotification(stranger);
    phone.send({ op: "ping" });
    await phone.next(isType("pong"));
    expect(phone.received.filter(isType("notification"))).toHaveLength(2);
    for (const client of [phone, laptop, stranger, anonymous]) client.socket.close();
  });
});

const natsUrl = process.env.NATS_URL;
if (!natsUrl) console.warn("notifications: NATS_URL is not set, so the cross-process test is skipped");

describe.skipIf(!natsUrl || databaseUnavailable)("notifications across processes over NATS", () => {
  const pair = useNatsPair(natsUrl ?? "");

  it("delivers an announcement made on the engine process to the user's socket on the api process only", async () => {
    const { engine, api } = pair();
    const owner = await registerUser(engine.app);
    const other = await registerUser(engine.app);
    const [mine, theirs] = await Promise.all([signedIn(api, owner.token), signedIn(api, other.token)]);
    announceNotifications(engine.market.bus, [owner.user.id]);
    // NATS keeps the publish order of one connection: the other user's first frame is its own.
    announceNotifications(engine.market.bus, [other.user.id]);
    expect(await mine.next()).toEqual({ type: "notification" });
    expect(await theirs.next()).toEqual({ type: "notification" });
    mine.socket.close();
    theirs.socket.close();
  });
});
