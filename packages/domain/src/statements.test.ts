import { describe, expect, it } from "vitest";
import { Decimal, toPlain } from "./money.ts";
import { buildStatement, periodInstants, periodRefusal, productOf, statementCsv, type CurrencyStatement, type PostingIn } from "./statements.ts";

const now = new Date("2026-11-23T08:00:00Z");

describe("statement periods", () => {
  it.each([
    [{ from: "2026-10-01", to: "2026-10-31" }, null],
    [{ from: "2026-10-31", to: "2026-10-01" }, "inverted"],
    [{ from: "2025-01-01", to: "2025-12-31" }, null],
    [{ from: "2025-01-01", to: "2026-01-01" }, "tooLong"],
    [{ from: "2024-02-29", to: "2025-02-28" }, null],
    [{ from: "2026-11-01", to: "2026-11-22" }, null],
    [{ from: "2026-11-01", to: "2026-11-23" }, "notEnded"],
  ])("%o → %s", (period, refusal) => {
    expect(periodRefusal(period, now)).toBe(refusal);
  });

  it("covers whole UTC days, the last one included", () => {
    expect(periodInstants({ from: "2026-10-01", to: "2026-10-31" })).toEqual({ start: new Date("2026-10-01T00:00:00Z"), end: new Date("2026-11-01T00:00:00Z") });
  });
});

describe("a statement's figures", () => {
  const posting = (currency: string, kind: string, amount: string): PostingIn => ({ entryId: "1", kind, reference: null, createdAt: "2026-10-02T00:00:00.000Z", currency, account: "available", amount: new Decimal(amount), priceSource: null });

  it("runs from the opening to the closing balance exactly, splitting the movement by product", () => {
    const [btc, usdt] = buildStatement(
      new Map([["USDT", new Decimal("500")]]),
      [posting("USDT", "contract_open", "-0.1"), posting("USDT", "contract_close", "0.3"), posting("BTC", "spot_fill", "0.001"), posting("USDT", "spot_fill", "-50.05"), posting("USDT", "mystery_kind", "-0.2")],
      [{ currency: "USDT", amount: new Decimal("0.05") }],
    );
    const figures = (part: CurrencyStatement | undefined) => part && { currency: part.currency, opening: toPlain(part.opening), closing: toPlain(part.closing), fees: toPlain(part.fees) };
    expect(figures(usdt)).toEqual({ currency: "USDT", opening: "500", closing: "449.95", fees: "0.05" });
    expect(usdt?.lines.map((line) => toPlain(line.balance))).toEqual(["499.9", "500.2", "450.15", "449.95"]);
    expect(usdt?.byProduct.map((entry) => ({ product: entry.product, net: toPlain(entry.net) }))).toEqual([
      { product: "contracts", net: "0.2" },
      { product: "spot", net: "-50.05" },
      { product: "adjustments", net: "-0.2" },
    ]);
    expect(figures(btc)).toEqual({ currency: "BTC", opening: "0", closing: "0.001", fees: "0" });
    const csv = statementCsv(usdt ? [usdt] : []).split("\r\n");
    expect(csv[1]).toBe("opening,USDT,,,,,,,,500,");
    expect(csv.at(-2)).toBe("closing,USDT,,,,,,,,449.95,");
  });

  it("names every product by its entry kinds", () => {
    expect(["contract_hold", "spot_remove", "option_settle", "smart_yield", "loan_repayment", "nft_purchase", "referral_rebate", "deposit", "withdrawal_payout", "demo_reset", "adjustment"].map(productOf)).toEqual([
      "contracts", "spot", "options", "plans", "loans", "nfts", "referral", "transfers", "transfers", "demo", "adjustments",
    ]);
  });
});
