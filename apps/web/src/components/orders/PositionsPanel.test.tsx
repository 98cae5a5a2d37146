// The positions box beside the chart, rendered to HTML: it lists every open thing on the shown
// instrument (a waiting coin limit order with its cancel button, a running option with its
// countdown, contract positions and waiting contract orders), and says "nothing open" only when
// there is nothing at all.
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { ContractOrder } from "@tradewind/api/trading";
import type { OptionOrder } from "@tradewind/api/options";
import type { SpotOrder } from "@tradewind/api/spot";
import { en } from "@tradewind/i18n/catalogues/en";
import { OpenHere, type OpenOnInstrument } from "./PositionsPanel.tsx";

vi.hoisted(() => {
  // The app's shared modules read the browser's storage, languages and document as they load; the
  // component renders to a string here, so a stand-in for each is enough.
  const stored = new Map<string, string>();
  const localStorage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value), removeItem: (key: string) => stored.delete(key) };
  vi.stubGlobal("window", { localStorage });
  vi.stubGlobal("navigator", { languages: ["en"], language: "en" });
  vi.stubGlobal("document", { documentElement: {} });
});
afterAll(() => vi.unstubAllGlobals());

const now_ms = Date.parse("2026-11-23T08:00:00Z");

const coinLimit: SpotOrder = {
  id: "11",
  orderNo: "S11",
  code: "BTCUSDT",
  name: "BTC/USDT",
  base: "BTC",
  quote: "USDT",
  book: "demo",
  side: "buy",
  orderType: "limit",
  status: "waiting",
  quantity: "0.015",
  limitPrice: "60000",
  price: null,
  fillMid: null,
  fillSource: null,
  turnover: null,
  fee: "0",
  filledAt: null,
  cancelledAt: null,
  createdAt: now_ms - 60_000,
};

const runningOption: OptionOrder = {
  id: "21",
  orderNo: "O21",
  code: "BTCUSDT",
  name: "BTC/USDT",
  book: "demo",
  direction: "up",
  status: "pending",
  cycleSeconds: 60,
  payoutRatio: "0.8",
  stake: "25",
  expectedProfit: "20",
  entryPrice: "61234.5",
  entrySource: "simulated",
  openTime: now_ms - 15_000,
  expiresAt: now_ms + 45_000,
  settlementPrice: null,
  settlementSource: null,
  settlementPriceTime: null,
  settledAt: null,
  payout: null,
  profit: null,
};

const waitingContract: ContractOrder = {
  id: "31",
  orderNo: "C31",
  code: "BTCUSDT",
  name: "BTC/USDT",
  book: "demo",
  direction: "short",
  orderType: "limit",
  status: "waiting",
  lots: "0.01",
  leverage: 10,
  limitPrice: "65000",
  stopLoss: null,
  takeProfit: null,
  margin: "65",
  fee: "0.39",
  openPrice: null,
  openTime: null,
  openSource: null,
  closePrice: null,
  closeTime: null,
  closeSource: null,
  closeReason: null,
  liquidationPrice: null,
  trailingStop: null,
  closeTrigger: null,
  profit: null,
  markPrice: null,
  createdAt: now_ms - 30_000,
};

function render(open: OpenOnInstrument): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: "en", initAsync: false, interpolation: { escapeValue: false } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OpenHere name="BTC/USDT" open={open} now_ms={now_ms} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The page's text without tags, so assertions read like what a user sees. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the positions box beside the chart", () => {
  it("shows a waiting coin limit order with its figures and a cancel button, not 'no open positions'", () => {
    const html = render({ contracts: [], coins: [coinLimit], options: [] });
    expect(text(html)).not.toContain("No open positions");
    expect(html).toContain('data-testid="coin-order-row"');
    expect(text(html)).toContain("Buy 0.015 BTC Limit price 60,000");
    expect(text(html)).toContain("Waiting for the deal");
    expect(html).toContain('data-testid="order-cancel"');
  });

  it("shows a running option with its stake, entry price, profit if right and the time left", () => {
    const html = render({ contracts: [], coins: [], options: [runningOption] });
    expect(text(html)).not.toContain("No open positions");
    expect(text(html)).toContain("Up 25.00 USDT Entry price 61,234.5");
    expect(text(html)).toContain("Expected profit 20.00 USDT");
    expect(text(html)).toContain("Expires in 0:45");
    expect(html).toContain('href="/profile/orders/option/21"');
  });

  it("groups contract orders, coin orders and options under the order tabs' names", () => {
    const html = text(render({ contracts: [waitingContract], coins: [coinLimit], options: [runningOption] }));
    const [contract, coin, option] = ["Contract", "Coin", "Options"].map((title) => html.indexOf(` ${title} `));
    expect(contract).toBeGreaterThanOrEqual(0);
    expect(coin).toBeGreaterThan(contract ?? 0);
    expect(option).toBeGreaterThan(coin ?? 0);
    expect(html).toContain("Short 0.01 × 10x Limit price 65,000");
  });

  it("says nothing is open only when nothing is", () => {
    expect(text(render({ contracts: [], coins: [], options: [] }))).toContain("No open positions or waiting orders on BTC/USDT.");
  });
});
