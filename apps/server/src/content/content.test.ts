// Content through HTTP, customer side and back office (issue 16): the language fallback and its
// mark, SPEC's 1 / 2 path of listContents, bodies sanitised on write and on read (script,
// onerror, javascript: links), unpublished items never served, the FAQ search (case-insensitive,
// Unicode, English fallback), notices' read marks for a signed-in user, pushing a notice to every
// user exactly once (one INSERT … SELECT, the count recorded), the role matrix, and
// getParamByKey serving public parameters only.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminContent, AdminContentRow } from "@tradewind/api/admin/content";
import type { ContentItem, ContentSummary, FaqHit, Notice } from "@tradewind/api/content";
import { errorCodes } from "@tradewind/api/errors";
import { adminCall, signInOperator, type OperatorSession } from "../admin/testing.ts";
import { serverMessageSchema } from "@tradewind/api/realtime";
import { call, databaseUnavailable, liveMarketApp, notificationsOf, openSocket, registerUser, testApp, testDatabase, type LiveMarketApp, type TestApp, type TestDatabase } from "../testing/harness.ts";
import { sanitizeBody } from "./sanitize.ts";
import { seedContents } from "./seed/index.ts";
import { seedContent } from "./service.ts";

type Translations = Partial<Record<string, { title: string; body: string }>>;

describe.skipIf(databaseUnavailable)("content", () => {
  let t: TestApp;
  let editor: OperatorSession;
  let support: OperatorSession;
  let serial = 0;

  beforeAll(async () => {
    t = await testApp();
    [editor, support] = [await signInOperator(t, ["content"]), await signInOperator(t, ["support"])];
  }, 60_000);
  afterAll(() => t.close());

  const slug = (stem: string) => `${stem}-${String((serial += 1))}-${Date.now().toString(36)}`;
  const create = (fields: { type: number; slug: string; category?: string | null; sortOrder?: number; translations: Translations }, token = editor.token) =>
    adminCall<{ auditId: string; content: AdminContent }>(t.app, "POST", "/contents", { reason: "new page for the help centre", ...fields }, { token });
  const publish = (id: string, token = editor.token) => adminCall<{ content: AdminContent }>(t.app, "POST", `/contents/${id}/publish`, { reason: "ready to publish" }, { token });
  const unpublish = (id: string) => adminCall<{ content: AdminContent }>(t.app, "POST", `/contents/${id}/unpublish`, { reason: "withdrawn for edits" }, { token: editor.token });
  const push = (id: string, token = editor.token) => adminCall<{ content: AdminContent; recipients: number }>(t.app, "POST", `/contents/${id}/push`, { reason: "tell every user" }, { token });

  async function published(fields: Parameters<typeof create>[0]): Promise<AdminContent> {
    const created = await create(fields);
    expect(created.code, created.message).toBe(200);
    const done = await publish(created.result.content.id);
    expect(done.code, done.message).toBe(200);
    return done.result.content;
  }

  const en = (title: string, body = `<p>${title} body</p>`) => ({ en: { title, body } });

  it("shows the asked language, else English marked fallback; listContents keeps SPEC's 1 = Chinese, 2 = others", async () => {
    const item = await published({
      type: 2,
      slug: slug("policy"),
      translations: { ...en("Privacy policy"), de: { title: "Datenschutz", body: "<p>Daten</p>" }, zh: { title: "隐私政策", body: "<p>数据</p>" } },
    });
    const find = (items: ContentSummary[]) => items.find((entry) => entry.id === item.id);

    const german = await call<{ items: ContentSummary[] }>(t.app, "GET", "/index/listContents/2?lang=de");
    expect(find(german.result.items)).toMatchObject({ title: "Datenschutz", language: "de", fallback: false, type: 2, category: null });
    const french = await call<{ items: ContentSummary[] }>(t.app, "GET", "/index/listContents/2?lang=fr");
    expect(find(french.result.items)).toMatchObject({ title: "Privacy policy", language: "en", fallback: true });
    // Path 1 is Chinese whatever the request's language; hk without a translation falls back to English.
    const chinese = await call<{ items: ContentSummary[] }>(t.app, "GET", "/index/listContents/1", undefined, { lang: "de" });
    expect(find(chinese.result.items)).toMatchObject({ title: "隐私政策", language: "zh", fallback: false });
    const traditional = await call<{ items: ContentSummary[] }>(t.app, "GET", "/index/listContents/1?lang=hk");
    expect(find(traditional.result.items)).toMatchObject({ title: "Privacy policy", fallback: true });
    // Path 2 without ?lang= follows the request's language; a Chinese one shows English.
    expect(find((await call<{ items: ContentSummary[] }>(t.app, "GET", "/index/listContents/2", undefined, { lang: "de" })).result.items)?.title).toBe("Datenschutz");
    expect(find((await call<{ items: ContentSummary[] }>(t.app, "GET", "/index/listContents/2", undefined, { lang: "zh" })).result.items)).toMatchObject({ language: "en", fallback: false });
    expect((await call(t.app, "GET", "/index/listContents/3")).code).toBe(errorCodes.invalidRequest);
    expect((await call(t.app, "GET", "/index/listContents/2?lang=xx")).code).toBe(errorCodes.invalidRequest);

    const byId = await call<ContentItem>(t.app, "GET", `/index/getContentsById/${item.id}?lang=ar`);
    expect(byId.result).toMatchObject({ title: "Privacy policy", body: "<p>Privacy policy body</p>", fallback: true, language: "en" });
    const bySlug = await call<ContentItem>(t.app, "GET", `/index/getContentsBySlug/${item.slug}`, undefined, { lang: "de" });
    expect(bySlug.result).toMatchObject({ id: item.id, title: "Datenschutz", body: "<p>Daten</p>", fallback: false });
  });

  it("filters by ?kind= and leaves notices and FAQ out of the default list", async () => {
    const faq = await published({ type: 5, slug: slug("faq"), category: "fees", translations: en("What does a trade cost?") });
    const ids = (reply: { result: { items: ContentSummary[] } }) => reply.result.items.map((entry) => entry.id);
    expect(ids(await call(t.app, "GET", "/index/listContents/2"))).not.toContain(faq.id);
    const faqs = await call<{ items: ContentSummary[] }>(t.app, "GET", "/index/listContents/2?kind=5");
    expect(faqs.result.items.find((entry) => entry.id === faq.id)).toMatchObject({ category: "fees", type: 5 });
    expect(faqs.result.items.every((entry) => entry.type === 5)).toBe(true);
  });

  it("sanitises bodies on write and again on read", async () => {
    const hostile =
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror="alert(1)"> <a href="javascript:alert(1)">bad</a> <a href="https://example.com/x" onmouseover="y()">ok</a> <a href="/help/faq">faq</a> <a href="//evil.example">pr</a></p><style>p{}</style><iframe src="https://evil.example"></iframe><h2 style="color:red">T</h2>';
    const created = await create({ type: 3, slug: slug("statement"), translations: en("Statement", hostile) });
    expect(created.code, created.message).toBe(200);
    const stored = created.result.content.translations.en?.body ?? "";
    for (const bad of ["script", "onerror", "onclick", "onmouseover", "javascript:", "<img", "iframe", "style", "//evil"]) expect(stored).not.toContain(bad);
    expect(stored).toContain('<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">ok</a>');
    expect(stored).toContain('<a href="/help/faq" rel="noopener noreferrer">faq</a>');
    expect(stored).toContain("<h2>T</h2>");

    // A body written around the service (an old row, a manual fix) is cleaned when served.
    await publish(created.result.content.id);
    await sql`update content_translations set body = ${'<p>x</p><script>alert(2)</script><a href="javascript:alert(3)">y</a>'} where content_id = ${created.result.content.id}`.execute(t.db);
    const served = await call<ContentItem>(t.app, "GET", `/index/getContentsById/${created.result.content.id}`);
    expect(served.result.body).toBe("<p>x</p><a>y</a>");
    expect(sanitizeBody('<a href="data:text/html,x">d</a>')).toBe("<a>d</a>");

    // Tags only is no text: a title without a body is half a translation.
    expect((await create({ type: 3, slug: slug("empty"), translations: en("Title", "<script>x</script><p> </p>") })).code).toBe(errorCodes.contentTranslationIncomplete);
    expect((await create({ type: 3, slug: slug("untitled"), translations: { en: { title: " ", body: "<p>text</p>" } } })).code).toBe(errorCodes.contentTranslationIncomplete);
    expect((await create({ type: 3, slug: slug("toolong"), translations: en("x".repeat(201)) })).code).toBe(errorCodes.valueTooLong);
    expect((await create({ type: 3, slug: "Not A Slug", translations: en("x") })).code).toBe(errorCodes.invalidRequest);
    expect((await create({ type: 5, slug: slug("faq-nocat"), translations: en("x") })).code).toBe(errorCodes.invalidRequest);
    expect((await create({ type: 2, slug: slug("cat"), category: "fees", translations: en("x") })).code).toBe(errorCodes.invalidRequest);
    const taken = await create({ type: 3, slug: created.result.content.slug, translations: en("again") });
    expect(taken.code).toBe(errorCodes.contentSlugTaken);
  });

  it("never serves an unpublished item; publishing needs English; only drafts are deleted", async () => {
    const draft = await create({ type: 1, slug: slug("about"), translations: { de: { title: "Über uns", body: "<p>Wir</p>" } } });
    const id = draft.result.content.id;
    expect((await call(t.app, "GET", `/index/getContentsById/${id}`)).code).toBe(errorCodes.contentNotFound);
    expect((await call(t.app, "GET", `/index/getContentsBySlug/${draft.result.content.slug}`)).code).toBe(errorCodes.contentNotFound);
    expect((await call<{ items: ContentSummary[] }>(t.app, "GET", "/index/listContents/2?lang=de")).result.items.map((entry) => entry.id)).not.toContain(id);
    expect((await publish(id)).code).toBe(errorCodes.contentTranslationIncomplete);

    const updated = await adminCall<{ content: AdminContent }>(
      t.app,
      "POST",
      `/contents/${id}`,
      { type: 1, slug: draft.result.content.slug, sortOrder: 3, translations: { ...en("About us"), de: { title: "Über uns", body: "<p>Wir</p>" } }, reason: "add the English text" },
      { token: editor.token },
    );
    expect(updated.result.content.completeLanguages).toEqual(["en", "de"]);
    expect((await publish(id)).code).toBe(200);
    expect((await call<ContentItem>(t.app, "GET", `/index/getContentsById/${id}?lang=de`)).result.title).toBe("Über uns");
    // A published item keeps its English.
    const dropEnglish = await adminCall(t.app, "POST", `/contents/${id}`, { type: 1, slug: draft.result.content.slug, translations: { de: { title: "Über uns", body: "<p>Wir</p>" } }, reason: "drop english" }, { token: editor.token });
    expect(dropEnglish.code).toBe(errorCodes.contentTranslationIncomplete);
    const deletePublished = await adminCall(t.app, "POST", `/contents/${id}/delete`, { reason: "remove it now" }, { token: editor.token });
    expect(deletePublished.code).toBe(errorCodes.contentStateWrong);

    expect((await unpublish(id)).code).toBe(200);
    expect((await call(t.app, "GET", `/index/getContentsById/${id}`)).code).toBe(errorCodes.contentNotFound);
    expect((await adminCall(t.app, "POST", `/contents/${id}/delete`, { reason: "remove it now" }, { token: editor.token })).code).toBe(200);
    expect((await adminCall(t.app, "GET", `/contents/${id}`, undefined, { token: editor.token })).code).toBe(errorCodes.notFound);
    const audit = await sql<{ action: string }>`select action from audit_log where target = ${`content:${id}`} and outcome = 'done' order by id`.execute(t.db);
    expect(audit.rows.map((row) => row.action)).toEqual(["content.create", "content.update", "content.publish", "content.unpublish", "content.delete"]);
  });

  it("searches the FAQ case-insensitively in the asked language, with English standing in", async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const german = await published({
      type: 5,
      slug: slug("faq-fees"),
      category: "fees",
      translations: { ...en(`Fees ${marker}`), de: { title: `GEBÜHREN ${marker}`, body: "<p>Die Gebühr beträgt <strong>0,1 %</strong> pro Auftrag.</p>" } },
    });
    const englishOnly = await published({ type: 5, slug: slug("faq-kyc"), category: "account", translations: en("Identity check", `<p>Verification ${marker} takes a day.</p>`) });
    const draft = await create({ type: 5, slug: slug("faq-draft"), category: "account", translations: en(`Draft ${marker}`) });
    expect(draft.code).toBe(200);

    const search = (q: string, lang: string) => call<{ items: FaqHit[] }>(t.app, "GET", `/index/searchFaq?q=${encodeURIComponent(q)}&lang=${lang}`);
    const hits = (await search(marker.toUpperCase(), "de")).result.items;
    expect(hits.map((hit) => hit.id)).toEqual([german.id, englishOnly.id]);
    expect(hits[0]).toMatchObject({ title: `GEBÜHREN ${marker}`, fallback: false });
    expect(hits[1]).toMatchObject({ title: "Identity check", fallback: true, language: "en" });
    expect(hits[1]?.excerpt).toContain(`Verification ${marker} takes a day.`);
    // Unicode case folding on the body text, tags not matched.
    expect((await search("gebühr beträgt", "de")).result.items.map((hit) => hit.id)).toContain(german.id);
    expect((await search("strong", "de")).result.items.map((hit) => hit.id)).not.toContain(german.id);
    // The German text is not searched in English.
    expect((await search("gebühr beträgt", "en")).result.items.map((hit) => hit.id)).not.toContain(german.id);
    // LIKE wildcards are literal.
    expect((await search("%", "de")).result.items.map((hit) => hit.id)).not.toContain(englishOnly.id);
    expect((await search("", "de")).code).toBe(errorCodes.invalidRequest);
    expect((await search("x".repeat(101), "de")).code).toBe(errorCodes.valueTooLong);

    const listed = await call<{ items: ContentItem[] }>(t.app, "GET", "/index/listFaq?lang=de&category=fees");
    expect(listed.result.items.find((entry) => entry.id === german.id)?.body).toContain("0,1 %");
    expect(listed.result.items.every((entry) => entry.category === "fees")).toBe(true);
  });

  it("marks notices read for a signed-in user; visitors get null", async () => {
    const user = await registerUser(t.app);
    const first = await published({ type: 4, slug: slug("notice"), translations: en("Maintenance tonight") });
    t.clock.advance(60_000);
    const second = await published({ type: 4, slug: slug("notice"), translations: { ...en("New listing"), ja: { title: "新規上場", body: "<p>新しい銘柄</p>" } } });
    const list = (token?: string) => call<{ items: Notice[]; unreadCount: number | null; total: number }>(t.app, "GET", "/index/listNotices?size=50&lang=ja", undefined, token ? { token } : {});

    const visitor = await list();
    expect(visitor.result.unreadCount).toBeNull();
    expect(visitor.result.items.every((notice) => notice.unread === null)).toBe(true);
    const ids = visitor.result.items.map((notice) => notice.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(visitor.result.items.find((notice) => notice.id === second.id)).toMatchObject({ title: "新規上場", fallback: false });

    const before = await list(user.token);
    expect(before.result.items.find((notice) => notice.id === first.id)?.unread).toBe(true);
    const read = await call<{ unreadCount: number }>(t.app, "POST", "/user/readNotice", { id: first.id }, { token: user.token });
    expect(read.result.unreadCount).toBe((before.result.unreadCount ?? 0) - 1);
    expect((await call<{ unreadCount: number }>(t.app, "POST", "/user/readNotice", { id: first.id }, { token: user.token })).result.unreadCount).toBe(read.result.unreadCount);
    const after = await list(user.token);
    expect(after.result.items.find((notice) => notice.id === first.id)?.unread).toBe(false);
    expect(after.result.items.find((notice) => notice.id === second.id)?.unread).toBe(true);

    expect((await call(t.app, "POST", "/user/readNotice", { id: first.id })).code).toBe(errorCodes.sessionExpired);
    const policy = await published({ type: 2, slug: slug("not-a-notice"), translations: en("Terms") });
    expect((await call(t.app, "POST", "/user/readNotice", { id: policy.id }, { token: user.token })).code).toBe(errorCodes.contentNotFound);
    expect((await call(t.app, "POST", "/user/readNotice", { id: "99999999" }, { token: user.token })).code).toBe(errorCodes.contentNotFound);
    expect((await call(t.app, "GET", "/index/listNotices?size=51")).code).toBe(errorCodes.invalidRequest);
  });

  it("pushes a published notice to every user once, with a title per language", async () => {
    const [alice, bob] = [await registerUser(t.app), await registerUser(t.app)];
    const draft = await create({ type: 4, slug: slug("notice"), translations: { ...en("Holiday hours"), de: { title: "Feiertagszeiten", body: "<p>Geschlossen</p>" }, ar: { title: "ساعات العطلة", body: "<p>مغلق</p>" } } });
    const id = draft.result.content.id;
    expect((await push(id)).code).toBe(errorCodes.contentStateWrong);
    await publish(id);
    expect((await push(id, support.token)).code).toBe(errorCodes.operatorForbidden);

    const users = Number((await sql<{ count: string }>`select count(*) as count from users`.execute(t.db)).rows[0]?.count);
    const pushed = await push(id);
    expect(pushed.code, pushed.message).toBe(200);
    expect(pushed.result.recipients).toBe(users);
    expect(pushed.result.content).toMatchObject({ pushedCount: users, pushedAt: expect.any(String) });

    for (const user of [alice, bob]) {
      const notices = (await notificationsOf(t.app, user.token)).filter((notification) => notification.reference === `notice:${id}`);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ kind: "notice", params: { title_en: "Holiday hours", title_de: "Feiertagszeiten", title_ar: "ساعات العطلة" } });
    }
    // Once: a second push (or a racing one) is refused and writes nothing.
    const again = await Promise.all([push(id), push(id)]);
    expect(again.map((reply) => reply.code)).toEqual([errorCodes.noticeAlreadyPushed, errorCodes.noticeAlreadyPushed]);
    const total = await sql<{ count: string }>`select count(*) as count from notifications where reference = ${`notice:${id}`}`.execute(t.db);
    expect(Number(total.rows[0]?.count)).toBe(users);

    const policy = await published({ type: 2, slug: slug("policy"), translations: en("Not a notice") });
    expect((await push(policy.id)).code).toBe(errorCodes.contentStateWrong);
  });

  it("refuses operators without the content role and lists with type tabs and completeness", async () => {
    const marker = `Avertissement-${Date.now().toString(36)}`;
    const item = await create({ type: 3, slug: slug("footer"), translations: { ...en("Risk warning"), fr: { title: marker, body: "<p>Risque</p>" } } });
    for (const [method, path, body] of [
      ["GET", "/contents", undefined],
      ["GET", `/contents/${item.result.content.id}`, undefined],
      ["POST", "/contents", { type: 3, slug: slug("x"), translations: en("x"), reason: "by support" }],
      ["POST", `/contents/${item.result.content.id}/publish`, { reason: "by support" }],
      ["POST", `/contents/${item.result.content.id}/delete`, { reason: "by support" }],
    ] as const) {
      expect((await adminCall(t.app, method, path, body, { token: support.token })).code).toBe(errorCodes.operatorForbidden);
    }
    expect((await adminCall(t.app, "GET", "/contents")).code).toBe(errorCodes.sessionExpired);
    const user = await registerUser(t.app);
    expect((await adminCall(t.app, "GET", "/contents", undefined, { token: user.token })).code).not.toBe(200);

    const admin = await signInOperator(t, ["admin"]);
    const listed = await adminCall<{ items: AdminContentRow[]; total: number }>(t.app, "GET", `/contents?type=3&size=100&q=${encodeURIComponent(marker.toUpperCase())}`, undefined, { token: admin.token });
    expect(listed.code).toBe(200);
    expect(listed.result.items.map((row) => row.id)).toEqual([item.result.content.id]);
    expect(listed.result.items[0]).toMatchObject({ completeLanguages: ["en", "fr"], published: false, title: "Risk warning" });
  });

  it("serves public parameters only: a private key answers 10018", async () => {
    const download = await call<{ paramValue: string }>(t.app, "GET", "/index/getParamByKey/down_url");
    expect(download).toMatchObject({ code: 200, result: { paramValue: "" } });
    expect((await call(t.app, "GET", "/index/getParamByKey/adjustment_dual_control_usdt")).code).toBe(errorCodes.systemParamMissing);
    expect((await call(t.app, "GET", "/index/getParamByKey/no_such_key")).code).toBe(errorCodes.systemParamMissing);
  });

  it("seeds idempotently: a second run inserts nothing and a deleted seed item stays deleted", async () => {
    const seededCount = Number((await sql<{ count: string }>`select count(*) as count from content_seeded`.execute(t.db)).rows[0]?.count);
    expect(seededCount).toBe(seedContents.length);
    expect(await seedContent({ db: t.db, clock: t.clock })).toBe(0);
    const first = seedContents[0];
    if (first === undefined) return;
    const row = (await sql<{ id: string }>`select id from contents where slug = ${first.slug}`.execute(t.db)).rows[0];
    expect(row).toBeDefined();
    expect((await call<ContentItem>(t.app, "GET", `/index/getContentsBySlug/${first.slug}?lang=ar`)).result.fallback).toBe(false);
    const id = row?.id ?? "";
    expect((await unpublish(id)).code).toBe(200);
    expect((await adminCall(t.app, "POST", `/contents/${id}/delete`, { reason: "remove the seeded page" }, { token: editor.token })).code).toBe(200);
    expect(await seedContent({ db: t.db, clock: t.clock })).toBe(0);
    expect((await call(t.app, "GET", `/index/getContentsBySlug/${first.slug}`)).code).toBe(errorCodes.contentNotFound);
  });
});

describe.skipIf(databaseUnavailable)("a pushed notice on /ws", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
  }, 60_000);
  afterAll(async () => {
    await live.close();
    await database.drop();
  });

  it("tells every signed-in user's sockets once, with one bus message, and no anonymous socket", async () => {
    const t = { app: live.app, db: database.db, clock: live.clock };
    const editor = await signInOperator(t, ["content"]);
    const users = [await registerUser(live.app), await registerUser(live.app)];
    const sockets = await Promise.all(
      [...users.map((user) => user.token), null].map(async (token) => {
        const client = await openSocket(`${live.socketUrl}/ws`);
        if (token !== null) {
          client.send({ op: "auth", token });
          expect(await client.next()).toEqual({ type: "authenticated" });
        }
        return client;
      }),
    );
    let broadcasts = 0;
    const unsubscribe = live.market.bus.subscribe({ name: "notifications.broadcast" }, () => (broadcasts += 1));
    const created = await adminCall<{ content: AdminContent }>(live.app, "POST", "/contents", { type: 4, slug: `live-${Date.now().toString(36)}`, translations: { en: { title: "Live", body: "<p>now</p>" } }, reason: "live notice" }, { token: editor.token });
    const id = created.result.content.id;
    await adminCall(live.app, "POST", `/contents/${id}/publish`, { reason: "publish it" }, { token: editor.token });
    const pushed = await adminCall<{ recipients: number }>(live.app, "POST", `/contents/${id}/push`, { reason: "tell everyone" }, { token: editor.token });
    expect(pushed.result.recipients).toBe(2);
    const isNotification = (frame: unknown) => serverMessageSchema.parse(frame).type === "notification";
    for (const client of sockets.slice(0, 2)) expect(await client.next(isNotification)).toEqual({ type: "notification" });
    const anonymous = sockets[2];
    anonymous?.send({ op: "ping" });
    await anonymous?.next((frame) => serverMessageSchema.parse(frame).type === "pong");
    expect(anonymous?.received.filter(isNotification)).toEqual([]);
    expect(broadcasts).toBe(1);
    unsubscribe();
    for (const client of sockets) client.socket.close();
  });
});
