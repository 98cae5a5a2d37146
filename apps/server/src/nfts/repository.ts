// SQL of the nfts domain: charities, items, bids and payouts. Every bid, buy-now, settlement and
// protected edit locks its item row (`for update`), so on one item they run one at a time and each
// sees what the one before it committed.
import type { NftStatus } from "@tradewind/api/nfts";
import type { UserId } from "@tradewind/domain/ids";
import { sql, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type SqlBool, type Updateable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { NftTables } from "./tables.ts";

function tables(db: Db): Kysely<NftTables> {
  return withTables<NftTables>(db);
}

export interface Window {
  limit: number;
  offset: number;
}

// --- charities ---

export async function charities(db: Db) {
  return tables(db).selectFrom("charities").selectAll().orderBy("id").execute();
}

export type CharityRow = Awaited<ReturnType<typeof charities>>[number];

export async function findCharity(db: Db, id: string) {
  return tables(db).selectFrom("charities").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function lockCharity(tx: Db, id: string) {
  return tables(tx).selectFrom("charities").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** Each charity's name in every language it has. */
export async function charityNames(db: Db, ids: readonly string[]): Promise<Map<string, Record<string, string>>> {
  if (ids.length === 0) return new Map();
  const rows = await tables(db).selectFrom("charities").select(["id", "names"]).where("id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row.names]));
}

export async function insertCharity(tx: Db, values: Insertable<NftTables["charities"]>): Promise<CharityRow> {
  return tables(tx).insertInto("charities").values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateCharity(tx: Db, id: string, changes: Updateable<NftTables["charities"]>): Promise<CharityRow> {
  return tables(tx).updateTable("charities").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** Items per charity id. */
export async function itemCountsByCharity(db: Db): Promise<Map<string, number>> {
  const rows = await tables(db).selectFrom("nft_items").select(["charity_id", (eb) => eb.fn.countAll<string>().as("count")]).groupBy("charity_id").execute();
  return new Map(rows.map((row) => [row.charity_id, Number(row.count)]));
}

// --- items ---

export async function insertItem(tx: Db, values: Insertable<NftTables["nft_items"]>) {
  return tables(tx).insertInto("nft_items").values(values).returningAll().executeTakeFirstOrThrow();
}

export type ItemRow = Awaited<ReturnType<typeof insertItem>>;

export async function findItem(db: Db, id: string) {
  return tables(db).selectFrom("nft_items").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function lockItem(tx: Db, id: string) {
  return tables(tx).selectFrom("nft_items").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateItem(tx: Db, id: string, changes: Updateable<NftTables["nft_items"]>): Promise<ItemRow> {
  return tables(tx).updateTable("nft_items").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
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
export async function itemsPage(db: Db, filter: ItemFilter, now: Date, window: Window, order: "public" | "newest") {
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
  return { rows: items, total: Number(count.count) };
}

/** Open items whose end has passed, soonest end first, at most `limit`: the settlement job's work. */
export async function dueItemIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await tables(db).selectFrom("nft_items").select("id").where("state", "=", "open").where("ends_at", "<=", now).orderBy("ends_at").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** A buyer's items (sold to them), newest sale first. */
export async function collectionPage(db: Db, buyerId: UserId, window: Window) {
  const where = tables(db).selectFrom("nft_items").where("buyer_id", "=", buyerId).where("state", "=", "sold");
  const [rows, count] = await Promise.all([
    where.selectAll().orderBy("sold_at", "desc").orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    where.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function itemNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tables(db).selectFrom("nft_items").select(["id", "name"]).where("id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

// --- bids ---

export async function insertBid(tx: Db, values: Insertable<NftTables["nft_bids"]>) {
  return tables(tx).insertInto("nft_bids").values(values).returningAll().executeTakeFirstOrThrow();
}

export type BidRow = Awaited<ReturnType<typeof insertBid>>;

/** The item's leading bid (its funds held); read under the item's lock. */
export async function leadingBid(tx: Db, itemId: string): Promise<BidRow | undefined> {
  return tables(tx).selectFrom("nft_bids").selectAll().where("item_id", "=", itemId).where("state", "=", "leading").executeTakeFirst();
}

export async function updateBid(tx: Db, id: string, changes: Updateable<NftTables["nft_bids"]>): Promise<BidRow> {
  return tables(tx).updateTable("nft_bids").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function bidsPage(db: Db, filter: { itemId?: string | undefined; userId?: UserId | undefined }, window: Window) {
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
  return { rows, total: Number(count.count) };
}

// --- payouts ---

export async function insertPayout(tx: Db, values: Insertable<NftTables["charity_payouts"]>) {
  return tables(tx).insertInto("charity_payouts").values(values).returningAll().executeTakeFirstOrThrow();
}

export type PayoutRow = Awaited<ReturnType<typeof insertPayout>>;

export async function payoutsPage(db: Db, charityId: string | undefined, window: Window) {
  let where = tables(db).selectFrom("charity_payouts");
  if (charityId !== undefined) where = where.where("charity_id", "=", charityId);
  const [rows, count] = await Promise.all([
    where.selectAll().orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    where.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
