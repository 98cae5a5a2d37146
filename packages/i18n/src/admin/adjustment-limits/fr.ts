import type { AdjustmentLimitsText } from "./en.ts";

export const adjustmentLimitsFr: AdjustmentLimitsText = {
  title: "Ajustements sans seconde approbation, {{hours}} dernières heures",
  explain: "Les ajustements du compte réel qu'un opérateur passe seul, ou qu'un utilisateur reçoit ainsi, peuvent totaliser {{limit}} USDT sur toute période de {{hours}} heures ; au-delà, chaque ajustement attend un second opérateur finance. Affichés dès la moitié de la limite.",
  none: "Personne n'est proche de la limite.",
  operators: "Opérateurs",
  users: "Utilisateurs",
  used: "{{total}} sur {{limit}} USDT",
};
