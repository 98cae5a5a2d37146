// The top bar's customer-service icon (desktop and phone) with the count of support's unread
// messages, kept live by the chat's /ws frames. It also moves a visitor's conversation to the
// account as soon as that visitor signs in (linkVisitor), wherever they signed in.
import { useEffect } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/Icon.tsx";
import { subscribeSupport } from "../../lib/market-data/socket.ts";
import { useSession } from "../../lib/session.ts";
import { linkStoredVisitor, supportKey, useSupportIdentity, useSupportState } from "./api.ts";
import { useVisitor } from "./visitor.ts";

/** A badge past this shows "99+". */
const badgeMax = 99;

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
    void linkStoredVisitor().then(() => queryClient.invalidateQueries({ queryKey: supportKey }));
  }, [loggedIn, visitor, queryClient]);

  useEffect(() => {
    if (identity === null) return undefined;
    return subscribeSupport(identity, (message) => {
      const fromSupport = message.type === "supportMessage" && message.message.sender === "operator";
      const changed = message.type === "supportReceipt" || message.type === "supportConversation" || message.type === "authenticated" || message.type === "visitorAuthenticated";
      if (fromSupport || changed) void queryClient.invalidateQueries({ queryKey: [...supportKey, "state"] });
    });
  }, [identity, queryClient]);

  const label = unread > 0 ? t("support.serviceUnread", { count: unread }) : t("nav.customerService");
  return (
    <Link to="/profile/kefu" className="icon-button service-link" aria-label={label} title={label} data-testid="service-link">
      <Icon name="support" />
      {unread > 0 && (
        <span className="service-link__badge numeric" aria-hidden="true" data-testid="service-unread">
          {unread > badgeMax ? `${badgeMax}+` : unread}
        </span>
      )}
    </Link>
  );
}
