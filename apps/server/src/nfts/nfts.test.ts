// Charity NFT auctions through HTTP, user side and back office: a content operator uploads the
// artwork and creates a charity and items; users bid (the bid is held, the outbid bidder's hold
// returns in the same transaction), race, bid too low, on upcoming and ended items, on their own
// winning bid, at the buy-now price, on the demo book; buy-now races a bid; the anti-sniping
// extension; settlement run twice and concurrently settles once; the donation per item, per
// charity and in total comes from the ledger; finance records payouts (never more than held) and
// transfer references; the `/ws` `nfts` channel carries the changes. The ledger check after every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminCharity, AdminCharityPayout, AdminNftItem } from "@tradewind/api/admin/nfts";
import type { Charity, CharityPayout, NftBid, NftCollectionItem, NftItem, NftMyBid } from "@tradewind/api/nfts";
import type { UploadedImage } from "@tradewind/api/uploads";
import type { FastifyInstance } from "fastify";
import { decimal, toPlain } from "@tradewind/domain/money";
import { sql } from "kysely";
import { adminCall, signInOperator, type AdminTestApp, type OperatorSession } from "../admin/testing.ts";
import * as ledger from "../ledger/service.ts";
import { call, creditReal, databaseUnavailable, expectLedgerSound, liveMarketApp, notificationsOf, openSocket, registerUser, testApp, testDatabase, type TestApp } from "../testing/harness.ts";
import { languageTexts } from "../testing/language-texts.ts";
import { multipartBody, pngImage } from "../uploads/testing.ts";
import { settleEndedAuctions } from "./service.ts";

type User = Awaited<ReturnType<typeof registerUser>>;
const minute = 60_000;

/** Back-office helpers over one app: artwork, a charity, items. */
function office(app: FastifyInstance, content: () => OperatorSession) {
  const uploadArtwork = async (token = content().token) => {
    const { payload, contentType } = multipartBody([{ name: "file", filename: "art.png", type: "image/png", data: await pngImage(24, 24) }]);
    const response = await app.inject({ method: "POST", url: "/swx/admin/nfts/images", headers: { authorization: token, "content-type": contentType }, payload });
    const parsed = response.json() as { code: number; result: UploadedImage; message: string };
    if (parsed.code !== 200 && token === content().token) throw new Error(`artwork upload failed: ${parsed.code} ${parsed.message}`);
    return parsed;
  };
  const createCharity = async (fields: Record<string, unknown> = {}) =>
    adminCall<{ charity: AdminCharity }>(app, "POST", "/charities", { names: languageTexts("Children First", { ja: "子ども第一", ar: "الأطفال أولاً" }), descriptions: languageTexts("Schools and clinics", { ar: "مدارس وعيادات" }), website: "https://children.example", payoutAddress: "0xabc", payoutBank: null, reason: "new partner charity", ...fields }, { token: content().token });
  const descriptions = languageTexts("A kite over the sea", { de: "Ein Drachen über dem Meer" });
  const itemBody = async (charityId: string, now: Date, fields: Record<string, unknown> = {}) => ({
    name: "Kite #1",
    chain: "Ethereum",
    creator: "Ana",
    contractAddress: "0x1234567890abcdef",
    tokenId: "1",
    imageId: (await uploadArtwork()).result.id,
    descriptions,
    startPrice: "100",
    buyNowPrice: "1000",
    minIncrement: "10",
    startsAt: new Date(now.getTime() + minute).toISOString(),
    endsAt: new Date(now.getTime() + 60 * minute).toISOString(),
    charityId,
    reason: "autumn charity auction",
    ...fields,
  });
  const createItem = async (body: object) => adminCall<{ item: AdminNftItem }>(app, "POST", "/nfts", body, { token: content().token });
  return { uploadArtwork, createCharity, itemBody, createItem };
}

describe.skipIf(databaseUnavailable)("charity NFTs", () => {
  let t: TestApp;
  let content: OperatorSession;
  let finance: OperatorSession;
  let charityId: string;
  let back: ReturnType<typeof office>;

  beforeAll(async () => {
    t = await testApp({ env: { SESSION_TTL_HOURS: "100000", OPERATOR_SESSION_TTL_HOURS: "100000", } });
    [content, finance] = [await signInOperator(t, ["content"]), await signInOperator(t, ["finance"])];
    back = office(t.app, () => content);
    const created = await back.createCharity();
    expect(created.code).toBe(200);
    charityId = created.result.charity.id;
  }, 60_000);
  afterEach(() => expectLedgerSound(t.db));
  afterAll(() => t.close());

  const available = (user: User) => ledger.balanceOf(t.db, { ownerId: user.user.id, book: "real", currency: "USDT", kind: "available" }).then(toPlain);
  const held = (user: User) => ledger.balanceOf(t.db, { ownerId: user.user.id, book: "real", currency: "USDT", kind: "held" }).then(toPlain);
  const credit = (user: User, amount: string) => creditReal(t.db, user.user.id, amount);
  const funded = async (amount = "5000") => {
    const user = await registerUser(t.app);
    await credit(user, amount);
    return user;
  };
  const bid = (user: User, id: string, amount: string, book: "real" | "demo" = "real") => call<{ item: NftItem; notice: number }>(t.app, "POST", "/user/bidNft", { id, amount }, { token: user.token, book });
  const buy = (user: User, id: string) => call<{ item: NftItem; notice: number }>(t.app, "POST", "/user/buyNft", { id }, { token: user.token, book: "real" });
  const detail = async (id: string, lang = "en") => (await call<{ item: NftItem; bids: NftBid[] }>(t.app, "GET", `/index/getNft/${id}`, undefined, { lang })).result;
  /** A live item (created, then the clock moved past its start). */
  const liveItem = async (fields: Record<string, unknown> = {}) => {
    const created = await back.createItem(await back.itemBody(charityId, t.clock.now(), fields));
    expect(created.code).toBe(200);
    t.clock.advance(minute);
    return created.result.item;
  };
  const settle = () => settleEndedAuctions({ db: t.db, clock: t.clock, uploadsDir: `${t.dataDir}/uploads` });

  it("bids hold funds, an outbid releases them in the same transaction, settlement pays the charity once; donations from the ledger; payouts", async () => {
    const [a, b] = [await funded(), await funded()];
    const item = await liveItem();
    expect(item).toMatchObject({ status: "upcoming", currency: "USDT", startPrice: "100", buyNowPrice: "1000", minIncrement: "10", bidCount: 0, currentBid: null, snipeWindowSeconds: 60, extendSeconds: 120, donated: "0" });
    expect((await detail(item.id)).item).toMatchObject({ status: "live", minNextBid: "100" });

    // The artwork is public once the item shows it.
    const image = await t.app.inject({ method: "GET", url: item.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");

    const first = await bid(a, item.id, "100");
    expect(first).toMatchObject({ code: 200, result: { notice: 20006, item: { currentBid: "100", bidCount: 1, minNextBid: "110", status: "live", youLead: true } } });
    const seenBy = async (user: User | undefined) => (await call<{ item: NftItem }>(t.app, "GET", `/index/getNft/${item.id}`, undefined, user ? { token: user.token } : {})).result.item.youLead;
    expect([await seenBy(a), await seenBy(b), await seenBy(undefined)]).toEqual([true, false, false]);
    expect([await available(a), await held(a)]).toEqual(["4900", "100"]);

    // B outbids: A's hold returns at once, A is told.
    expect((await bid(b, item.id, "150")).result.item).toMatchObject({ currentBid: "150", bidCount: 2, minNextBid: "160" });
    expect([await available(a), await held(a)]).toEqual(["5000", "0"]);
    expect([await available(b), await held(b)]).toEqual(["4850", "150"]);
    expect((await notificationsOf(t.app, a.token))[0]).toMatchObject({ kind: "nft_outbid", params: { item: "Kite #1", amount: "100", coin: "USDT" }, reference: `nft:${item.id}` });
    const shown = await detail(item.id, "de");
    expect(shown.item.description).toBe("Ein Drachen über dem Meer");
    expect(shown.bids.map((each) => each.amount)).toEqual(["150", "100"]);
    expect(shown.item.leader).toMatch(/\*\*\*/);
    expect((await detail(item.id, "ja")).item).toMatchObject({ description: "A kite over the sea", descriptionFallback: true });
    const aBids = await call<{ items: NftMyBid[] }>(t.app, "GET", `/user/listNftBids?itemId=${item.id}`, undefined, { token: a.token });
    expect(aBids.result.items).toEqual([expect.objectContaining({ amount: "100", state: "outbid" })]);

    // The statement shows the hold and the release.
    const statement = await call<{ items: { kind: string; amount: string }[] }>(t.app, "GET", "/user/listStatement?account=held", undefined, { token: a.token, book: "real" });
    expect(statement.result.items.map((line) => [line.kind, line.amount])).toEqual([
      ["nft_bid_release", "-100"],
      ["nft_bid_hold", "100"],
    ]);

    // Ends; the job settles it once, however often it runs (also twice at once).
    t.clock.advance(60 * minute);
    expect((await detail(item.id)).item).toMatchObject({ status: "sold", settled: false });
    expect(await bid(a, item.id, "200")).toMatchObject({ code: 10020 });
    const runs = await Promise.all([settle(), settle()]);
    expect(runs.flat()).toEqual([item.id]);
    expect(await settle()).toEqual([]);
    expect([await available(b), await held(b)]).toEqual(["4850", "0"]);
    const sold = (await detail(item.id)).item;
    expect(sold).toMatchObject({ status: "sold", settled: true, soldPrice: "150", soldVia: "auction", donated: "150" });
    expect((await notificationsOf(t.app, b.token))[0]).toMatchObject({ kind: "nft_won", params: { amount: "150" } });

    // B's collection, then finance records the transfer.
    const collectionOf = async () => (await call<{ items: NftCollectionItem[] }>(t.app, "GET", "/user/listNft", undefined, { token: b.token })).result.items;
    expect(await collectionOf()).toEqual([expect.objectContaining({ price: "150", via: "auction", transferReference: null })]);
    const transfer = await adminCall<{ item: AdminNftItem }>(t.app, "POST", `/nfts/${item.id}/transfer`, { reference: "0xfeed", reason: "token sent to the winner" }, { token: finance.token });
    expect(transfer).toMatchObject({ code: 200, result: { item: { transferReference: "0xfeed" } } });
    expect((await collectionOf())[0]).toMatchObject({ transferReference: "0xfeed" });

    // Donations per charity and in total, from the ledger; a payout no larger than what is held.
    const charities = async () => (await call<{ items: { id: string; donated: string; paidOut: string; balance: string }[]; totalDonated: string; totalPaidOut: string }>(t.app, "GET", "/index/listCharities")).result;
    const before = await charities();
    const mine = before.items.find((each) => each.id === charityId);
    expect(mine).toMatchObject({ paidOut: "0" });
    const heldForCharity = mine?.balance ?? "0";
    const tooMuch = await adminCall(t.app, "POST", `/charities/${charityId}/payouts`, { amount: "1000000", reference: "0xbank", reason: "monthly payout" }, { token: finance.token });
    expect(tooMuch.code).toBe(10187);
    const paid = await adminCall<{ payout: AdminCharityPayout; charity: AdminCharity }>(t.app, "POST", `/charities/${charityId}/payouts`, { amount: "50", reference: "0xpaid", reason: "monthly payout" }, { token: finance.token });
    expect(paid).toMatchObject({ code: 200, result: { payout: { amount: "50", reference: "0xpaid" }, charity: { paidOut: "50" } } });
    const after = await charities();
    expect(after.items.find((each) => each.id === charityId)).toMatchObject({ paidOut: "50", balance: (Number(heldForCharity) - 50).toString() });
    expect(Number(after.totalPaidOut) - Number(before.totalPaidOut)).toBe(50);
    const payouts = await call<{ items: CharityPayout[] }>(t.app, "GET", `/index/listCharityPayouts?charityId=${charityId}`);
    expect(payouts.result.items[0]).toMatchObject({ amount: "50", reference: "0xpaid", charity: { id: charityId, name: "Children First" } });
    expect((await adminCall(t.app, "POST", `/charities/${charityId}/payouts`, { amount: "1", reference: "0x", reason: "monthly payout" }, { token: content.token })).code).toBe(10139);
  });

  it("refuses a bid below the minimum, on an upcoming or ended item, on one's own winning bid, at the buy-now price and on the demo book: nothing held", async () => {
    const [a, b] = [await funded(), await funded()];
    const upcoming = await back.createItem(await back.itemBody(charityId, t.clock.now(), { startsAt: new Date(t.clock.now().getTime() + 30 * minute).toISOString() }));
    expect(await bid(a, upcoming.result.item.id, "100")).toMatchObject({ code: 10020 });
    const item = await liveItem();
    expect(await bid(a, item.id, "99.99")).toMatchObject({ code: 10180, message: expect.stringContaining("100") });
    expect(await bid(a, item.id, "100.0000001")).toMatchObject({ code: 10165 });
    expect(await bid(a, item.id, "0")).toMatchObject({ code: 10165 });
    expect(await bid(a, item.id, "100", "demo")).toMatchObject({ code: 10160 });
    expect(await bid(a, item.id, "1000")).toMatchObject({ code: 10183 });
    expect(await bid(a, "999999", "100")).toMatchObject({ code: 10118 });
    expect((await bid(a, item.id, "100")).code).toBe(200);
    expect(await bid(a, item.id, "200")).toMatchObject({ code: 10181 });
    expect(await bid(b, item.id, "109.999999")).toMatchObject({ code: 10180, message: expect.stringContaining("110") });
    const poor = await funded("50");
    expect(await bid(poor, item.id, "110")).toMatchObject({ code: 10092 });
    expect([await available(poor), await held(poor)]).toEqual(["50", "0"]);
    expect([await available(b), await held(b)]).toEqual(["5000", "0"]);
    t.clock.advance(60 * minute);
    expect(await bid(b, item.id, "500")).toMatchObject({ code: 10020 });
    expect(await buy(b, item.id)).toMatchObject({ code: 10020 });
    await settle();
  });

  it("two racing bids: one wins, the loser answers 10180 and its funds stay free", async () => {
    const [a, b] = [await funded(), await funded()];
    const item = await liveItem();
    const answers = await Promise.all([bid(a, item.id, "120"), bid(b, item.id, "120")]);
    expect(answers.map((answer) => answer.code).sort((x, y) => x - y)).toEqual([200, 10180]);
    const [winner, loser] = answers[0]?.code === 200 ? [a, b] : [b, a];
    expect(await held(winner)).toBe("120");
    expect([await available(loser), await held(loser)]).toEqual(["5000", "0"]);
    expect((await detail(item.id)).item).toMatchObject({ bidCount: 1, currentBid: "120" });
    t.clock.advance(60 * minute);
    await settle();
  });

  it("crossed bids on two items (each bidder outbids the other at once) both go through, without a deadlock", async () => {
    const [a, b] = [await funded(), await funded()];
    const [first, second] = [await liveItem(), await liveItem()];
    expect((await bid(a, first.id, "100")).code).toBe(200);
    expect((await bid(b, second.id, "100")).code).toBe(200);
    const crossed = await Promise.all([bid(b, first.id, "200"), bid(a, second.id, "200")]);
    expect(crossed.map((answer) => answer.code)).toEqual([200, 200]);
    expect([await held(a), await held(b), await available(a), await available(b)]).toEqual(["200", "200", "4800", "4800"]);
    t.clock.advance(60 * minute);
    await settle();
  });

  it("buy now ends the auction at once, releases the leader's hold, pays the charity; racing a bid, one of them loses", async () => {
    const [a, b, c] = [await funded(), await funded(), await funded()];
    const item = await liveItem();
    expect((await bid(a, item.id, "200")).code).toBe(200);
    const [bought, late] = await Promise.all([buy(c, item.id), bid(b, item.id, "300")]);
    expect(bought).toMatchObject({ code: 200, result: { notice: 20007, item: { status: "sold", settled: true, soldVia: "buy_now", soldPrice: "1000", donated: "1000" } } });
    // The bid either came first (then was released by the buy-now) or found the item sold.
    expect([200, 10020]).toContain(late.code);
    expect([await available(a), await held(a)]).toEqual(["5000", "0"]);
    expect([await available(b), await held(b)]).toEqual(["5000", "0"]);
    expect([await available(c), await held(c)]).toEqual(["4000", "0"]);
    expect((await notificationsOf(t.app, c.token))[0]).toMatchObject({ kind: "nft_won", params: { amount: "1000" } });
    expect(await buy(b, item.id)).toMatchObject({ code: 10020 });
    expect(await settle()).not.toContain(item.id);
    const noBuyNow = await liveItem({ buyNowPrice: null });
    expect(await buy(c, noBuyNow.id)).toMatchObject({ code: 10182 });
    expect((await call(t.app, "GET", "/user/listNft", undefined, { token: c.token })).result).toMatchObject({ total: 1 });
    t.clock.advance(60 * minute);
    expect(await settle()).toContain(noBuyNow.id);
    expect((await detail(noBuyNow.id)).item).toMatchObject({ status: "ended_unsold", settled: true });
  });

  it("a bid in the last minute extends the end to bid time + nft_extend_seconds", async () => {
    const [a, b] = [await funded(), await funded()];
    const item = await liveItem();
    const end = new Date(item.endsAt).getTime();
    t.clock.advance(end - t.clock.now().getTime() - 61_000);
    expect((await bid(a, item.id, "100")).result.item).toMatchObject({ endsAt: item.endsAt, extensions: 0 });
    t.clock.advance(31_000);
    const extended = (await bid(b, item.id, "110")).result.item;
    expect(extended).toMatchObject({ extensions: 1, scheduledEndsAt: item.endsAt, endsAt: new Date(t.clock.now().getTime() + 120_000).toISOString() });
    // Past the original end the auction is still live.
    t.clock.advance(60_000);
    expect(await settle()).not.toContain(item.id);
    expect((await detail(item.id)).item.status).toBe("live");
    t.clock.advance(60_000);
    expect(await settle()).toContain(item.id);
    expect([await held(b), await held(a)]).toEqual(["0", "0"]);
  });

  it("a charity's website is an absolute http(s) address or nothing, on create and on change; the public list shows only those", async () => {
    for (const website of ["javascript:alert(1)", "JavaScript:alert(document.cookie)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox", "ftp://files.example", "//evil.example", "children.example", "/relative", "https://"]) {
      const created = await back.createCharity({ website });
      expect(created, website).toMatchObject({ code: 10241, result: { field: "website" } });
      const changed = await adminCall(t.app, "POST", `/charities/${charityId}`, { names: languageTexts("Children First"), descriptions: languageTexts(""), website, payoutAddress: "0xabc", payoutBank: null, reason: "new website" }, { token: content.token });
      expect(changed.code, website).toBe(10241);
    }
    for (const website of ["https://children.example/about?lang=en", "HTTP://children.example", " https://children.example "]) expect((await back.createCharity({ website })).code, website).toBe(200);
    // The database refuses one too, should any path skip the schema.
    await expect(sql`update charities set website = 'javascript:alert(1)' where id = ${charityId}`.execute(t.db)).rejects.toThrow(/charities_website_web/);
    const listed = await call<{ items: { website: string | null }[] }>(t.app, "GET", "/index/listCharities");
    expect(listed.result.items.map((charity) => charity.website).filter((website) => website !== null && !/^https?:\/\//i.test(website))).toEqual([]);
  });

  it("back office: items and charities are validated; a live item's prices, times and charity are fixed; roles", async () => {
    const now = t.clock.now();
    expect((await back.createItem(await back.itemBody(charityId, now, { buyNowPrice: "100" }))).code).toBe(10184);
    expect((await back.createItem(await back.itemBody(charityId, now, { endsAt: new Date(now.getTime() + minute).toISOString() }))).code).toBe(10184);
    expect((await back.createItem(await back.itemBody(charityId, now, { descriptions: { en: "", ja: "", ko: "", de: "", fr: "", it: "", es: "", ar: "", hk: "", zh: "" } }))).code).toBe(10184);
    expect((await back.createItem(await back.itemBody("999999", now))).code).toBe(10186);
    expect((await back.createCharity({ payoutAddress: null, payoutBank: null })).code).toBe(10186);
    expect((await back.createCharity({ names: languageTexts("") })).code).toBe(10100);
    const body = await back.itemBody(charityId, now);
    expect((await back.createItem(body)).code).toBe(200);
    // The same artwork cannot serve two items.
    expect((await back.createItem(body)).code).toBe(10155);
    // A user's upload is not artwork; finance may not upload artwork.
    expect((await back.uploadArtwork(finance.token)).code).toBe(10139);

    const item = await liveItem();
    const edit = async (fields: Record<string, unknown>) => adminCall<{ item: AdminNftItem }>(t.app, "POST", `/nfts/${item.id}`, { ...(await back.itemBody(charityId, now)), imageId: item.imageId, startsAt: item.startsAt, endsAt: item.scheduledEndsAt, ...fields }, { token: content.token });
    expect((await edit({ startPrice: "50" })).code).toBe(10185);
    expect((await edit({ endsAt: new Date(now.getTime() + 120 * minute).toISOString() })).code).toBe(10185);
    const renamed = await edit({ name: "Kite #1 (signed)" });
    expect(renamed).toMatchObject({ code: 200, result: { item: { name: "Kite #1 (signed)", startPrice: "100" } } });
    expect((await adminCall(t.app, "POST", `/nfts/${item.id}/transfer`, { reference: "0x1", reason: "too early for this" }, { token: finance.token })).code).toBe(10020);
    expect((await adminCall(t.app, "GET", `/nfts/${item.id}/bids`, undefined, { token: finance.token })).code).toBe(200);
    expect((await adminCall(t.app, "POST", "/charities", { names: languageTexts("X"), descriptions: languageTexts(""), website: null, payoutAddress: "0x", payoutBank: null, reason: "not my role" }, { token: finance.token })).code).toBe(10139);
    t.clock.advance(60 * minute);
    await settle();
  });
});

describe.skipIf(databaseUnavailable)("charity texts per language", () => {
  it("shows a Japanese and an Arabic reader the charity in their language, English flagged when missing; an edit stores every language, audited", async () => {
    const t = await testApp();
    try {
      const content = await signInOperator(t, ["content"]);
      const created = await office(t.app, () => content).createCharity();
      expect(created.code, created.message).toBe(200);
      const id = created.result.charity.id;
      const charityIn = async (lang: string) => (await call<{ items: Charity[] }>(t.app, "GET", "/index/listCharities", undefined, { lang })).result.items.find((each) => each.id === id);
      expect(await charityIn("ja")).toMatchObject({ name: "子ども第一", nameFallback: false, description: "Schools and clinics", descriptionFallback: true });
      expect(await charityIn("ar")).toMatchObject({ name: "الأطفال أولاً", nameFallback: false, description: "مدارس وعيادات", descriptionFallback: false });
      expect(await charityIn("ko")).toMatchObject({ name: "Children First", nameFallback: true });
      const names = { en: "Children First", ja: "子ども第一", ko: "어린이 우선", de: "Kinder zuerst", fr: "Les enfants d'abord", it: "Prima i bambini", es: "Primero los niños", ar: "الأطفال أولاً", hk: "兒童優先", zh: "儿童优先" };
      const body = { names, descriptions: languageTexts("Schools and clinics"), website: null, payoutAddress: "0xabc", payoutBank: null, reason: "every language" };
      const updated = await adminCall<{ auditId: string; charity: AdminCharity }>(t.app, "POST", `/charities/${id}`, body, { token: content.token });
      expect(updated.result.charity).toMatchObject({ name: "Children First", names });
      const audit = await sql<{ after: { names: Record<string, string> } }>`select after from audit_log where id = ${updated.result.auditId}`.execute(t.db);
      expect(audit.rows[0]?.after.names).toEqual(names);
      for (const [lang, name] of Object.entries(names)) expect((await charityIn(lang))?.name, lang).toBe(name);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(databaseUnavailable)("charity NFTs on /ws", () => {
  it("an nfts subscriber receives each bid as an nft frame", async () => {
    const database = await testDatabase();
    const live = await liveMarketApp({ database, config: { sessionTtlMs: 1e12, operatorSessionTtlMs: 1e12 } });
    try {
      const t: AdminTestApp = { app: live.app, db: database.db, clock: live.clock };
      const content = await signInOperator(t, ["content"]);
      const back = office(live.app, () => content);
      const charity = (await back.createCharity()).result.charity;
      const item = (await back.createItem(await back.itemBody(charity.id, live.clock.now()))).result.item;
      live.clock.advance(minute);
      const user = await registerUser(live.app);
      await database.db.transaction().execute((tx) =>
        ledger.post(tx, {
          kind: "adjustment",
          book: "real",
          actor: "test",
          postings: [
            { account: { ownerId: null, currency: "USDT", kind: "cash" }, amount: decimal("-500") },
            { account: { ownerId: user.user.id, currency: "USDT", kind: "available" }, amount: decimal("500") },
          ],
        }),
      );
      const client = await openSocket(`${live.socketUrl}/ws`);
      client.send({ op: "subscribe", channel: "nfts" });
      expect(await client.next((frame) => (frame as { type: string }).type === "nfts")).toEqual({ type: "nfts", subscribed: true });
      expect((await call(live.app, "POST", "/user/bidNft", { id: item.id, amount: "100" }, { token: user.token, book: "real" })).code).toBe(200);
      expect(await client.next((frame) => (frame as { type: string }).type === "nft")).toEqual({ type: "nft", id: item.id, status: "live", currentBid: "100", bidCount: 1, endsAt: item.endsAt });
      client.send({ op: "unsubscribe", channel: "nfts" });
      expect(await client.next((frame) => (frame as { type: string }).type === "nfts")).toEqual({ type: "nfts", subscribed: false });
      client.socket.close();
      await expectLedgerSound(database.db);
    } finally {
      await live.close();
      await database.drop();
    }
  }, 60_000);
});
