// Public client settings (packages/api/src/settings.ts): the Google client id only when this
// server can also verify Google ID tokens (GOOGLE_CLIENT_ID set and a verifier built from it),
// so the web app never offers a button that would fail with 10112.
import { getClientSettings } from "@tradewind/api/settings";
import type { Config } from "./config.ts";
import type { Router } from "./route.ts";

export function settingsRoutes(router: Router, options: { config: Config; googleVerifies: boolean }) {
  const googleClientId = options.googleVerifies ? (options.config.googleClientId ?? null) : null;
  router.route(getClientSettings, async () => ({ googleClientId }));
}
