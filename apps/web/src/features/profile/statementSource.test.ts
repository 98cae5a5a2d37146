import { describe, expect, it } from "vitest";
import { sourceLink } from "./statementSource.ts";

describe("sourceLink", () => {
  it("links contract and option lines to their order and coin lines to the coin history", () => {
    expect(sourceLink("contract:12")).toBe("/profile/orders/contract/12");
    expect(sourceLink("option:7")).toBe("/profile/orders/option/7");
    expect(sourceLink("spot:3")).toBe("/profile/orders?tab=coin&scope=history");
  });

  it("gives no link for lines without an order (funding, resets) or an unknown reference", () => {
    expect(sourceLink(null)).toBeUndefined();
    expect(sourceLink("withdrawal:1")).toBeUndefined();
    expect(sourceLink("contract:../x")).toBeUndefined();
  });
});
