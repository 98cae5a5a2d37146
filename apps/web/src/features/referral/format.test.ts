import { describe, expect, it } from "vitest";
import { inviteLink, rateText } from "./format.ts";

describe("referral formatting", () => {
  it("builds the register link with the code and shows rates as exact percentages", () => {
    expect(inviteLink("https://tradewind.example", "AB12CD34")).toBe("https://tradewind.example/pass/register?code=AB12CD34");
    expect(rateText("0.2", "en-US")).toBe("20%");
    expect(rateText("0.0525", "en-US")).toBe("5.25%");
  });
});

describe("rebate amounts", () => {
  it("shows tiny rebates in full and empty totals as zero USDT", async () => {
    const { amountsText, rebateAmountText } = await import("./format.ts");
    expect(rebateAmountText("0.000072", "USDT", "en-US")).toBe("\u20660.000072 USDT\u2069");
    expect(amountsText([], "en-US")).toBe("\u20660.00 USDT\u2069");
    expect(amountsText([{ currency: "BTC", amount: "0.5" }, { currency: "USDT", amount: "12" }], "en-US")).toBe("\u20660.50 BTC\u2069 · \u206612.00 USDT\u2069");
  });
});
