// The result after fees as rendered: "net = before fees + fees" holds on the shown text (the issue's
// order read "Net −11.92 = −4.47 + −7.44" when each figure was cut to cents).
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import i18next from "i18next";
import { catalogues } from "@tradewind/i18n/catalogues";
import { languageInfo } from "@tradewind/i18n/languages";
import { shownValue } from "@tradewind/ui/money-format.testing.ts";
import { NetProfit } from "./NetProfit.tsx";

async function render(order: Parameters<typeof NetProfit>[0]["order"], language: "en" | "ar"): Promise<string> {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { translation: catalogues[language] } }, interpolation: { escapeValue: false } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={instance}>
      <NetProfit order={order} layout="rows" />
    </I18nextProvider>,
  ).replace(/<!-- -->/g, "");
}

/** The three figures as displayed: net, before fees, fees (the numeric spans, in order). */
function figures(html: string): string[] {
  return [...html.matchAll(/class="numeric[^"]*"[^>]*>([^<]*)</g)].map((match) => match[1] ?? "");
}

describe("NetProfit", () => {
  it("shows the issue's closed order so that it adds up", async () => {
    const html = await render({ status: "closed", profit: "-4.475", fee: "7.445", openPrice: "3500", markPrice: null }, "en");
    expect(figures(html)).toEqual(["-11.920 USDT", "-4.475 USDT", "-7.445 USDT"]);
  });

  for (const language of ["en", "ar"] as const) {
    it(`adds up as shown for an open position with an estimated closing fee (${language})`, async () => {
      const html = await render({ status: "open", profit: "2.5", fee: "0.37", openPrice: "3500", markPrice: "3600" }, language);
      const locale = languageInfo(language).locale;
      const [net, gross, fees] = figures(html).map((text) => shownValue(text, locale));
      expect(gross?.plus(fees ?? 0).toFixed()).toBe(net?.toFixed());
      expect(net?.toFixed()).toBe("1.749428");
    });
  }
});
