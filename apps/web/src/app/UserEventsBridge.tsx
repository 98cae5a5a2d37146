// Keeps the user's views current from their `/ws` events: on an order event the order lists and
// details, the balances and the statement are refetched; on a notification event the bell's
// count and the notification list; a moved trailing stop's level is written into the cached
// orders. Mounted once, in Root; renders nothing.
import { useCallback, useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { invalidateAlertViews } from "../lib/price-alerts.ts";
import { followTrail } from "../lib/orders/live-trail.ts";
import { invalidateNotificationViews } from "../features/notifications/api/notifications.ts";
import { useToast } from "../components/Toast.tsx";
import { invalidateOrderViews, useUserEvents, type UserEventMessage } from "../lib/market-data/use-user-events.ts";

/** A burst of events (a liquidation closing many positions) becomes one refetch per kind, not one per event. */
const coalesce_ms = 200;

export function UserEventsBridge() {
  const queryClient = useQueryClient();
  const timers = useRef(new Map<UserEventMessage["type"], number>());
  const toast = useToast();
  const { t } = useTranslation();
  const onEvent = useCallback(
    (message: UserEventMessage) => {
      // A moved trailing stop is written into the cached orders as it comes (a few a second at most per position): nothing to refetch.
      if (message.type === "trailingStop") {
        followTrail(queryClient, message);
        return;
      }
      // Each firing is its own toast (they are rare, and each names its price); the list refetches once per burst.
      if (message.type === "priceAlert") toast(t("alerts.toast", { code: message.code, price: message.price }), "info");
      const pending = timers.current;
      if (pending.has(message.type)) return;
      const refetch = message.type === "order" ? invalidateOrderViews : message.type === "priceAlert" ? invalidateAlertViews : invalidateNotificationViews;
      pending.set(
        message.type,
        window.setTimeout(() => {
          pending.delete(message.type);
          refetch(queryClient);
        }, coalesce_ms),
      );
    },
    [queryClient, toast, t],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);
  useUserEvents(onEvent);
  return null;
}
