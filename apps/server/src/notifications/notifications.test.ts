// Notifications through HTTP: written by notify() in a transaction (and only if it commits),
// listed newest first and paged with the unread count, filtered to the unread, marked read one
// at a time or all at once; nobody lists, counts or marks another user's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification } from "@tradewind/api/notifications";
import type { UserId } from "@tradewind/domain/ids";
import { call, databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { notify, type NewNotification } from "./service.ts";

interface ListResult {
  items: Notification[];
  total: number;
  page: number;
  size: number;
  unread: number;
}

describe.skipIf(databaseUnavailable)("notifications", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const write = (...notifications: NewNotification[]) =>
    t.db.transaction().execute(async (tx) => {
      for (const notification of notifications) await notify(tx, notification);
    });
  const list = (token: string, query = "") => call<ListResult>(t.app, "GET", `/user/listNotifications${query}`, undefined, { token });
  const unread = async (token: string) => (await call<{ unread: number }>(t.app, "GET", "/user/unreadNotificationCount", undefined, { token })).result.unread;
  const mark = (token: string, body: unknown) => call<{ unread: number }>(t.app, "POST", "/user/markNotificationsRead", body, { token });

  /** A user with `kyc_verified`, then `deposit_credited`, then `contract_closed`, in that order. */
  const userWithThree = async () => {
    const user = await registerUser(t.app);
    const id: UserId = user.user.id;
    await write(
      { userId: id, kind: "kyc_verified" },
      { userId: id, kind: "deposit_credited", book: "real", params: { coin: "USDT", amount: "125.5" }, reference: "deposit:7" },
      { userId: id, kind: "contract_closed", book: "demo", params: { code: "BTCUSDT", reason: "take_profit", profit: "-3.2" }, reference: "contract:42" },
    );
    return user;
  };

  it("starts empty", async () => {
    const { token } = await registerUser(t.app);
    expect((await list(token)).result).toEqual({ items: [], total: 0, page: 1, size: 20, unread: 0 });
    expect(await unread(token)).toBe(0);
  });

  it("lists the user's own newest first with their book, parameters and reference, paged, with the unread count", async () => {
    const { token } = await userWithThree();
    await userWithThree();
    const all = await list(token);
    expect(all.code).toBe(200);
    expect(all.result.total).toBe(3);
    expect(all.result.unread).toBe(3);
    expect(all.result.items.map((item) => item.kind)).toEqual(["contract_closed", "deposit_credited", "kyc_verified"]);
    expect(all.result.items[1]).toEqual({
      id: expect.stringMatching(/^\d+$/) as string,
      kind: "deposit_credited",
      book: "real",
      params: { coin: "USDT", amount: "125.5" },
      reference: "deposit:7",
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
    expect(all.result.items[2]).toMatchObject({ kind: "kyc_verified", book: null, params: {}, reference: null });

    const second = await list(token, "?page=2&size=2");
    expect(second.result).toMatchObject({ total: 3, page: 2, size: 2, unread: 3 });
    expect(second.result.items.map((item) => item.kind)).toEqual(["kyc_verified"]);
    expect((await list(token, "?page=3&size=2")).result.items).toEqual([]);
  });

  it("marks one read (twice is the same), filters to the unread, and marks all read", async () => {
    const { token } = await userWithThree();
    const [newest, middle] = (await list(token)).result.items;
    if (!newest || !middle) throw new Error("expected three notifications");

    expect((await mark(token, { id: middle.id })).result).toEqual({ unread: 2 });
    expect((await mark(token, { id: middle.id })).result).toEqual({ unread: 2 });
    expect(await unread(token)).toBe(2);
    const onlyUnread = await list(token, "?unread=true");
    expect(onlyUnread.result).toMatchObject({ total: 2, unread: 2 });
    expect(onlyUnread.result.items.map((item) => item.id)).not.toContain(middle.id);
    expect((await list(token, "?unread=false")).result.items.map((item) => [item.id, item.read])).toEqual([
      [newest.id, false],
      [middle.id, true],
      [expect.any(String), false],
    ]);

    expect((await mark(token, { all: true })).result).toEqual({ unread: 0 });
    expect((await mark(token, { all: true })).result).toEqual({ unread: 0 });
    expect((await list(token, "?unread=true")).result).toMatchObject({ items: [], total: 0, unread: 0 });
    expect((await list(token)).result.items.every((item) => item.read)).toBe(true);
  });

  it("answers 10118 for another user's notification or one that does not exist, and leaves the other's unread", async () => {
    const mine = await userWithThree();
    const theirs = await userWithThree();
    const [their] = (await list(theirs.token)).result.items;
    if (!their) throw new Error("expected a notification");

    expect((await mark(mine.token, { id: their.id })).code).toBe(10118);
    expect((await mark(mine.token, { id: "999999999" })).code).toBe(10118);
    expect((await mark(mine.token, { all: true })).result).toEqual({ unread: 0 });
    expect(await unread(theirs.token)).toBe(3);
    expect((await list(theirs.token)).result.items[0]).toMatchObject({ id: their.id, read: false });
  });

  it("writes nothing when the transaction that notified rolls back", async () => {
    const { token, user } = await registerUser(t.app);
    const rollback = new Error("the event failed");
    await expect(
      t.db.transaction().execute(async (tx) => {
        await notify(tx, { userId: user.id, kind: "withdrawal_paid", book: "real", params: { coin: "USDT", amount: "1", txRef: "0xabc" } });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await unread(token)).toBe(0);
  });

  it("refuses a request without a session, and malformed queries and bodies", async () => {
    const { token } = await registerUser(t.app);
    expect((await call(t.app, "GET", "/user/listNotifications")).code).toBe(401);
    expect((await call(t.app, "GET", "/user/unreadNotificationCount")).code).toBe(401);
    expect((await call(t.app, "POST", "/user/markNotificationsRead", { all: true })).code).toBe(401);
    for (const query of ["?unread=yes", "?size=101", "?page=0"]) expect((await list(token, query)).code, query).toBe(10100);
    expect((await list(token, "?other=1")).code).toBe(10121);
    for (const body of [{}, { all: false }, { id: "1", all: true }, { ids: ["1"] }, { id: 7 }]) expect((await mark(token, body)).code, JSON.stringify(body)).toBe(10100);
    for (const id of ["0", "abc", "99999999999999999999"]) expect((await mark(token, { id })).code, String(id)).toBe(10118);
  });
});
