// A NUL (PostgreSQL refuses it in text: this answered 500), another C0 control character or a
// lone surrogate in any string a client sends, in the query, the path or the body, at any depth,
// is refused with 10100 naming the field, before the endpoint's own checks and before SQL: for
// visitors, users and operators alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSafeText, isSingleLineText, unsafeTextPath } from "@tradewind/api/text";
import { firstAdmin } from "../admin/testing.ts";
import { databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { languageTexts } from "../testing/language-texts.ts";

interface Case {
  name: string;
  who: "visitor" | "user" | "operator";
  method: "GET" | "POST";
  /** The URL with `{bad}` where the bad text goes, URL-encoded when it stands in the query or path. */
  url: string;
  /** A JSON body with `{bad}` in one string, written as JSON text so lone surrogates survive. */
  body?: string;
  field: string;
}

const cases: Case[] = [
  { name: "FAQ search", who: "visitor", method: "GET", url: "/swx/customer/index/searchFaq?q=a{bad}b", field: "q" },
  { name: "username check", who: "visitor", method: "GET", url: "/swx/customer/login/checkUserNameOrPhone?kind=username&value=a{bad}b", field: "value" },
  { name: "content by slug", who: "visitor", method: "GET", url: "/swx/customer/index/getContentsBySlug/a{bad}b", field: "slug" },
  { name: "parameter by key", who: "visitor", method: "GET", url: "/swx/customer/index/getParamByKey/down{bad}url", field: "key" },
  { name: "login", who: "visitor", method: "POST", url: "/swx/customer/login/login", body: '{"account":"a{bad}b","password":"password1"}', field: "account" },
  {
    name: "send code (nested)",
    who: "visitor",
    method: "POST",
    url: "/swx/customer/login/sendCode",
    body: '{"purpose":"register","contact":{"method":"email","email":"a{bad}b@example.com"}}',
    field: "contact.email",
  },
  { name: "operator sign-in", who: "visitor", method: "POST", url: "/swx/admin/auth/signIn", body: '{"username":"a{bad}b","password":"x","code":"123456"}', field: "username" },
  { name: "support message", who: "user", method: "POST", url: "/swx/customer/support/send", body: '{"clientMessageId":"m-1","text":"hello{bad}"}', field: "text" },
  { name: "statement filter", who: "user", method: "GET", url: "/swx/customer/user/listStatement?currency=US{bad}DT", field: "currency" },
  { name: "user search", who: "operator", method: "GET", url: "/swx/admin/users?q=a{bad}b", field: "q" },
  { name: "content search", who: "operator", method: "GET", url: "/swx/admin/contents?q=a{bad}b", field: "q" },
  {
    name: "charity",
    who: "operator",
    method: "POST",
    url: "/swx/admin/charities",
    body: '{"names":{"en":"Good{bad}Cause"},"descriptions":{"en":""},"website":null,"payoutAddress":"addr","payoutBank":null,"reason":"new charity"}',
    field: "names.en",
  },
  { name: "freeze reason", who: "operator", method: "POST", url: "/swx/admin/users/1/freeze", body: '{"reason":"spam{bad}bot"}', field: "reason" },
];

/** How each bad character is written: in a URL (encoded) and inside JSON text (escaped). */
const badTexts = [
  { name: "NUL", url: "%00", json: "\\u0000" },
  { name: "a C0 control (0x01)", url: "%01", json: "\\u0001" },
  { name: "escape (0x1B)", url: "%1B", json: "\\u001b" },
  { name: "a lone high surrogate", url: undefined, json: "\\ud800" },
  { name: "a lone low surrogate", url: undefined, json: "\\udc00" },
];

describe("the text rule", () => {
  it("passes ordinary text, line breaks, tabs and paired surrogates, and refuses NUL, other controls and lone surrogates", () => {
    for (const text of ["", "plain", "two\nlines\r\n\tindented", "emoji 😀", "العربية", "中文"]) expect(isSafeText(text)).toBe(true);
    for (const text of ["\u0000", "a\u0000", "\u0007", "\u001f", "\ud83d", "x\ude00y", "\ude00\ud83d"]) expect(isSafeText(text)).toBe(false);
  });

  it("keeps one-line fields to one line", () => {
    expect(isSingleLineText("Children First")).toBe(true);
    for (const text of ["two\nlines", "a\rb", "a\tb", "a\u0000b"]) expect(isSingleLineText(text)).toBe(false);
  });

  it("names the path of the offending string, keys included, and copes with deep nesting", () => {
    expect(unsafeTextPath({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toEqual(["a", 1, "c"]);
    // The first in the order the request wrote them.
    expect(unsafeTextPath({ first: "\u0000", second: ["\u0001"] })).toEqual(["first"]);
    expect(unsafeTextPath(["ok", "\u0000", "\u0001"])).toEqual([1]);
    expect(unsafeTextPath({ a: { "bad\u0000key": 1 } })).toEqual(["a"]);
    expect(unsafeTextPath({ a: ["ok", 1, null, true] })).toBeUndefined();
    let deep: unknown = "\u0000";
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(unsafeTextPath(deep)).toHaveLength(100_000);
  });
});

describe.skipIf(databaseUnavailable)("unsafe text in requests", () => {
  let t: TestApp;
  const tokens: Record<Case["who"], string | undefined> = { visitor: undefined, user: undefined, operator: undefined };
  beforeAll(async () => {
    t = await testApp();
    tokens.user = (await registerUser(t.app)).token;
    tokens.operator = (await firstAdmin(t)).token;
  });
  afterAll(() => t.close());

  const table = cases.flatMap((each) =>
    badTexts.filter((bad) => (each.body ? true : bad.url !== undefined)).map((bad) => [`${each.who}: ${each.name} with ${bad.name}`, each, bad] as const),
  );

  it.each(table)("%s answers 10100 naming the field", async (_name, each, bad) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    const token = tokens[each.who];
    if (token) headers.authorization = token;
    const response = await t.app.inject({
      method: each.method,
      url: each.url.replace("{bad}", bad.url ?? ""),
      headers,
      ...(each.body ? { payload: each.body.replace("{bad}", bad.json) } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 10100, result: { field: each.field } });
  });

  it("keeps one-line fields to one line, and lets multi-line ones hold line breaks", async () => {
    const charity = (fields: object) =>
      t.app.inject({
        method: "POST",
        url: "/swx/admin/charities",
        headers: { authorization: tokens.operator ?? "" },
        payload: { names: languageTexts("Good Cause"), descriptions: languageTexts(""), website: null, payoutAddress: "addr", payoutBank: null, reason: "new charity", ...fields },
      });
    expect((await charity({ names: languageTexts("Good Cause", { ja: "良い\n目的" }) })).json()).toMatchObject({ code: 10100, result: { field: "names.ja" } });
    expect((await charity({ payoutAddress: "addr\tess" })).json()).toMatchObject({ code: 10100, result: { field: "payoutAddress" } });
    expect((await charity({ descriptions: languageTexts("Schools\r\nand clinics\tfor all") })).json()).toMatchObject({ code: 200 });
  });

  it("still accepts the same requests without the bad character (the cases reach their endpoints)", async () => {
    const faq = await t.app.inject({ method: "GET", url: "/swx/customer/index/searchFaq?q=ab" });
    expect(faq.json()).toMatchObject({ code: 200 });
    const search = await t.app.inject({ method: "GET", url: "/swx/admin/users?q=ab", headers: { authorization: tokens.operator ?? "" } });
    expect(search.json()).toMatchObject({ code: 200 });
  });
});
