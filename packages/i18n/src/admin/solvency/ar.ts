import type { AdminSolvencyText } from "./en.ts";

export const adminSolvencyAr: AdminSolvencyText = {
  nav: "لقطات الالتزامات",
  solvency: {
    note: "تُلتقط كل يوم عند 00:00 بالتوقيت العالمي لقطة لالتزامات الحساب الحقيقي وتُنشر جذورها موقَّعة (الصفحة العامة /solvency). التقط واحدة الآن لأغراض الإقرار؛ تُسجَّل في سجل التدقيق مع سببك.",
    take: "التقاط لقطة الآن",
    takeTitle: "التقاط لقطة للالتزامات",
    takeSubmit: "التقاط ونشر",
    taken: "تم التقاط اللقطة {{id}} ونشرها",
    empty: "لا توجد لقطات بعد",
    id: "اللقطة",
    takenAt: "وقت الالتقاط",
    trigger: "بواسطة",
    triggers: {
      daily: "المهمة اليومية",
      finance: "المالية",
    },
    roots: "المجاميع لكل عملة (الحسابات)",
  },
};
