import type { AdjustmentLimitsText } from "./en.ts";

export const adjustmentLimitsZh: AdjustmentLimitsText = {
  title: "未经第二人批准的调整（最近 {{hours}} 小时）",
  explain: "同一操作员独自入账、或同一用户以此方式收到的真实账户调整，在任意 {{hours}} 小时内合计最多 {{limit}} USDT；超过后，每笔调整都须等待第二位财务操作员批准。达到上限一半即列出。",
  none: "没有人接近上限。",
  operators: "操作员",
  users: "用户",
  used: "{{total}} / {{limit}} USDT",
};
