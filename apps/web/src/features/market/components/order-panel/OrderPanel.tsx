// The order panel of /market: Contract, Coin (crypto/USDT only) and Options (only with cycles)
// tabs over the selected book, whose badge shows which book an order lands in and its available
// USDT. Visitors see the forms with a sign-in link in place of the submit button.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount, useLocale } from "../../../../i18n/format.ts";
import { useSession } from "../../../../lib/session.ts";
import { currentState, type InstrumentView } from "../../../../components/market/InstrumentDetail.tsx";
import { useAvailable, useOptionCycles } from "../../api/order-panel.ts";
import { CoinTab } from "./CoinTab.tsx";
import { ContractTab } from "./ContractTab.tsx";
import { OptionsTab } from "./OptionsTab.tsx";
import "./OrderPanel.css";

type Tab = "contract" | "coin" | "options";

/** Instrument type 2 is crypto (DESIGN §4); coin orders trade it against USDT only (10135). */
const cryptoType = 2;

export function OrderPanel({ view }: { view: InstrumentView }) {
  const { t } = useTranslation();
  const { info } = view;
  const cycles = useOptionCycles(info.code);
  const [chosen, setChosen] = useState<Tab>("contract");
  const offersCoin = info.type === cryptoType && info.terms.quoteCurrency === "USDT";
  const optionCycles = cycles.data?.items ?? [];
  const tabs: Tab[] = ["contract", ...(offersCoin ? (["coin"] as const) : []), ...(optionCycles.length > 0 ? (["options"] as const) : [])];
  // A tab the next instrument does not offer falls back to contract.
  const tab = tabs.includes(chosen) ? chosen : "contract";
  const state = currentState(view);
  const market = { code: info.code, terms: info.terms, price: state.price, open: state.sessionOpen };

  return (
    <section className="order-panel card" data-testid="order-panel" data-code={info.code} aria-labelledby="order-panel-title">
      <header className="order-panel__header">
        <h3 id="order-panel-title" className="order-panel__title">
          {t("orderPanel.title")}
        </h3>
        <BookBadge />
      </header>
      {tabs.length > 1 && (
        <div className="order-panel__tabs" role="tablist" aria-label={t("orderPanel.tabsLabel")}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`order-tab-${name}`}
              aria-selected={name === tab}
              aria-controls="order-panel-body"
              className={`order-panel__tab${name === tab ? " order-panel__tab--active" : ""}`}
              onClick={() => setChosen(name)}
              data-testid={`order-tab-${name}`}
            >
              {t(`orderPanel.tabs.${name}`)}
            </button>
          ))}
        </div>
      )}
      <div id="order-panel-body" className="order-panel__body" role={tabs.length > 1 ? "tabpanel" : undefined} aria-labelledby={tabs.length > 1 ? `order-tab-${tab}` : undefined}>
        {/* Keyed by instrument: a new instrument starts a fresh form. */}
        {tab === "contract" && <ContractTab key={info.code} market={market} />}
        {tab === "coin" && <CoinTab key={info.code} market={market} />}
        {tab === "options" && <OptionsTab key={info.code} market={market} cycles={optionCycles} />}
      </div>
    </section>
  );
}

/** Which book an order goes to, and what it has free to spend. */
function BookBadge() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { loggedIn, accountFlag } = useSession();
  const available = useAvailable("USDT");
  if (!loggedIn) return null;
  const demo = accountFlag === "1";
  return (
    <p className={`order-book order-book--${demo ? "demo" : "real"}`} data-testid="order-book" data-book={demo ? "demo" : "real"}>
      <span className="order-book__name">{demo ? t("orderPanel.demoBook") : t("orderPanel.realBook")}</span>
      <span className="order-book__balance">
        {t("orderPanel.available")}{" "}
        <span className="numeric" dir="ltr">
          {available === undefined ? "…" : `${formatAmount(available, "USDT", locale, { style: "exact" })} USDT`}
        </span>
      </span>
    </p>
  );
}
