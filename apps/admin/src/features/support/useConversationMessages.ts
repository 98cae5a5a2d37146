// One conversation's messages for the operator: the newest page, "load earlier", live frames of
// this conversation (new messages, the customer's receipts and typing), a catch-up with
// ?after=<newest held> after every reconnect, replies safe to retry (clientMessageId), and read
// marks of the customer's messages while the conversation is on screen.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { supportPageSizeMax } from "@tradewind/api/support";
import { ApiError, errorMessage } from "@tradewind/ui/api-core.ts";
import { chatReducer, emptyChat, newestUnreadFrom, type PendingMessage } from "@tradewind/ui/support-chat.ts";
import { fetchConversationMessages, useSupportWrites } from "./api.ts";
import { sendOperatorTyping, useOperatorFrames, type OperatorFrame } from "./socket.ts";

const pageSize = 30;
const typingShown_ms = 3_000;
const typingSent_ms = 2_000;

export function useConversationMessages(id: string, canRead: boolean) {
  const writes = useSupportWrites(id);
  const [state, dispatch] = useReducer(chatReducer, emptyChat);
  const [customerTyping, setCustomerTyping] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const typingTimer = useRef<number | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const readSent = useRef<string | null>(null);

  const catchUp = useCallback(async () => {
    let newest = stateRef.current.messages.at(-1)?.id;
    if (newest === undefined) {
      const page = await fetchConversationMessages(id, { limit: pageSize });
      dispatch({ type: "merge", items: page.items, initial: { hasMore: page.hasMore } });
      return;
    }
    for (;;) {
      const page = await fetchConversationMessages(id, { after: newest, limit: supportPageSizeMax });
      dispatch({ type: "merge", items: page.items });
      const last = page.items.at(-1)?.id;
      if (!page.hasMore || last === undefined) return;
      newest = last;
    }
  }, [id]);

  useEffect(() => {
    dispatch({ type: "reset" });
    readSent.current = null;
    setLoadError(null);
    setCustomerTyping(false);
    catchUp().catch((error: unknown) => setLoadError(error));
  }, [catchUp]);

  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  const onFrame = useCallback(
    (frame: OperatorFrame) => {
      if (frame.type === "operatorAuthenticated") {
        catchUp().catch((error: unknown) => console.warn("conversation catch-up failed", error));
        return;
      }
      if (frame.type === "error" || frame.conversationId !== id) return;
      if (frame.type === "supportMessage") {
        dispatch({ type: "merge", items: [frame.message] });
        if (frame.message.sender === "customer") setCustomerTyping(false);
      } else if (frame.type === "supportReceipt") {
        dispatch({ type: "receipt", sender: frame.by === "customer" ? "operator" : "customer", kind: frame.kind, upTo: frame.upTo, at: new Date().toISOString() });
      } else if (frame.type === "supportTyping" && frame.by === "customer") {
        setCustomerTyping(true);
        window.clearTimeout(typingTimer.current);
        typingTimer.current = window.setTimeout(() => setCustomerTyping(false), typingShown_ms);
      }
    },
    [id, catchUp],
  );
  useOperatorFrames(onFrame);

  const unreadUpTo = newestUnreadFrom(state.messages, "customer");
  const { read } = writes;
  useEffect(() => {
    if (!canRead || unreadUpTo === null || readSent.current === unreadUpTo || document.visibilityState !== "visible") return;
    readSent.current = unreadUpTo;
    read(unreadUpTo)
      .then(() => dispatch({ type: "receipt", sender: "customer", kind: "read", upTo: unreadUpTo, at: new Date().toISOString() }))
      .catch((error: unknown) => {
        readSent.current = null;
        console.warn("read mark failed", error);
      });
  }, [canRead, unreadUpTo, read]);

  const { reply } = writes;
  const sendPending = useCallback(
    async (message: PendingMessage) => {
      dispatch({ type: "pending", message: { ...message, state: "sending", error: null, retryable: false } });
      try {
        const body = message.imageId !== null ? { clientMessageId: message.clientMessageId, imageId: message.imageId } : { clientMessageId: message.clientMessageId, text: message.text ?? "" };
        const sent = await reply(body);
        dispatch({ type: "merge", items: [sent.message] });
      } catch (error) {
        dispatch({ type: "failed", clientMessageId: message.clientMessageId, error: errorMessage(error), retryable: error instanceof ApiError && error.failure !== "server" });
      }
    },
    [reply],
  );

  const send = useCallback(
    (content: { text: string } | { imageId: string }) => {
      void sendPending({
        clientMessageId: crypto.randomUUID(),
        text: "text" in content ? content.text : null,
        imageId: "imageId" in content ? content.imageId : null,
        createdAt: new Date().toISOString(),
        state: "sending",
        error: null,
        retryable: false,
      });
    },
    [sendPending],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const pending = stateRef.current.pending.find((item) => item.clientMessageId === clientMessageId);
      if (pending !== undefined) void sendPending(pending);
    },
    [sendPending],
  );

  const loadEarlier = useCallback(async () => {
    const oldest = stateRef.current.messages[0]?.id;
    if (oldest === undefined) return;
    setLoadingEarlier(true);
    try {
      const page = await fetchConversationMessages(id, { before: oldest, limit: pageSize });
      dispatch({ type: "merge", items: page.items, earlier: { hasMore: page.hasMore } });
    } catch (error) {
      setLoadError(error);
    } finally {
      setLoadingEarlier(false);
    }
  }, [id]);

  const typing = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < typingSent_ms) return;
    lastTypingSent.current = now;
    sendOperatorTyping(id);
  }, [id]);

  const reload = useCallback(() => {
    setLoadError(null);
    catchUp().catch((error: unknown) => setLoadError(error));
  }, [catchUp]);

  return { ...state, customerTyping, loadError, loadingEarlier, send, retry, loadEarlier, typing, reload };
}
