// The top bar's customer-service icon (desktop and phone) with the count of support's unread
// messages, kept live by the chat's /ws frames. It also moves a visitor's conversation to the
// account as soon as that visitor signs in (linkVisitor), wherever they signed in.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BadgeLink } from "../../components/BadgeLink.tsx";
import { subscribeSupport } from "../../lib/market-data/socket.ts";
import { useSession } from "../../lib/session.ts";
import { invalidateSupport, invalidateSupportState, linkStoredVisitor, useSupportIdentity, useSupportState } from "./api/support.ts";
import { useVisitor } from "./hooks/use-visitor.ts";

export function ServiceLink() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const visitor = useVisitor();
  const identity = useSupportIdentity();
  const state = useSupportState(identity);
  const unread = state.data?.unread ?? 0;

  useEffect(() => {
    if (!loggedIn || visitor === null) return;
    void linkStoredVisitor().then(() => invalidateSupport(queryClient));
  }, [loggedIn, visitor, queryClient]);

  useEffect(() => {
    if (identity === null) return undefined;
    return subscribeSupport(identity, (message) => {
      const fromSupport = message.type === "supportMessage" && message.message.sender === "operator";
      const changed = message.type === "supportReceipt" || message.type === "supportConversation" || message.type === "authenticated" || message.type === "visitorAuthenticated";
      if (fromSupport || changed) invalidateSupportState(queryClient);
    });
  }, [identity, queryClient]);

  const label = unread > 0 ? t("support.serviceUnread", { count: unread }) : t("nav.customerService");
  return (
    <BadgeLink to="/profile/kefu" icon="support" label={label} count={unread} className="service-link" testId="service-link" badgeTestId="service-unread" />
  );
}
