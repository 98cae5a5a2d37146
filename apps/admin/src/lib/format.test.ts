import { describe, expect, it } from "vitest";
import { formatList } from "./format.ts";

describe("formatList", () => {
  it("joins short values as the language lists them, not with a comma read left to right", () => {
    expect(formatList(["7", "14", "30"], "en")).toBe("7, 14, 30");
    expect(formatList(["7", "14"], "ar")).toBe("7 و14");
    expect(formatList(["7"], "ar")).toBe("7");
  });
});
