// Fixed-period options (DESIGN §5): the entry is the recorded price at placement, the
// settlement the recorded price at expiry. A win pays stake × (1 + ratio), a loss forfeits the
// stake and an unchanged price returns it. The payout owed to the user rounds down.
import { decimal, roundDownForUser, type Decimal } from "./money.ts";

export type OptionDirection = "up" | "down";
export type OptionOutcome = "win" | "loss" | "draw";

export interface OptionSettlement {
  readonly outcome: OptionOutcome;
  /** What the user receives back at expiry (0 on a loss). */
  readonly payout: Decimal;
  /** Payout minus stake: the result shown to the user. */
  readonly profit: Decimal;
}

export function settleOption(direction: OptionDirection, entry: Decimal, settlement: Decimal, stake: Decimal, payoutRatio: Decimal, currency: string): OptionSettlement {
  const move = settlement.comparedTo(entry);
  const outcome: OptionOutcome = move === 0 ? "draw" : (move > 0) === (direction === "up") ? "win" : "loss";
  const payout = outcome === "win" ? roundDownForUser(stake.times(payoutRatio.plus(1)), currency) : outcome === "draw" ? stake : decimal("0");
  return { outcome, payout, profit: payout.minus(stake) };
}

/** Profit if the option wins, shown before and during the period. */
export function expectedProfit(stake: Decimal, payoutRatio: Decimal, currency: string): Decimal {
  return roundDownForUser(stake.times(payoutRatio), currency);
}
