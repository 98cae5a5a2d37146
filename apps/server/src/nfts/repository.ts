// SQL of the nfts domain: charities, items, bids and payouts. Every bid, buy-now, settlement and
// protected edit locks its item row (`for update`), so on one item they run one at a time and each
// sees what the one before it committed. Rows leave as camelCase records with Decimal amounts.
import type { NftSaleKind, NftStatus } from "@tradewind/api/nfts";
import type { CharityId, NftId, UserId } from "@tradewind/domain/ids";
import { decimal, decimalOrNull, toPlain, type Decimal } from "@tradewind/domain/money";
import type { LanguageTexts } from "@tradewind/i18n/language-texts";
import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, type Updateable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { NftBidState, NftItemState, NftTables } from "./tables.ts";

function tables(db: Db): Kysely<NftTables> {
  return withTables<NftTables>(db);
}

export interface Window {
  limit: number;
  offset: number;
}

const plainOrNull = (value: Decimal | null) => (value === null ? null : toPlain(value));

// --- records ---

export interface CharityRecord {
  id: CharityId;
  /** Per language, English required. */
  names: Record<string, string>;
  descriptions: Record<string, string>;
  website: string | null;
  payoutAddress: string | null;
  payoutBank: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What an operator sets on a charity. */
export type CharityValues = Omit<CharityRecord, "id" | "createdAt">;

function charityOf(row: Selectable<NftTables["charities"]>): CharityRecord {
  return { id: row.id, names: row.names, descriptions: row.descriptions, website: row.website, payoutAddress: row.payout_address, payoutBank: row.payout_bank, createdAt: row.created_at, updatedAt: row.updated_at };
}

function charityColumns(values: CharityValues) {
  return { names: JSON.stringify(values.names), descriptions: JSON.stringify(values.descriptions), website: values.website, payout_address: values.payoutAddress, payout_bank: values.payoutBank, updated_at: values.updatedAt };
}

/** What an operator describes an item with; any of it may change while the auction runs. */
export interface ItemDescription {
  name: string;
  chain: string;
  creator: string;
  contractAddress: string;
  tokenId: string;
  imageId: string;
  /** Per language, English required. */
  descriptions: Record<string, string>;
}

/** An item's prices and charity: fixed once the auction starts. */
export interface ItemTerms {
  startPrice: Decimal;
  buyNowPrice: Decimal | null;
  minIncrement: Decimal;
  charityId: CharityId;
}

export interface ItemRecord extends ItemDescription, ItemTerms {
  id: NftId;
  startsAt: Date;
  /** The end the operator set, before extensions. */
  scheduledEndsAt: Date;
  /** The current end, anti-sniping extensions included. */
  endsAt: Date;
  extensions: number;
  currentBid: Decimal | null;
  leaderId: UserId | null;
  bidCount: number;
  state: NftItemState;
  soldPrice: Decimal | null;
  soldVia: NftSaleKind | null;
  soldAt: Date | null;
  buyerId: UserId | null;
  saleEntry: string | null;
  settledAt: Date | null;
  transferReference: string | null;
  transferredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

function itemOf(row: Selectable<NftTables["nft_items"]>): ItemRecord {
  return {
    id: row.id,
    name: row.name,
    chain: row.chain,
    creator: row.creator,
    contractAddress: row.contract_address,
    tokenId: row.token_id,
    imageId: row.image_upload_id,
    descriptions: row.descriptions,
    startPrice: decimal(row.start_price),
    buyNowPrice: decimalOrNull(row.buy_now_price),
    minIncrement: decimal(row.min_increment),
    charityId: row.charity_id,
    startsAt: row.starts_at,
    scheduledEndsAt: row.scheduled_ends_at,
    endsAt: row.ends_at,
    extensions: row.extensions,
    currentBid: decimalOrNull(row.current_bid),
    leaderId: row.leader_id,
    bidCount: row.bid_count,
    state: row.state,
    soldPrice: decimalOrNull(row.sold_price),
    soldVia: row.sold_via,
    soldAt: row.sold_at,
    buyerId: row.buyer_id,
    saleEntry: row.sale_entry,
    settledAt: row.settled_at,
    transferReference: row.transfer_reference,
    transferredAt: row.transferred_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function descriptionColumns(description: ItemDescription) {
  return {
    name: description.name,
    chain: description.chain,
    creator: description.creator,
    contract_address: description.contractAddress,
    token_id: description.tokenId,
    image_upload_id: description.imageId,
    descriptions: JSON.stringify(description.descriptions),
  };
}

function termsColumns(terms: ItemTerms) {
  return { start_price: toPlain(terms.startPrice), buy_now_price: plainOrNull(terms.buyNowPrice), min_increment: toPlain(terms.minIncrement), charity_id: terms.charityId };
}

export interface BidRecord {
  id: string;
  itemId: NftId;
  userId: UserId;
  amount: Decimal;
  state: NftBidState;
  /** Whether this bid extended the end (anti-sniping). */
  extended: boolean;
  holdEntry: string;
  releaseEntry: string | null;
  createdAt: Date;
}

function bidOf(row: Selectable<NftTables["nft_bids"]>): BidRecord {
  return { id: row.id, itemId: row.item_id, userId: row.user_id, amount: decimal(row.amount), state: row.state, extended: row.extended, holdEntry: row.hold_entry, releaseEntry: row.release_entry, createdAt: row.created_at };
}

export interface PayoutRecord {
  id: string;
  charityId: CharityId;
  amount: Decimal;
  /** The tx hash or bank receipt number. */
  reference: string;
  entryId: string;
  recordedBy: string;
  recordedByName: string;
  paidAt: Date;
}

function payoutOf(row: Selectable<NftTables["charity_payouts"]>): PayoutRecord {
  return { id: row.id, charityId: row.charity_id, amount: decimal(row.amount), reference: row.reference, entryId: row.entry_id, recordedBy: row.recorded_by, recordedByName: row.recorded_by_name, paidAt: row.paid_at };
}

// --- charities ---

export async function charities(db: Db): Promise<CharityRecord[]> {
  const rows = await tables(db).selectFrom("charities").selectAll().orderBy("id").execute();
  return rows.map(charityOf);
}

export async function findCharity(db: Db, id: CharityId): Promise<CharityRecord | undefined> {
  const row = await tables(db).selectFrom("charities").selectAll().where("id", "=", id).executeTakeFirst();
  return row && charityOf(row);
}

export async function lockCharity(tx: Db, id: CharityId): Promise<CharityRecord | undefined> {
  const row = await tables(tx).selectFrom("charities").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && charityOf(row);
}

/** Each charity's name in every language it has. */
export async function charityNames(db: Db, ids: readonly CharityId[]): Promise<Map<CharityId, LanguageTexts>> {
  if (ids.length === 0) return new Map();
  const rows = await tables(db).selectFrom("charities").select(["id", "names"]).where("id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row.names]));
}

export async function insertCharity(tx: Db, values: CharityValues): Promise<CharityRecord> {
  return charityOf(await tables(tx).insertInto("charities").values(charityColumns(values)).returningAll().executeTakeFirstOrThrow());
}

export async function updateCharity(tx: Db, id: CharityId, values: CharityValues): Promise<CharityRecord> {
  return charityOf(await tables(tx).updateTable("charities").set(charityColumns(values)).where("id", "=", id).returningAll().executeTakeFirstOrThrow());
}

/** Items per charity id. */
export async function itemCountsByCharity(db: Db): Promise<Map<CharityId, number>> {
  const rows = await tables(db).selectFrom("nft_items").select(["charity_id", (eb) => eb.fn.countAll<string>().as("count")]).groupBy("charity_id").execute();
  return new Map(rows.map((row) => [row.charity_id, Number(row.count)]));
}

// --- items ---

export interface NewItem extends ItemDescription, ItemTerms {
  startsAt: Date;
  endsAt: Date;
  updatedAt: Date;
}

export async function insertItem(tx: Db, item: NewItem): Promise<ItemRecord> {
  const row = await tables(tx)
    .insertInto("nft_items")
    .values({ ...descriptionColumns(item), ...termsColumns(item), starts_at: item.startsAt, scheduled_ends_at: item.endsAt, ends_at: item.endsAt, updated_at: item.updatedAt })
    .returningAll()
    .executeTakeFirstOrThrow();
  return itemOf(row);
}

export async function findItem(db: Db, id: NftId): Promise<ItemRecord | undefined> {
  const row = await tables(db).selectFrom("nft_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row && itemOf(row);
}

export async function lockItem(tx: Db, id: NftId): Promise<ItemRecord | undefined> {
  const row = await tables(tx).selectFrom("nft_items").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && itemOf(row);
}

async function updateItem(tx: Db, id: NftId, changes: Updateable<NftTables["nft_items"]>): Promise<ItemRecord> {
  return itemOf(await tables(tx).updateTable("nft_items").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow());
}

/**
 * An operator's edit: the description always; the terms and, while upcoming, the times (`schedule`,
 * which sets the scheduled and the current end alike).
 */
export async function editItem(tx: Db, id: NftId, edit: { description: ItemDescription; terms: ItemTerms; schedule: { startsAt: Date; endsAt: Date } | null; at: Date }): Promise<ItemRecord> {
  const schedule = edit.schedule === null ? {} : { starts_at: edit.schedule.startsAt, scheduled_ends_at: edit.schedule.endsAt, ends_at: edit.schedule.endsAt };
  return updateItem(tx, id, { ...descriptionColumns(edit.description), ...termsColumns(edit.terms), ...schedule, updated_at: edit.at });
}

/** A new leading bid: its amount and bidder, one more bid, and the end moved when the bid extended it. */
export async function recordLeadingBid(tx: Db, item: ItemRecord, bid: { amount: Decimal; userId: UserId; newEnd: Date | null; at: Date }): Promise<ItemRecord> {
  return updateItem(tx, item.id, {
    current_bid: toPlain(bid.amount),
    leader_id: bid.userId,
    bid_count: item.bidCount + 1,
    ...(bid.newEnd === null ? {} : { ends_at: bid.newEnd, extensions: item.extensions + 1 }),
    updated_at: bid.at,
  });
}

/** The item sold and settled (bought now, or won at the end). */
export async function recordSale(tx: Db, id: NftId, sale: { price: Decimal; via: NftSaleKind; soldAt: Date; buyerId: UserId; entryId: string; at: Date }): Promise<ItemRecord> {
  return updateItem(tx, id, { state: "sold", sold_price: toPlain(sale.price), sold_via: sale.via, sold_at: sale.soldAt, buyer_id: sale.buyerId, sale_entry: sale.entryId, settled_at: sale.at, updated_at: sale.at });
}

/** The auction ended without a bid. */
export async function recordUnsold(tx: Db, id: NftId, at: Date): Promise<ItemRecord> {
  return updateItem(tx, id, { state: "unsold", settled_at: at, updated_at: at });
}

/** The NFT's transfer to its buyer, by reference (tx hash). */
export async function recordTransfer(tx: Db, id: NftId, reference: string, at: Date): Promise<ItemRecord> {
  return updateItem(tx, id, { transfer_reference: reference, transferred_at: at, updated_at: at });
}

/** Whether an item shows the upload `imageId` (its artwork is then public). */
export async function itemWithImage(db: Db, imageId: string): Promise<boolean> {
  const row = await tables(db).selectFrom("nft_items").select("id").where("image_upload_id", "=", imageId).executeTakeFirst();
  return row !== undefined;
}

type ItemsBuilder = ExpressionBuilder<NftTables, "nft_items">;

/** The status at `now` in SQL, as packages/domain's auctionStatus derives it. */
function statusIs(eb: ItemsBuilder, status: NftStatus, now: Date): Expression<SqlBool> {
  const open = eb("state", "=", "open");
  const ended = eb.and([open, eb("ends_at", "<=", now)]);
  switch (status) {
    case "upcoming":
      return eb.and([open, eb("starts_at", ">", now)]);
    case "live":
      return eb.and([open, eb("starts_at", "<=", now), eb("ends_at", ">", now)]);
    case "sold":
      return eb.or([eb("state", "=", "sold"), eb.and([ended, eb("bid_count", ">", 0)])]);
    case "ended_unsold":
      return eb.or([eb("state", "=", "unsold"), eb.and([ended, eb("bid_count", "=", 0)])]);
  }
}

export interface ItemFilter {
  status?: NftStatus | undefined;
  /** A prefix of the name (back office). */
  search?: string | undefined;
}

/** Public order: live (soonest end first), upcoming (soonest start), then ended (newest end first). */
export async function itemsPage(db: Db, filter: ItemFilter, now: Date, window: Window, order: "public" | "newest"): Promise<{ rows: ItemRecord[]; total: number }> {
  const where = tables(db)
    .selectFrom("nft_items")
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.status !== undefined) conditions.push(statusIs(eb, filter.status, now));
      if (filter.search !== undefined) conditions.push(eb("name", "like", `${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
      return eb.and(conditions);
    });
  let rows = where.selectAll();
  if (order === "newest") rows = rows.orderBy("id", "desc");
  else {
    const rank = sql<number>`case when state = 'open' and starts_at <= ${now} and ends_at > ${now} then 0 when state = 'open' and starts_at > ${now} then 1 else 2 end`;
    const time = sql<number>`case when state = 'open' and starts_at <= ${now} and ends_at > ${now} then extract(epoch from ends_at) when state = 'open' and starts_at > ${now} then extract(epoch from starts_at) else -extract(epoch from ends_at) end`;
    rows = rows.orderBy(rank).orderBy(time).orderBy("id", "desc");
  }
  const [items, count] = await Promise.all([
    rows.limit(window.limit).offset(window.offset).execute(),
    where.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: items.map(itemOf), total: Number(count.count) };
}

/** Open items whose end has passed, soonest end first, at most `limit`: the settlement job's work. */
export async function dueItemIds(db: Db, now: Date, limit: number): Promise<NftId[]> {
  const rows = await tables(db).selectFrom("nft_items").select("id").where("state", "=", "open").where("ends_at", "<=", now).orderBy("ends_at").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** A buyer's items (sold to them), newest sale first. */
export async function collectionPage(db: Db, buyerId: UserId, window: Window): Promise<{ rows: ItemRecord[]; total: number }> {
  const where = tables(db).selectFrom("nft_items").where("buyer_id", "=", buyerId).where("state", "=", "sold");
  const [rows, count] = await Promise.all([
    where.selectAll().orderBy("sold_at", "desc").orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    where.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(itemOf), total: Number(count.count) };
}

export async function itemNames(db: Db, ids: readonly NftId[]): Promise<Map<NftId, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tables(db).selectFrom("nft_items").select(["id", "name"]).where("id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

// --- bids ---

export async function insertBid(tx: Db, bid: { itemId: NftId; userId: UserId; amount: Decimal; extended: boolean; holdEntry: string; createdAt: Date }): Promise<BidRecord> {
  const row = await tables(tx)
    .insertInto("nft_bids")
    .values({ item_id: bid.itemId, user_id: bid.userId, amount: toPlain(bid.amount), extended: bid.extended, hold_entry: bid.holdEntry, created_at: bid.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
  return bidOf(row);
}

/** The item's leading bid (its funds held); read under the item's lock. */
export async function leadingBid(tx: Db, itemId: NftId): Promise<BidRecord | undefined> {
  const row = await tables(tx).selectFrom("nft_bids").selectAll().where("item_id", "=", itemId).where("state", "=", "leading").executeTakeFirst();
  return row && bidOf(row);
}

/** The leading bid's end: won, or outbid/released with the entry that returned its funds. */
export async function closeBid(tx: Db, id: string, outcome: { state: "won" } | { state: "outbid" | "released"; releaseEntry: string }): Promise<void> {
  await tables(tx)
    .updateTable("nft_bids")
    .set(outcome.state === "won" ? { state: outcome.state } : { state: outcome.state, release_entry: outcome.releaseEntry })
    .where("id", "=", id)
    .execute();
}

export async function bidsPage(db: Db, filter: { itemId?: NftId | undefined; userId?: UserId | undefined }, window: Window): Promise<{ rows: BidRecord[]; total: number }> {
  const where = tables(db)
    .selectFrom("nft_bids")
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.itemId !== undefined) conditions.push(eb("item_id", "=", filter.itemId));
      if (filter.userId !== undefined) conditions.push(eb("user_id", "=", filter.userId));
      return eb.and(conditions);
    });
  const [rows, count] = await Promise.all([
    where.selectAll().orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    where.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(bidOf), total: Number(count.count) };
}

// --- payouts ---

export async function insertPayout(tx: Db, payout: Omit<PayoutRecord, "id">): Promise<PayoutRecord> {
  const row = await tables(tx)
    .insertInto("charity_payouts")
    .values({ charity_id: payout.charityId, amount: toPlain(payout.amount), reference: payout.reference, entry_id: payout.entryId, recorded_by: payout.recordedBy, recorded_by_name: payout.recordedByName, paid_at: payout.paidAt })
    .returningAll()
    .executeTakeFirstOrThrow();
  return payoutOf(row);
}

export async function payoutsPage(db: Db, charityId: CharityId | undefined, window: Window): Promise<{ rows: PayoutRecord[]; total: number }> {
  let where = tables(db).selectFrom("charity_payouts");
  if (charityId !== undefined) where = where.where("charity_id", "=", charityId);
  const [rows, count] = await Promise.all([
    where.selectAll().orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    where.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(payoutOf), total: Number(count.count) };
}
