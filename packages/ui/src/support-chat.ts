// A customer-service conversation's message list as a pure reducer, shared by the user's chat
// (web /profile/kefu) and the operator's inbox (admin): stored messages ascending by id and
// unique (a live frame, a page of history and the send's own answer may all bring the same one),
// this side's messages still on their way (by their clientMessageId), and whether older history
// exists; receipts tick one side's messages up to an id.
import type { SupportMessage } from "@tradewind/api/support";

/** Message ids are bigint strings: compare them as numbers without losing digits. */
export function compareIds(a: string, b: string): number {
  return a.length === b.length ? (a < b ? -1 : a > b ? 1 : 0) : a.length - b.length;
}

export interface PendingMessage {
  clientMessageId: string;
  text: string | null;
  imageId: string | null;
  createdAt: string;
  /** `failed` keeps the message with a retry; `error` says why. */
  state: "sending" | "failed";
  error: string | null;
  /** A failure of the network (not a refusal): sent again when the connection is back. */
  retryable: boolean;
}

export interface ChatState {
  messages: SupportMessage[];
  pending: PendingMessage[];
  /** Older messages exist before the first one held (the "load earlier" button). */
  hasEarlier: boolean;
  loaded: boolean;
}

export const emptyChat: ChatState = { messages: [], pending: [], hasEarlier: false, loaded: false };

export type ChatAction =
  | { type: "reset" }
  | { type: "merge"; items: SupportMessage[]; earlier?: { hasMore: boolean }; initial?: { hasMore: boolean } }
  | { type: "pending"; message: PendingMessage }
  | { type: "failed"; clientMessageId: string; error: string; retryable: boolean }
  | { type: "receipt"; sender: SupportMessage["sender"]; kind: "delivered" | "read"; upTo: string; at: string };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "reset":
      return emptyChat;
    case "merge": {
      const byId = new Map(state.messages.map((message) => [message.id, message]));
      for (const item of action.items) byId.set(item.id, item);
      const messages = [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
      const arrived = new Set(action.items.map((item) => item.clientMessageId).filter((id) => id !== null));
      const pending = state.pending.filter((item) => !arrived.has(item.clientMessageId));
      const hasEarlier = action.earlier?.hasMore ?? action.initial?.hasMore ?? state.hasEarlier;
      return { messages, pending, hasEarlier, loaded: state.loaded || action.initial !== undefined };
    }
    case "pending":
      return { ...state, pending: [...state.pending.filter((item) => item.clientMessageId !== action.message.clientMessageId), action.message] };
    case "failed":
      return { ...state, pending: state.pending.map((item) => (item.clientMessageId === action.clientMessageId ? { ...item, state: "failed", error: action.error, retryable: action.retryable } : item)) };
    case "receipt": {
      let changed = false;
      const messages = state.messages.map((message) => {
        if (message.sender !== action.sender || compareIds(message.id, action.upTo) > 0) return message;
        const deliveredAt = message.deliveredAt ?? action.at;
        const readAt = action.kind === "read" ? (message.readAt ?? action.at) : message.readAt;
        if (deliveredAt === message.deliveredAt && readAt === message.readAt) return message;
        changed = true;
        return { ...message, deliveredAt, readAt };
      });
      return changed ? { ...state, messages } : state;
    }
  }
}

export type MessageStatus = "sending" | "failed" | "sent" | "delivered" | "read";

/** The tick one of this side's stored messages shows. */
export function statusOf(message: Pick<SupportMessage, "deliveredAt" | "readAt">): MessageStatus {
  if (message.readAt !== null) return "read";
  if (message.deliveredAt !== null) return "delivered";
  return "sent";
}

/** The newest message of `from` (the other side) not yet read, which a read mark up to it covers; null when all are read. */
export function newestUnreadFrom(messages: readonly SupportMessage[], from: SupportMessage["sender"]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message === undefined || message.sender !== from) continue;
    return message.readAt === null ? message.id : null;
  }
  return null;
}
