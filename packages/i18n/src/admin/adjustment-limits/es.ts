import type { AdjustmentLimitsText } from "./en.ts";

export const adjustmentLimitsEs: AdjustmentLimitsText = {
  title: "Ajustes sin segunda aprobación, últimas {{hours}} h",
  explain: "Los ajustes de la cuenta real que un operador registra solo, o que un usuario recibe así, pueden sumar {{limit}} USDT en cualquier periodo de {{hours}} horas; por encima, cada ajuste espera a un segundo operador de finanzas. Se muestran desde la mitad del límite.",
  none: "Nadie está cerca del límite.",
  operators: "Operadores",
  users: "Usuarios",
  used: "{{total}} de {{limit}} USDT",
};
