// HTTP edge of price alerts and Web Push subscriptions: every endpoint is the signed-in user's own.
import * as api from "@tradewind/api/price-alerts";
import type { Router } from "../platform/route.ts";
import { deletePushSubscription, savePushSubscription, type VapidKeys } from "./push.ts";
import { createAlert, deleteAlert, listAlerts, updateAlert, type AlertDeps } from "./service.ts";

export function alertRoutes(router: Router, deps: AlertDeps & { vapid: VapidKeys }) {
  router.route(api.listPriceAlerts, async ({ query }, { user }) => listAlerts(deps, user.id, query.code));
  router.route(api.createPriceAlert, async ({ body }, { user }) => createAlert(deps, user.id, body));
  router.route(api.updatePriceAlert, async ({ body }, { user }) => updateAlert(deps, user.id, body));
  router.route(api.deletePriceAlert, async ({ body }, { user }) => deleteAlert(deps, user.id, body.id));
  router.route(api.getPushKey, async () => ({ publicKey: deps.vapid.publicKey }));
  router.route(api.savePushSubscription, async ({ body }, { user }) => savePushSubscription(deps.db, user.id, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }));
  router.route(api.deletePushSubscription, async ({ body }, { user }) => deletePushSubscription(deps.db, user.id, body.endpoint));
}
