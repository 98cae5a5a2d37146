// The glossary in every language: the names of the trading products (the contract, coin and
// option order tabs, the order kinds, smart trading, and the back office's names for them) never
// repeat or contain a market class's name (forex, crypto, stocks, ETFs, futures), so a user on
// a futures instrument cannot take the contract tab for futures trading (Japanese once used 先物
// for both), nor the coin tab for the crypto class.
import { describe, expect, it } from "vitest";
import { adminCatalogues } from "./admin-catalogues.ts";
import { catalogues } from "./catalogues.ts";
import { languages } from "./languages.ts";

/** One word in a language, lower-cased and without the zero-width spaces that only mark line breaks. */
const normalised = (text: string) => text.replace(/\u200b/g, "").trim().toLocaleLowerCase();

function glossary(code: (typeof languages)[number]["code"]) {
  const web = catalogues[code];
  const admin = adminCatalogues[code];
  const products = {
    "contract tab": web.orderPanel.tabs.contract,
    "coin tab": web.orderPanel.tabs.coin,
    "options tab": web.orderPanel.tabs.options,
    "contract orders": web.orders.kinds.contract,
    "coin orders": web.orders.kinds.coin,
    "option orders": web.orders.kinds.option,
    "smart trading": web.nav.trading,
    "back office: contracts": admin.users.productName.contract,
    "back office: coins": admin.users.productName.spot,
    "back office: options": admin.users.productName.option,
    "back office: contract order": admin.attention.kind.contract,
    "back office: coin order": admin.attention.kind.spot,
    "back office: option order": admin.attention.kind.option,
  };
  const classes = [...Object.values(web.markets.classes), ...Object.values(admin.catalogue.typeName)];
  return { products, classes };
}

describe.each(languages.map((language) => language.code))("glossary %s", (code) => {
  it("names no trading product with a market class's word", () => {
    const { products, classes } = glossary(code);
    for (const [role, name] of Object.entries(products)) {
      for (const marketClass of classes) {
        const [product, market] = [normalised(name), normalised(marketClass)];
        expect(product.includes(market) || market.includes(product), `${role} "${name}" against the class "${marketClass}"`).toBe(false);
      }
    }
  });

  it("gives the contract, coin and option products three different names", () => {
    const { products } = glossary(code);
    const tabs = [products["contract tab"], products["coin tab"], products["options tab"]].map(normalised);
    expect(new Set(tabs).size).toBe(3);
  });
});
