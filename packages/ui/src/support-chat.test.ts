import { describe, expect, it } from "vitest";
import type { SupportMessage } from "@tradewind/api/support";
import { chatReducer, compareIds, emptyChat, newestUnreadFrom, statusOf, type PendingMessage } from "./support-chat.ts";

function message(id: string, sender: SupportMessage["sender"], extra: Partial<SupportMessage> = {}): SupportMessage {
  return { id, conversationId: "1", sender, operatorName: sender === "operator" ? "ana" : null, text: `m${id}`, imageId: null, clientMessageId: null, createdAt: "2026-11-24T00:00:00Z", deliveredAt: null, readAt: null, ...extra };
}

const pending: PendingMessage = { clientMessageId: "client-0001", text: "hi", imageId: null, createdAt: "2026-11-24T00:00:00Z", state: "sending", error: null, retryable: false };

describe("support chat state", () => {
  it("orders ids as numbers, not as text", () => {
    expect(compareIds("9", "10")).toBeLessThan(0);
    expect(compareIds("100", "99")).toBeGreaterThan(0);
    expect(compareIds("42", "42")).toBe(0);
  });

  it("merges live frames, history pages and send answers without duplicates, oldest first", () => {
    let state = chatReducer(emptyChat, { type: "merge", items: [message("10", "customer"), message("11", "operator")], initial: { hasMore: true } });
    state = chatReducer(state, { type: "merge", items: [message("11", "operator"), message("12", "customer")] });
    state = chatReducer(state, { type: "merge", items: [message("9", "customer")], earlier: { hasMore: false } });
    expect(state.messages.map((item) => item.id)).toEqual(["9", "10", "11", "12"]);
    expect(state.hasEarlier).toBe(false);
    expect(state.loaded).toBe(true);
  });

  it("replaces a pending message by the stored one with the same clientMessageId", () => {
    let state = chatReducer(emptyChat, { type: "pending", message: pending });
    state = chatReducer(state, { type: "failed", clientMessageId: pending.clientMessageId, error: "offline", retryable: true });
    expect(state.pending[0]).toMatchObject({ state: "failed", error: "offline", retryable: true });
    state = chatReducer(state, { type: "merge", items: [message("20", "customer", { clientMessageId: pending.clientMessageId })] });
    expect(state.pending).toEqual([]);
    expect(state.messages.map((item) => item.id)).toEqual(["20"]);
  });

  it("ticks one side's messages up to the receipt's id only", () => {
    let state = chatReducer(emptyChat, { type: "merge", items: [message("1", "customer"), message("2", "operator"), message("3", "customer")], initial: { hasMore: false } });
    state = chatReducer(state, { type: "receipt", sender: "customer", kind: "delivered", upTo: "1", at: "2026-11-24T00:01:00Z" });
    expect(state.messages.map(statusOf)).toEqual(["delivered", "sent", "sent"]);
    state = chatReducer(state, { type: "receipt", sender: "customer", kind: "read", upTo: "3", at: "2026-11-24T00:02:00Z" });
    expect(state.messages.map(statusOf)).toEqual(["read", "sent", "read"]);
  });

  it("names the newest unread message of the other side, or null once it is read", () => {
    const messages = [message("1", "operator"), message("2", "customer"), message("3", "operator"), message("4", "customer")];
    expect(newestUnreadFrom(messages, "operator")).toBe("3");
    expect(newestUnreadFrom([message("3", "operator", { readAt: "2026-11-24T00:00:00Z" })], "operator")).toBeNull();
    expect(newestUnreadFrom([message("2", "customer")], "operator")).toBeNull();
  });
});
