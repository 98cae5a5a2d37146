// The web app's service worker (issue 25), built to /sw.js by tools/pwa.ts, which puts in the
// release's id and its first load's hashed files. What it does per request is routing.ts.
// A new release installs beside the old one and waits: the page offers to reload
// (lib/app-install.ts), then posts "skip-waiting". Pages always come from the network while
// online, so a waiting worker never holds back a deploy.
import { assetEntriesMax, offlinePagePath, routeOf, shellPaths } from "./routing.ts";

declare const __RELEASE__: string;
declare const __FIRST_LOAD_ASSETS__: string[];

// The web app's tsconfig has the DOM's types, not a worker's: the few used here, declared.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification & { data: unknown };
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void> };
  readonly clients: { matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>; openWindow(url: string): Promise<unknown> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** The offline page and the install's files, one cache per release. */
const shellCache = `tw-shell-${__RELEASE__}`;
/** Hashed files of every release, bounded by assetEntriesMax. */
const assetCache = "tw-assets";

worker.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.all([caches.open(shellCache).then((cache) => cache.addAll(shellPaths)), caches.open(assetCache).then((cache) => cache.addAll(__FIRST_LOAD_ASSETS__))]),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(dropOtherShells().then(trimAssets));
});

worker.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") void worker.skipWaiting();
});

// A price alert's Web Push message (server alerts/push.ts): shown even with every tab closed; a
// click opens the instrument, in a tab of the app if one is open.
worker.addEventListener("push", (event) => {
  const message = pushMessageOf(event.data?.json());
  if (message) event.waitUntil(worker.registration.showNotification(message.title, { body: message.body, tag: message.tag, icon: "/icons/icon-192.png", data: { url: message.url } }));
});

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(String((event.notification.data as { url?: unknown } | null)?.url ?? "/"), worker.location.origin);
  // Only the app's own pages: a message never sends the click elsewhere.
  const target = url.origin === worker.location.origin ? url.href : worker.location.origin;
  event.waitUntil(
    worker.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (open) => {
      const tab = open.find((client) => client.url.startsWith(worker.location.origin));
      if (tab) await (await tab.focus()).navigate(target);
      else await worker.clients.openWindow(target);
    }),
  );
});

function pushMessageOf(value: unknown): { title: string; body: string; url: string; tag: string } | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { title, body, url, tag } = value as Record<string, unknown>;
  return typeof title === "string" && typeof body === "string" && typeof url === "string" && typeof tag === "string" ? { title, body, url, tag } : undefined;
}

worker.addEventListener("fetch", (event) => {
  const route = routeOf(event.request, worker.location.origin);
  if (route === "pass") return;
  if (route === "asset") event.respondWith(cachedFirst(event.request));
  else if (route === "page") event.respondWith(pageOrOffline(event.request));
  else event.respondWith(networkOrCached(event.request));
});

async function cachedFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: assetCache, ignoreVary: true });
  if (cached !== undefined) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const cache = await caches.open(assetCache);
    await cache.put(request, response.clone());
    void trimAssets();
  }
  return response;
}

/** Offline (the fetch itself fails), the offline page answers; an HTTP error is the server's answer and passes. */
async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(offlinePagePath, { cacheName: shellCache })) ?? Response.error();
  }
}

async function networkOrCached(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(request, { cacheName: shellCache, ignoreSearch: true })) ?? Response.error();
  }
}

async function dropOtherShells(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith("tw-shell-") && name !== shellCache).map((name) => caches.delete(name)));
}

/** Keys come back oldest first: the oldest beyond the bound go. */
async function trimAssets(): Promise<void> {
  const cache = await caches.open(assetCache);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - assetEntriesMax)).map((key) => cache.delete(key)));
}
