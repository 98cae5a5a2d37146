import type { AdjustmentLimitsText } from "./en.ts";

export const adjustmentLimitsJa: AdjustmentLimitsText = {
  title: "二人目の承認なしの調整（直近{{hours}}時間）",
  explain: "1人のオペレーターが単独で計上した、または1人のユーザーがそのように受け取った本口座の調整は、任意の{{hours}}時間で合計{{limit}} USDTまでです。超えると、すべての調整が二人目の財務オペレーターの承認待ちになります。上限の半分から表示します。",
  none: "上限に近い人はいません。",
  operators: "オペレーター",
  users: "ユーザー",
  used: "{{total}} / {{limit}} USDT",
};
