// The dashboard's rolling adjustment limit card (issue 22) in the ten languages: each admin
// catalogue takes its language's section with one line (`adjustmentLimits: adjustmentLimitsText.ja`).
// English is the shape; the compiler and catalogue.test.ts hold the others to it.
import type { Strings } from "../strings.ts";

const en = {
  title: "Adjustments without a second approval, last {{hours}} h",
  explain:
    "Real-account adjustments that one operator posts alone, or that one user receives that way, may total {{limit}} USDT in any {{hours}} hours; past that every adjustment waits for a second finance operator. Named here from half the limit.",
  none: "Nobody is near the limit.",
  operators: "Operators",
  users: "Users",
  used: "{{total}} of {{limit}} USDT",
};

export type AdjustmentLimitsText = Strings<typeof en>;

const ja: AdjustmentLimitsText = {
  title: "二人目の承認なしの調整（直近{{hours}}時間）",
  explain: "1人のオペレーターが単独で計上した、または1人のユーザーがそのように受け取った本口座の調整は、任意の{{hours}}時間で合計{{limit}} USDTまでです。超えると、すべての調整が二人目の財務オペレーターの承認待ちになります。上限の半分から表示します。",
  none: "上限に近い人はいません。",
  operators: "オペレーター",
  users: "ユーザー",
  used: "{{total}} / {{limit}} USDT",
};

const ko: AdjustmentLimitsText = {
  title: "두 번째 승인 없는 조정(최근 {{hours}}시간)",
  explain: "한 운영자가 단독으로 처리하거나 한 사용자가 그렇게 받은 실계좌 조정은 어느 {{hours}}시간 동안이든 합계 {{limit}} USDT까지입니다. 넘으면 모든 조정이 두 번째 재무 운영자의 승인을 기다립니다. 한도의 절반부터 표시합니다.",
  none: "한도에 가까운 사람이 없습니다.",
  operators: "운영자",
  users: "사용자",
  used: "{{limit}} USDT 중 {{total}}",
};

const de: AdjustmentLimitsText = {
  title: "Korrekturen ohne zweite Freigabe, letzte {{hours}} h",
  explain: "Korrekturen am Echtgeldkonto, die ein Mitarbeiter allein bucht oder ein Nutzer so erhält, dürfen in beliebigen {{hours}} Stunden zusammen {{limit}} USDT erreichen; darüber wartet jede Korrektur auf einen zweiten Finanzmitarbeiter. Angezeigt ab der Hälfte des Limits.",
  none: "Niemand ist nahe am Limit.",
  operators: "Mitarbeiter",
  users: "Nutzer",
  used: "{{total}} von {{limit}} USDT",
};

const fr: AdjustmentLimitsText = {
  title: "Ajustements sans seconde approbation, {{hours}} dernières heures",
  explain: "Les ajustements du compte réel qu'un opérateur passe seul, ou qu'un utilisateur reçoit ainsi, peuvent totaliser {{limit}} USDT sur toute période de {{hours}} heures ; au-delà, chaque ajustement attend un second opérateur finance. Affichés dès la moitié de la limite.",
  none: "Personne n'est proche de la limite.",
  operators: "Opérateurs",
  users: "Utilisateurs",
  used: "{{total}} sur {{limit}} USDT",
};

const it: AdjustmentLimitsText = {
  title: "Rettifiche senza seconda approvazione, ultime {{hours}} h",
  explain: "Le rettifiche del conto reale che un operatore registra da solo, o che un utente riceve così, possono sommare {{limit}} USDT in qualsiasi arco di {{hours}} ore; oltre, ogni rettifica attende un secondo operatore finanza. Elencati da metà del limite.",
  none: "Nessuno è vicino al limite.",
  operators: "Operatori",
  users: "Utenti",
  used: "{{total}} di {{limit}} USDT",
};

const es: AdjustmentLimitsText = {
  title: "Ajustes sin segunda aprobación, últimas {{hours}} h",
  explain: "Los ajustes de la cuenta real que un operador registra solo, o que un usuario recibe así, pueden sumar {{limit}} USDT en cualquier periodo de {{hours}} horas; por encima, cada ajuste espera a un segundo operador de finanzas. Se muestran desde la mitad del límite.",
  none: "Nadie está cerca del límite.",
  operators: "Operadores",
  users: "Usuarios",
  used: "{{total}} de {{limit}} USDT",
};

const ar: AdjustmentLimitsText = {
  title: "تسويات بلا موافقة ثانية، آخر {{hours}} ساعة",
  explain: "تسويات الحساب الحقيقي التي يسجّلها مشغّل واحد بمفرده، أو يتلقاها مستخدم واحد بهذه الطريقة، لا يتجاوز مجموعها {{limit}} USDT في أي {{hours}} ساعة؛ وبعد ذلك تنتظر كل تسوية موافقة مشغّل مالي ثانٍ. يُعرض الاسم ابتداءً من نصف الحد.",
  none: "لا أحد قريب من الحد.",
  operators: "المشغّلون",
  users: "المستخدمون",
  used: "{{total}} من {{limit}} USDT",
};

const hk: AdjustmentLimitsText = {
  title: "未經第二人批准的調整（最近 {{hours}} 小時）",
  explain: "同一操作員獨自入賬、或同一用戶以此方式收到的真實帳戶調整，在任何 {{hours}} 小時內合計最多 {{limit}} USDT；超過後，每筆調整都須等待第二位財務操作員批准。達到上限一半即列出。",
  none: "沒有人接近上限。",
  operators: "操作員",
  users: "用戶",
  used: "{{total}} / {{limit}} USDT",
};

const zh: AdjustmentLimitsText = {
  title: "未经第二人批准的调整（最近 {{hours}} 小时）",
  explain: "同一操作员独自入账、或同一用户以此方式收到的真实账户调整，在任意 {{hours}} 小时内合计最多 {{limit}} USDT；超过后，每笔调整都须等待第二位财务操作员批准。达到上限一半即列出。",
  none: "没有人接近上限。",
  operators: "操作员",
  users: "用户",
  used: "{{total}} / {{limit}} USDT",
};

export const adjustmentLimitsText = { en, ja, ko, de, fr, it, es, ar, hk, zh };
