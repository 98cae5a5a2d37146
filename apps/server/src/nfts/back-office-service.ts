// The back-office side of charity NFTs, for the admin domain, which runs each write inside its
// audited transaction (`tx`): content's items and charities, finance's payouts and transfer
// references. An item edit locks the item row, so it cannot change a live auction's prices, times
// or charity behind a bid that is being placed (10185). A payout locks the charity row and reads
// its balance from the ledger under that lock, so two payouts cannot both spend the same money.
import type { AdminCharity, AdminCharityPayout, AdminNftBid, AdminNftItem, NftItemFields } from "@tradewind/api/admin/nfts";
import { nftCurrency, type NftStatus } from "@tradewind/api/nfts";
import { decimal, fitsScale, toPlain } from "@tradewind/domain/money";
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
import type { CharityRow, ItemRow } from "./repository.ts";
import { charityAccount, charityOf, charityTarget, charityTotals, itemContext, listPayouts, nftEntryKinds, nftTarget, statusOf, toNftItem, type ItemContext } from "./service.ts";

/** A change's effect, for the audit row. */
export interface Changed<Item> {
  before: Item | null;
  after: Item;
}

const plain = (value: string) => toPlain(decimal(value));

function adminItemOf(row: ItemRow, context: ItemContext): AdminNftItem {
  const { youLead: _viewerOnly, ...item } = toNftItem(row, context);
  return {
    ...item,
    descriptions: row.descriptions,
    buyer: row.buyer_id === null ? null : { userId: row.buyer_id, username: context.usernames.get(row.buyer_id) ?? "" },
    transferReference: row.transfer_reference,
    transferredAt: row.transferred_at === null ? null : row.transferred_at.toISOString(),
    saleEntryId: row.sale_entry,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function adminItems(db: Db, rows: readonly ItemRow[], now: Date): Promise<AdminNftItem[]> {
  const context = await itemContext(db, rows, now, "en");
  return rows.map((row) => adminItemOf(row, context));
}

async function adminItem(db: Db, row: ItemRow, now: Date): Promise<AdminNftItem> {
  return (await adminItems(db, [row], now))[0] ?? fail("notFound");
}

export async function itemsForOffice(deps: { db: Db; clock: Clock }, query: { page: number; size: number; status?: NftStatus | undefined; q?: string | undefined }) {
  const now = deps.clock.now();
  const { rows, total } = await repository.itemsPage(deps.db, { status: query.status, search: query.q }, now, { limit: query.size, offset: (query.page - 1) * query.size }, "newest");
  return { items: await adminItems(deps.db, rows, now), total, page: query.page, size: query.size };
}

export async function itemForOffice(deps: { db: Db; clock: Clock }, id: string): Promise<AdminNftItem> {
  const row = (await repository.findItem(deps.db, id)) ?? fail("notFound");
  return adminItem(deps.db, row, deps.clock.now());
}

export async function bidsForOffice(db: Db, itemId: string, query: { page: number; size: number }) {
  if (!(await repository.findItem(db, itemId))) fail("notFound");
  const { rows, total } = await repository.bidsPage(db, { itemId }, { limit: query.size, offset: (query.page - 1) * query.size });
  const names = await usernamesOf(db, rows.map((row) => row.user_id));
  const items: AdminNftBid[] = rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    username: names.get(row.user_id) ?? "",
    amount: plain(row.amount),
    state: row.state,
    extended: row.extended,
    holdEntryId: row.hold_entry,
    createdAt: row.created_at.toISOString(),
  }));
  return { items, total, page: query.page, size: query.size };
}

export type ItemFields = NftItemFields;

/** The fields' prices and times, checked: 10165 over-precise, 10184 inconsistent or without English, 10186 unknown charity. */
async function checkedFigures(tx: Db, fields: ItemFields) {
  const prices = [fields.startPrice, fields.minIncrement, ...(fields.buyNowPrice === null ? [] : [fields.buyNowPrice])];
  if (prices.some((price) => !fitsScale(decimal(price), nftCurrency))) fail("amountWrong");
  const startsAt = new Date(fields.startsAt);
  const endsAt = new Date(fields.endsAt);
  if (fields.descriptions.en === "" || !itemFiguresValid({ startPrice: fields.startPrice, minIncrement: fields.minIncrement, buyNowPrice: fields.buyNowPrice, startsAt, endsAt })) fail("nftItemInvalid");
  if (!(await repository.findCharity(tx, fields.charityId))) fail("charityInvalid");
  return {
    start_price: plain(fields.startPrice),
    buy_now_price: fields.buyNowPrice === null ? null : plain(fields.buyNowPrice),
    min_increment: plain(fields.minIncrement),
    starts_at: startsAt,
    charity_id: fields.charityId,
    startsAt,
    endsAt,
  };
}

function descriptiveValues(fields: ItemFields) {
  return {
    name: fields.name,
    chain: fields.chain,
    creator: fields.creator,
    contract_address: fields.contractAddress,
    token_id: fields.tokenId,
    image_upload_id: fields.imageId,
    descriptions: JSON.stringify(fields.descriptions),
  };
}

export function itemTarget(id: string): string {
  return nftTarget(id);
}

/** Creates an item; its image (an operator's unused `nft` upload, else 10155) is claimed for it. */
export async function createItem(tx: Db, fields: ItemFields, now: Date): Promise<Changed<AdminNftItem>> {
  const figures = await checkedFigures(tx, fields);
  // Checked (and locked) before the insert: another item's artwork answers 10155, not a unique violation.
  await lockOperatorUpload(tx, fields.imageId, "nft", null);
  const row = await repository.insertItem(tx, {
    ...descriptiveValues(fields),
    start_price: figures.start_price,
    buy_now_price: figures.buy_now_price,
    min_increment: figures.min_increment,
    starts_at: figures.startsAt,
    scheduled_ends_at: figures.endsAt,
    ends_at: figures.endsAt,
    charity_id: figures.charity_id,
    updated_at: now,
  });
  await claimOperatorUpload(tx, fields.imageId, "nft", nftTarget(row.id));
  return { before: null, after: await adminItem(tx, row, now) };
}

/**
 * Changes an item under its row lock. Upcoming: every field. Otherwise the prices, times and
 * charity must be sent as they are (10185); the descriptive fields may change.
 */
export async function updateItem(tx: Db, id: string, fields: ItemFields, now: Date): Promise<Changed<AdminNftItem>> {
  const row = (await repository.lockItem(tx, id)) ?? fail("notFound");
  const figures = await checkedFigures(tx, fields);
  const before = await adminItem(tx, row, now);
  if (statusOf(row, now) !== "upcoming") {
    const same =
      decimal(row.start_price).equals(figures.start_price) &&
      (row.buy_now_price === null ? figures.buy_now_price === null : figures.buy_now_price !== null && decimal(row.buy_now_price).equals(figures.buy_now_price)) &&
      decimal(row.min_increment).equals(figures.min_increment) &&
      row.starts_at.getTime() === figures.startsAt.getTime() &&
      row.scheduled_ends_at.getTime() === figures.endsAt.getTime() &&
      row.charity_id === figures.charity_id;
    if (!same) fail("nftItemLocked");
  }
  await claimOperatorUpload(tx, fields.imageId, "nft", nftTarget(id));
  const timing = statusOf(row, now) === "upcoming" ? { starts_at: figures.startsAt, scheduled_ends_at: figures.endsAt, ends_at: figures.endsAt } : {};
  const updated = await repository.updateItem(tx, id, {
    ...descriptiveValues(fields),
    start_price: figures.start_price,
    buy_now_price: figures.buy_now_price,
    min_increment: figures.min_increment,
    charity_id: figures.charity_id,
    ...timing,
    updated_at: now,
  });
  return { before, after: await adminItem(tx, updated, now) };
}

/** Records the NFT transfer's reference on a sold and settled item; 10020 otherwise. */
export async function recordTransfer(tx: Db, id: string, reference: string, now: Date): Promise<Changed<AdminNftItem>> {
  const row = (await repository.lockItem(tx, id)) ?? fail("notFound");
  if (row.state !== "sold") fail("collectionStatusWrong");
  const before = await adminItem(tx, row, now);
  const updated = await repository.updateItem(tx, id, { transfer_reference: reference, transferred_at: now, updated_at: now });
  return { before, after: await adminItem(tx, updated, now) };
}

// --- charities ---

function adminCharityOf(row: CharityRow, totals: Awaited<ReturnType<typeof charityTotals>>, counts: Map<string, number>): AdminCharity {
  return {
    // Operators read (and the audit records) the English texts, beside every language's.
    ...charityOf(row, totals.get(row.id), counts.get(row.id) ?? 0, "en"),
    names: row.names,
    descriptions: row.descriptions,
    payoutAddress: row.payout_address,
    payoutBank: row.payout_bank,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function adminCharity(db: Db, row: CharityRow): Promise<AdminCharity> {
  const [totals, counts] = await Promise.all([charityTotals(db, [row.id]), repository.itemCountsByCharity(db)]);
  return adminCharityOf(row, totals, counts);
}

export async function charitiesForOffice(db: Db): Promise<AdminCharity[]> {
  const rows = await repository.charities(db);
  const [totals, counts] = await Promise.all([charityTotals(db, rows.map((row) => row.id)), repository.itemCountsByCharity(db)]);
  return rows.map((row) => adminCharityOf(row, totals, counts));
}

export interface CharityFields {
  /** Per interface language; English required (10100 without it). */
  names: Record<LanguageCode, string>;
  descriptions: Record<LanguageCode, string>;
  website: string | null;
  payoutAddress: string | null;
  payoutBank: string | null;
}

function charityValues(fields: CharityFields, now: Date) {
  if (fields.names.en === "") fail("invalidRequest");
  if (fields.payoutAddress === null && fields.payoutBank === null) fail("charityInvalid");
  return { names: JSON.stringify(fields.names), descriptions: JSON.stringify(fields.descriptions), website: fields.website, payout_address: fields.payoutAddress, payout_bank: fields.payoutBank, updated_at: now };
}

export async function createCharity(tx: Db, fields: CharityFields, now: Date): Promise<Changed<AdminCharity>> {
  const row = await repository.insertCharity(tx, charityValues(fields, now));
  return { before: null, after: await adminCharity(tx, row) };
}

export async function updateCharity(tx: Db, id: string, fields: CharityFields, now: Date): Promise<Changed<AdminCharity>> {
  const row = (await repository.lockCharity(tx, id)) ?? fail("notFound");
  const before = await adminCharity(tx, row);
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
export async function recordPayout(tx: Db, recorder: Recorder, charityId: string, body: { amount: string; reference: string }): Promise<Changed<AdminCharity> & { payout: AdminCharityPayout }> {
  const row = (await repository.lockCharity(tx, charityId)) ?? fail("notFound");
  const amount = decimal(body.amount);
  if (!amount.greaterThan(0) || !fitsScale(amount, nftCurrency)) fail("amountWrong");
  const before = await adminCharity(tx, row);
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
  const payout = await repository.insertPayout(tx, { charity_id: charityId, amount: value, reference: body.reference, entry_id: entry.id, recorded_by: recorder.id, recorded_by_name: recorder.username, paid_at: recorder.at });
  return {
    before,
    after: await adminCharity(tx, row),
    payout: { id: payout.id, charity: { id: charityId, name: textIn(row.names, "en").text }, amount: value, currency: nftCurrency, reference: payout.reference, paidAt: payout.paid_at.toISOString(), entryId: entry.id, recordedBy: { id: recorder.id, username: recorder.username } },
  };
}

export async function payoutsForOffice(db: Db, query: { page: number; size: number; charityId?: string | undefined }) {
  const { rows, page } = await listPayouts(db, query, "en");
  const items: AdminCharityPayout[] = rows.map((row, index) => {
    const base = page.items[index];
    return {
      id: row.id,
      charity: base?.charity ?? { id: row.charity_id, name: "" },
      amount: plain(row.amount),
      currency: nftCurrency,
      reference: row.reference,
      paidAt: row.paid_at.toISOString(),
      entryId: row.entry_id,
      recordedBy: { id: row.recorded_by, username: row.recorded_by_name },
    };
  });
  return { ...page, items };
}
