// What the service worker does with each request (pure, so the rules are unit-tested):
// - "pass": the browser fetches it as if there were no worker. Every API and socket path (/swx,
//   /ws, /message), the back office (/admin), other origins and every method but GET. An answer
//   that carries money or prices is never cached here.
// - "asset": a hashed file under /assets/ never changes, so the cached copy is served first.
// - "page": a navigation goes to the network first, so a deploy shows at once; offline, the
//   offline page answers instead of a stale app.
// - "shell": the other files of the offline page and the install (manifest, icons, favicon):
//   network first, the precached copy when offline.
export type RequestRoute = "pass" | "asset" | "page" | "shell";

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: "navigate" for a page load. */
  mode: string;
}

/** Paths the worker never answers, cached or not. */
const passedPrefixes = ["/swx", "/ws", "/message", "/admin", "/health"] as const;
export const offlinePagePath = "/offline.html";
export const shellPaths: readonly string[] = [offlinePagePath, "/offline.js", "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png", "/icons/icon-512.png", "/icons/icon-maskable-512.png"];

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);
}

export function routeOf(request: RequestFacts, origin: string): RequestRoute {
  if (request.method !== "GET") return "pass";
  const url = new URL(request.url);
  if (url.origin !== origin) return "pass";
  if (passedPrefixes.some((prefix) => underPrefix(url.pathname, prefix))) return "pass";
  if (request.mode === "navigate") return "page";
  if (url.pathname.startsWith("/assets/")) return "asset";
  if (shellPaths.includes(url.pathname)) return "shell";
  return "pass";
}

/** Runtime-cached hashed files kept at most: the oldest go first, so the cache cannot grow release after release. */
export const assetEntriesMax = 400;
