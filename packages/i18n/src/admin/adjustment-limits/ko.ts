import type { AdjustmentLimitsText } from "./en.ts";

export const adjustmentLimitsKo: AdjustmentLimitsText = {
  title: "두 번째 승인 없는 조정(최근 {{hours}}시간)",
  explain: "한 운영자가 단독으로 처리하거나 한 사용자가 그렇게 받은 실계좌 조정은 어느 {{hours}}시간 동안이든 합계 {{limit}} USDT까지입니다. 넘으면 모든 조정이 두 번째 재무 운영자의 승인을 기다립니다. 한도의 절반부터 표시합니다.",
  none: "한도에 가까운 사람이 없습니다.",
  operators: "운영자",
  users: "사용자",
  used: "{{limit}} USDT 중 {{total}}",
};
