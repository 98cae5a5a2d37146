import { describe, expect, it } from "vitest";
import i18next, { type TFunction } from "i18next";
import { notificationKinds, type Notification } from "@tradewind/api/notifications";
import { catalogues } from "@tradewind/i18n/catalogues";
import { describeNotification, notificationLink } from "./message.ts";

async function translator(language: "en" | "ar" | "de"): Promise<TFunction> {
  const instance = i18next.createInstance();
  return instance.init({ lng: language, resources: { [language]: { translation: catalogues[language] } }, interpolation: { escapeValue: false } });
}

const base = { id: "1", book: "real", reference: null, read: false, createdAt: "2026-11-23T08:00:00.000Z" } as const;
/** The text without its direction isolates, as a reader sees it. */
const shown = (text: string) => text.replace(/[\u2066\u2068\u2069]/g, "");
const of = (kind: Notification["kind"], params: Record<string, string> = {}, reference: string | null = null): Notification => ({ ...base, kind, params, reference });

describe("a notification's text", () => {
  it("words every kind with its parameters, amounts with their coin", async () => {
    const t = await translator("en");
    const cases: [Notification, string][] = [
      [of("kyc_verified"), "Your identity is verified: you can now deposit, withdraw and trade on the real account."],
      [of("kyc_rejected", { reason: "blurred photo" }), "Reason: blurred photo. Please check your details and submit them again."],
      [of("deposit_credited", { coin: "USDT", amount: "1250.5" }), "1,250.50 USDT has been credited to your real account."],
      [of("deposit_rejected", { coin: "BTC", amount: "0.015", reason: "no transfer found" }), "Your deposit of 0.015 BTC was rejected. Reason: no transfer found."],
      [of("withdrawal_paid", { coin: "USDT", amount: "99.999", txRef: "0xabc" }), "99.999 USDT has been sent. Transaction reference: 0xabc."],
      [of("withdrawal_rejected", { coin: "ETH", amount: "2", reason: "address check failed" }), "Your withdrawal of 2.00 ETH was rejected. Reason: address check failed."],
      [of("order_filled", { product: "spot", code: "BTCUSDT", side: "buy", quantity: "0.01", coin: "BTC", price: "89000" }), "Buy 0.01 BTC (BTCUSDT) filled at 89,000."],
      [of("order_filled", { product: "contract", code: "BTCUSDT", direction: "long", lots: "0.1", price: "88000.5" }), "Long BTCUSDT, lots 0.1: position opened at 88,000.5."],
      [of("contract_closed", { code: "BTCUSDT", direction: "short", lots: "1", price: "91000", net: "-11.92", coin: "USDT", reason: "stopLoss" }), "Short BTCUSDT, lots 1: closed at 91,000 (Stop loss). Profit after fees: -11.92 USDT."],
      [of("contract_liquidated", { code: "ETHUSDT", direction: "long", lots: "2", price: "2900", net: "-93.60468", coin: "USDT" }), "Long ETHUSDT, lots 2: liquidated at 2,900. Profit after fees: -93.60468 USDT."],
      [of("option_settled", { code: "BTCUSDT", direction: "up", outcome: "won", stake: "100", payout: "180", coin: "USDT" }), "Up BTCUSDT, stake 100.00 USDT: Won. Payout: 180.00 USDT."],
      [of("smart_plan_matured", { product: "Steady 7", amount: "500", income: "10.5", coin: "USDT" }), "Steady 7 has matured: 500.00 USDT returned to your balance; it paid 10.50 USDT in total."],
      [
        of("smart_plan_exited", { product: "Steady 7", amount: "500", penalty: "25", income: "3", refund: "472", coin: "USDT" }),
        "You left Steady 7 early: 472.00 USDT returned (500.00 USDT less the 25.00 USDT penalty and 3.00 USDT income already paid).",
      ],
      [of("loan_approved", { coin: "USDT", amount: "1000", dueAt: "2026-12-24T08:00:00.000Z" }), "Your loan of 1,000.00 USDT was approved and paid into your real account."],
      [of("loan_rejected", { coin: "USDT", amount: "1000", reason: "income not confirmed" }), "Your loan application for 1,000.00 USDT was rejected. Reason: income not confirmed."],
      [of("loan_expired", { coin: "USDT", amount: "1011.5", dueAt: "2026-12-24T08:00:00.000Z" }), "Your loan is overdue: 1,011.50 USDT is due now. No penalty is added."],
      [of("loan_repaid", { coin: "USDT", amount: "1001.5", interest: "1.5" }), "Your loan is repaid: 1,001.50 USDT paid, of which 1.50 USDT interest."],
      [of("nft_outbid", { item: "Tide No. 3", amount: "120", coin: "USDT" }), "Your bid of 120.00 USDT on Tide No. 3 was outbid; that amount is free in your balance again."],
      [of("nft_won", { item: "Tide No. 3", amount: "250", coin: "USDT" }), "Tide No. 3 is yours for 250.00 USDT. The proceeds go to its charity."],
      [of("notice", { title_en: "Maintenance on Sunday", title_de: "Wartung am Sonntag" }), "Maintenance on Sunday"],
      [of("security_change", { change: "totp_enabled" }), "A security setting of your account changed. If it was not you, change your password now and contact support."],
      [of("price_alert", { code: "BTCUSDT", condition: "above", level: "90000", price: "90012.5" }), "BTCUSDT reached 90,012.5 (your alert at or above 90,000)."],
    ];
    expect(new Set(cases.map(([notification]) => notification.kind))).toEqual(new Set(notificationKinds));
    for (const [notification, body] of cases) {
      const text = describeNotification(notification, t, "en-US");
      expect(shown(text.body)).toBe(body);
      expect(text.title).toBe(catalogues.en.notifications.kinds[notification.kind]);
    }
    expect(shown(describeNotification(of("price_alert", { code: "ETHUSDT", condition: "move", percent: "2.5", windowSeconds: "3600", price: "3000" }), t, "en-US").body)).toBe("ETHUSDT moved 2.5 % or more within 1 hour: now 3,000.");
    expect(notificationLink({ kind: "price_alert", reference: "alert:3" })).toBe("/profile/alerts");
    expect(shown(describeNotification(of("contract_closed", { net: "3.5", coin: "USDT", reason: "takeProfit", code: "X", direction: "long", lots: "1", price: "1" }), t, "en-US").body)).toContain("(Take profit). Profit after fees: +3.50 USDT.");
    // Stored before the server sent the result after fees: its profit is said to be before fees.
    expect(shown(describeNotification(of("contract_closed", { profit: "-4.475", coin: "USDT", reason: "manual", code: "X", direction: "long", lots: "1", price: "1" }), t, "en-US").body)).toContain("Profit before fees: -4.475 USDT.");
    expect(shown(describeNotification(of("contract_liquidated", { profit: "-90", coin: "USDT", code: "X", direction: "long", lots: "1", price: "1" }), t, "en-US").body)).toContain("Profit before fees: -90.00 USDT.");
  });

  it("formats numbers for the reader's locale and words labels in their language", async () => {
    const t = await translator("ar");
    const text = describeNotification(of("option_settled", { code: "BTCUSDT", direction: "down", outcome: "draw", stake: "20.5", payout: "20.5", coin: "USDT" }), t, "ar-EG");
    expect(text.title).toBe(catalogues.ar.notifications.kinds.option_settled);
    expect(text.body).toContain(catalogues.ar.orders.direction.down);
    expect(text.body).toContain(catalogues.ar.orders.optionStatus.draw);
    // Each amount is isolated left to right, so its sign and coin stay in place inside the Arabic sentence.
    expect(describeNotification(of("kyc_rejected", { reason: "blurred photo" }), t, "ar-EG").body).toContain("\u2068blurred photo\u2069");
    expect(text.body).toContain(`\u2066${new Intl.NumberFormat("ar-EG", { minimumFractionDigits: 2 }).format(20.5)} USDT\u2069`);
  });

  it("shows a pushed notice's title in the reader's language, else in English", async () => {
    const notice = of("notice", { title_en: "Maintenance on Sunday", title_de: "Wartung am Sonntag" });
    expect(shown(describeNotification(notice, await translator("de"), "de-DE").body)).toBe("Wartung am Sonntag");
    expect(shown(describeNotification(notice, await translator("ar"), "ar").body)).toBe("Maintenance on Sunday");
  });
});

describe("where a notification leads", () => {
  it("opens the order, the money records or the verification it is about", () => {
    expect(notificationLink({ kind: "contract_closed", reference: "contract:42" })).toBe("/profile/orders/contract/42");
    expect(notificationLink({ kind: "order_filled", reference: "contract:7" })).toBe("/profile/orders/contract/7");
    expect(notificationLink({ kind: "option_settled", reference: "option:9" })).toBe("/profile/orders/option/9");
    expect(notificationLink({ kind: "order_filled", reference: "spot:3" })).toBe("/profile/orders?tab=coin&scope=history");
    expect(notificationLink({ kind: "deposit_credited", reference: "deposit:12" })).toBe("/profile/financial?section=records");
    expect(notificationLink({ kind: "smart_plan_exited", reference: "smart:5" })).toBe("/trading");
    expect(notificationLink({ kind: "nft_outbid", reference: "nft:4" })).toBe("/nfts?id=4");
    expect(notificationLink({ kind: "notice", reference: "notice:8" })).toBe("/help/notice?id=8");
    expect(notificationLink({ kind: "loan_expired", reference: "loan:8" })).toBe("/loan");
    expect(notificationLink({ kind: "withdrawal_rejected", reference: null })).toBe("/profile/financial?section=records");
    expect(notificationLink({ kind: "kyc_rejected", reference: "kyc:5" })).toBe("/profile/verification");
    expect(notificationLink({ kind: "contract_liquidated", reference: null })).toBeNull();
  });
});
