// Reads a figure back from the text a page shows, for tests that prove the shown figures add up:
// the locale's own digits and decimal sign, its grouping and bidi marks ignored. Test-only.
import { Decimal } from "@tradewind/domain/money";

export function shownValue(text: string, locale: string): Decimal {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 });
  const decimalSign = format.formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
  const digits = new Map([..."0123456789"].map((digit) => [new Intl.NumberFormat(locale, { useGrouping: false }).format(Number(digit)), digit]));
  let plain = "";
  for (const char of text) {
    if (digits.has(char)) plain += digits.get(char);
    else if (/\d/.test(char)) plain += char;
    else if (char === decimalSign) plain += ".";
    else if (char === "-" || char === "\u2212") plain += "-";
  }
  return new Decimal(plain);
}
