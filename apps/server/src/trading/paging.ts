// Reads every trading product answers alike: a page of the user's orders in wire form, and one
// order shown only to its owner. Each order is shown with its instrument from market's catalogue.
import type { Book } from "@tradewind/api/accounts";
import type { UserId } from "@tradewind/domain/ids";
import { instrumentById, instrumentsById, type TradableInstrument } from "../market/instruments-service.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";

export interface PageQuery {
  /** From 1. */
  page: number;
  size: number;
}

interface OrderLike {
  userId: UserId;
  instrumentId: string;
}

/** A page read by `read`, each row in wire form; a row whose instrument is gone is left out. */
export async function pageOfOrders<Order extends OrderLike, Wire>(
  db: Db,
  query: PageQuery,
  read: (window: { limit: number; offset: number }) => Promise<{ rows: Order[]; total: number }>,
  toWire: (order: Order, instrument: TradableInstrument) => Wire,
): Promise<{ items: Wire[]; total: number; page: number; size: number }> {
  const { rows, total } = await read({ limit: query.size, offset: (query.page - 1) * query.size });
  const instruments = await instrumentsById(db, rows.map((order) => order.instrumentId));
  const items = rows.flatMap((order) => {
    const instrument = instruments.get(order.instrumentId);
    return instrument ? [toWire(order, instrument)] : [];
  });
  return { items, total, page: query.page, size: query.size };
}

/** Each order with its instrument from the catalogue (an order always names a catalogued one: 10122 otherwise). */
export async function withInstruments<Order extends OrderLike>(db: Db, orders: readonly Order[]): Promise<{ order: Order; instrument: TradableInstrument }[]> {
  const instruments = await instrumentsById(db, orders.map((order) => order.instrumentId));
  return orders.map((order) => ({ order, instrument: instruments.get(order.instrumentId) ?? fail("unknownInstrument") }));
}

/**
 * The fields every order's wire form opens with: its id, its order number (the product's letter and
 * the id padded to 8 digits, as SPEC shows them), the instrument's code and name, and the book.
 */
export function orderHeading(letter: "U" | "B" | "O", order: { id: string; book: Book }, instrument: { code: string; name: string }) {
  return { id: order.id, orderNo: `${letter}${order.id.padStart(8, "0")}`, code: instrument.code, name: instrument.name, book: order.book };
}

/** The order with its instrument when `userId` owns it; 10118 (not found) otherwise, never "not yours". */
export async function ownedOrder<Order extends OrderLike>(db: Db, userId: UserId, order: Order | undefined): Promise<{ order: Order; instrument: TradableInstrument }> {
  if (!order || order.userId !== userId) return fail("notFound");
  const instrument = (await instrumentById(db, order.instrumentId)) ?? fail("notFound");
  return { order, instrument };
}
