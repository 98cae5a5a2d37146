import type { AdminSolvencyText } from "./en.ts";

export const adminSolvencyKo: AdminSolvencyText = {
  nav: "부채 스냅샷",
  solvency: {
    note: "매일 00:00 UTC에 실제 계정 부채의 스냅샷을 생성하고 루트를 서명하여 공개합니다(공개 페이지 /solvency). 증명이 필요하면 지금 생성할 수 있으며, 사유와 함께 감사 기록에 남습니다.",
    take: "지금 스냅샷 생성",
    takeTitle: "부채 스냅샷 생성",
    takeSubmit: "생성 및 공개",
    taken: "스냅샷 {{id}}을(를) 생성하고 공개했습니다",
    empty: "아직 스냅샷이 없습니다",
    id: "스냅샷",
    takenAt: "생성 시각",
    trigger: "생성 주체",
    triggers: {
      daily: "일일 작업",
      finance: "재무",
    },
    roots: "통화별 합계(계정 수)",
  },
};
