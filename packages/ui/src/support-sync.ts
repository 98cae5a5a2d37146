// The network side of a customer-service chat, shared by the user's chat (web /profile/kefu) and
// the operator's inbox (admin): each app passes in its own page fetch and send, these keep the
// chat reducer (support-chat.ts) in step. A catch-up asks ?after=<newest held> page by page
// until nothing newer is left (the newest page when nothing is held yet); "load earlier" asks
// ?before=<oldest held>; sends carry a clientMessageId so a retry answers the stored message.
import { supportPageSizeMax, type SupportMessage } from "@tradewind/api/support";
import { ApiError, errorMessage } from "./api-core.ts";
import type { ChatAction, PendingMessage } from "./support-chat.ts";

/** The size of the newest page and of every "load earlier" page. */
export const chatPageSize = 30;
/** How long "… is typing" stays after the last typing frame. */
export const typingShown_ms = 3_000;
/** This side's typing is told at most this often (the server drops more anyway). */
export const typingSent_ms = 2_000;

export interface MessagePage {
  items: SupportMessage[];
  hasMore: boolean;
}

export type FetchMessagePage = (query: { after?: string; before?: string; limit: number }) => Promise<MessagePage>;
export type Dispatch = (action: ChatAction) => void;
export type OutgoingContent = { text: string } | { imageId: string };

/** Everything newer than `newestHeld` (all of it, page by page); the newest page when nothing is held yet. */
export async function catchUpMessages(newestHeld: string | undefined, fetchPage: FetchMessagePage, dispatch: Dispatch): Promise<void> {
  let newest = newestHeld;
  if (newest === undefined) {
    const page = await fetchPage({ limit: chatPageSize });
    dispatch({ type: "merge", items: page.items, initial: { hasMore: page.hasMore } });
    return;
  }
  for (;;) {
    const page = await fetchPage({ after: newest, limit: supportPageSizeMax });
    dispatch({ type: "merge", items: page.items });
    const last = page.items.at(-1)?.id;
    if (!page.hasMore || last === undefined) return;
    newest = last;
  }
}

/** The page before `oldestHeld` ("load earlier"); `loading` brackets the request, a failure goes to `failed`. */
export async function loadEarlierMessages(oldestHeld: string, fetchPage: FetchMessagePage, dispatch: Dispatch, on: { loading: (busy: boolean) => void; failed: (error: unknown) => void }): Promise<void> {
  on.loading(true);
  try {
    const page = await fetchPage({ before: oldestHeld, limit: chatPageSize });
    dispatch({ type: "merge", items: page.items, earlier: { hasMore: page.hasMore } });
  } catch (error) {
    on.failed(error);
  } finally {
    on.loading(false);
  }
}

export function newClientMessageId(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** A message of this side about to be sent. */
export function newPendingMessage(content: OutgoingContent, clientMessageId = newClientMessageId(), createdAt = new Date().toISOString()): PendingMessage {
  return {
    clientMessageId,
    text: "text" in content ? content.text : null,
    imageId: "imageId" in content ? content.imageId : null,
    createdAt,
    state: "sending",
    error: null,
    retryable: false,
  };
}

/**
 * Sends (or sends again) a pending message: it shows as sending, then is replaced by the stored
 * one, or marked failed (retryable when the network, not the server, failed). True when sent.
 */
export async function sendPendingMessage(message: PendingMessage, post: (body: { clientMessageId: string; text?: string; imageId?: string }) => Promise<{ message: SupportMessage }>, dispatch: Dispatch): Promise<boolean> {
  dispatch({ type: "pending", message: { ...message, state: "sending", error: null, retryable: false } });
  try {
    const body = message.imageId !== null ? { clientMessageId: message.clientMessageId, imageId: message.imageId } : { clientMessageId: message.clientMessageId, text: message.text ?? "" };
    const sent = await post(body);
    dispatch({ type: "merge", items: [sent.message] });
    return true;
  } catch (error) {
    dispatch({ type: "failed", clientMessageId: message.clientMessageId, error: errorMessage(error), retryable: error instanceof ApiError && error.failure !== "server" });
    return false;
  }
}

/** A throttle for typing frames: true when one may be sent now (and from then on counts as sent). */
export function typingThrottle(interval_ms = typingSent_ms): (now?: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now = Date.now()) => {
    if (now - last < interval_ms) return false;
    last = now;
    return true;
  };
}
