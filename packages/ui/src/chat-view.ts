// The pieces of a customer-service chat screen that behave the same in the user's chat (web
// /profile/kefu) and the operator's inbox (admin); each app renders and styles its own markup.
// The composer: Enter sends, Shift+Enter (or an input method still composing) makes a new line,
// the trimmed text counts in code points against the server's limit. The message log: new
// messages scroll to the bottom, older ones loaded above keep the view where it was.
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type RefObject } from "react";
import { supportTextMax, type SupportMessage } from "@tradewind/api/support";
import type { PendingMessage } from "./support-chat.ts";

/** What the composer holds, measured: `canSend` when there is text within the limit. */
export function measureDraft(text: string): { trimmed: string; length: number; tooLong: boolean; canSend: boolean } {
  const trimmed = text.trim();
  const length = [...trimmed].length;
  const tooLong = length > supportTextMax;
  return { trimmed, length, tooLong, canSend: trimmed !== "" && !tooLong };
}

/** Enter sends; Shift+Enter and Enter while an input method composes do not. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing: boolean }): boolean {
  return event.key === "Enter" && !event.shiftKey && !event.isComposing;
}

/** The composer's text, its problem line and its submit / Enter handling; a send clears both. */
export function useComposer(onSend: (content: { text: string }) => void) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const draft = measureDraft(text);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!draft.canSend) return;
    onSend({ text: draft.trimmed });
    setText("");
    setProblem(null);
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    submit();
  }

  return { text, setText, problem, setProblem, ...draft, submit, keyDown };
}

/** The file just picked in a file input; the input is emptied so the same file can be picked again. */
export function takePickedFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0];
  event.target.value = "";
  return file;
}

/** What a message log shows and does, whoever's side it is on. */
export interface ChatLogProps {
  messages: SupportMessage[];
  pending: PendingMessage[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  onRetry: (clientMessageId: string) => void;
}

/** Where the log scrolls after a render: kept in place when older messages came in above, else the bottom. */
export function nextScrollTop(before: { oldestId: string | undefined; height: number }, oldestId: string | undefined, scrollTop: number, scrollHeight: number): number {
  if (before.oldestId !== undefined && oldestId !== before.oldestId && scrollHeight > before.height) return scrollTop + scrollHeight - before.height;
  return scrollHeight;
}

/** The log's scroller: attach the ref to the scrolling element. */
export function useChatScroll(messages: SupportMessage[], pending: PendingMessage[], typing: boolean): RefObject<HTMLDivElement | null> {
  const scroller = useRef<HTMLDivElement>(null);
  const oldestId = messages[0]?.id;
  const newestKey = `${messages.at(-1)?.id ?? ""}:${pending.length}:${typing ? 1 : 0}`;
  const previous = useRef<{ oldestId: string | undefined; height: number }>({ oldestId: undefined, height: 0 });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    element.scrollTop = nextScrollTop(previous.current, oldestId, element.scrollTop, element.scrollHeight);
    previous.current = { oldestId, height: element.scrollHeight };
  }, [newestKey, oldestId]);
  return scroller;
}
