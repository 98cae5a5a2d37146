import type { AdminSolvencyText } from "./en.ts";

export const adminSolvencyJa: AdminSolvencyText = {
  nav: "負債スナップショット",
  solvency: {
    note: "毎日 00:00 UTC にリアル口座の負債のスナップショットを取得し、そのルートを署名付きで公開します（公開ページ /solvency）。証明のために今すぐ取得することもでき、理由とともに監査記録に残ります。",
    take: "今すぐスナップショットを取得",
    takeTitle: "負債スナップショットを取得",
    takeSubmit: "取得して公開",
    taken: "スナップショット {{id}} を取得して公開しました",
    empty: "スナップショットはまだありません",
    id: "スナップショット",
    takenAt: "取得日時",
    trigger: "取得者",
    triggers: {
      daily: "日次ジョブ",
      finance: "財務",
    },
    roots: "通貨ごとの合計（口座数）",
  },
};
