import type { AdminSolvencyText } from "./en.ts";

export const adminSolvencyHk: AdminSolvencyText = {
  nav: "負債快照",
  solvency: {
    note: "每日 00:00 UTC 會為真實賬戶的負債擷取快照，並公佈經簽署的根（公開頁面 /solvency）。如需證明，可立即擷取一個；此操作會連同您的原因記入審計。",
    take: "立即擷取快照",
    takeTitle: "擷取負債快照",
    takeSubmit: "擷取並公佈",
    taken: "快照 {{id}} 已擷取並公佈",
    empty: "尚無快照",
    id: "快照",
    takenAt: "擷取時間",
    trigger: "發起者",
    triggers: {
      daily: "每日任務",
      finance: "財務",
    },
    roots: "各幣種總額（賬戶數）",
  },
};
