import type { AdjustmentLimitsText } from "./en.ts";

export const adjustmentLimitsHk: AdjustmentLimitsText = {
  title: "未經第二人批准的調整（最近 {{hours}} 小時）",
  explain: "同一操作員獨自入賬、或同一用戶以此方式收到的真實帳戶調整，在任何 {{hours}} 小時內合計最多 {{limit}} USDT；超過後，每筆調整都須等待第二位財務操作員批准。達到上限一半即列出。",
  none: "沒有人接近上限。",
  operators: "操作員",
  users: "用戶",
  used: "{{total}} / {{limit}} USDT",
};
