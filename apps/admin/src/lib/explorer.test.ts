import { describe, expect, it } from "vitest";
import { explorerLink } from "./explorer.ts";

describe("explorerLink", () => {
  it("sends each network to its public explorer", () => {
    expect(explorerLink("TRC20", "tx", "ab12")).toEqual({ site: "tronscan.org", url: "https://tronscan.org/#/transaction/ab12" });
    expect(explorerLink("ERC20", "address", "0xAbC")).toEqual({ site: "etherscan.io", url: "https://etherscan.io/address/0xAbC" });
    expect(explorerLink("BTC", "tx", "ff00")).toEqual({ site: "mempool.space", url: "https://mempool.space/tx/ff00" });
  });

  it("keeps hostile text inside the path segment", () => {
    expect(explorerLink("BTC", "address", " ../../x?y#z ").url).toBe("https://mempool.space/address/..%2F..%2Fx%3Fy%23z");
  });
});
