import type { AdjustmentLimitsText } from "./en.ts";

export const adjustmentLimitsAr: AdjustmentLimitsText = {
  title: "تسويات بلا موافقة ثانية، آخر {{hours}} ساعة",
  explain: "تسويات الحساب الحقيقي التي يسجّلها مشغّل واحد بمفرده، أو يتلقاها مستخدم واحد بهذه الطريقة، لا يتجاوز مجموعها {{limit}} USDT في أي {{hours}} ساعة؛ وبعد ذلك تنتظر كل تسوية موافقة مشغّل مالي ثانٍ. يُعرض الاسم ابتداءً من نصف الحد.",
  none: "لا أحد قريب من الحد.",
  operators: "المشغّلون",
  users: "المستخدمون",
  used: "{{total}} من {{limit}} USDT",
};
