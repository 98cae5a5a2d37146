// The live chat of /profile/kefu: history (newest page, then "load earlier"), live frames over the
// shared /ws (messages, delivered/read receipts, support typing, the conversation closing), a
// catch-up with ?after=<newest id held> after every (re)connect (and when the browser is back
// online) so nothing missed is lost, sends that are safe to retry (the same clientMessageId
// answers the stored message), a resend of messages the network lost once it is back, and read
// marks while the page is visible.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { sendSupportTyping, subscribeSupport, type SupportEventMessage } from "../../../lib/market-data/socket.ts";
import { fetchSupportMessages, postSupportMessage, invalidateSupport, postSupportRead, supportStateKey, useSupportFeed, type SupportIdentity } from "../api/support.ts";
import { chatReducer, emptyChat, newestUnreadFrom, type PendingMessage } from "@tradewind/ui/support-chat.ts";
import { catchUpMessages, loadEarlierMessages, newPendingMessage, sendPendingMessage, typingShown_ms, typingThrottle, type FetchMessagePage, type OutgoingContent } from "@tradewind/ui/support-sync.ts";

/** The message pages of one identity. */
function pagesOf(who: SupportIdentity): FetchMessagePage {
  return (query) => fetchSupportMessages(who, query);
}

export function useSupportChat(identity: SupportIdentity | null) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, emptyChat);
  const [supportTyping, setSupportTyping] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [visible, setVisible] = useState(() => document.visibilityState === "visible");
  const typingTimer = useRef<number | undefined>(undefined);
  const [typingAllowed] = useState(() => typingThrottle());
  const stateRef = useRef(state);
  stateRef.current = state;
  const readSent = useRef<string | null>(null);

  const refreshState = useCallback(() => invalidateSupport(queryClient), [queryClient]);

  /** Everything newer than the newest message held (all of it, page by page); the newest page when nothing is held yet. */
  const catchUp = useCallback(
    (who: SupportIdentity) => catchUpMessages(stateRef.current.messages.at(-1)?.id, pagesOf(who), dispatch),
    [],
  );

  const sendPending = useCallback(
    async (who: SupportIdentity, message: PendingMessage) => {
      if (await sendPendingMessage(message, (body) => postSupportMessage(who, body), dispatch)) refreshState();
    },
    [refreshState],
  );

  // A new identity starts from an empty chat.
  useEffect(() => {
    dispatch({ type: "reset" });
    readSent.current = null;
    setLoadError(null);
  }, [identity]);

  // History once the live feed is signed in (the newest page), and after each later sign-in (a
  // reconnect) a catch-up, then a resend of what failed on the way.
  const resume = useCallback(
    async (who: SupportIdentity) => {
      await catchUp(who);
      for (const pending of stateRef.current.pending) if (pending.state === "failed" && pending.retryable) void sendPending(who, pending);
    },
    [catchUp, sendPending],
  );
  const feed = useSupportFeed(identity);
  useEffect(() => {
    if (identity === null || feed === null) return;
    resume(identity).catch((error: unknown) => setLoadError(error));
  }, [identity, feed, resume]);

  // Live frames, and the browser back online: catch up and resend.
  useEffect(() => {
    if (identity === null) return undefined;
    const onEvent = (message: SupportEventMessage) => {
      switch (message.type) {
        case "supportMessage":
          dispatch({ type: "merge", items: [message.message] });
          if (message.message.sender === "operator") {
            setSupportTyping(false);
            window.clearTimeout(typingTimer.current);
          }
          return;
        case "supportReceipt":
          // `by` read or received the other side's messages: operator receipts tick the customer's own.
          dispatch({ type: "receipt", sender: message.by === "operator" ? "customer" : "operator", kind: message.kind, upTo: message.upTo, at: new Date().toISOString() });
          return;
        case "supportTyping":
          if (message.by !== "operator") return;
          setSupportTyping(true);
          window.clearTimeout(typingTimer.current);
          typingTimer.current = window.setTimeout(() => setSupportTyping(false), typingShown_ms);
          return;
        case "supportConversation":
          refreshState();
          return;
        // Sign-ins are counted by useSupportFeed, which catches up.
        case "authenticated":
        case "visitorAuthenticated":
        case "error":
          return;
      }
    };
    const backOnline = () => {
      resume(identity).catch((error: unknown) => console.warn("support catch-up failed", error));
      refreshState();
    };
    window.addEventListener("online", backOnline);
    const stop = subscribeSupport(identity, onEvent);
    return () => {
      window.removeEventListener("online", backOnline);
      stop();
    };
  }, [identity, refreshState, resume]);

  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  // Read marks: support's newest message, once the chat is on screen.
  const unreadUpTo = newestUnreadFrom(state.messages, "operator");
  useEffect(() => {
    if (identity === null || !visible || unreadUpTo === null || readSent.current === unreadUpTo) return;
    readSent.current = unreadUpTo;
    postSupportRead(identity, unreadUpTo)
      .then((answer) => {
        dispatch({ type: "receipt", sender: "operator", kind: "read", upTo: unreadUpTo, at: new Date().toISOString() });
        queryClient.setQueryData(supportStateKey(identity), (old: { unread: number } | undefined) => (old === undefined ? old : { ...old, unread: answer.unread }));
      })
      .catch((error: unknown) => {
        readSent.current = null;
        console.warn("support read mark failed", error);
      });
  }, [identity, visible, unreadUpTo, queryClient]);

  const send = useCallback(
    (content: OutgoingContent) => {
      if (identity === null) return;
      void sendPending(identity, newPendingMessage(content));
    },
    [identity, sendPending],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const pending = stateRef.current.pending.find((item) => item.clientMessageId === clientMessageId);
      if (identity !== null && pending !== undefined) void sendPending(identity, pending);
    },
    [identity, sendPending],
  );

  const loadEarlier = useCallback(async () => {
    const oldest = stateRef.current.messages[0]?.id;
    if (identity === null || oldest === undefined) return;
    await loadEarlierMessages(oldest, pagesOf(identity), dispatch, { loading: setLoadingEarlier, failed: setLoadError });
  }, [identity]);

  const typing = useCallback(() => {
    if (typingAllowed()) sendSupportTyping();
  }, [typingAllowed]);

  const reload = useCallback(() => {
    if (identity === null) return;
    setLoadError(null);
    catchUp(identity).catch((error: unknown) => setLoadError(error));
  }, [identity, catchUp]);

  return { ...state, supportTyping, loadError, loadingEarlier, send, retry, loadEarlier, typing, reload };
}

