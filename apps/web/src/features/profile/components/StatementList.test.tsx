// The statement as rendered: each line's balance after is the older line's plus its amount on the
// shown text, in English, German and Arabic, with fees of six decimals among cent amounts.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { I18nextProvider } from "react-i18next";
import i18next from "i18next";
import { catalogues } from "@tradewind/i18n/catalogues";
import { languageInfo } from "@tradewind/i18n/languages";
import type { StatementLine } from "@tradewind/api/ledger";
import { shownValue } from "@tradewind/ui/money-format.testing.ts";
import { StatementList } from "./StatementList.tsx";

async function render(lines: StatementLine[], language: "en" | "de" | "ar"): Promise<string> {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { translation: catalogues[language] } }, interpolation: { escapeValue: false } });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={instance}>
      <MemoryRouter>
        <StatementList lines={lines} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return html.replace(/<!-- -->/g, "");
}

function texts(html: string, testId: string): string[] {
  return [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, "g"))].map((match) => match[1] ?? "");
}

const line = (entryId: string, amount: string, balanceAfter: string): StatementLine => ({ entryId, kind: "contract_open", part: "principal", currency: "USDT", account: "available", amount, balanceAfter, reference: null, createdAt: "2026-11-26T10:00:00.000Z" });

// Newest first: the demo grant, a position's margin, its fee of six decimals, a close.
const lines = [line("4", "1000.375", "100069.383514"), line("3", "-0.991486", "99069.008514"), line("2", "-930", "99070"), line("1", "100000", "100000")];

describe("the statement page", () => {
  for (const language of ["en", "de", "ar"] as const) {
    it(`shows balances that follow from the amounts as displayed (${language})`, async () => {
      const html = await render(lines, language);
      const locale = languageInfo(language).locale;
      const amounts = texts(html, "statement-amount").map((text) => shownValue(text, locale));
      const after = texts(html, "statement-balance-after").map((text) => shownValue(text, locale));
      expect(amounts).toHaveLength(lines.length);
      for (let index = 0; index + 1 < lines.length; index++) {
        expect(after[index + 1]?.plus(amounts[index] ?? 0).toFixed()).toBe(after[index]?.toFixed());
      }
    });
  }

  it("shows every figure of the page at one scale, neither rounded nor cut", async () => {
    const html = await render(lines, "en");
    expect(texts(html, "statement-balance-after")).toEqual(["100,069.383514", "99,069.008514", "99,070.000000", "100,000.000000"]);
    expect(texts(html, "statement-amount")).toEqual(["+1,000.375000 USDT", "-0.991486 USDT", "-930.000000 USDT", "+100,000.000000 USDT"]);
  });
});
