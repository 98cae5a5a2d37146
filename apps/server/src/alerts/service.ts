// Use cases of price alerts: a user creates (within `price_alerts_max`), lists, edits, pauses and
// deletes their alerts; each change is announced on the bus after the commit, so the engine
// re-reads the alert. `fireAlert` records one firing (once per alert and tick), tells the user
// (notification, `/ws` frame) and pushes to their devices; the engine calls it (engine.ts).
import type { AdminPriceAlert } from "@tradewind/api/admin/users";
import type { PriceAlert, PriceAlertDefinition } from "@tradewind/api/price-alerts";
import { userId as ownerId, type UserId } from "@tradewind/domain/ids";
import { asPrice, decimal, toPlain } from "@tradewind/domain/money";
import { restableAlert, type AlertCondition } from "@tradewind/domain/price-alerts";
import { lockUser } from "../accounts/users-service.ts";
import { instrumentsById, listedInstrumentByCode } from "../market/instruments-service.ts";
import { announceNotifications, notify } from "../notifications/service.ts";
import type { Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { integerParam } from "../platform/params.ts";
import type { FeedTick, TradingFeed } from "../trading/engine/types.ts";
import { alertChangedSubject, alertFiredSubject } from "./events.ts";
import { pushToUser, type PushDeps } from "./push.ts";
import * as alerts from "./repository.ts";

export interface AlertDeps {
  db: Db;
  clock: Clock;
  /** Where changes are announced to the engine; absent in a process without market data. */
  bus?: Bus | undefined;
}

export function conditionOf(record: Pick<alerts.AlertRecord, "condition" | "level" | "percent" | "windowSeconds">): AlertCondition {
  if (record.condition === "move") return { kind: "move", percent: decimal(record.percent ?? "0"), windowSeconds: record.windowSeconds ?? 0 };
  return { kind: record.condition, level: asPrice(record.level ?? "0") };
}

/** A NUMERIC column's text without the scale's trailing zeros ("1.000000000000000000" → "1"). */
const plainOrNull = (value: string | null) => (value === null ? null : toPlain(decimal(value)));

function toWire(record: alerts.AlertRecord, code: string): PriceAlert {
  return {
    id: record.id,
    code,
    condition: record.condition,
    level: plainOrNull(record.level),
    percent: plainOrNull(record.percent),
    windowSeconds: record.windowSeconds,
    repeating: record.repeating,
    status: record.status,
    firedCount: record.firedCount,
    lastFiredAt: record.lastFiredAt?.toISOString() ?? null,
    lastFiredPrice: plainOrNull(record.lastFiredPrice),
    createdAt: record.createdAt.toISOString(),
  };
}

const alertsMax = (db: Db) => integerParam(db, "price_alerts_max", 1);

export async function listAlerts(deps: Pick<AlertDeps, "db">, userId: UserId, code: string | undefined): Promise<{ items: PriceAlert[]; max: number }> {
  const instrument = code === undefined ? undefined : await listedInstrumentByCode(deps.db, code);
  if (code !== undefined && !instrument) return { items: [], max: await alertsMax(deps.db) };
  const records = await alerts.alertsOf(deps.db, userId, instrument?.id);
  const instruments = await instrumentsById(deps.db, [...new Set(records.map((record) => record.instrumentId))]);
  return { items: records.map((record) => toWire(record, instruments.get(record.instrumentId)?.code ?? "")), max: await alertsMax(deps.db) };
}

/** A user's alerts for the back office (issue 25): the user's view with the source of the tick each last fired on. */
export async function alertsForOperator(db: Db, userId: UserId): Promise<AdminPriceAlert[]> {
  const { items } = await listAlerts({ db }, userId, undefined);
  const sources = await alerts.lastFiringSources(db, items.map((alert) => alert.id));
  return items.map((alert) => ({ ...alert, lastFiredSource: sources.get(alert.id) ?? null }));
}

/** The row's fields for a definition on a listed instrument; 10132 for one that is not, 10272 for what the book cannot hold. */
async function fieldsOf(db: Db, definition: PriceAlertDefinition): Promise<{ fields: alerts.AlertFields; code: string }> {
  const instrument = (await listedInstrumentByCode(db, definition.code)) ?? fail("instrumentNotTradable");
  const fields: alerts.AlertFields =
    definition.condition === "move"
      ? { instrumentId: instrument.id, condition: "move", level: null, percent: definition.percent, windowSeconds: definition.windowSeconds, repeating: definition.repeating }
      : { instrumentId: instrument.id, condition: definition.condition, level: definition.level.toString(), percent: null, windowSeconds: null, repeating: definition.repeating };
  if (!restableAlert(conditionOf(fields))) fail("priceAlertInvalid");
  return { fields, code: instrument.code };
}

function announce(deps: AlertDeps, alertId: string): void {
  deps.bus?.publish(alertChangedSubject, { alertId });
}

export async function createAlert(deps: AlertDeps, userId: UserId, definition: PriceAlertDefinition): Promise<PriceAlert> {
  const { fields, code } = await fieldsOf(deps.db, definition);
  const max = await alertsMax(deps.db);
  const created = await deps.db.transaction().execute(async (tx) => {
    // One at a time per user, so two creations at once cannot both pass the count.
    await lockUser(tx, userId);
    if ((await alerts.countAlerts(tx, userId)) >= max) fail("priceAlertLimitReached", { max });
    return alerts.insertAlert(tx, userId, fields, deps.clock.now());
  });
  announce(deps, created.id);
  return toWire(created, code);
}

export async function updateAlert(deps: AlertDeps, userId: UserId, change: PriceAlertDefinition & { id: string; active: boolean }): Promise<PriceAlert> {
  const { fields, code } = await fieldsOf(deps.db, change);
  const updated = (await alerts.updateAlert(deps.db, userId, change.id, fields, change.active, deps.clock.now())) ?? fail("priceAlertNotFound");
  announce(deps, updated.id);
  return toWire(updated, code);
}

export async function deleteAlert(deps: AlertDeps, userId: UserId, id: string): Promise<{ deleted: true }> {
  if (!(await alerts.deleteAlert(deps.db, userId, id))) fail("priceAlertNotFound");
  announce(deps, id);
  return { deleted: true };
}

export interface FiringDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  feed: TradingFeed;
  /** Absent where Web Push is not set up (tests of other parts). */
  push?: PushDeps | undefined;
}

/** What the service worker shows, in symbols every language reads: ≥ / ≤ the level, or ±p % in the window. */
function pushBody(record: alerts.AlertRecord, price: string): string {
  if (record.condition === "move") return `±${record.percent ?? ""} % / ${Math.round((record.windowSeconds ?? 0) / 60)} min → ${price}`;
  return `${record.condition === "above" ? "≥" : "≤"} ${decimal(record.level ?? "0").toString()} → ${price}`;
}

/**
 * Records `alertId`'s firing on `tick` and tells its user, once per alert and tick. Answers
 * "stale" (nothing written) when the tick is no longer within `price_fresh_seconds` by the time
 * the transaction runs, "skipped" when the alert already fired on this tick or is no longer active.
 */
export async function fireAlert(deps: FiringDeps, alertId: string, code: string, tick: FeedTick): Promise<"fired" | "stale" | "skipped"> {
  const fired = await deps.db.transaction().execute(async (tx) => {
    if (!deps.feed.tickFresh(tick)) return "stale" as const;
    const record = await alerts.recordFiring(tx, { alertId, tickTs: new Date(tick.ts), price: toPlain(tick.price), source: tick.source, now: deps.clock.now() });
    if (!record) return undefined;
    const params: Record<string, string> = { code, condition: record.condition, price: toPlain(tick.price) };
    if (record.level !== null) params.level = decimal(record.level).toString();
    if (record.percent !== null) params.percent = decimal(record.percent).toString();
    if (record.windowSeconds !== null) params.windowSeconds = String(record.windowSeconds);
    await notify(tx, { userId: record.userId, kind: "price_alert", params, reference: `alert:${record.id}` });
    return record;
  });
  if (fired === "stale") return "stale";
  if (!fired) return "skipped";
  announceNotifications(deps.bus, [fired.userId]);
  deps.bus.publish(alertFiredSubject, { userId: fired.userId, id: fired.id, code, condition: fired.condition, price: toPlain(tick.price), ts: tick.ts });
  if (deps.push) await pushToUser(deps.push, ownerId(fired.userId), { title: code, body: pushBody(fired, toPlain(tick.price)), url: `/market?code=${encodeURIComponent(code)}`, tag: `alert:${fired.id}` });
  return "fired";
}
