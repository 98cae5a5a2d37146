import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { Decimal, scaleOf } from "@tradewind/domain/money";
import { languages } from "@tradewind/i18n/languages";
import { exactMoneyFormatter, exactScaleOf, formatMoney, statementMoneyFormatter, type StatementFigures } from "./money-format.ts";
import { shownValue } from "./money-format.testing.ts";

const locales = languages.map((language) => language.locale);

describe("formatMoney: the display rule", () => {
  test("rounds half-even to the display scale, never truncates", () => {
    expect(formatMoney("930.989", "USDT", "en-US")).toBe("930.99");
    expect(formatMoney("0.999999", "USDT", "en-US")).toBe("1.00");
    expect(formatMoney("0.125", "USDT", "en-US")).toBe("0.12");
    expect(formatMoney("0.135", "USDT", "en-US")).toBe("0.14");
    expect(formatMoney("0.1250001", "USDT", "en-US")).toBe("0.13");
    expect(formatMoney("1.000000005", "BTC", "en-US")).toBe("1.00");
    expect(formatMoney("0.123456785", "BTC", "en-US")).toBe("0.12345678");
  });

  test("negative amounts round half-even too, and a rounded zero has no sign", () => {
    expect(formatMoney("-4.475", "USDT", "en-US")).toBe("-4.48");
    expect(formatMoney("-7.445", "USDT", "en-US")).toBe("-7.44");
    expect(formatMoney("-0.004", "USDT", "en-US")).toBe("0.00");
    expect(formatMoney("-0.004", "USDT", "en-US", { signed: true })).toBe("0.00");
    expect(formatMoney("-11.92", "USDT", "en-US", { signed: true })).toBe("-11.92");
    expect(formatMoney("2.5", "USDT", "en-US", { signed: true })).toBe("+2.50");
  });

  test("groups in each locale's own way", () => {
    expect(formatMoney("-1234567.891", "USDT", "en-US")).toBe("-1,234,567.89");
    expect(formatMoney("-1234567.891", "USDT", "de-DE")).toBe("-1.234.567,89");
    expect(formatMoney("-1234567.891", "USDT", "fr-FR")).toBe("-1\u202f234\u202f567,89");
    expect(formatMoney("-1234567.891", "USDT", "es-ES")).toBe("-1.234.567,89");
    expect(formatMoney("-1234567.891", "USDT", "ja-JP")).toBe("-1,234,567.89");
    expect(formatMoney("-1234567.891", "USDT", "zh-HK")).toBe("-1,234,567.89");
    // Arabic as the app sets it ("ar"): Latin digits, a left-to-right mark before the minus.
    expect(formatMoney("-1234567.891", "USDT", "ar")).toBe("\u200e-1,234,567.89");
    // With Arabic-Indic digits the same rule holds.
    expect(formatMoney("1234567.895", "USDT", "ar-EG")).toBe("١٬٢٣٤٬٥٦٧٫٩٠");
  });

  test("keeps every digit a JS number would lose", () => {
    expect(formatMoney("9007199254740993.12345678", "BTC", "en-US")).toBe("9,007,199,254,740,993.12345678");
    expect(formatMoney("12345678901234567890.5", "USDT", "en-US")).toBe("12,345,678,901,234,567,890.50");
  });

  test("exact: every stored digit, at least the display scale", () => {
    expect(formatMoney("99069.01", "USDT", "en-US", { style: "exact" })).toBe("99,069.01");
    expect(formatMoney("0.123456", "USDT", "en-US", { style: "exact" })).toBe("0.123456");
    expect(formatMoney("5", "USDT", "en-US", { style: "exact", scale: 4 })).toBe("5.0000");
  });

  test("compact for summary cards, rounded half-even", () => {
    expect(formatMoney("3800000000", "USDT", "en-US", { style: "compact" })).toBe("3.8B");
    expect(formatMoney("1225000", "USDT", "en-US", { style: "compact" })).toBe("1.22M");
    expect(formatMoney("1235000", "USDT", "en-US", { style: "compact" })).toBe("1.24M");
  });

  test("shows a value that is not a decimal as given", () => {
    expect(formatMoney("n/a", "USDT", "en-US")).toBe("n/a");
  });
});

describe("exactScaleOf", () => {
  test("is the display scale, or the most digits a figure of the group has", () => {
    expect(exactScaleOf(["100000", "-930.99"], "USDT")).toBe(2);
    expect(exactScaleOf(["-4.475", "7.445", "-11.92"], "USDT")).toBe(3);
    expect(exactScaleOf(["0.5"], "BTC")).toBe(8);
  });

  test("the issue's figures add up as shown", () => {
    const statement = statementMoneyFormatter(
      [
        { currency: "USDT", amount: "-930.99", balanceAfter: "99069.01" },
        { currency: "USDT", amount: "100000", balanceAfter: "100000" },
      ],
      "en-US",
    );
    expect([statement("100000", "USDT"), statement("-930.99", "USDT", true), statement("99069.01", "USDT")]).toEqual(["100,000.00", "-930.99", "99,069.01"]);
    const order = exactMoneyFormatter([{ currency: "USDT", values: ["-4.475", "7.445", "-11.92"] }], "en-US");
    expect([order("-11.92", "USDT", true), order("-4.475", "USDT", true), order("-7.445", "USDT", true)]).toEqual(["-11.920", "-4.475", "-7.445"]);
  });
});

/** An amount at most the currency's ledger scale, up to 10^12. */
function amountAt(scale: number) {
  return fc.bigInt({ min: -(10n ** BigInt(12 + scale)), max: 10n ** BigInt(12 + scale) }).map((units) => new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scale)));
}

const currencies = ["USDT", "BTC", "ETH"] as const;

describe("property: every identity a page shows holds on the shown strings", () => {
  test("statement rows: balance before ± amount = balance after, in every language", () => {
    const rows = fc.constantFrom(...currencies).chain((currency) =>
      fc.record({
        currency: fc.constant(currency),
        opening: amountAt(scaleOf(currency)).map((value) => value.abs()),
        amounts: fc.array(amountAt(scaleOf(currency)), { minLength: 1, maxLength: 20 }),
      }),
    );
    fc.assert(
      fc.property(rows, fc.constantFrom(...locales), ({ currency, opening, amounts }, locale) => {
        // Oldest first as posted; the page lists the newest first.
        let balance = opening;
        const posted: StatementFigures[] = [];
        for (const amount of amounts) {
          balance = balance.plus(amount);
          posted.push({ currency, amount: amount.toFixed(), balanceAfter: balance.toFixed() });
        }
        const lines = posted.reverse();
        const money = statementMoneyFormatter(lines, locale);
        const shown = lines.map((line) => ({ amount: shownValue(money(line.amount, currency, true), locale), after: shownValue(money(line.balanceAfter, currency), locale) }));
        shown.forEach((line, index) => {
          const before = shown[index + 1]?.after ?? shownValue(money(opening.toFixed(), currency), locale);
          expect(before.plus(line.amount).toFixed()).toBe(line.after.toFixed());
        });
      }),
      { numRuns: 300 },
    );
  });

  test("a total = the sum of its lines, shown as one exact group, in every language", () => {
    fc.assert(
      fc.property(fc.constantFrom(...currencies), fc.constantFrom(...locales), fc.array(fc.integer({ min: 0, max: 18 }), { minLength: 1, maxLength: 8 }), fc.integer(), (currency, locale, scales, seed) => {
        const lines = scales.map((scale, index) => new Decimal(seed).times(index + 7).dividedBy(new Decimal(10).pow(Math.min(scale, scaleOf(currency)))));
        const total = lines.reduce((sum, line) => sum.plus(line), new Decimal(0));
        const values = [...lines, total].map((value) => value.toFixed());
        const money = exactMoneyFormatter([{ currency, values }], locale);
        const shownTotal = shownValue(money(total.toFixed(), currency), locale);
        const shownSum = lines.reduce((sum, line) => sum.plus(shownValue(money(line.toFixed(), currency, true), locale)), new Decimal(0));
        expect(shownSum.toFixed()).toBe(shownTotal.toFixed());
      }),
      { numRuns: 300 },
    );
  });
});
