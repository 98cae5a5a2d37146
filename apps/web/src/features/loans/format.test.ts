import { describe, expect, it } from "vitest";
import { dailyRateText, daysText, loanMoneyText } from "./format.ts";

/** The text without the left-to-right isolate that wraps it. */
const bare = (text: string) => text.replace(/^\u2066|\u2069$/g, "");

describe("loanMoneyText", () => {
  it("shows every stored decimal of what is owed, and at least two", () => {
    expect(bare(loanMoneyText("1015.000001", "en-US"))).toBe("1,015.000001 USDT");
    expect(bare(loanMoneyText("1000", "en-US"))).toBe("1,000.00 USDT");
    expect(bare(loanMoneyText("0.015", "en-US"))).toBe("0.015 USDT");
  });

  it("formats in the reader's locale", () => {
    expect(bare(loanMoneyText("1234.5", "de-DE"))).toBe("1.234,50 USDT");
  });

  it("isolates the amount left to right, so Arabic text around it keeps number and currency in order", () => {
    expect(loanMoneyText("100", "ar")).toMatch(/^\u2066.*USDT\u2069$/);
  });
});

describe("dailyRateText", () => {
  it("shows the daily share as an exact percentage", () => {
    expect(dailyRateText("0.0005", "en-US")).toBe("0.05%");
    expect(dailyRateText("0.000123456789", "en-US")).toBe("0.0123456789%");
    expect(dailyRateText("0.01", "en-US")).toBe("1%");
  });
});

describe("daysText", () => {
  it("names days with the language's plural rules", () => {
    expect(daysText(1, "en-US")).toBe("1 day");
    expect(daysText(30, "en-US")).toBe("30 days");
    expect(daysText(7, "de-DE")).toBe("7 Tage");
  });
});
