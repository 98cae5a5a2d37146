import { describe, expect, it } from "vitest";
import { keyOfMessage, subscriptionKey } from "./subscriptionKeys.ts";

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

  it("names no subscription for errors and pongs", () => {
    expect(keyOfMessage({ type: "error", code: 10100, message: "bad frame" })).toBeNull();
    expect(keyOfMessage({ type: "pong" })).toBeNull();
  });
});
