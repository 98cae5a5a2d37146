import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimal } from "./money.ts";
import { expectedProfit, settleOption } from "./options.ts";

describe("option settlement", () => {
  it("pays stake × (1 + ratio) on a win, nothing on a loss, the stake on a draw", () => {
    expect(settleOption("up", decimal("100"), decimal("100.01"), decimal("50"), decimal("0.85"), "USDT")).toMatchObject({ outcome: "win" });
    expect(settleOption("up", decimal("100"), decimal("100.01"), decimal("50"), decimal("0.85"), "USDT").payout.toFixed()).toBe("92.5");
    expect(settleOption("down", decimal("100"), decimal("100.01"), decimal("50"), decimal("0.85"), "USDT").payout.toFixed()).toBe("0");
    expect(settleOption("down", decimal("100"), decimal("99"), decimal("50"), decimal("0.85"), "USDT").outcome).toBe("win");
    const draw = settleOption("up", decimal("100"), decimal("100.000"), decimal("50"), decimal("0.85"), "USDT");
    expect([draw.outcome, draw.payout.toFixed(), draw.profit.toFixed()]).toEqual(["draw", "50", "0"]);
    expect(expectedProfit(decimal("33.333333"), decimal("0.85"), "USDT").toFixed()).toBe("28.333333");
  });

  it("never pays more than the win amount and opposite bets never both win", () => {
    const amount = fc.integer({ min: 1, max: 10_000_000 }).map((micro) => decimal((micro / 1_000_000).toFixed(6)));
    fc.assert(
      fc.property(amount, amount, amount, fc.integer({ min: 1, max: 99 }), (entry, settlement, stake, percent) => {
        const ratio = decimal((percent / 100).toFixed(2));
        const up = settleOption("up", decimal(entry), decimal(settlement), decimal(stake), decimal(ratio), "USDT");
        const down = settleOption("down", decimal(entry), decimal(settlement), decimal(stake), decimal(ratio), "USDT");
        expect(up.outcome === "win" && down.outcome === "win").toBe(false);
        expect(up.outcome === "draw").toBe(down.outcome === "draw");
        for (const result of [up, down]) {
          expect(result.payout.lte(expectedProfit(decimal(stake), decimal(ratio), "USDT").plus(stake))).toBe(true);
          expect(result.payout.gte(0)).toBe(true);
        }
      }),
    );
  });
});
