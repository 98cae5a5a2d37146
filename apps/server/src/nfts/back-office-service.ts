// The back-office side of charity NFTs, for the admin domain, which runs each write inside its
// audited transaction (`tx`): content's items and charities, finance's payouts and transfer
// references. An item edit locks the item row, so it cannot change a live auction's prices, times
// or charity behind a bid that is being placed (10185). A payout locks the charity row and reads
// its balance from the ledger under that lock, so two payouts cannot both spend the same money.
import type { CharityId, NftId } from "@tradewind/domain/ids";
import type { AdminCharity, AdminCharityPayout, AdminNftBid, AdminNftItem, ParsedNftItemFields } from "@tradewind/api/admin/nfts";
import { nftCurrency, type NftStatus } from "@tradewind/api/nfts";
import { fitsScale, toPlain, type Amount } from "@tradewind/domain/money";
import { itemFiguresValid } from "@tradewind/domain/nfts";
import { textIn } from "@tradewind/i18n/language-texts";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { usernamesOf } from "../accounts/back-office-service.ts";
import * as ledger from "../ledger/service.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { claimOperatorUpload, lockOperatorUpload } from "../uploads/service.ts";
import * as repository from "./repository.ts";
import type { CharityRecord, ItemDescription, ItemRecord, ItemTerms } from "./repository.ts";
import { charityAccount, charityOf, charityTarget, charityTotals, itemContext, listPayouts, nftEntryKinds, nftTarget, statusOf, toNftItem, type ItemContext } from "./service.ts";

/** A change's effect, for the audit row. */
export interface Changed<Item> {
  before: Item | null;
  after: Item;
}

function adminItemOf(item: ItemRecord, context: ItemContext): AdminNftItem {
  const { youLead: _viewerOnly, ...wire } = toNftItem(item, context);
  return {
    ...wire,
    descriptions: item.descriptions,
    buyer: item.buyerId === null ? null : { userId: item.buyerId, username: context.usernames.get(item.buyerId) ?? "" },
    transferReference: item.transferReference,
    transferredAt: item.transferredAt === null ? null : item.transferredAt.toISOString(),
    saleEntryId: item.saleEntry,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

async function adminItems(db: Db, items: readonly ItemRecord[], now: Date): Promise<AdminNftItem[]> {
  const context = await itemContext(db, items, now, "en");
  return items.map((item) => adminItemOf(item, context));
}

async function adminItem(db: Db, item: ItemRecord, now: Date): Promise<AdminNftItem> {
  return (await adminItems(db, [item], now))[0] ?? fail("notFound");
}

export async function itemsForOffice(deps: { db: Db; clock: Clock }, query: { page: number; size: number; status?: NftStatus | undefined; q?: string | undefined }) {
  const now = deps.clock.now();
  const { rows, total } = await repository.itemsPage(deps.db, { status: query.status, search: query.q }, now, { limit: query.size, offset: (query.page - 1) * query.size }, "newest");
  return { items: await adminItems(deps.db, rows, now), total, page: query.page, size: query.size };
}

export async function itemForOffice(deps: { db: Db; clock: Clock }, id: NftId): Promise<AdminNftItem> {
  const item = (await repository.findItem(deps.db, id)) ?? fail("notFound");
  return adminItem(deps.db, item, deps.clock.now());
}

export async function bidsForOffice(db: Db, itemId: NftId, query: { page: number; size: number }) {
  if (!(await repository.findItem(db, itemId))) fail("notFound");
  const { rows, total } = await repository.bidsPage(db, { itemId }, { limit: query.size, offset: (query.page - 1) * query.size });
  const names = await usernamesOf(db, rows.map((bid) => bid.userId));
  const items: AdminNftBid[] = rows.map((bid) => ({
    id: bid.id,
    userId: bid.userId,
    username: names.get(bid.userId) ?? "",
    amount: toPlain(bid.amount),
    state: bid.state,
    extended: bid.extended,
    holdEntryId: bid.holdEntry,
    createdAt: bid.createdAt.toISOString(),
  }));
  return { items, total, page: query.page, size: query.size };
}

export type ItemFields = ParsedNftItemFields;

/** The fields' terms and times, checked: 10165 over-precise, 10184 inconsistent or without English, 10186 unknown charity. */
async function checkedFigures(tx: Db, fields: ItemFields): Promise<{ terms: ItemTerms; startsAt: Date; endsAt: Date }> {
  const terms: ItemTerms = { startPrice: fields.startPrice, buyNowPrice: fields.buyNowPrice, minIncrement: fields.minIncrement, charityId: fields.charityId };
  const prices = [terms.startPrice, terms.minIncrement, ...(terms.buyNowPrice === null ? [] : [terms.buyNowPrice])];
  if (prices.some((price) => !fitsScale(price, nftCurrency))) fail("amountWrong");
  const startsAt = new Date(fields.startsAt);
  const endsAt = new Date(fields.endsAt);
  if (fields.descriptions.en === "" || !itemFiguresValid({ ...terms, startsAt, endsAt })) fail("nftItemInvalid");
  if (!(await repository.findCharity(tx, fields.charityId))) fail("charityInvalid");
  return { terms, startsAt, endsAt };
}

function descriptionOf(fields: ItemFields): ItemDescription {
  return { name: fields.name, chain: fields.chain, creator: fields.creator, contractAddress: fields.contractAddress, tokenId: fields.tokenId, imageId: fields.imageId, descriptions: fields.descriptions };
}

function sameTerms(a: ItemTerms, b: ItemTerms): boolean {
  const buyNowSame = a.buyNowPrice === null || b.buyNowPrice === null ? a.buyNowPrice === b.buyNowPrice : a.buyNowPrice.equals(b.buyNowPrice);
  return a.startPrice.equals(b.startPrice) && buyNowSame && a.minIncrement.equals(b.minIncrement) && a.charityId === b.charityId;
}

export function itemTarget(id: string): string {
  return nftTarget(id);
}

/** Creates an item; its image (an operator's unused `nft` upload, else 10155) is claimed for it. */
export async function createItem(tx: Db, fields: ItemFields, now: Date): Promise<Changed<AdminNftItem>> {
  const figures = await checkedFigures(tx, fields);
  // Checked (and locked) before the insert: another item's artwork answers 10155, not a unique violation.
  await lockOperatorUpload(tx, fields.imageId, "nft", null);
  const item = await repository.insertItem(tx, { ...descriptionOf(fields), ...figures.terms, startsAt: figures.startsAt, endsAt: figures.endsAt, updatedAt: now });
  await claimOperatorUpload(tx, fields.imageId, "nft", nftTarget(item.id));
  return { before: null, after: await adminItem(tx, item, now) };
}

/**
 * Changes an item under its row lock. Upcoming: every field. Otherwise the prices, times and
 * charity must be sent as they are (10185); the descriptive fields may change.
 */
export async function updateItem(tx: Db, id: NftId, fields: ItemFields, now: Date): Promise<Changed<AdminNftItem>> {
  const item = (await repository.lockItem(tx, id)) ?? fail("notFound");
  const figures = await checkedFigures(tx, fields);
  const before = await adminItem(tx, item, now);
  const upcoming = statusOf(item, now) === "upcoming";
  if (!upcoming) {
    const same = sameTerms(item, figures.terms) && item.startsAt.getTime() === figures.startsAt.getTime() && item.scheduledEndsAt.getTime() === figures.endsAt.getTime();
    if (!same) fail("nftItemLocked");
  }
  await claimOperatorUpload(tx, fields.imageId, "nft", nftTarget(id));
  const updated = await repository.editItem(tx, id, { description: descriptionOf(fields), terms: figures.terms, schedule: upcoming ? { startsAt: figures.startsAt, endsAt: figures.endsAt } : null, at: now });
  return { before, after: await adminItem(tx, updated, now) };
}

/** Records the NFT transfer's reference on a sold and settled item; 10020 otherwise. */
export async function recordTransfer(tx: Db, id: NftId, reference: string, now: Date): Promise<Changed<AdminNftItem>> {
  const item = (await repository.lockItem(tx, id)) ?? fail("notFound");
  if (item.state !== "sold") fail("collectionStatusWrong");
  const before = await adminItem(tx, item, now);
  const updated = await repository.recordTransfer(tx, id, reference, now);
  return { before, after: await adminItem(tx, updated, now) };
}

// --- charities ---

function adminCharityOf(charity: CharityRecord, totals: Awaited<ReturnType<typeof charityTotals>>, counts: Map<string, number>): AdminCharity {
  return {
    // Operators read (and the audit records) the English texts, beside every language's.
    ...charityOf(charity, totals.get(charity.id), counts.get(charity.id) ?? 0, "en"),
    names: charity.names,
    descriptions: charity.descriptions,
    payoutAddress: charity.payoutAddress,
    payoutBank: charity.payoutBank,
    createdAt: charity.createdAt.toISOString(),
    updatedAt: charity.updatedAt.toISOString(),
  };
}

async function adminCharity(db: Db, charity: CharityRecord): Promise<AdminCharity> {
  const [totals, counts] = await Promise.all([charityTotals(db, [charity.id]), repository.itemCountsByCharity(db)]);
  return adminCharityOf(charity, totals, counts);
}

export async function charitiesForOffice(db: Db): Promise<AdminCharity[]> {
  const charities = await repository.charities(db);
  const [totals, counts] = await Promise.all([charityTotals(db, charities.map((charity) => charity.id)), repository.itemCountsByCharity(db)]);
  return charities.map((charity) => adminCharityOf(charity, totals, counts));
}

export interface CharityFields {
  /** Per interface language; English required (10100 without it). */
  names: Record<LanguageCode, string>;
  descriptions: Record<LanguageCode, string>;
  website: string | null;
  payoutAddress: string | null;
  payoutBank: string | null;
}

function charityValues(fields: CharityFields, now: Date): repository.CharityValues {
  if (fields.names.en === "") fail("invalidRequest");
  if (fields.payoutAddress === null && fields.payoutBank === null) fail("charityInvalid");
  return { names: fields.names, descriptions: fields.descriptions, website: fields.website, payoutAddress: fields.payoutAddress, payoutBank: fields.payoutBank, updatedAt: now };
}

export async function createCharity(tx: Db, fields: CharityFields, now: Date): Promise<Changed<AdminCharity>> {
  const charity = await repository.insertCharity(tx, charityValues(fields, now));
  return { before: null, after: await adminCharity(tx, charity) };
}

export async function updateCharity(tx: Db, id: CharityId, fields: CharityFields, now: Date): Promise<Changed<AdminCharity>> {
  const charity = (await repository.lockCharity(tx, id)) ?? fail("notFound");
  const before = await adminCharity(tx, charity);
  const updated = await repository.updateCharity(tx, id, charityValues(fields, now));
  return { before, after: await adminCharity(tx, updated) };
}

export { charityTarget };

/** The operator recording a payout, as the audited path knows them. */
export interface Recorder {
  id: string;
  username: string;
  at: Date;
}

/**
 * Records a payout to the charity under its row lock: 10165 zero or over-precise, 10187 above
 * its balance (read from the ledger under the lock); one entry charity → platform cash.
 */
export async function recordPayout(tx: Db, recorder: Recorder, charityId: CharityId, body: { amount: Amount; reference: string }): Promise<Changed<AdminCharity> & { payout: AdminCharityPayout }> {
  const charity = (await repository.lockCharity(tx, charityId)) ?? fail("notFound");
  const { amount } = body;
  if (!amount.greaterThan(0) || !fitsScale(amount, nftCurrency)) fail("amountWrong");
  const before = await adminCharity(tx, charity);
  const balance = await ledger.balanceOf(tx, { ...charityAccount(charityId), book: "real" });
  if (amount.greaterThan(balance)) fail("charityPayoutTooLarge");
  const value = toPlain(amount);
  const entry = await ledger.post(tx, {
    kind: nftEntryKinds.payout,
    book: "real",
    reference: charityTarget(charityId),
    actor: `operator:${recorder.id}`,
    postings: [
      { account: charityAccount(charityId), amount: amount.negated() },
      { account: { ownerId: null, currency: nftCurrency, kind: "cash" }, amount },
    ],
  });
  const payout = await repository.insertPayout(tx, { charityId, amount, reference: body.reference, entryId: entry.id, recordedBy: recorder.id, recordedByName: recorder.username, paidAt: recorder.at });
  return {
    before,
    after: await adminCharity(tx, charity),
    payout: { id: payout.id, charity: { id: charityId, name: textIn(charity.names, "en").text }, amount: value, currency: nftCurrency, reference: payout.reference, paidAt: payout.paidAt.toISOString(), entryId: entry.id, recordedBy: { id: recorder.id, username: recorder.username } },
  };
}

export async function payoutsForOffice(db: Db, query: { page: number; size: number; charityId?: CharityId | undefined }) {
  const { rows, page } = await listPayouts(db, query, "en");
  const items: AdminCharityPayout[] = rows.map((payout, index) => {
    const base = page.items[index];
    return {
      id: payout.id,
      charity: base?.charity ?? { id: payout.charityId, name: "" },
      amount: toPlain(payout.amount),
      currency: nftCurrency,
      reference: payout.reference,
      paidAt: payout.paidAt.toISOString(),
      entryId: payout.entryId,
      recordedBy: { id: payout.recordedBy, username: payout.recordedByName },
    };
  });
  return { ...page, items };
}
