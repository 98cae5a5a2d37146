import { describe, expect, it } from "vitest";
import { keyFor } from "./idempotency.ts";

function counter() {
  let made = 0;
  return () => `key-${++made}`;
}

describe("keyFor", () => {
  it("makes a key for the first body", () => {
    expect(keyFor(null, { amount: "150" }, counter())).toEqual({ body: '{"amount":"150"}', key: "key-1" });
  });

  it("reuses the key when the same body is sent again (a retry), without making another", () => {
    const make = counter();
    const first = keyFor(null, { amount: "150", txHash: "ab" }, make);
    const again = keyFor(first, { amount: "150", txHash: "ab" }, make);
    expect(again.key).toBe(first.key);
    expect(make()).toBe("key-2");
  });

  it("makes a new key once the body changes, so an edited form is a new request", () => {
    const make = counter();
    const first = keyFor(null, { amount: "150" }, make);
    expect(keyFor(first, { amount: "151" }, make).key).toBe("key-2");
  });
});
