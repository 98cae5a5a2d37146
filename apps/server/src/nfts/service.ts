// Use cases of charity NFT auctions on the user's side (issue 15; contract packages/api/src/nfts.ts):
// the public list, detail, artwork, charities and payouts; bidding, buy-now, the collection and
// the caller's bids; and the settlement of ended auctions (a due job).
//
// Every bid, buy-now and settlement runs in one transaction that first locks the item row, so
// on one item they are serialised: a racing bid re-checks against the bid that committed first
// (10180 with the new minimum) and rolls back with its funds untouched. Money moves only through
// the ledger, in the same transaction: a bid holds (available → held, `nft_bid_hold`) and
// releases the previous leader (held → available, `nft_bid_release`); buy-now pays available →
// the charity's platform account (`nft_purchase`); settlement pays the winner's hold → the charity
// (`nft_settlement`, idempotency key `nft_settlement:<id>`). Notifications are written in the
// transaction and announced after the commit, with the item's new state on the bus (`/ws` `nft`).
import type { Book } from "@tradewind/api/accounts";
import {
  nftCurrency,
  nftExtendParam,
  nftRecentBidsMax,
  nftSnipeWindowParam,
  type Charity,
  type CharityPayout,
  type NftBid,
  type NftCollectionItem,
  type NftItem,
  type NftMyBid,
  type NftStatus,
} from "@tradewind/api/nfts";
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import { decimal, fitsScale, toPlain } from "@tradewind/domain/money";
import { auctionStatus, checkBid, extendedEnd, maskName, minNextBid } from "@tradewind/domain/nfts";
import { textIn, type LanguageTexts } from "@tradewind/i18n/language-texts";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { usernamesOf } from "../accounts/back-office-service.ts";
import { lockUser } from "../accounts/users-service.ts";
import * as ledger from "../ledger/service.ts";
import { announceNotifications, notify } from "../notifications/service.ts";
import type { Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { getParam } from "../platform/params.ts";
import type { FileReply } from "../platform/request-context.ts";
import { uploadOfPurpose } from "../uploads/service.ts";
import { nftChangedSubject } from "./events.ts";
import * as repository from "./repository.ts";
import type { BidRow, CharityRow, ItemRow } from "./repository.ts";

export interface NftDeps {
  db: Db;
  clock: Clock;
  /** Carries the items' changes and the notifications to `/ws`; absent when no process serves it. */
  bus?: Bus | undefined;
  /** DATA_DIR/uploads: the artwork. */
  uploadsDir: string;
}

/** Entry kinds: the user-visible ones are statementKinds; `charity_payout` is platform-only. */
export const nftEntryKinds = { hold: "nft_bid_hold", release: "nft_bid_release", purchase: "nft_purchase", settlement: "nft_settlement", payout: "charity_payout" } as const;
/** The entry kinds that are donations into a charity's account. */
const donationKinds = [nftEntryKinds.purchase, nftEntryKinds.settlement];

/** The charity's platform ledger account: what its items raised, less what was paid out. */
export function charityAccount(charityId: string) {
  return { ownerId: null, currency: nftCurrency, kind: charityAccountKind(charityId) } as const;
}

export function charityAccountKind(charityId: string): string {
  return `charity_${charityId}`;
}

export function nftTarget(id: string): string {
  return `nft:${id}`;
}

export function charityTarget(id: string): string {
  return `charity:${id}`;
}

const plain = (value: string) => toPlain(decimal(value));
const plainOrNull = (value: string | null) => (value === null ? null : plain(value));
const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export interface AntiSniping {
  snipeWindowSeconds: number;
  extendSeconds: number;
}

async function wholeSeconds(db: Db, key: string): Promise<number> {
  const value = Number(await getParam(db, key));
  invariant(Number.isInteger(value) && value >= 0, `${key} is not a whole number: ${value}`);
  return value;
}

export async function antiSniping(db: Db): Promise<AntiSniping> {
  const [snipeWindowSeconds, extendSeconds] = await Promise.all([wholeSeconds(db, nftSnipeWindowParam), wholeSeconds(db, nftExtendParam)]);
  return { snipeWindowSeconds, extendSeconds };
}

export function statusOf(row: ItemRow, now: Date): NftStatus {
  return auctionStatus({ state: row.state, startsAt: row.starts_at, endsAt: row.ends_at, bidCount: row.bid_count }, now);
}

/** Donations per item reference (`nft:<id>`) from the ledger: postings of the sale entries into the charity accounts. */
export async function donationsByItem(db: Db, rows: readonly ItemRow[]): Promise<Map<string, string>> {
  const sold = rows.filter((row) => row.state === "sold");
  const sums = await ledger.platformPostingSums(db, {
    book: "real",
    currency: nftCurrency,
    accountKinds: [...new Set(sold.map((row) => charityAccountKind(row.charity_id)))],
    entryKinds: donationKinds,
    references: sold.map((row) => nftTarget(row.id)),
  });
  const byItem = new Map<string, string>();
  for (const sum of sums) if (sum.reference !== null) byItem.set(sum.reference, toPlain(decimal(byItem.get(sum.reference) ?? "0").plus(sum.amount)));
  return byItem;
}

/** What the wire needs beside the rows: charity names, leaders' names, donations, anti-sniping. */
export interface ItemContext {
  now: Date;
  language: LanguageCode;
  /** Each charity's names per language. */
  charities: Map<string, LanguageTexts>;
  usernames: Map<string, string>;
  donations: Map<string, string>;
  sniping: AntiSniping;
  /** The signed-in caller, when there is one. */
  viewerId: string | null;
}

export async function itemContext(db: Db, rows: readonly ItemRow[], now: Date, language: LanguageCode, viewerId: string | null = null): Promise<ItemContext> {
  const [charities, usernames, donations, sniping] = await Promise.all([
    repository.charityNames(db, rows.map((row) => row.charity_id)),
    usernamesOf(db, rows.flatMap((row) => [row.leader_id, row.buyer_id].filter((id): id is UserId => id !== null))),
    donationsByItem(db, rows),
    antiSniping(db),
  ]);
  return { now, language, charities, usernames, donations, sniping, viewerId };
}

export function imageUrlOf(imageId: string): string {
  return `/swx/customer/index/nftImage/${imageId}`;
}

export function toNftItem(row: ItemRow, context: ItemContext): NftItem {
  const status = statusOf(row, context.now);
  const description = textIn(row.descriptions, context.language);
  const prices = { startPrice: row.start_price, minIncrement: row.min_increment, buyNowPrice: row.buy_now_price };
  return {
    id: row.id,
    name: row.name,
    chain: row.chain,
    creator: row.creator,
    contractAddress: row.contract_address,
    tokenId: row.token_id,
    imageId: row.image_upload_id,
    imageUrl: imageUrlOf(row.image_upload_id),
    description: description.text,
    descriptionFallback: description.fallback,
    currency: nftCurrency,
    startPrice: plain(row.start_price),
    buyNowPrice: plainOrNull(row.buy_now_price),
    minIncrement: plain(row.min_increment),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    scheduledEndsAt: row.scheduled_ends_at.toISOString(),
    extensions: row.extensions,
    status,
    settled: row.state !== "open",
    currentBid: plainOrNull(row.current_bid),
    bidCount: row.bid_count,
    leader: row.leader_id === null ? null : maskName(context.usernames.get(row.leader_id) ?? ""),
    youLead: row.leader_id !== null && row.leader_id === context.viewerId && status === "live",
    minNextBid: status === "live" ? toPlain(minNextBid(prices, row.current_bid)) : null,
    soldPrice: plainOrNull(row.sold_price),
    soldVia: row.sold_via,
    soldAt: iso(row.sold_at),
    charity: { id: row.charity_id, name: textIn(context.charities.get(row.charity_id) ?? {}, context.language).text },
    donated: context.donations.get(nftTarget(row.id)) ?? "0",
    snipeWindowSeconds: context.sniping.snipeWindowSeconds,
    extendSeconds: context.sniping.extendSeconds,
  };
}

async function itemsOf(db: Db, rows: readonly ItemRow[], now: Date, language: LanguageCode, viewerId: string | null): Promise<NftItem[]> {
  const context = await itemContext(db, rows, now, language, viewerId);
  return rows.map((row) => toNftItem(row, context));
}

export async function listItems(deps: { db: Db; clock: Clock }, viewer: { language: LanguageCode; userId: string | null }, query: { page: number; size: number; status?: NftStatus | undefined }) {
  const now = deps.clock.now();
  const { rows, total } = await repository.itemsPage(deps.db, { status: query.status }, now, { limit: query.size, offset: (query.page - 1) * query.size }, "public");
  return { items: await itemsOf(deps.db, rows, now, viewer.language, viewer.userId), total, page: query.page, size: query.size };
}

function bidOf(row: BidRow, usernames: Map<string, string>): NftBid {
  return { bidder: maskName(usernames.get(row.user_id) ?? ""), amount: plain(row.amount), createdAt: row.created_at.toISOString() };
}

/** One item and its most recent bids; 10118 for an unknown id. */
export async function itemDetail(deps: { db: Db; clock: Clock }, viewer: { language: LanguageCode; userId: string | null }, id: string): Promise<{ item: NftItem; bids: NftBid[] }> {
  const row = (await repository.findItem(deps.db, id)) ?? fail("notFound");
  const [[item], bids] = await Promise.all([itemsOf(deps.db, [row], deps.clock.now(), viewer.language, viewer.userId), repository.bidsPage(deps.db, { itemId: id }, { limit: nftRecentBidsMax, offset: 0 })]);
  invariant(item !== undefined, `item ${id} was not converted`);
  const usernames = await usernamesOf(deps.db, bids.rows.map((bid) => bid.user_id));
  return { item, bids: bids.rows.map((bid) => bidOf(bid, usernames)) };
}

/** The artwork of an item, public; 10118 for an id no item shows. */
export async function itemImage(deps: NftDeps, imageId: string): Promise<FileReply> {
  if (!(await repository.itemWithImage(deps.db, imageId))) fail("notFound");
  return uploadOfPurpose({ db: deps.db, clock: deps.clock, dir: deps.uploadsDir }, imageId, "nft");
}

// --- charities and donations (from the ledger) ---

export interface CharityTotals {
  donated: string;
  paidOut: string;
  balance: string;
}

/** Per charity id: donated (sale entries into its account), paid out (payout entries out of it) and the balance. */
export async function charityTotals(db: Db, charityIds: readonly string[]): Promise<Map<string, CharityTotals>> {
  const kinds = charityIds.map(charityAccountKind);
  const sums = await ledger.platformPostingSums(db, { book: "real", currency: nftCurrency, accountKinds: kinds, entryKinds: [...donationKinds, nftEntryKinds.payout] });
  const totals = new Map<string, CharityTotals>();
  for (const id of charityIds) {
    const kind = charityAccountKind(id);
    const mine = sums.filter((sum) => sum.accountKind === kind);
    const donated = mine.filter((sum) => sum.amount.startsWith("-") === false).reduce((total, sum) => total.plus(sum.amount), decimal("0"));
    const paidOut = mine.filter((sum) => sum.amount.startsWith("-")).reduce((total, sum) => total.minus(sum.amount), decimal("0"));
    totals.set(id, { donated: toPlain(donated), paidOut: toPlain(paidOut), balance: toPlain(donated.minus(paidOut)) });
  }
  return totals;
}

/** A charity in `language`: its name and description, each English when that language has none (flagged). */
export function charityOf(row: CharityRow, totals: CharityTotals | undefined, items: number, language: LanguageCode): Charity {
  const name = textIn(row.names, language);
  const description = textIn(row.descriptions, language);
  return { id: row.id, name: name.text, nameFallback: name.fallback, description: description.text, descriptionFallback: description.fallback, website: row.website, donated: totals?.donated ?? "0", paidOut: totals?.paidOut ?? "0", balance: totals?.balance ?? "0", items };
}

export async function listCharities(db: Db, language: LanguageCode) {
  const rows = await repository.charities(db);
  const [totals, counts] = await Promise.all([charityTotals(db, rows.map((row) => row.id)), repository.itemCountsByCharity(db)]);
  const items = rows.map((row) => charityOf(row, totals.get(row.id), counts.get(row.id) ?? 0, language));
  const sum = (pick: (charity: Charity) => string) => toPlain(items.reduce((total, charity) => total.plus(pick(charity)), decimal("0")));
  return { currency: nftCurrency as typeof nftCurrency, items, totalDonated: sum((charity) => charity.donated), totalPaidOut: sum((charity) => charity.paidOut) };
}

export function payoutOf(row: repository.PayoutRow, charityName: string): CharityPayout {
  return { id: row.id, charity: { id: row.charity_id, name: charityName }, amount: plain(row.amount), currency: nftCurrency, reference: row.reference, paidAt: row.paid_at.toISOString() };
}

/** Payouts with their charity named in `language`. */
export async function listPayouts(db: Db, query: { page: number; size: number; charityId?: string | undefined }, language: LanguageCode) {
  const { rows, total } = await repository.payoutsPage(db, query.charityId, { limit: query.size, offset: (query.page - 1) * query.size });
  const names = await repository.charityNames(db, rows.map((row) => row.charity_id));
  return { rows, page: { items: rows.map((row) => payoutOf(row, textIn(names.get(row.charity_id) ?? {}, language).text)), total, page: query.page, size: query.size } };
}

// --- bidding, buy-now, settlement ---

/** After the commit: the users' sockets hear of their notifications, and every `nfts` listener of the item's state. */
function announce(deps: { bus?: Bus | undefined }, told: readonly string[], row: ItemRow | undefined, now: Date): void {
  if (!deps.bus) return;
  if (told.length > 0) announceNotifications(deps.bus, told);
  if (row) deps.bus.publish(nftChangedSubject, { id: row.id, status: statusOf(row, now), currentBid: plainOrNull(row.current_bid), bidCount: row.bid_count, endsAt: row.ends_at.toISOString() });
}

/** Releases the leading bid's hold (held → available) inside `tx`, marks it `state` and tells its bidder; answers who was told. */
async function releaseLeader(tx: Db, row: ItemRow, state: "outbid" | "released", actor: string): Promise<UserId | undefined> {
  const leading = await repository.leadingBid(tx, row.id);
  if (!leading) return undefined;
  const amount = plain(leading.amount);
  const entry = await ledger.post(tx, {
    kind: nftEntryKinds.release,
    book: "real",
    reference: nftTarget(row.id),
    idempotencyKey: `${nftEntryKinds.release}:${leading.id}`,
    actor,
    postings: [
      { account: { ownerId: leading.user_id, currency: nftCurrency, kind: "held" }, amount: decimal(amount).negated() },
      { account: { ownerId: leading.user_id, currency: nftCurrency, kind: "available" }, amount: decimal(amount) },
    ],
  });
  invariant(!entry.replayed, `bid ${leading.id} was already released as entry ${entry.id} while leading`);
  await repository.updateBid(tx, leading.id, { state, release_entry: entry.id });
  await notify(tx, { userId: leading.user_id, kind: "nft_outbid", book: "real", params: { item: row.name, amount, coin: nftCurrency }, reference: nftTarget(row.id) });
  return leading.user_id;
}

/**
 * The item locked for a user's action (10118 unknown, 10020 unless live), then the acting user's
 * and the leader's rows in id order: two bids on different items whose bidder and leader are the
 * same two people, crossed, take those locks in one order and cannot deadlock on their accounts.
 */
async function lockLive(tx: Db, id: string, now: Date, userId: UserId): Promise<ItemRow> {
  const row = (await repository.lockItem(tx, id)) ?? fail("notFound");
  if (statusOf(row, now) !== "live") fail("collectionStatusWrong");
  const people = [...new Set([userId, ...(row.leader_id === null ? [] : [row.leader_id])])].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  for (const person of people) await lockUser(tx, person);
  return row;
}

/**
 * Places a bid (see the file's header): 10160 demo, 10165 amount, 10118, 10020, 10181, 10180 {min},
 * 10183, 10092. Answers the item as it is after the bid.
 */
export async function placeBid(deps: NftDeps, userId: UserId, book: Book, language: LanguageCode, request: { id: string; amount: string }): Promise<NftItem> {
  if (book !== "real") fail("realAccountRequired");
  const amount = decimal(request.amount);
  if (!amount.greaterThan(0) || !fitsScale(amount, nftCurrency)) fail("amountWrong");
  const sniping = await antiSniping(deps.db);
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const row = await lockLive(tx, request.id, now, userId);
    if (row.leader_id === userId) fail("nftOwnWinningBid");
    const check = checkBid({ startPrice: row.start_price, minIncrement: row.min_increment, buyNowPrice: row.buy_now_price }, row.current_bid, amount);
    if (!check.ok) {
      if (check.reason === "tooLow") fail("nftBidTooLow", { min: toPlain(check.min) });
      fail("nftBidReachesBuyNow");
    }
    const bid = toPlain(amount);
    const hold = await ledger.post(tx, {
      kind: nftEntryKinds.hold,
      book: "real",
      reference: nftTarget(row.id),
      idempotencyKey: `${nftEntryKinds.hold}:${row.id}:${row.bid_count + 1}`,
      actor: `user:${userId}`,
      postings: [
        { account: { ownerId: userId, currency: nftCurrency, kind: "available" }, amount: amount.negated() },
        { account: { ownerId: userId, currency: nftCurrency, kind: "held" }, amount },
      ],
    });
    invariant(!hold.replayed, `bid ${row.bid_count + 1} on item ${row.id} was already held as entry ${hold.id}`);
    const outbid = await releaseLeader(tx, row, "outbid", `user:${userId}`);
    const newEnd = extendedEnd(row.ends_at, now, sniping.snipeWindowSeconds, sniping.extendSeconds);
    await repository.insertBid(tx, { item_id: row.id, user_id: userId, amount: bid, extended: newEnd !== null, hold_entry: hold.id, created_at: now });
    const updated = await repository.updateItem(tx, row.id, {
      current_bid: bid,
      leader_id: userId,
      bid_count: row.bid_count + 1,
      ...(newEnd === null ? {} : { ends_at: newEnd, extensions: row.extensions + 1 }),
      updated_at: now,
    });
    return { updated, told: outbid === undefined ? [] : [outbid] };
  });
  announce(deps, done.told, done.updated, now);
  return (await itemsOf(deps.db, [done.updated], now, language, userId))[0] ?? fail("notFound");
}

/**
 * Buys a live item at its buy-now price: 10160 demo, 10118, 10020 unless live, 10182 without a
 * buy-now price, 10092. The leader's hold is released; the price goes to the charity.
 */
export async function buyNow(deps: NftDeps, userId: UserId, book: Book, language: LanguageCode, id: string): Promise<NftItem> {
  if (book !== "real") fail("realAccountRequired");
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const row = await lockLive(tx, id, now, userId);
    if (row.buy_now_price === null) fail("nftBuyNowUnavailable");
    const price = plain(row.buy_now_price);
    const released = await releaseLeader(tx, row, "released", `user:${userId}`);
    const entry = await ledger.post(tx, {
      kind: nftEntryKinds.purchase,
      book: "real",
      reference: nftTarget(row.id),
      idempotencyKey: `${nftEntryKinds.purchase}:${row.id}`,
      actor: `user:${userId}`,
      postings: [
        { account: { ownerId: userId, currency: nftCurrency, kind: "available" }, amount: decimal(price).negated() },
        { account: charityAccount(row.charity_id), amount: decimal(price) },
      ],
    });
    invariant(!entry.replayed, `item ${row.id} was already bought as entry ${entry.id} while live`);
    const updated = await repository.updateItem(tx, row.id, {
      state: "sold",
      sold_price: price,
      sold_via: "buy_now",
      sold_at: now,
      buyer_id: userId,
      sale_entry: entry.id,
      settled_at: now,
      updated_at: now,
    });
    await notify(tx, { userId, kind: "nft_won", book: "real", params: { item: row.name, amount: price, coin: nftCurrency }, reference: nftTarget(row.id) });
    return { updated, told: released === undefined ? [userId] : [userId, released] };
  });
  announce(deps, done.told, done.updated, now);
  return (await itemsOf(deps.db, [done.updated], now, language, userId))[0] ?? fail("notFound");
}

/**
 * Settles one ended auction under its row lock, exactly once: nothing unless still open and
 * ended; with a leading bid its hold goes to the charity (key `nft_settlement:<id>`) and the
 * winner is told; without one the item ends unsold. Answers the settled row, or undefined.
 */
export async function settleItem(deps: NftDeps, id: string): Promise<ItemRow | undefined> {
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const row = await repository.lockItem(tx, id);
    if (row?.state !== "open" || row.ends_at > now) return undefined;
    const leading = await repository.leadingBid(tx, id);
    if (!leading) return { updated: await repository.updateItem(tx, id, { state: "unsold", settled_at: now, updated_at: now }), told: [] };
    const price = plain(leading.amount);
    const entry = await ledger.post(tx, {
      kind: nftEntryKinds.settlement,
      book: "real",
      reference: nftTarget(id),
      idempotencyKey: `${nftEntryKinds.settlement}:${id}`,
      actor: "system:nft_settlement",
      postings: [
        { account: { ownerId: leading.user_id, currency: nftCurrency, kind: "held" }, amount: decimal(price).negated() },
        { account: charityAccount(row.charity_id), amount: decimal(price) },
      ],
    });
    invariant(!entry.replayed, `item ${id} was already settled as entry ${entry.id} while open`);
    await repository.updateBid(tx, leading.id, { state: "won" });
    const updated = await repository.updateItem(tx, id, {
      state: "sold",
      sold_price: price,
      sold_via: "auction",
      sold_at: row.ends_at,
      buyer_id: leading.user_id,
      sale_entry: entry.id,
      settled_at: now,
      updated_at: now,
    });
    await notify(tx, { userId: leading.user_id, kind: "nft_won", book: "real", params: { item: row.name, amount: price, coin: nftCurrency }, reference: nftTarget(id) });
    return { updated, told: [leading.user_id] };
  });
  if (done) announce(deps, done.told, done.updated, now);
  return done?.updated;
}

/** Items settled per round, at most; the next round takes the rest. */
const settlementBatch = 100;

/** The due job: settles every ended auction (each in its own transaction); answers the ids settled by this run. */
export async function settleEndedAuctions(deps: NftDeps): Promise<string[]> {
  const settled: string[] = [];
  for (const id of await repository.dueItemIds(deps.db, deps.clock.now(), settlementBatch)) {
    if (await settleItem(deps, id)) settled.push(id);
  }
  return settled;
}

/** The due job's name (platform/due-jobs.ts). */
export const nftSettlementJob = "nft_settlement";

// --- the user's collection and bids ---

export async function collection(deps: { db: Db; clock: Clock }, userId: UserId, language: LanguageCode, query: { page: number; size: number }) {
  const { rows, total } = await repository.collectionPage(deps.db, userId, { limit: query.size, offset: (query.page - 1) * query.size });
  const context = await itemContext(deps.db, rows, deps.clock.now(), language, userId);
  const items: NftCollectionItem[] = rows.map((row) => ({
    item: toNftItem(row, context),
    price: plain(row.sold_price ?? "0"),
    via: row.sold_via ?? "auction",
    acquiredAt: (row.sold_at ?? row.updated_at).toISOString(),
    transferReference: row.transfer_reference,
    transferredAt: iso(row.transferred_at),
  }));
  return { items, total, page: query.page, size: query.size };
}

export async function myBids(db: Db, userId: UserId, query: { page: number; size: number; itemId?: string | undefined }) {
  const { rows, total } = await repository.bidsPage(db, { userId, itemId: query.itemId }, { limit: query.size, offset: (query.page - 1) * query.size });
  const names = await repository.itemNames(db, rows.map((row) => row.item_id));
  const items: NftMyBid[] = rows.map((row) => ({
    itemId: row.item_id,
    itemName: names.get(row.item_id) ?? "",
    amount: plain(row.amount),
    state: row.state === "released" ? "outbid" : row.state,
    createdAt: row.created_at.toISOString(),
  }));
  return { items, total, page: query.page, size: query.size };
}
