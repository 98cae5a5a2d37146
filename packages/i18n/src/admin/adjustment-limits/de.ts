import type { AdjustmentLimitsText } from "./en.ts";

export const adjustmentLimitsDe: AdjustmentLimitsText = {
  title: "Korrekturen ohne zweite Freigabe, letzte {{hours}} h",
  explain: "Korrekturen am Echtgeldkonto, die ein Mitarbeiter allein bucht oder ein Nutzer so erhält, dürfen in beliebigen {{hours}} Stunden zusammen {{limit}} USDT erreichen; darüber wartet jede Korrektur auf einen zweiten Finanzmitarbeiter. Angezeigt ab der Hälfte des Limits.",
  none: "Niemand ist nahe am Limit.",
  operators: "Mitarbeiter",
  users: "Nutzer",
  used: "{{total}} von {{limit}} USDT",
};
