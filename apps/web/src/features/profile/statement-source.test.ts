import { describe, expect, it } from "vitest";
import { sourceLink } from "./statement-source.ts";

describe("sourceLink", () => {
  it("links contract and option lines to their order and coin lines to the coin history", () => {
    expect(sourceLink("contract:12")).toEqual({ to: "/profile/orders/contract/12", kind: "order" });
    expect(sourceLink("option:7")).toEqual({ to: "/profile/orders/option/7", kind: "order" });
    expect(sourceLink("spot:3")).toEqual({ to: "/profile/orders?tab=coin&scope=history", kind: "order" });
  });

  it("links deposit and withdrawal lines to their list in the records section", () => {
    expect(sourceLink("deposit:4")).toEqual({ to: "/profile/financial?section=records&records=deposits", kind: "record" });
    expect(sourceLink("withdrawal:1")).toEqual({ to: "/profile/financial?section=records&records=withdrawals", kind: "record" });
  });

  it("gives no link for lines without a source (funding, resets) or an unknown reference", () => {
    expect(sourceLink(null)).toBeUndefined();
    expect(sourceLink("adjustment:1")).toBeUndefined();
    expect(sourceLink("contract:../x")).toBeUndefined();
    expect(sourceLink("withdrawal:0")).toBeUndefined();
  });
});
