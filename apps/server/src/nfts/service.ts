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
import type { CharityId, NftId, UserId } from "@tradewind/domain/ids";
import type { CharityAccountKind } from "@tradewind/domain/ledger-kinds";
import { decimal, fitsScale, toPlain, type Amount, type Decimal } from "@tradewind/domain/money";
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
import { replied } from "../platform/idempotency.ts";
import { integerParam } from "../platform/params.ts";
import type { FileReply } from "../platform/request-context.ts";
import { uploadOfPurpose } from "../uploads/service.ts";
import { nftChangedSubject } from "./events.ts";
import * as repository from "./repository.ts";
import type { BidRecord, CharityRecord, ItemRecord, PayoutRecord } from "./repository.ts";

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

export function charityAccountKind(charityId: string): CharityAccountKind {
  return `charity_${charityId}`;
}

export function nftTarget(id: string): string {
  return `nft:${id}`;
}

export function charityTarget(id: string): string {
  return `charity:${id}`;
}

const plainOrNull = (value: Decimal | null) => (value === null ? null : toPlain(value));
const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export interface AntiSniping {
  snipeWindowSeconds: number;
  extendSeconds: number;
}

export async function antiSniping(db: Db): Promise<AntiSniping> {
  const [snipeWindowSeconds, extendSeconds] = await Promise.all([integerParam(db, nftSnipeWindowParam, 0), integerParam(db, nftExtendParam, 0)]);
  return { snipeWindowSeconds, extendSeconds };
}

export function statusOf(item: ItemRecord, now: Date): NftStatus {
  return auctionStatus(item, now);
}

/** Donations per item reference (`nft:<id>`) from the ledger: postings of the sale entries into the charity accounts. */
export async function donationsByItem(db: Db, items: readonly ItemRecord[]): Promise<Map<string, Decimal>> {
  const sold = items.filter((item) => item.state === "sold");
  const sums = await ledger.platformPostingSums(db, {
    book: "real",
    currency: nftCurrency,
    accountKinds: [...new Set(sold.map((item) => charityAccountKind(item.charityId)))],
    entryKinds: donationKinds,
    references: sold.map((item) => nftTarget(item.id)),
  });
  const byItem = new Map<string, Decimal>();
  for (const sum of sums) if (sum.reference !== null) byItem.set(sum.reference, (byItem.get(sum.reference) ?? decimal("0")).plus(sum.amount));
  return byItem;
}

/** What the wire needs beside the rows: charity names, leaders' names, donations, anti-sniping. */
export interface ItemContext {
  now: Date;
  language: LanguageCode;
  /** Each charity's names per language. */
  charities: Map<string, LanguageTexts>;
  usernames: Map<string, string>;
  donations: Map<string, Decimal>;
  sniping: AntiSniping;
  /** The signed-in caller, when there is one. */
  viewerId: string | null;
}

export async function itemContext(db: Db, items: readonly ItemRecord[], now: Date, language: LanguageCode, viewerId: string | null = null): Promise<ItemContext> {
  const [charities, usernames, donations, sniping] = await Promise.all([
    repository.charityNames(db, items.map((item) => item.charityId)),
    usernamesOf(db, items.flatMap((item) => [item.leaderId, item.buyerId].filter((id): id is UserId => id !== null))),
    donationsByItem(db, items),
    antiSniping(db),
  ]);
  return { now, language, charities, usernames, donations, sniping, viewerId };
}

export function imageUrlOf(imageId: string): string {
  return `/swx/customer/index/nftImage/${imageId}`;
}

export function toNftItem(item: ItemRecord, context: ItemContext): NftItem {
  const status = statusOf(item, context.now);
  const description = textIn(item.descriptions, context.language);
  return {
    id: item.id,
    name: item.name,
    chain: item.chain,
    creator: item.creator,
    contractAddress: item.contractAddress,
    tokenId: item.tokenId,
    imageId: item.imageId,
    imageUrl: imageUrlOf(item.imageId),
    description: description.text,
    descriptionFallback: description.fallback,
    currency: nftCurrency,
    startPrice: toPlain(item.startPrice),
    buyNowPrice: plainOrNull(item.buyNowPrice),
    minIncrement: toPlain(item.minIncrement),
    startsAt: item.startsAt.toISOString(),
    endsAt: item.endsAt.toISOString(),
    scheduledEndsAt: item.scheduledEndsAt.toISOString(),
    extensions: item.extensions,
    status,
    settled: item.state !== "open",
    currentBid: plainOrNull(item.currentBid),
    bidCount: item.bidCount,
    leader: item.leaderId === null ? null : maskName(context.usernames.get(item.leaderId) ?? ""),
    youLead: item.leaderId !== null && item.leaderId === context.viewerId && status === "live",
    minNextBid: status === "live" ? toPlain(minNextBid(item, item.currentBid)) : null,
    soldPrice: plainOrNull(item.soldPrice),
    soldVia: item.soldVia,
    soldAt: iso(item.soldAt),
    charity: { id: item.charityId, name: textIn(context.charities.get(item.charityId) ?? {}, context.language).text },
    donated: toPlain(context.donations.get(nftTarget(item.id)) ?? decimal("0")),
    snipeWindowSeconds: context.sniping.snipeWindowSeconds,
    extendSeconds: context.sniping.extendSeconds,
  };
}

async function itemsOf(db: Db, items: readonly ItemRecord[], now: Date, language: LanguageCode, viewerId: string | null): Promise<NftItem[]> {
  const context = await itemContext(db, items, now, language, viewerId);
  return items.map((item) => toNftItem(item, context));
}

async function itemOf(db: Db, item: ItemRecord, now: Date, language: LanguageCode, viewerId: string | null): Promise<NftItem> {
  return toNftItem(item, await itemContext(db, [item], now, language, viewerId));
}

export async function listItems(deps: { db: Db; clock: Clock }, viewer: { language: LanguageCode; userId: string | null }, query: { page: number; size: number; status?: NftStatus | undefined }) {
  const now = deps.clock.now();
  const { rows, total } = await repository.itemsPage(deps.db, { status: query.status }, now, { limit: query.size, offset: (query.page - 1) * query.size }, "public");
  return { items: await itemsOf(deps.db, rows, now, viewer.language, viewer.userId), total, page: query.page, size: query.size };
}

function bidOf(bid: BidRecord, usernames: Map<string, string>): NftBid {
  return { bidder: maskName(usernames.get(bid.userId) ?? ""), amount: toPlain(bid.amount), createdAt: bid.createdAt.toISOString() };
}

/** One item and its most recent bids; 10118 for an unknown id. */
export async function itemDetail(deps: { db: Db; clock: Clock }, viewer: { language: LanguageCode; userId: string | null }, id: NftId): Promise<{ item: NftItem; bids: NftBid[] }> {
  const found = (await repository.findItem(deps.db, id)) ?? fail("notFound");
  const [[item], bids] = await Promise.all([itemsOf(deps.db, [found], deps.clock.now(), viewer.language, viewer.userId), repository.bidsPage(deps.db, { itemId: id }, { limit: nftRecentBidsMax, offset: 0 })]);
  invariant(item !== undefined, `item ${id} was not converted`);
  const usernames = await usernamesOf(deps.db, bids.rows.map((bid) => bid.userId));
  return { item, bids: bids.rows.map((bid) => bidOf(bid, usernames)) };
}

/** The artwork of an item, public; 10118 for an id no item shows. */
export async function itemImage(deps: NftDeps, imageId: string): Promise<FileReply> {
  if (!(await repository.itemWithImage(deps.db, imageId))) fail("notFound");
  return uploadOfPurpose({ db: deps.db, clock: deps.clock, dir: deps.uploadsDir }, imageId, "nft");
}

// --- charities and donations (from the ledger) ---

export interface CharityTotals {
  donated: Decimal;
  paidOut: Decimal;
  balance: Decimal;
}

const noTotals: CharityTotals = { donated: decimal("0"), paidOut: decimal("0"), balance: decimal("0") };

/** Per charity id: donated (sale entries into its account), paid out (payout entries out of it) and the balance. */
export async function charityTotals(db: Db, charityIds: readonly string[]): Promise<Map<string, CharityTotals>> {
  const kinds = charityIds.map(charityAccountKind);
  const sums = await ledger.platformPostingSums(db, { book: "real", currency: nftCurrency, accountKinds: kinds, entryKinds: [...donationKinds, nftEntryKinds.payout] });
  const totals = new Map<string, CharityTotals>();
  for (const id of charityIds) {
    const kind = charityAccountKind(id);
    const amounts = sums.filter((sum) => sum.accountKind === kind).map((sum) => sum.amount);
    const donated = amounts.filter((amount) => !amount.isNegative()).reduce((total, amount) => total.plus(amount), decimal("0"));
    const paidOut = amounts.filter((amount) => amount.isNegative()).reduce((total, amount) => total.minus(amount), decimal("0"));
    totals.set(id, { donated, paidOut, balance: donated.minus(paidOut) });
  }
  return totals;
}

/** A charity in `language`: its name and description, each English when that language has none (flagged). */
export function charityOf(charity: CharityRecord, totals: CharityTotals | undefined, items: number, language: LanguageCode): Charity {
  const name = textIn(charity.names, language);
  const description = textIn(charity.descriptions, language);
  const { donated, paidOut, balance } = totals ?? noTotals;
  return { id: charity.id, name: name.text, nameFallback: name.fallback, description: description.text, descriptionFallback: description.fallback, website: charity.website, donated: toPlain(donated), paidOut: toPlain(paidOut), balance: toPlain(balance), items };
}

export async function listCharities(db: Db, language: LanguageCode) {
  const charities = await repository.charities(db);
  const [totals, counts] = await Promise.all([charityTotals(db, charities.map((charity) => charity.id)), repository.itemCountsByCharity(db)]);
  const sum = (pick: (charityTotals: CharityTotals) => Decimal) => toPlain([...totals.values()].reduce((total, charityTotals) => total.plus(pick(charityTotals)), decimal("0")));
  return {
    currency: nftCurrency as typeof nftCurrency,
    items: charities.map((charity) => charityOf(charity, totals.get(charity.id), counts.get(charity.id) ?? 0, language)),
    totalDonated: sum((charityTotals) => charityTotals.donated),
    totalPaidOut: sum((charityTotals) => charityTotals.paidOut),
  };
}

export function payoutOf(payout: PayoutRecord, charityName: string): CharityPayout {
  return { id: payout.id, charity: { id: payout.charityId, name: charityName }, amount: toPlain(payout.amount), currency: nftCurrency, reference: payout.reference, paidAt: payout.paidAt.toISOString() };
}

/** Payouts with their charity named in `language`. */
export async function listPayouts(db: Db, query: { page: number; size: number; charityId?: CharityId | undefined }, language: LanguageCode) {
  const { rows, total } = await repository.payoutsPage(db, query.charityId, { limit: query.size, offset: (query.page - 1) * query.size });
  const names = await repository.charityNames(db, rows.map((payout) => payout.charityId));
  return { rows, page: { items: rows.map((payout) => payoutOf(payout, textIn(names.get(payout.charityId) ?? {}, language).text)), total, page: query.page, size: query.size } };
}

// --- bidding, buy-now, settlement ---

/** After the commit: the users' sockets hear of their notifications, and every `nfts` listener of the item's state. */
function announce(deps: { bus?: Bus | undefined }, told: readonly string[], item: ItemRecord | undefined, now: Date): void {
  if (!deps.bus) return;
  if (told.length > 0) announceNotifications(deps.bus, told);
  if (item) deps.bus.publish(nftChangedSubject, { id: item.id, status: statusOf(item, now), currentBid: plainOrNull(item.currentBid), bidCount: item.bidCount, endsAt: item.endsAt.toISOString() });
}

/** Releases the leading bid's hold (held → available) inside `tx`, marks it `state` and tells its bidder; answers who was told. */
async function releaseLeader(tx: Db, item: ItemRecord, state: "outbid" | "released", actor: string): Promise<UserId | undefined> {
  const leading = await repository.leadingBid(tx, item.id);
  if (!leading) return undefined;
  const amount = toPlain(leading.amount);
  const entry = await ledger.post(tx, {
    kind: nftEntryKinds.release,
    book: "real",
    reference: nftTarget(item.id),
    idempotencyKey: `${nftEntryKinds.release}:${leading.id}`,
    actor,
    postings: [
      { account: { ownerId: leading.userId, currency: nftCurrency, kind: "held" }, amount: leading.amount.negated() },
      { account: { ownerId: leading.userId, currency: nftCurrency, kind: "available" }, amount: leading.amount },
    ],
  });
  invariant(!entry.replayed, `bid ${leading.id} was already released as entry ${entry.id} while leading`);
  await repository.closeBid(tx, leading.id, { state, releaseEntry: entry.id });
  await notify(tx, { userId: leading.userId, kind: "nft_outbid", book: "real", params: { item: item.name, amount, coin: nftCurrency }, reference: nftTarget(item.id) });
  return leading.userId;
}

/**
 * The item locked for a user's action (10118 unknown, 10020 unless live), then the acting user's
 * and the leader's rows in id order: two bids on different items whose bidder and leader are the
 * same two people, crossed, take those locks in one order and cannot deadlock on their accounts.
 */
async function lockLive(tx: Db, id: NftId, now: Date, userId: UserId): Promise<ItemRecord> {
  const item = (await repository.lockItem(tx, id)) ?? fail("notFound");
  if (statusOf(item, now) !== "live") fail("collectionStatusWrong");
  const people = [...new Set([userId, ...(item.leaderId === null ? [] : [item.leaderId])])].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  for (const person of people) await lockUser(tx, person);
  return item;
}

/**
 * Places a bid (see the file's header): 10160 demo, 10165 amount, 10118, 10020, 10181, 10180 {min},
 * 10183, 10092. Answers the item as it is after the bid.
 */
export async function placeBid(deps: NftDeps, userId: UserId, book: Book, language: LanguageCode, request: { id: NftId; amount: Amount }): Promise<{ item: NftItem; notice: 20006 }> {
  if (book !== "real") fail("realAccountRequired");
  const { amount } = request;
  if (!amount.greaterThan(0) || !fitsScale(amount, nftCurrency)) fail("amountWrong");
  const sniping = await antiSniping(deps.db);
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const item = await lockLive(tx, request.id, now, userId);
    if (item.leaderId === userId) fail("nftOwnWinningBid");
    const check = checkBid(item, item.currentBid, amount);
    if (!check.ok) {
      if (check.reason === "tooLow") fail("nftBidTooLow", { min: toPlain(check.min) });
      fail("nftBidReachesBuyNow");
    }
    const hold = await ledger.post(tx, {
      kind: nftEntryKinds.hold,
      book: "real",
      reference: nftTarget(item.id),
      idempotencyKey: `${nftEntryKinds.hold}:${item.id}:${item.bidCount + 1}`,
      actor: `user:${userId}`,
      postings: [
        { account: { ownerId: userId, currency: nftCurrency, kind: "available" }, amount: amount.negated() },
        { account: { ownerId: userId, currency: nftCurrency, kind: "held" }, amount },
      ],
    });
    invariant(!hold.replayed, `bid ${item.bidCount + 1} on item ${item.id} was already held as entry ${hold.id}`);
    const outbid = await releaseLeader(tx, item, "outbid", `user:${userId}`);
    const newEnd = extendedEnd(item.endsAt, now, sniping.snipeWindowSeconds, sniping.extendSeconds);
    await repository.insertBid(tx, { itemId: item.id, userId, amount, extended: newEnd !== null, holdEntry: hold.id, createdAt: now });
    const updated = await repository.recordLeadingBid(tx, item, { amount, userId, newEnd, at: now });
    const reply = await replied(tx, { item: await itemOf(tx, updated, now, language, userId), notice: 20006 as const });
    return { updated, told: outbid === undefined ? [] : [outbid], reply };
  });
  announce(deps, done.told, done.updated, now);
  return done.reply;
}

/**
 * Buys a live item at its buy-now price: 10160 demo, 10118, 10020 unless live, 10182 without a
 * buy-now price, 10092. The leader's hold is released; the price goes to the charity.
 */
export async function buyNow(deps: NftDeps, userId: UserId, book: Book, language: LanguageCode, id: NftId): Promise<{ item: NftItem; notice: 20007 }> {
  if (book !== "real") fail("realAccountRequired");
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const item = await lockLive(tx, id, now, userId);
    const buyNowPrice = item.buyNowPrice ?? fail("nftBuyNowUnavailable");
    const price = toPlain(buyNowPrice);
    const released = await releaseLeader(tx, item, "released", `user:${userId}`);
    const entry = await ledger.post(tx, {
      kind: nftEntryKinds.purchase,
      book: "real",
      reference: nftTarget(item.id),
      idempotencyKey: `${nftEntryKinds.purchase}:${item.id}`,
      actor: `user:${userId}`,
      postings: [
        { account: { ownerId: userId, currency: nftCurrency, kind: "available" }, amount: buyNowPrice.negated() },
        { account: charityAccount(item.charityId), amount: buyNowPrice },
      ],
    });
    invariant(!entry.replayed, `item ${item.id} was already bought as entry ${entry.id} while live`);
    const updated = await repository.recordSale(tx, item.id, { price: buyNowPrice, via: "buy_now", soldAt: now, buyerId: userId, entryId: entry.id, at: now });
    await notify(tx, { userId, kind: "nft_won", book: "real", params: { item: item.name, amount: price, coin: nftCurrency }, reference: nftTarget(item.id) });
    const reply = await replied(tx, { item: await itemOf(tx, updated, now, language, userId), notice: 20007 as const });
    return { updated, told: released === undefined ? [userId] : [userId, released], reply };
  });
  announce(deps, done.told, done.updated, now);
  return done.reply;
}

/**
 * Settles one ended auction under its row lock, exactly once: nothing unless still open and
 * ended; with a leading bid its hold goes to the charity (key `nft_settlement:<id>`) and the
 * winner is told; without one the item ends unsold. Answers the settled item, or undefined.
 */
export async function settleItem(deps: NftDeps, id: NftId): Promise<ItemRecord | undefined> {
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const item = await repository.lockItem(tx, id);
    if (item?.state !== "open" || item.endsAt > now) return undefined;
    const leading = await repository.leadingBid(tx, id);
    if (!leading) return { updated: await repository.recordUnsold(tx, id, now), told: [] };
    const price = toPlain(leading.amount);
    const entry = await ledger.post(tx, {
      kind: nftEntryKinds.settlement,
      book: "real",
      reference: nftTarget(id),
      idempotencyKey: `${nftEntryKinds.settlement}:${id}`,
      actor: "system:nft_settlement",
      postings: [
        { account: { ownerId: leading.userId, currency: nftCurrency, kind: "held" }, amount: leading.amount.negated() },
        { account: charityAccount(item.charityId), amount: leading.amount },
      ],
    });
    invariant(!entry.replayed, `item ${id} was already settled as entry ${entry.id} while open`);
    await repository.closeBid(tx, leading.id, { state: "won" });
    const updated = await repository.recordSale(tx, id, { price: leading.amount, via: "auction", soldAt: item.endsAt, buyerId: leading.userId, entryId: entry.id, at: now });
    await notify(tx, { userId: leading.userId, kind: "nft_won", book: "real", params: { item: item.name, amount: price, coin: nftCurrency }, reference: nftTarget(id) });
    return { updated, told: [leading.userId] };
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
  const items: NftCollectionItem[] = rows.map((item) => ({
    item: toNftItem(item, context),
    price: toPlain(item.soldPrice ?? decimal("0")),
    via: item.soldVia ?? "auction",
    acquiredAt: (item.soldAt ?? item.updatedAt).toISOString(),
    transferReference: item.transferReference,
    transferredAt: iso(item.transferredAt),
  }));
  return { items, total, page: query.page, size: query.size };
}

export async function myBids(db: Db, userId: UserId, query: { page: number; size: number; itemId?: NftId | undefined }) {
  const { rows, total } = await repository.bidsPage(db, { userId, itemId: query.itemId }, { limit: query.size, offset: (query.page - 1) * query.size });
  const names = await repository.itemNames(db, rows.map((bid) => bid.itemId));
  const items: NftMyBid[] = rows.map((bid) => ({
    itemId: bid.itemId,
    itemName: names.get(bid.itemId) ?? "",
    amount: toPlain(bid.amount),
    state: bid.state === "released" ? "outbid" : bid.state,
    createdAt: bid.createdAt.toISOString(),
  }));
  return { items, total, page: query.page, size: query.size };
}
