import type { AdminSolvencyText } from "./en.ts";

export const adminSolvencyZh: AdminSolvencyText = {
  nav: "负债快照",
  solvency: {
    note: "每日 00:00 UTC 会为真实账户的负债生成快照，并公布经签名的根（公开页面 /solvency）。如需证明，可立即生成一个；该操作会连同您的原因记入审计。",
    take: "立即生成快照",
    takeTitle: "生成负债快照",
    takeSubmit: "生成并公布",
    taken: "快照 {{id}} 已生成并公布",
    empty: "暂无快照",
    id: "快照",
    takenAt: "生成时间",
    trigger: "发起方",
    triggers: {
      daily: "每日任务",
      finance: "财务",
    },
    roots: "各币种总额（账户数）",
  },
};
