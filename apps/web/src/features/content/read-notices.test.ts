import { describe, expect, it } from "vitest";
import { visitorReadNoticesMax } from "@tradewind/api/content";
import { parseReadIds, withReadId } from "./read-notices.ts";

describe("a visitor's read notices", () => {
  it("reads only string ids from what was stored, and nothing from garbage", () => {
    expect(parseReadIds(JSON.stringify(["4", 5, "9", null]))).toEqual(["4", "9"]);
    expect(parseReadIds("{oops")).toEqual([]);
    expect(parseReadIds(JSON.stringify({ id: "1" }))).toEqual([]);
    expect(parseReadIds(null)).toEqual([]);
  });

  it("adds an id once, newest last, and keeps only the newest ones", () => {
    expect(withReadId(["1", "2"], "1")).toEqual(["2", "1"]);
    expect(withReadId(["1", "2"], "3", 2)).toEqual(["2", "3"]);
    const many = Array.from({ length: visitorReadNoticesMax }, (_, index) => String(index + 1));
    const next = withReadId(many, "new");
    expect(next).toHaveLength(visitorReadNoticesMax);
    expect(next.at(-1)).toBe("new");
    expect(next[0]).toBe("2");
  });
});
