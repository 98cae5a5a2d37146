import type { AdjustmentLimitsText } from "./en.ts";

export const adjustmentLimitsIt: AdjustmentLimitsText = {
  title: "Rettifiche senza seconda approvazione, ultime {{hours}} h",
  explain: "Le rettifiche del conto reale che un operatore registra da solo, o che un utente riceve così, possono sommare {{limit}} USDT in qualsiasi arco di {{hours}} ore; oltre, ogni rettifica attende un secondo operatore finanza. Elencati da metà del limite.",
  none: "Nessuno è vicino al limite.",
  operators: "Operatori",
  users: "Utenti",
  used: "{{total}} di {{limit}} USDT",
};
