// Web Push (RFC 8030, VAPID RFC 8292, payload encryption RFC 8291, via the `web-push` package;
// docs/WEB-PUSH.md). The VAPID key pair is made on the first start and kept in the database (the
// private key sealed, platform/sealing.ts), so every process signs with the same key and
// subscriptions outlive restarts. A message goes to
// each of the user's subscribed devices; an endpoint the push service answers 404 or 410 for is
// gone and deleted; other failures are logged and the message is not retried (the notification
// and the `/ws` frame already told the user where they are signed in).
import type { Agent } from "node:https";
import webpush from "web-push";
import type { UserId } from "@tradewind/domain/ids";
import type { Db } from "../platform/database.ts";
import { isSealedText, sealText, unsealText } from "../platform/sealing.ts";
import * as alerts from "./repository.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The stored key pair, made and stored first when there is none (a concurrent start keeps the first
 * one stored). A private key stored in plaintext before migration 0058 is sealed here, once.
 */
export async function ensureVapidKeys(db: Db, sealingKey: Uint8Array): Promise<VapidKeys> {
  if (!(await alerts.vapidKeys(db))) {
    const made = webpush.generateVAPIDKeys();
    await alerts.insertVapidKeys(db, { publicKey: made.publicKey, privateKey: sealText(sealingKey, made.privateKey) });
  }
  const kept = await alerts.vapidKeys(db);
  if (!kept) throw new Error("web push: the VAPID key pair was not stored");
  if (isSealedText(kept.privateKey)) return { publicKey: kept.publicKey, privateKey: unsealText(sealingKey, kept.privateKey) };
  await alerts.sealVapidPrivateKey(db, kept.privateKey, sealText(sealingKey, kept.privateKey));
  return kept;
}

export interface PushDeps {
  db: Db;
  vapid: VapidKeys;
  /** VAPID `sub`: the platform's https address or a mailto: contact, for push services to reach the sender. */
  subject: string;
  log: { error(details: object, message: string): void };
  /** The HTTPS agent to post with; tests hand one that trusts their stub push service's certificate. */
  agent?: Agent | undefined;
}

/** What the service worker shows: language-neutral (symbols, the code and the price), and the page its click opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Sends `message` to every device `userId` subscribed; answers how many accepted it. */
export async function pushToUser(deps: PushDeps, userId: UserId, message: PushMessage): Promise<number> {
  const subscriptions = await alerts.subscriptionsOf(deps.db, userId);
  const results = await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(message), {
          vapidDetails: { subject: deps.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey },
          TTL: 3600,
          timeout: 10_000,
          ...(deps.agent ? { agent: deps.agent } : {}),
        });
        return true;
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) await alerts.deleteExpiredSubscription(deps.db, subscription.endpoint);
        else deps.log.error({ err: error, userId, status }, "web push: a message was not accepted");
        return false;
      }
    }),
  );
  return results.filter(Boolean).length;
}

export async function savePushSubscription(db: Db, userId: UserId, subscription: alerts.PushSubscriptionRecord): Promise<{ saved: true }> {
  await alerts.upsertSubscription(db, userId, subscription);
  return { saved: true };
}

export async function deletePushSubscription(db: Db, userId: UserId, endpoint: string): Promise<{ deleted: true }> {
  await alerts.deleteSubscription(db, userId, endpoint);
  return { deleted: true };
}

/** VAPID's contact: the platform's address when it is https (as push services require), else a mailto: that names no one. */
export function vapidSubject(publicUrl: string | undefined): string {
  return publicUrl?.startsWith("https://") ? publicUrl : "mailto:push@tradewind.invalid";
}
