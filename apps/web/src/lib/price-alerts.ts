// Queries of the user's price alerts (all of them, or one instrument's), refetched after each
// change and when `/ws` says one fired; and this device's Web Push subscription.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { createPriceAlert, deletePriceAlert, deletePushSubscription, getPushKey, listPriceAlerts, savePushSubscription, updatePriceAlert } from "@tradewind/api/routes";
import type { BodyOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "./api.ts";
import { endpointQuery } from "./query.ts";
import { useSession } from "./session.ts";

export function invalidateAlertViews(queryClient: QueryClient): void {
  void invalidate(queryClient, listPriceAlerts);
}

export function usePriceAlerts(code?: string) {
  const { loggedIn, token } = useSession();
  return useQuery({ ...endpointQuery(listPriceAlerts, { query: code === undefined ? {} : { code }, context: { token } }), enabled: loggedIn });
}

function useAlertMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => invalidateAlertViews(queryClient) });
}

export const useCreateAlert = () => useAlertMutation((body: BodyOf<typeof createPriceAlert>) => call(createPriceAlert, { body }));
export const useUpdateAlert = () => useAlertMutation((body: BodyOf<typeof updatePriceAlert>) => call(updatePriceAlert, { body }));
export const useDeleteAlert = () => useAlertMutation((id: string) => call(deletePriceAlert, { body: { id } }));

/** The key a push subscription names, as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

export type PushState = "unsupported" | "denied" | "off" | "on";

/** Whether this device gets push messages: needs the service worker, PushManager and the permission. */
export async function pushState(): Promise<PushState> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ? "on" : "off";
}

/** Subscribes this device (asking the permission) and stores the subscription for the user. */
export async function subscribePush(): Promise<PushState> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await call(getPushKey, {});
  const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await call(savePushSubscription, { body: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } } });
  return "on";
}

export async function unsubscribePush(): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await call(deletePushSubscription, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return "off";
}
