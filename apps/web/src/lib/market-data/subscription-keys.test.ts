import { describe, expect, it } from "vitest";
import { authStep, keyOfMessage, subscriptionKey } from "./subscription-keys.ts";

describe("subscription keys", () => {
  it("routes ticks and status to the ticks subscription of their instrument", () => {
    const key = subscriptionKey({ channel: "ticks", code: "BTCUSDT" });
    expect(keyOfMessage({ type: "tick", code: "BTCUSDT", price: "1", zdf: "0", ts: 1, source: "simulated" })).toBe(key);
    expect(keyOfMessage({ type: "status", code: "BTCUSDT", open: true, stale: false, source: "simulated" })).toBe(key);
    expect(keyOfMessage({ type: "subscribed", channel: "ticks", code: "BTCUSDT" })).toBe(key);
  });

  it("routes a candle to the subscription of its interval only", () => {
    const candle = { openTime: 0, open: "1", high: "1", low: "1", close: "1", volume: "0" };
    expect(keyOfMessage({ type: "candle", code: "ETHUSDT", interval: "5m", candle, source: "simulated" })).toBe(subscriptionKey({ channel: "candles", code: "ETHUSDT", interval: "5m" }));
    expect(keyOfMessage({ type: "candle", code: "ETHUSDT", interval: "5m", candle, source: "simulated" })).not.toBe(subscriptionKey({ channel: "candles", code: "ETHUSDT", interval: "1m" }));
  });

  it("routes every charity NFT frame and the channel's acknowledgement to the one nfts subscription", () => {
    const key = subscriptionKey({ channel: "nfts" });
    expect(keyOfMessage({ type: "nft", id: "7", status: "live", currentBid: "120", bidCount: 2, endsAt: "2026-11-24T04:00:00.000Z" })).toBe(key);
    expect(keyOfMessage({ type: "nfts", subscribed: true })).toBe(key);
    expect(key).not.toBe(subscriptionKey({ channel: "ticks", code: "nfts" }));
  });

  it("names no subscription for errors, pongs and the user's own frames", () => {
    expect(keyOfMessage({ type: "error", code: 10100, message: "bad frame" })).toBeNull();
    expect(keyOfMessage({ type: "pong" })).toBeNull();
    expect(keyOfMessage({ type: "authenticated" })).toBeNull();
    expect(keyOfMessage({ type: "order", kind: "spot", id: "1", status: "filled", book: "demo" })).toBeNull();
  });
});

describe("signing the connection in", () => {
  it("signs a fresh connection in with the session token, and nothing more while it holds it", () => {
    expect(authStep(null, "token-a")).toEqual({ op: "auth", token: "token-a" });
    expect(authStep("token-a", "token-a")).toBeNull();
  });

  it("signs in again with the new token when the user changes", () => {
    expect(authStep("token-a", "token-b")).toEqual({ op: "auth", token: "token-b" });
  });

  it("starts a fresh anonymous connection on logout, so the old user's events stop", () => {
    expect(authStep("token-a", null)).toBe("reconnect");
    expect(authStep(null, null)).toBeNull();
  });
});
