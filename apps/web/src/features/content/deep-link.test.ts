import { describe, expect, it } from "vitest";
import { deepLinkedSlug } from "./deep-link.ts";

const items = [
  { id: "11", slug: "withdrawal-fee" },
  { id: "12", slug: "what-is-kyc" },
];

describe("FAQ deep links", () => {
  it("opens the answer named by the fragment, else by ?id=", () => {
    expect(deepLinkedSlug(items, "#what-is-kyc", null)).toBe("what-is-kyc");
    expect(deepLinkedSlug(items, "", "11")).toBe("withdrawal-fee");
    expect(deepLinkedSlug(items, "#what-is-kyc", "11")).toBe("what-is-kyc");
  });

  it("opens nothing for an unknown slug or id", () => {
    expect(deepLinkedSlug(items, "#nope", null)).toBeNull();
    expect(deepLinkedSlug(items, "#nope", "99")).toBeNull();
    expect(deepLinkedSlug(items, "", null)).toBeNull();
    expect(deepLinkedSlug(items, "#%E0%A4%A", null)).toBeNull();
  });
});
