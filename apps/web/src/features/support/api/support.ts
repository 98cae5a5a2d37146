// Customer-service calls (packages/api support.ts) for the signed-in user or, without a session,
// the visitor identity of this browser (visitor.ts, sent as the X-Visitor-Token header). Queries
// depend on the identity, so one person never sees another's chat.
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { QueryOf } from "@tradewind/api/endpoint";
import { errorCodes } from "@tradewind/api/errors";
import { getSupportImage, getSupportState, linkVisitor, listSupportMessages, markSupportRead, sendSupportMessage, startVisitor } from "@tradewind/api/routes";
import type { SupportMessage } from "@tradewind/api/support";
import { visitorTokenHeader } from "@tradewind/api/support-visitor";
import { ApiError, fillPath } from "@tradewind/ui/api-core.ts";
import { endpointKey, invalidate, requestKey } from "@tradewind/ui/endpoint-query.ts";
import { call, fetchBytes } from "../../../lib/api.ts";
import { supportSignInCount, watchSupportSignIns, type SupportIdentity } from "../../../lib/market-data/socket.ts";
import { useSession } from "../../../lib/session.ts";
import { useVisitor } from "../hooks/use-visitor.ts";
import { getVisitor, setVisitor } from "../visitor.ts";

export type { SupportIdentity };

/**
 * The signed-in user, else this browser's visitor identity, else null (no chat yet). Also null
 * while a signed-in user still holds a visitor token: its conversations are being moved to the
 * account (ServiceLink), and the chat starts once they are there.
 */
export function useSupportIdentity(): SupportIdentity | null {
  const { loggedIn, token } = useSession();
  const visitor = useVisitor();
  const signedIn = loggedIn && token !== null;
  const kind = signedIn ? (visitor === null ? "user" : null) : visitor !== null ? "visitor" : null;
  const identityToken = kind === "user" ? token : kind === "visitor" ? (visitor?.token ?? null) : null;
  return useMemo(() => (kind === null || identityToken === null ? null : { kind, token: identityToken }), [kind, identityToken]);
}

/** How long the chat waits for the live feed's sign-in before it loads without it (the socket may be blocked or down). */
const feedWait_ms = 3_000;

/**
 * Which sign-in of the live feed (/ws) the support data is loaded for: null while waiting for the
 * first, 0 when it did not come within feedWait_ms, else the count of confirmed sign-ins. Loading
 * once the feed is signed in leaves no moment in which a message is neither fetched nor pushed,
 * so a page load fetches once; each later sign-in (a reconnect) is a catch-up.
 */
export function useSupportFeed(identity: SupportIdentity | null): number | null {
  const signIns = useSyncExternalStore(watchSupportSignIns, () => (identity === null ? 0 : supportSignInCount(identity)));
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    setWaited(false);
    if (identity === null) return undefined;
    const timer = window.setTimeout(() => setWaited(true), feedWait_ms);
    return () => window.clearTimeout(timer);
  }, [identity]);
  if (identity === null) return null;
  return signIns > 0 ? signIns : waited ? 0 : null;
}

/** The headers a support call needs besides the session's: the visitor's token for a visitor. */
export function identityHeaders(identity: SupportIdentity): Record<string, string> | undefined {
  return identity.kind === "visitor" ? { [visitorTokenHeader]: identity.token } : undefined;
}

/** A visitor token the server no longer knows (10200) is dropped, so the next step asks for a new one. */
async function guarded<T>(identity: SupportIdentity, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (identity.kind === "visitor" && error instanceof ApiError && error.code === errorCodes.supportVisitorUnknown && getVisitor()?.token === identity.token) setVisitor(null);
    throw error;
  }
}

export function supportStateKey(identity: SupportIdentity | null) {
  return requestKey(getSupportState, { context: { kind: identity?.kind ?? null, token: identity?.token ?? null } });
}

/** Every support view (the state, the images) is stale, e.g. once a visitor's chat moved to the account. */
export function invalidateSupport(queryClient: QueryClient): void {
  void invalidate(queryClient, getSupportState, getSupportImage);
}

/** The state (badge, open conversation) changed; a fetch already on its way answers for this change too: it is not cancelled for another. */
export function invalidateSupportState(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: endpointKey(getSupportState) }, { cancelRefetch: false });
}

/** An image message's bytes (they need the session or visitor header, so a plain <img src> cannot fetch them). */
export function useSupportImage(identity: SupportIdentity, imageId: string) {
  return useQuery({
    queryKey: requestKey(getSupportImage, { params: { id: imageId }, context: { token: identity.token } }),
    queryFn: ({ signal }) => fetchBytes(fillPath(getSupportImage.path, { id: imageId }), signal, { headers: identityHeaders(identity) }),
    // An image message never changes once stored.
    staleTime: Infinity,
  });
}

/** The open conversation (or null) and the unread count of support's messages: the service icon's badge. */
export function useSupportState(identity: SupportIdentity | null) {
  const feed = useSupportFeed(identity);
  return useQuery({
    queryKey: supportStateKey(identity),
    queryFn: ({ signal }) => {
      if (identity === null) throw new Error("no support identity");
      return guarded(identity, () => call(getSupportState, { headers: identityHeaders(identity) ?? {}, signal }));
    },
    enabled: identity !== null && feed !== null,
  });
}

export function fetchSupportMessages(identity: SupportIdentity, query: Partial<QueryOf<typeof listSupportMessages>>) {
  return guarded(identity, () => call(listSupportMessages, { query: query as QueryOf<typeof listSupportMessages>, headers: identityHeaders(identity) ?? {} }));
}

export function postSupportMessage(identity: SupportIdentity, body: { clientMessageId: string; text?: string; imageId?: string }) {
  return guarded(identity, () => call(sendSupportMessage, { body, headers: identityHeaders(identity) ?? {} }));
}

export function postSupportRead(identity: SupportIdentity, upTo: string) {
  return guarded(identity, () => call(markSupportRead, { body: { upTo }, headers: identityHeaders(identity) ?? {} }));
}

/** Asks the server for a visitor identity and keeps it in this browser. */
export async function createVisitor(): Promise<void> {
  const created = await call(startVisitor, { body: {} });
  setVisitor({ token: created.token, expiresAt: created.expiresAt });
}

/** After signing in: the visitor's conversations move to the account and the visitor token is forgotten. */
export async function linkStoredVisitor(): Promise<void> {
  const visitor = getVisitor();
  if (visitor === null) return;
  try {
    await call(linkVisitor, { body: {}, headers: { [visitorTokenHeader]: visitor.token } });
  } catch (error) {
    // 10200: the token had expired or was already linked; either way there is nothing left to move.
    // Anything else: the visitor's chat stays unlinked rather than keeping the user's chat waiting.
    if (!(error instanceof ApiError && error.code === errorCodes.supportVisitorUnknown)) console.warn("linking the visitor's support chat failed", error);
  } finally {
    setVisitor(null);
  }
}

export type { SupportMessage };
