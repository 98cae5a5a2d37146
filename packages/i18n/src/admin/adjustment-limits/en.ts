// The dashboard's rolling adjustment limit card (issue 22) in English, one file per language so
// the console's first load carries English only; each admin catalogue takes its language's section.
// English is the shape; the compiler and catalogue.test.ts hold the others to it.
import type { Strings } from "../../strings.ts";

export const adjustmentLimitsEn = {
  title: "Adjustments without a second approval, last {{hours}} h",
  explain:
    "Real-account adjustments that one operator posts alone, or that one user receives that way, may total {{limit}} USDT in any {{hours}} hours; past that every adjustment waits for a second finance operator. Named here from half the limit.",
  none: "Nobody is near the limit.",
  operators: "Operators",
  users: "Users",
  used: "{{total}} of {{limit}} USDT",
};

export type AdjustmentLimitsText = Strings<typeof adjustmentLimitsEn>;
