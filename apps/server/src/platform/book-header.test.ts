// SPEC's `virtually` header selects the book: exactly YES the real one, NO or no header the demo
// one. `virtually: yes` used to select the demo book without a word; every value other than
// SPEC's two is now refused with 10242, before anything is read or written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";

describe.skipIf(databaseUnavailable)("the virtually header", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await testApp();
    token = (await registerUser(t.app)).token;
  });
  afterAll(() => t.close());

  const userInfo = async (virtually: string | undefined) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/swx/customer/user/getUserInfo",
      payload: {},
      headers: { authorization: token, ...(virtually === undefined ? {} : { virtually }) },
    });
    return { status: response.statusCode, ...response.json<{ code: number; result: { book?: string } | null; message: string }>() };
  };

  it.each([
    ["YES", "real"],
    ["NO", "demo"],
    [undefined, "demo"],
  ])("keeps SPEC's meaning: %j selects the %s book", async (virtually, book) => {
    const reply = await userInfo(virtually);
    expect(reply.code).toBe(200);
    expect(reply.result?.book).toBe(book);
  });

  it.each(["yes", "Yes", "no", "YES ", " NO", "true", "1", "real", "", "YES, YES", "NO, YES"])("refuses %j with 10242 instead of guessing a book", async (virtually) => {
    const reply = await userInfo(virtually);
    expect(reply).toMatchObject({ status: 400, code: 10242, result: null, message: "The virtually header must be YES or NO" });
  });

  it("refuses it on a visitor's call too, before any work", async () => {
    const response = await t.app.inject({ method: "GET", url: "/swx/customer/index/listFaq", headers: { virtually: "yes" } });
    expect(response.json()).toMatchObject({ code: 10242 });
  });
});
