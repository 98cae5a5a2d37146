import { describe, expect, it } from "vitest";
import { signCounterAdvanced } from "./sign-counter.ts";

describe("signCounterAdvanced", () => {
  it("accepts a counter that rises, and 0 after 0 (an authenticator without a counter)", () => {
    expect(signCounterAdvanced(0, 1)).toBe(true);
    expect(signCounterAdvanced(41, 42)).toBe(true);
    expect(signCounterAdvanced(0, 0)).toBe(true);
  });

  it("refuses a counter that stays or goes back once one was seen (a cloned authenticator)", () => {
    expect(signCounterAdvanced(5, 5)).toBe(false);
    expect(signCounterAdvanced(5, 3)).toBe(false);
    expect(signCounterAdvanced(5, 0)).toBe(false);
  });
});
