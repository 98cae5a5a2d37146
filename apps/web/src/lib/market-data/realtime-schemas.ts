// The frames' schemas (packages/api realtime.ts, built with zod) load with the first connection
// instead of with the page, so the first load carries neither zod nor the schemas. `/ws` and
// `/message` share the one load; a connection opens only once it is done, so every frame is
// still checked before a listener hears it.
type Realtime = typeof import("@tradewind/api/realtime");

let loaded: Realtime | null = null;
let loading: Promise<Realtime> | null = null;

/** The schemas when loaded; a socket exists only after they are, so its handlers may rely on them. */
export function realtimeSchemas(): Realtime | null {
  return loaded;
}

/** Runs `then` once the schemas are loaded: at once if they are. A failed load is logged and tried again at the next call. */
export function whenRealtimeSchemas(then: (realtime: Realtime) => void): void {
  if (loaded !== null) return then(loaded);
  loading ??= import("@tradewind/api/realtime").then((module) => (loaded = module));
  loading.then(then, (error: unknown) => {
    loading = null;
    console.error("the realtime schemas did not load", error);
  });
}
