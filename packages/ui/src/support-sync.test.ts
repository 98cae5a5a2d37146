import { describe, expect, it } from "vitest";
import { supportPageSizeMax, type SupportMessage } from "@tradewind/api/support";
import { ApiError } from "./api-core.ts";
import { chatReducer, emptyChat, type ChatAction, type ChatState } from "./support-chat.ts";
import { catchUpMessages, chatPageSize, loadEarlierMessages, newPendingMessage, sendPendingMessage, typingThrottle, type FetchMessagePage } from "./support-sync.ts";

function message(id: string, extra: Partial<SupportMessage> = {}): SupportMessage {
  return { id, conversationId: "1", sender: "customer", operatorName: null, text: `m${id}`, imageId: null, clientMessageId: null, createdAt: "2026-11-24T00:00:00Z", deliveredAt: null, readAt: null, ...extra };
}

/** A chat state driven by the dispatched actions, as useReducer would. */
function store(initial: ChatState = emptyChat) {
  const box = { state: initial, actions: [] as ChatAction[] };
  const dispatch = (action: ChatAction) => {
    box.actions.push(action);
    box.state = chatReducer(box.state, action);
  };
  return { box, dispatch };
}

describe("catching up a chat", () => {
  it("asks for the newest page when nothing is held, and remembers whether older history exists", async () => {
    const queries: unknown[] = [];
    const fetchPage: FetchMessagePage = (query) => {
      queries.push(query);
      return Promise.resolve({ items: [message("5"), message("6")], hasMore: true });
    };
    const { box, dispatch } = store();
    await catchUpMessages(undefined, fetchPage, dispatch);
    expect(queries).toEqual([{ limit: chatPageSize }]);
    expect(box.state.messages.map((item) => item.id)).toEqual(["5", "6"]);
    expect(box.state.hasEarlier).toBe(true);
    expect(box.state.loaded).toBe(true);
  });

  it("pages through everything newer than the newest held, after by after, until no more", async () => {
    const pages = [
      { items: [message("11"), message("12")], hasMore: true },
      { items: [message("13")], hasMore: false },
    ];
    const queries: unknown[] = [];
    const fetchPage: FetchMessagePage = (query) => {
      queries.push(query);
      return Promise.resolve(pages.shift() ?? { items: [], hasMore: false });
    };
    const { box, dispatch } = store(chatReducer(emptyChat, { type: "merge", items: [message("10")], initial: { hasMore: false } }));
    await catchUpMessages("10", fetchPage, dispatch);
    expect(queries).toEqual([
      { after: "10", limit: supportPageSizeMax },
      { after: "12", limit: supportPageSizeMax },
    ]);
    expect(box.state.messages.map((item) => item.id)).toEqual(["10", "11", "12", "13"]);
  });

  it("stops on an empty page even if the server says there is more (no endless loop)", async () => {
    let calls = 0;
    const fetchPage: FetchMessagePage = () => {
      calls += 1;
      return Promise.resolve({ items: [], hasMore: true });
    };
    await catchUpMessages("10", fetchPage, store().dispatch);
    expect(calls).toBe(1);
  });

  it("passes a failed request on to the caller", async () => {
    const fetchPage: FetchMessagePage = () => Promise.reject(new ApiError(1, "offline", "network"));
    await expect(catchUpMessages(undefined, fetchPage, store().dispatch)).rejects.toThrow("offline");
  });
});

describe("loading earlier messages", () => {
  it("asks before the oldest held, merges the page and brackets the request with loading", async () => {
    const loading: boolean[] = [];
    const queries: unknown[] = [];
    const fetchPage: FetchMessagePage = (query) => {
      queries.push(query);
      return Promise.resolve({ items: [message("3")], hasMore: false });
    };
    const { box, dispatch } = store(chatReducer(emptyChat, { type: "merge", items: [message("4")], initial: { hasMore: true } }));
    await loadEarlierMessages("4", fetchPage, dispatch, { loading: (busy) => loading.push(busy), failed: () => expect.fail("no failure expected") });
    expect(queries).toEqual([{ before: "4", limit: chatPageSize }]);
    expect(box.state.messages.map((item) => item.id)).toEqual(["3", "4"]);
    expect(box.state.hasEarlier).toBe(false);
    expect(loading).toEqual([true, false]);
  });

  it("reports a failure and still ends the loading state", async () => {
    const loading: boolean[] = [];
    const failures: unknown[] = [];
    const failure = new ApiError(1, "offline", "network");
    await loadEarlierMessages("4", () => Promise.reject(failure), store().dispatch, { loading: (busy) => loading.push(busy), failed: (error) => failures.push(error) });
    expect(failures).toEqual([failure]);
    expect(loading).toEqual([true, false]);
  });
});

describe("sending a message", () => {
  it("builds a pending text or image message", () => {
    expect(newPendingMessage({ text: "hi" }, "c-1", "2026-11-24T00:00:00Z")).toEqual({ clientMessageId: "c-1", text: "hi", imageId: null, createdAt: "2026-11-24T00:00:00Z", state: "sending", error: null, retryable: false });
    expect(newPendingMessage({ imageId: "u-9" }, "c-2")).toMatchObject({ clientMessageId: "c-2", text: null, imageId: "u-9", state: "sending" });
    expect(newPendingMessage({ text: "a" }).clientMessageId).not.toBe(newPendingMessage({ text: "a" }).clientMessageId);
  });

  it("posts the text with its clientMessageId and replaces the pending message by the stored one", async () => {
    const bodies: unknown[] = [];
    const { box, dispatch } = store();
    const sent = await sendPendingMessage(
      newPendingMessage({ text: "hello" }, "c-1"),
      (body) => {
        bodies.push(body);
        expect(box.state.pending).toHaveLength(1);
        return Promise.resolve({ message: message("20", { text: "hello", clientMessageId: "c-1" }) });
      },
      dispatch,
    );
    expect(sent).toBe(true);
    expect(bodies).toEqual([{ clientMessageId: "c-1", text: "hello" }]);
    expect(box.state.pending).toEqual([]);
    expect(box.state.messages.map((item) => item.id)).toEqual(["20"]);
  });

  it("posts an image by its upload id", async () => {
    const bodies: unknown[] = [];
    await sendPendingMessage(newPendingMessage({ imageId: "u-9" }, "c-2"), (body) => (bodies.push(body), Promise.resolve({ message: message("21", { imageId: "u-9", text: null, clientMessageId: "c-2" }) })), store().dispatch);
    expect(bodies).toEqual([{ clientMessageId: "c-2", imageId: "u-9" }]);
  });

  it("marks a network failure as retryable and a refusal as not", async () => {
    const { box, dispatch } = store();
    expect(await sendPendingMessage(newPendingMessage({ text: "a" }, "c-1"), () => Promise.reject(new ApiError(1, "offline", "network")), dispatch)).toBe(false);
    expect(await sendPendingMessage(newPendingMessage({ text: "b" }, "c-2"), () => Promise.reject(new ApiError(10201, "closed", "server")), dispatch)).toBe(false);
    expect(box.state.pending).toEqual([expect.objectContaining({ clientMessageId: "c-1", state: "failed", error: "offline", retryable: true }), expect.objectContaining({ clientMessageId: "c-2", state: "failed", error: "closed", retryable: false })]);
  });

  it("a retry shows the failed message as sending again, under the same clientMessageId", async () => {
    const { box, dispatch } = store();
    await sendPendingMessage(newPendingMessage({ text: "a" }, "c-1"), () => Promise.reject(new ApiError(1, "offline", "network")), dispatch);
    const failed = box.state.pending[0];
    if (failed === undefined) throw new Error("no pending message");
    let during: unknown;
    await sendPendingMessage(failed, (body) => ((during = box.state.pending), Promise.resolve({ message: message("30", { clientMessageId: body.clientMessageId }) })), dispatch);
    expect(during).toEqual([expect.objectContaining({ clientMessageId: "c-1", state: "sending", error: null, retryable: false })]);
    expect(box.state.pending).toEqual([]);
  });
});

describe("typing throttle", () => {
  it("lets one typing frame through per interval", () => {
    const allowed = typingThrottle(2_000);
    expect(allowed(10_000)).toBe(true);
    expect(allowed(11_999)).toBe(false);
    expect(allowed(12_000)).toBe(true);
    expect(allowed(12_001)).toBe(false);
  });
});
