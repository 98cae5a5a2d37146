// One conversation's messages for the operator: the newest page, "load earlier", live frames of
// this conversation (new messages, the customer's receipts and typing), a catch-up with
// ?after=<newest held> after every reconnect, replies safe to retry (clientMessageId), and read
// marks of the customer's messages while the conversation is on screen.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { chatReducer, emptyChat, newestUnreadFrom, type PendingMessage } from "@tradewind/ui/support-chat.ts";
import { catchUpMessages, loadEarlierMessages, newPendingMessage, sendPendingMessage, typingShown_ms, typingThrottle, type FetchMessagePage, type OutgoingContent } from "@tradewind/ui/support-sync.ts";
import { fetchConversationMessages, useSupportWrites } from "../api/support.ts";
import { sendOperatorTyping, type OperatorFrame } from "../socket.ts";
import { useOperatorFrames } from "./use-operator-link.ts";

export function useConversationMessages(id: string, canRead: boolean) {
  const writes = useSupportWrites(id);
  const [state, dispatch] = useReducer(chatReducer, emptyChat);
  const [customerTyping, setCustomerTyping] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const typingTimer = useRef<number | undefined>(undefined);
  const [typingAllowed] = useState(() => typingThrottle());
  const readSent = useRef<string | null>(null);

  const fetchPage = useCallback<FetchMessagePage>((query) => fetchConversationMessages(id, query), [id]);
  const catchUp = useCallback(() => catchUpMessages(stateRef.current.messages.at(-1)?.id, fetchPage, dispatch), [fetchPage]);

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
      await sendPendingMessage(message, reply, dispatch);
    },
    [reply],
  );

  const send = useCallback(
    (content: OutgoingContent) => {
      void sendPending(newPendingMessage(content));
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
    await loadEarlierMessages(oldest, fetchPage, dispatch, { loading: setLoadingEarlier, failed: setLoadError });
  }, [fetchPage]);

  const typing = useCallback(() => {
    if (typingAllowed()) sendOperatorTyping(id);
  }, [id, typingAllowed]);

  const reload = useCallback(() => {
    setLoadError(null);
    catchUp().catch((error: unknown) => setLoadError(error));
  }, [catchUp]);

  return { ...state, customerTyping, loadError, loadingEarlier, send, retry, loadEarlier, typing, reload };
}
