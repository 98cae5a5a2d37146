import { describe, expect, it } from "vitest";
import { supportTextMax } from "@tradewind/api/support";
import { isSendKey, measureDraft, nextScrollTop } from "./chat-view.ts";
import { parseStoredToken } from "./stored-token.ts";

describe("the chat composer", () => {
  it("measures the trimmed text in code points against the limit", () => {
    expect(measureDraft("  hi \n")).toEqual({ trimmed: "hi", length: 2, tooLong: false, canSend: true });
    expect(measureDraft("😀😀")).toMatchObject({ length: 2, canSend: true });
    expect(measureDraft(" \n ")).toMatchObject({ trimmed: "", length: 0, canSend: false });
    expect(measureDraft("x".repeat(supportTextMax))).toMatchObject({ tooLong: false, canSend: true });
    expect(measureDraft("x".repeat(supportTextMax + 1))).toMatchObject({ tooLong: true, canSend: false });
  });

  it("sends on Enter, not on Shift+Enter, other keys or while an input method composes", () => {
    expect(isSendKey({ key: "Enter", shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: "Enter", shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: "Enter", shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: "a", shiftKey: false, isComposing: false })).toBe(false);
  });
});

describe("the message log's scroll", () => {
  it("goes to the bottom on first render and when newer messages arrive", () => {
    expect(nextScrollTop({ oldestId: undefined, height: 0 }, "5", 0, 800)).toBe(800);
    expect(nextScrollTop({ oldestId: "5", height: 800 }, "5", 300, 900)).toBe(900);
  });

  it("keeps the view in place when older messages were loaded above", () => {
    expect(nextScrollTop({ oldestId: "5", height: 800 }, "2", 0, 1_100)).toBe(300);
    expect(nextScrollTop({ oldestId: "5", height: 800 }, "2", 40, 1_100)).toBe(340);
  });
});

describe("a stored token", () => {
  const now = Date.parse("2026-11-24T00:00:00Z");

  it("reads a token that has not expired", () => {
    expect(parseStoredToken(JSON.stringify({ token: "t", expiresAt: "2026-11-25T00:00:00Z", extra: 1 }), "session", now)).toEqual({ token: "t", expiresAt: "2026-11-25T00:00:00Z" });
  });

  it("ignores nothing stored, an expired token, a wrong shape and text that is not JSON", () => {
    expect(parseStoredToken(null, "session", now)).toBeNull();
    expect(parseStoredToken(JSON.stringify({ token: "t", expiresAt: "2026-11-24T00:00:00Z" }), "session", now)).toBeNull();
    expect(parseStoredToken(JSON.stringify({ token: 1, expiresAt: "2026-11-25T00:00:00Z" }), "session", now)).toBeNull();
    expect(parseStoredToken("null", "session", now)).toBeNull();
    expect(parseStoredToken("{oops", "session", now)).toBeNull();
  });
});
