import { describe, expect, it } from "vitest";
import type { ReceivingAddress } from "@tradewind/api/payments";
import { checkDepositForm, chosenMethod, emptyDepositForm, orderedMethods, type DepositFormValues } from "./deposit-form.ts";

const usdtTron: ReceivingAddress = { coin: "USDT", network: "TRC20", address: "TXYZ", placeholder: false, minimum: "120.000000000000000000" };
const ethereum: ReceivingAddress = { coin: "ETH", network: "ERC20", address: "0xabc", placeholder: false, minimum: "0.2" };
const hash = "a".repeat(64);
const valid: DepositFormValues = { amount: "150", txHash: hash, senderTail: "", proofImageId: "42" };

describe("checkDepositForm", () => {
  it("passes a complete report and leaves the optional sender tail out when blank", () => {
    expect(checkDepositForm(valid, usdtTron)).toEqual({ ok: true, body: { coin: "USDT", network: "TRC20", amount: "150", txHash: hash, proofImageId: "42" } });
  });

  it("sends trimmed values and a given sender tail", () => {
    const check = checkDepositForm({ ...valid, amount: " 120 ", txHash: ` ${hash} `, senderTail: " aB3dE9 " }, usdtTron);
    expect(check).toEqual({ ok: true, body: { coin: "USDT", network: "TRC20", amount: "120", txHash: hash, senderTail: "aB3dE9", proofImageId: "42" } });
  });

  it("refuses an amount below the coin's minimum with 10161 naming coin and limit", () => {
    expect(checkDepositForm({ ...valid, amount: "119.999999" }, usdtTron)).toEqual({ ok: false, errors: { amount: { code: 10161, coin: "USDT", limit: "120" } } });
    expect(checkDepositForm({ ...valid, amount: "0.19", txHash: `0x${hash}` }, ethereum)).toEqual({ ok: false, errors: { amount: { code: 10161, coin: "ETH", limit: "0.2" } } });
  });

  it("refuses malformed, zero, negative, over-precise and huge amounts with 10165", () => {
    for (const amount of ["", "abc", "0", "-150", "1e3", "150.", "150.0000001", "01", "1000000000000000", "150 USDT"]) {
      expect(checkDepositForm({ ...valid, amount }, usdtTron)).toEqual({ ok: false, errors: { amount: { code: 10165 } } });
    }
  });

  it("checks the hash the network's way: 64 hex digits on TRC20, 0x-prefixed on ERC20 (10163)", () => {
    expect(checkDepositForm({ ...valid, txHash: `0x${hash}` }, usdtTron)).toEqual({ ok: false, errors: { txHash: { code: 10163 } } });
    expect(checkDepositForm({ ...valid, amount: "1", txHash: hash }, ethereum)).toEqual({ ok: false, errors: { txHash: { code: 10163 } } });
    expect(checkDepositForm({ ...valid, amount: "1", txHash: `0x${hash}` }, ethereum).ok).toBe(true);
    expect(checkDepositForm({ ...valid, txHash: "g".repeat(64) }, usdtTron)).toEqual({ ok: false, errors: { txHash: { code: 10163 } } });
  });

  it("refuses a sender tail that is not six letters or digits", () => {
    for (const senderTail of ["abc", "abcdefg", "ab-def"]) {
      expect(checkDepositForm({ ...valid, senderTail }, usdtTron)).toEqual({ ok: false, errors: { senderTail: { senderTail: "invalid" } } });
    }
  });

  it("reports every problem of an empty form at once, the missing proof as 10155", () => {
    expect(checkDepositForm(emptyDepositForm, usdtTron)).toEqual({ ok: false, errors: { amount: { code: 10165 }, txHash: { code: 10163 }, proofImageId: { code: 10155 } } });
  });
});

describe("orderedMethods", () => {
  it("lists the methods in the contract's order, USDT on TRC20 first", () => {
    const bitcoin: ReceivingAddress = { coin: "BTC", network: "BTC", address: "bc1q", placeholder: true, minimum: "0.015" };
    const usdtEthereum: ReceivingAddress = { ...usdtTron, network: "ERC20" };
    expect(orderedMethods([bitcoin, ethereum, usdtEthereum, usdtTron]).map((item) => `${item.coin}/${item.network}`)).toEqual(["USDT/TRC20", "USDT/ERC20", "BTC/BTC", "ETH/ERC20"]);
  });
});

describe("chosenMethod", () => {
  // The seed lists a placeholder for every method; finance configures some of them.
  const usdtTronPlaceholder: ReceivingAddress = { ...usdtTron, address: "TPLACEHOLDER", placeholder: true };
  const bitcoinPlaceholder: ReceivingAddress = { coin: "BTC", network: "BTC", address: "bc1q", placeholder: true, minimum: "0.015" };
  const usdtEthereum: ReceivingAddress = { ...usdtTron, network: "ERC20", address: "0xdef" };
  const items = orderedMethods([usdtTronPlaceholder, usdtEthereum, bitcoinPlaceholder, ethereum]);
  const shown = (coin: string | null, network: string | null) => {
    const method = chosenMethod(items, coin, network);
    return method === null ? null : `${method.coin}/${method.network}`;
  };

  it("opens on the first configured method, not on a placeholder listed before it", () => {
    expect(shown(null, null)).toBe("USDT/ERC20");
    expect(shown("DOGE", null)).toBe("USDT/ERC20");
  });

  it("takes a coin's first configured network, and a placeholder only when named or the coin has nothing else", () => {
    expect(shown("USDT", null)).toBe("USDT/ERC20");
    expect(shown("USDT", "TRC20")).toBe("USDT/TRC20");
    expect(shown("BTC", null)).toBe("BTC/BTC");
    expect(shown("ETH", "BTC")).toBe("ETH/ERC20");
  });

  it("shows a placeholder when nothing is configured, and nothing without methods", () => {
    expect(chosenMethod([bitcoinPlaceholder], null, null)).toBe(bitcoinPlaceholder);
    expect(chosenMethod([], "USDT", "TRC20")).toBeNull();
  });
});
