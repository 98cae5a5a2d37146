// Orders needing attention for other domains (the back office): the list with each order's user
// and instrument, the open count for the dashboard, and resolving a listing. Resolving keeps the
// row; the engine lists the order again only if it fails again (attention-repository.ts), and an
// option's listing holds it back from the settler only while open (options/repository.ts), so a
// resolved option the operator fixed is settled at the settler's next scan.
import type { OrderId } from "@tradewind/domain/ids";
import type { AttentionItem, AttentionKind, attentionStatuses } from "@tradewind/api/admin/attention";
import { instrumentsById } from "../market/instruments-service.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./attention-repository.ts";
import type { Listing } from "./attention-repository.ts";
import type { PageQuery } from "./paging.ts";

type Status = (typeof attentionStatuses)[number];

function toItem(listing: Listing, codes: Map<string, { code: string }>): AttentionItem {
  return {
    kind: listing.kind,
    orderId: listing.orderId,
    userId: listing.userId,
    instrumentCode: listing.instrumentId === null ? null : (codes.get(listing.instrumentId)?.code ?? null),
    reason: listing.reason,
    listedAt: listing.listedAt.toISOString(),
    attempts: listing.attempts,
    resolvedAt: listing.resolvedAt?.toISOString() ?? null,
    resolvedBy: listing.resolvedBy,
    resolution: listing.resolution,
  };
}

async function toItems(db: Db, listings: Listing[]): Promise<AttentionItem[]> {
  const instrumentIds = listings.flatMap((listing) => (listing.instrumentId === null ? [] : [listing.instrumentId]));
  const instruments = await instrumentsById(db, instrumentIds);
  return listings.map((listing) => toItem(listing, instruments));
}

export async function attentionList(db: Db, query: PageQuery & { status: Status }) {
  const [total, rows] = await Promise.all([
    repository.countAttention(db, query.status),
    repository.attentionPage(db, query.status, { limit: query.size, offset: (query.page - 1) * query.size }),
  ]);
  return { items: await toItems(db, rows), total, page: query.page, size: query.size };
}

/** Lists an order for an operator, as the engine and the option settler do when they give up on it. */
export async function listOrderForAttention(db: Db, mark: repository.AttentionMark): Promise<void> {
  await repository.markForAttention(db, mark);
}

/** Listings waiting for an operator (the dashboard's queue). */
export async function openAttentionCount(db: Db): Promise<number> {
  return repository.countAttention(db, "open");
}

/** Marks an open listing resolved inside the caller's transaction; 10118 when there is none open. Answers the row before and after. */
export async function resolveAttention(tx: Db, key: { kind: AttentionKind; orderId: OrderId }, resolution: { operatorId: string; username: string; reason: string; at: Date }) {
  const before = await repository.listingOf(tx, key);
  if (before?.resolvedAt !== null) fail("notFound");
  if (!(await repository.resolveListing(tx, key, resolution))) fail("notFound");
  const after = await repository.listingOf(tx, key);
  if (after === undefined) fail("notFound");
  const instruments = await instrumentsById(tx, after.instrumentId === null ? [] : [after.instrumentId]);
  return { before: toItem(before, instruments), after: toItem(after, instruments) };
}
