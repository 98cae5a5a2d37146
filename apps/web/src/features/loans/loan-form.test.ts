import { describe, expect, it } from "vitest";
import type { LoanProduct } from "@tradewind/api/loans";
import { checkLoanAmount, loanTone, quoteRequestOf, repayable, termFor } from "./loan-form.ts";

const product: LoanProduct = {
  id: "7",
  name: "Starter",
  nameFallback: false,
  minAmount: "100",
  maxAmount: "5000",
  termDays: [7, 30, 90],
  dailyRate: "0.0005",
  interestFreeDays: 3,
  currency: "USDT",
};

describe("checkLoanAmount", () => {
  it("accepts exact USDT amounts inside the range, ends included", () => {
    expect(checkLoanAmount("100", product)).toEqual({ state: "ok", amount: "100" });
    expect(checkLoanAmount(" 5000 ", product)).toEqual({ state: "ok", amount: "5000" });
    expect(checkLoanAmount("250.123456", product)).toEqual({ state: "ok", amount: "250.123456" });
  });

  it("says nothing while the field is empty", () => {
    expect(checkLoanAmount("  ", product)).toEqual({ state: "empty" });
  });

  it("refuses malformed, negative, zero and over-precise amounts with 10165", () => {
    for (const text of ["-5", "1e3", "abc", "0", "0.000", "12.1234567", "1,000", "01"]) {
      expect(checkLoanAmount(text, product), text).toEqual({ state: "invalid", code: 10165 });
    }
  });

  it("refuses amounts outside the product's range, and huge ones, with 10174", () => {
    for (const text of ["99.999999", "5000.000001", "1000000000000000", "99999999999999999999"]) {
      expect(checkLoanAmount(text, product), text).toEqual({ state: "invalid", code: 10174 });
    }
  });
});

describe("quoteRequestOf", () => {
  it("asks once product, valid amount and an offered term are known", () => {
    expect(quoteRequestOf(product, "1000", 30)).toEqual({ productId: "7", amount: "1000", termDays: 30 });
  });

  it("asks nothing for a missing product, an unoffered term or a bad amount", () => {
    expect(quoteRequestOf(undefined, "1000", 30)).toBeNull();
    expect(quoteRequestOf(product, "1000", 14)).toBeNull();
    expect(quoteRequestOf(product, "1000", null)).toBeNull();
    expect(quoteRequestOf(product, "50", 30)).toBeNull();
  });
});

describe("termFor", () => {
  it("keeps an offered term and otherwise falls back to the shortest", () => {
    expect(termFor(product, 90)).toBe(90);
    expect(termFor(product, 14)).toBe(7);
    expect(termFor(product, null)).toBe(7);
    expect(termFor(undefined, 30)).toBeNull();
  });
});

describe("loanTone and repayable", () => {
  it("shows an overdue loan in red whatever its status", () => {
    expect(loanTone({ status: "expired", overdue: true })).toBe("overdue");
    expect(loanTone({ status: "repaying", overdue: true })).toBe("overdue");
    expect(loanTone({ status: "repaying", overdue: false })).toBe("active");
    expect(loanTone({ status: "pending", overdue: false })).toBe("waiting");
    expect(loanTone({ status: "rejected", overdue: false })).toBe("refused");
    expect(loanTone({ status: "repaid", overdue: false })).toBe("done");
  });

  it("offers repayment only for disbursed, unpaid loans with an amount due", () => {
    expect(repayable({ status: "repaying", amountDue: "1000.5" })).toBe(true);
    expect(repayable({ status: "expired", amountDue: "1015" })).toBe(true);
    expect(repayable({ status: "pending", amountDue: null })).toBe(false);
    expect(repayable({ status: "repaid", amountDue: null })).toBe(false);
    expect(repayable({ status: "repaying", amountDue: null })).toBe(false);
  });
});
