// SQL of price alerts and Web Push: a user's alerts (every query that reads or changes one names
// its user), the active ones the engine rests, each firing once per alert and tick (the unique
// key decides, so a second engine meeting the same tick writes nothing), the VAPID key pair and
// the users' push subscriptions.
import type { UserId } from "@tradewind/domain/ids";
import { sql, type Kysely } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { AlertTables } from "./tables.ts";

function tables(db: Db): Kysely<AlertTables> {
  return withTables<AlertTables>(db);
}

export interface AlertRecord {
  id: string;
  userId: UserId;
  instrumentId: string;
  condition: "above" | "below" | "move";
  level: string | null;
  percent: string | null;
  windowSeconds: number | null;
  repeating: boolean;
  status: "active" | "paused" | "fired";
  firedCount: number;
  lastFiredAt: Date | null;
  lastFiredPrice: string | null;
  createdAt: Date;
}

export interface AlertFields {
  instrumentId: string;
  condition: "above" | "below" | "move";
  level: string | null;
  percent: string | null;
  windowSeconds: number | null;
  repeating: boolean;
}

const columns = [
  "id",
  "user_id as userId",
  "instrument_id as instrumentId",
  "condition",
  "level",
  "percent",
  "window_seconds as windowSeconds",
  "repeating",
  "status",
  "fired_count as firedCount",
  "last_fired_at as lastFiredAt",
  "last_fired_price as lastFiredPrice",
  "created_at as createdAt",
] as const;

const row = (fields: AlertFields) => ({ instrument_id: fields.instrumentId, condition: fields.condition, level: fields.level, percent: fields.percent, window_seconds: fields.windowSeconds, repeating: fields.repeating });

export async function countAlerts(tx: Db, userId: UserId): Promise<number> {
  const found = await tables(tx).selectFrom("price_alerts").where("user_id", "=", userId).select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  return Number(found.count);
}

export async function insertAlert(tx: Db, userId: UserId, fields: AlertFields, now: Date): Promise<AlertRecord> {
  return tables(tx)
    .insertInto("price_alerts")
    .values({ user_id: userId, ...row(fields), created_at: now, updated_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Rewrites the user's alert; `active` false pauses it, true rests it again (a fired once alert too). Undefined when it is not theirs. */
export async function updateAlert(tx: Db, userId: UserId, id: string, fields: AlertFields, active: boolean, now: Date): Promise<AlertRecord | undefined> {
  return tables(tx)
    .updateTable("price_alerts")
    .set({ ...row(fields), status: active ? "active" : "paused", updated_at: now })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning(columns)
    .executeTakeFirst();
}

/** Deletes the user's alert (its firings cascade); false when it is not theirs. */
export async function deleteAlert(tx: Db, userId: UserId, id: string): Promise<boolean> {
  const deleted = await tables(tx).deleteFrom("price_alerts").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

export async function alertsOf(db: Db, userId: UserId, instrumentId: string | undefined): Promise<AlertRecord[]> {
  let query = tables(db).selectFrom("price_alerts").where("user_id", "=", userId);
  if (instrumentId !== undefined) query = query.where("instrument_id", "=", instrumentId);
  return query.select(columns).orderBy("id", "desc").execute();
}

export async function findAlert(db: Db, id: string): Promise<AlertRecord | undefined> {
  return tables(db).selectFrom("price_alerts").where("id", "=", id).select(columns).executeTakeFirst();
}

/** Every alert the engine rests. */
export async function activeAlerts(db: Db): Promise<AlertRecord[]> {
  return tables(db).selectFrom("price_alerts").where("status", "=", "active").select(columns).orderBy("id").execute();
}

/**
 * Records the firing of `alertId` on the tick at `tickTs`, once: false (and nothing changed)
 * when this alert already fired on this tick, or is no longer active. A once alert becomes `fired`.
 */
export async function recordFiring(tx: Db, firing: { alertId: string; tickTs: Date; price: string; source: string; now: Date }): Promise<AlertRecord | undefined> {
  const inserted = await tables(tx)
    .insertInto("price_alert_firings")
    .values({ alert_id: firing.alertId, tick_ts: firing.tickTs, price: firing.price, source: firing.source, fired_at: firing.now })
    .onConflict((conflict) => conflict.columns(["alert_id", "tick_ts"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return undefined;
  return tables(tx)
    .updateTable("price_alerts")
    .set({
      status: sql<"active" | "fired">`case when repeating then 'active' else 'fired' end`,
      fired_count: sql<number>`fired_count + 1`,
      last_fired_at: firing.tickTs,
      last_fired_price: firing.price,
    })
    .where("id", "=", firing.alertId)
    .where("status", "=", "active")
    .returning(columns)
    .executeTakeFirst();
}

export async function firingsOf(db: Db, alertId: string): Promise<{ tickTs: Date; price: string }[]> {
  return tables(db).selectFrom("price_alert_firings").where("alert_id", "=", alertId).select(["tick_ts as tickTs", "price"]).orderBy("id").execute();
}

/** The source of the tick each of `alertIds` last fired on; an alert that never fired is absent. */
export async function lastFiringSources(db: Db, alertIds: readonly string[]): Promise<Map<string, string>> {
  if (alertIds.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom("price_alert_firings")
    .where("alert_id", "in", alertIds)
    .distinctOn("alert_id")
    .select(["alert_id as alertId", "source"])
    .orderBy("alert_id")
    .orderBy("tick_ts", "desc")
    .execute();
  return new Map(rows.map((found) => [found.alertId, found.source]));
}

/** The VAPID key pair (the private key as stored: sealed), or undefined before the first start made one. */
export async function vapidKeys(db: Db): Promise<{ publicKey: string; privateKey: string } | undefined> {
  return tables(db).selectFrom("web_push_keys").select(["public_key as publicKey", "private_key as privateKey"]).executeTakeFirst();
}

/** Stores a key pair unless one exists (two processes starting at once keep the first). */
export async function insertVapidKeys(db: Db, keys: { publicKey: string; privateKey: string }): Promise<void> {
  await tables(db)
    .insertInto("web_push_keys")
    .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

/** Replaces a plaintext private key with its sealed form; a second process sealing it at once finds it done. */
export async function sealVapidPrivateKey(db: Db, plain: string, sealed: string): Promise<void> {
  await tables(db).updateTable("web_push_keys").set({ private_key: sealed }).where("id", "=", 1).where("private_key", "=", plain).execute();
}

export interface PushSubscriptionRecord {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Stores a device's subscription for the user; an endpoint already stored (the same browser, maybe signed in as another user now) is taken over. */
export async function upsertSubscription(db: Db, userId: UserId, subscription: PushSubscriptionRecord): Promise<void> {
  await tables(db)
    .insertInto("push_subscriptions")
    .values({ user_id: userId, ...subscription })
    .onConflict((conflict) => conflict.column("endpoint").doUpdateSet({ user_id: userId, p256dh: subscription.p256dh, auth: subscription.auth }))
    .execute();
}

export async function deleteSubscription(db: Db, userId: UserId, endpoint: string): Promise<void> {
  await tables(db).deleteFrom("push_subscriptions").where("user_id", "=", userId).where("endpoint", "=", endpoint).execute();
}

/** Forgets an endpoint the push service says is gone (404/410), whoever's it was. */
export async function deleteExpiredSubscription(db: Db, endpoint: string): Promise<void> {
  await tables(db).deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).execute();
}

export async function subscriptionsOf(db: Db, userId: UserId): Promise<PushSubscriptionRecord[]> {
  return tables(db).selectFrom("push_subscriptions").where("user_id", "=", userId).select(["endpoint", "p256dh", "auth"]).orderBy("id").execute();
}
