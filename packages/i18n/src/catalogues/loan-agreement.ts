// The loan agreement's wording (apps/server/src/loans/agreement.ts) in the ten languages. The
// server writes the agreement in the borrower's language and adds the English text as an annex;
// the English text governs (`governing`), because it is the text the platform's terms are drafted
// in; an English agreement has no annex. Only the server reads this file, so it is not part of the web catalogues. English is the
// shape; the compiler holds every language to it and loan-agreement.test.ts checks placeholders.
const en = {
  title: "Loan agreement",
  lender: "Lender: {{platform}} (the platform)",
  borrower: "Borrower: {{name}}",
  account: "Account: {{username}} (user {{userId}})",
  product: "Product: {{product}}",
  principal: "Principal: {{amount}}",
  term: "Term: {{days}} days from disbursement",
  dailyRate: "Daily interest rate: {{percent}} % ({{rate}} of the principal per day)",
  interestFreeDays: "Interest-free days: {{days}}",
  chargeableDays: "Days bearing interest over the full term: {{days}}",
  totalInterest: "Total interest: {{amount}} (principal × daily rate × days bearing interest, rounded up to 0.000001 {{currency}})",
  repayment: "Repayment amount: {{amount}}, principal and interest in one payment at the end of the term",
  repaymentDate: "Repayment date if disbursed on the day of signing: {{date}}",
  disbursement:
    "Disbursement: the principal is paid to the borrower's real account when the platform's compliance team approves this application; the term starts then and the due date is the disbursement time plus {{days}} days. If the application is rejected, nothing is lent and nothing is owed.",
  // The sentence after the label is packages/domain loans.ts `earlyRepaymentRule` word for word (agreement.test.ts).
  earlyRepayment:
    "Early repayment: The loan may be repaid in full at any time. Interest is charged only for the days elapsed since disbursement beyond the interest-free days; a day that has started counts as a whole day, and no more days than the term are ever charged, so repaying on or after the due date costs exactly the total interest above and no penalty is added.",
  overdue: "Overdue: a loan not repaid by its due date is marked expired. It remains repayable for the same amount; no penalty, fee or further interest is charged beyond what this agreement states.",
  governing: "Language: this agreement is written in English, and the English text governs any translation of it.",
  signedAt: "Signed at: {{time}} (UTC)",
  signature: "Borrower's signature:",
  annexTitle: "Annex: the English text (governing)",
};

type LoanAgreementText = typeof en;

const ja: LoanAgreementText = {
  title: "貸付契約書",
  lender: "貸主：{{platform}}（プラットフォーム）",
  borrower: "借主：{{name}}",
  account: "アカウント：{{username}}（ユーザー {{userId}}）",
  product: "商品：{{product}}",
  principal: "元本：{{amount}}",
  term: "期間：実行日から {{days}} 日",
  dailyRate: "日利：{{percent}} %（元本に対し 1 日あたり {{rate}}）",
  interestFreeDays: "無利息日数：{{days}}",
  chargeableDays: "全期間のうち利息が生じる日数：{{days}}",
  totalInterest: "利息合計：{{amount}}（元本 × 日利 × 利息が生じる日数、0.000001 {{currency}} 単位で切り上げ）",
  repayment: "返済額：{{amount}}（元本と利息を期間満了時に一括で返済）",
  repaymentDate: "署名日に実行された場合の返済期日：{{date}}",
  disbursement:
    "実行：プラットフォームのコンプライアンス担当がこの申込みを承認した時点で、元本は借主のリアル口座に支払われます。期間はその時点から始まり、返済期日は実行時刻から {{days}} 日後です。申込みが却下された場合、貸付は行われず、債務も生じません。",
  earlyRepayment:
    "期限前返済：借主はいつでも全額を返済できます。利息は実行日から経過した日数のうち無利息日数を超える日数についてのみ生じます。開始した日は 1 日として数え、期間を超える日数が課されることはありません。したがって返済期日以降の返済でも、上記の利息合計を超える費用や違約金は生じません。",
  overdue: "延滞：返済期日までに返済されない貸付は期限切れとなります。同じ金額で引き続き返済でき、本契約に定める以外の違約金、手数料、追加の利息は一切課されません。",
  governing: "言語：本契約は日本語で作成されています。英語の本文を附属書として添付します。両者に相違がある場合は英語の本文が優先します。",
  signedAt: "署名日時：{{time}}（UTC）",
  signature: "借主の署名：",
  annexTitle: "附属書：英語の本文（正文）",
};

const ko: LoanAgreementText = {
  title: "대출 계약서",
  lender: "대여자: {{platform}}(플랫폼)",
  borrower: "차입자: {{name}}",
  account: "계정: {{username}}(사용자 {{userId}})",
  product: "상품: {{product}}",
  principal: "원금: {{amount}}",
  term: "기간: 지급일로부터 {{days}}일",
  dailyRate: "일 이자율: {{percent}} %(원금 대비 하루 {{rate}})",
  interestFreeDays: "무이자 일수: {{days}}",
  chargeableDays: "전체 기간 중 이자가 붙는 일수: {{days}}",
  totalInterest: "총 이자: {{amount}}(원금 × 일 이자율 × 이자가 붙는 일수, 0.000001 {{currency}} 단위로 올림)",
  repayment: "상환 금액: {{amount}}, 기간 만료 시 원금과 이자를 한 번에 상환",
  repaymentDate: "서명일에 지급될 경우 상환일: {{date}}",
  disbursement:
    "지급: 플랫폼의 컴플라이언스 팀이 이 신청을 승인하면 원금이 차입자의 실계좌로 지급됩니다. 기간은 그때부터 시작되며 상환일은 지급 시각으로부터 {{days}}일 후입니다. 신청이 거절되면 대출은 이루어지지 않으며 갚을 금액도 없습니다.",
  earlyRepayment:
    "중도 상환: 대출은 언제든지 전액 상환할 수 있습니다. 이자는 지급 후 경과한 일수 중 무이자 일수를 넘는 일수에 대해서만 부과됩니다. 시작된 날은 하루로 계산하며 기간보다 많은 일수가 부과되지 않으므로, 상환일 당일이나 그 이후에 상환해도 위의 총 이자만 내며 위약금은 없습니다.",
  overdue: "연체: 상환일까지 상환되지 않은 대출은 만료로 표시됩니다. 같은 금액으로 계속 상환할 수 있으며, 이 계약서에 적힌 것 외에 위약금, 수수료, 추가 이자는 부과되지 않습니다.",
  governing: "언어: 이 계약서는 한국어로 작성되었습니다. 영어 본문을 부속서로 첨부하며, 두 본문이 다를 경우 영어 본문이 우선합니다.",
  signedAt: "서명 시각: {{time}}(UTC)",
  signature: "차입자 서명:",
  annexTitle: "부속서: 영어 본문(정본)",
};

const de: LoanAgreementText = {
  title: "Darlehensvertrag",
  lender: "Darlehensgeber: {{platform}} (die Plattform)",
  borrower: "Darlehensnehmer: {{name}}",
  account: "Konto: {{username}} (Nutzer {{userId}})",
  product: "Produkt: {{product}}",
  principal: "Darlehensbetrag: {{amount}}",
  term: "Laufzeit: {{days}} Tage ab Auszahlung",
  dailyRate: "Tageszins: {{percent}} % ({{rate}} des Darlehensbetrags pro Tag)",
  interestFreeDays: "Zinsfreie Tage: {{days}}",
  chargeableDays: "Zinspflichtige Tage über die volle Laufzeit: {{days}}",
  totalInterest: "Zinsen insgesamt: {{amount}} (Darlehensbetrag × Tageszins × zinspflichtige Tage, aufgerundet auf 0,000001 {{currency}})",
  repayment: "Rückzahlungsbetrag: {{amount}}, Darlehensbetrag und Zinsen in einer Zahlung am Ende der Laufzeit",
  repaymentDate: "Fälligkeit bei Auszahlung am Tag der Unterzeichnung: {{date}}",
  disbursement:
    "Auszahlung: Der Darlehensbetrag wird dem Echtgeldkonto des Darlehensnehmers gutgeschrieben, sobald das Compliance-Team der Plattform diesen Antrag genehmigt; die Laufzeit beginnt dann, und fällig ist das Darlehen {{days}} Tage nach der Auszahlung. Wird der Antrag abgelehnt, wird nichts verliehen und nichts geschuldet.",
  earlyRepayment:
    "Vorzeitige Rückzahlung: Das Darlehen kann jederzeit vollständig zurückgezahlt werden. Zinsen fallen nur für die seit der Auszahlung vergangenen Tage über die zinsfreien Tage hinaus an; ein angefangener Tag zählt als ganzer Tag, und es werden nie mehr Tage als die Laufzeit berechnet, sodass eine Rückzahlung am oder nach dem Fälligkeitstag genau die obigen Zinsen kostet und keine Strafe hinzukommt.",
  overdue: "Verzug: Ein bis zur Fälligkeit nicht zurückgezahltes Darlehen wird als abgelaufen markiert. Es bleibt zum selben Betrag rückzahlbar; über diesen Vertrag hinaus werden keine Strafen, Gebühren oder weiteren Zinsen berechnet.",
  governing: "Sprache: Dieser Vertrag ist auf Deutsch verfasst. Der englische Text ist als Anhang beigefügt; weichen beide voneinander ab, ist der englische Text maßgeblich.",
  signedAt: "Unterzeichnet am: {{time}} (UTC)",
  signature: "Unterschrift des Darlehensnehmers:",
  annexTitle: "Anhang: der englische Text (maßgeblich)",
};

const fr: LoanAgreementText = {
  title: "Contrat de prêt",
  lender: "Prêteur : {{platform}} (la plateforme)",
  borrower: "Emprunteur : {{name}}",
  account: "Compte : {{username}} (utilisateur {{userId}})",
  product: "Produit : {{product}}",
  principal: "Capital : {{amount}}",
  term: "Durée : {{days}} jours à compter du versement",
  dailyRate: "Taux d'intérêt journalier : {{percent}} % ({{rate}} du capital par jour)",
  interestFreeDays: "Jours sans intérêts : {{days}}",
  chargeableDays: "Jours portant intérêts sur toute la durée : {{days}}",
  totalInterest: "Intérêts totaux : {{amount}} (capital × taux journalier × jours portant intérêts, arrondis au supérieur à 0,000001 {{currency}})",
  repayment: "Montant à rembourser : {{amount}}, capital et intérêts en un seul paiement à la fin de la durée",
  repaymentDate: "Date de remboursement si le prêt est versé le jour de la signature : {{date}}",
  disbursement:
    "Versement : le capital est versé sur le compte réel de l'emprunteur lorsque l'équipe conformité de la plateforme approuve cette demande ; la durée commence alors et l'échéance est l'heure du versement plus {{days}} jours. Si la demande est refusée, rien n'est prêté et rien n'est dû.",
  earlyRepayment:
    "Remboursement anticipé : le prêt peut être remboursé intégralement à tout moment. Les intérêts ne sont dus que pour les jours écoulés depuis le versement au-delà des jours sans intérêts ; un jour commencé compte comme un jour entier, et jamais plus de jours que la durée ne sont facturés : rembourser à l'échéance ou après coûte exactement les intérêts totaux ci-dessus, sans pénalité.",
  overdue: "Retard : un prêt non remboursé à son échéance est marqué expiré. Il reste remboursable pour le même montant ; aucune pénalité, aucun frais ni intérêt supplémentaire n'est facturé au-delà de ce que prévoit ce contrat.",
  governing: "Langue : ce contrat est rédigé en français. Le texte anglais est joint en annexe ; en cas de divergence, le texte anglais prévaut.",
  signedAt: "Signé le : {{time}} (UTC)",
  signature: "Signature de l'emprunteur :",
  annexTitle: "Annexe : le texte anglais (faisant foi)",
};

const it: LoanAgreementText = {
  title: "Contratto di prestito",
  lender: "Mutuante: {{platform}} (la piattaforma)",
  borrower: "Mutuatario: {{name}}",
  account: "Conto: {{username}} (utente {{userId}})",
  product: "Prodotto: {{product}}",
  principal: "Capitale: {{amount}}",
  term: "Durata: {{days}} giorni dall'erogazione",
  dailyRate: "Tasso di interesse giornaliero: {{percent}} % ({{rate}} del capitale al giorno)",
  interestFreeDays: "Giorni senza interessi: {{days}}",
  chargeableDays: "Giorni che maturano interessi sull'intera durata: {{days}}",
  totalInterest: "Interessi totali: {{amount}} (capitale × tasso giornaliero × giorni con interessi, arrotondati per eccesso a 0,000001 {{currency}})",
  repayment: "Importo da rimborsare: {{amount}}, capitale e interessi in un unico pagamento alla fine della durata",
  repaymentDate: "Data di rimborso se erogato il giorno della firma: {{date}}",
  disbursement:
    "Erogazione: il capitale è versato sul conto reale del mutuatario quando il team di conformità della piattaforma approva questa richiesta; la durata inizia allora e la scadenza è l'ora dell'erogazione più {{days}} giorni. Se la richiesta è respinta, nulla viene prestato e nulla è dovuto.",
  earlyRepayment:
    "Rimborso anticipato: il prestito può essere rimborsato per intero in qualsiasi momento. Gli interessi maturano solo per i giorni trascorsi dall'erogazione oltre i giorni senza interessi; un giorno iniziato conta come giorno intero e non si addebitano mai più giorni della durata, quindi rimborsare alla scadenza o dopo costa esattamente gli interessi totali indicati sopra, senza penali.",
  overdue: "Ritardo: un prestito non rimborsato entro la scadenza è segnato come scaduto. Resta rimborsabile per lo stesso importo; non si addebitano penali, commissioni o ulteriori interessi oltre a quanto previsto da questo contratto.",
  governing: "Lingua: questo contratto è redatto in italiano. Il testo inglese è allegato; in caso di differenze prevale il testo inglese.",
  signedAt: "Firmato il: {{time}} (UTC)",
  signature: "Firma del mutuatario:",
  annexTitle: "Allegato: il testo inglese (prevalente)",
};

const es: LoanAgreementText = {
  title: "Contrato de préstamo",
  lender: "Prestamista: {{platform}} (la plataforma)",
  borrower: "Prestatario: {{name}}",
  account: "Cuenta: {{username}} (usuario {{userId}})",
  product: "Producto: {{product}}",
  principal: "Capital prestado: {{amount}}",
  term: "Plazo: {{days}} días desde el desembolso",
  dailyRate: "Tipo de interés diario: {{percent}} % ({{rate}} del principal por día)",
  interestFreeDays: "Días sin intereses: {{days}}",
  chargeableDays: "Días que devengan intereses en todo el plazo: {{days}}",
  totalInterest: "Intereses totales: {{amount}} (principal × tipo diario × días con intereses, redondeados al alza a 0,000001 {{currency}})",
  repayment: "Importe a devolver: {{amount}}, principal e intereses en un solo pago al final del plazo",
  repaymentDate: "Fecha de devolución si se desembolsa el día de la firma: {{date}}",
  disbursement:
    "Desembolso: el principal se abona en la cuenta real del prestatario cuando el equipo de cumplimiento de la plataforma aprueba esta solicitud; el plazo empieza entonces y el vencimiento es la hora del desembolso más {{days}} días. Si la solicitud se rechaza, no se presta nada y no se debe nada.",
  earlyRepayment:
    "Devolución anticipada: el préstamo puede devolverse íntegramente en cualquier momento. Solo se cobran intereses por los días transcurridos desde el desembolso que superen los días sin intereses; un día empezado cuenta como un día entero y nunca se cobran más días que el plazo, de modo que devolver en la fecha de vencimiento o después cuesta exactamente los intereses totales indicados y no se añade penalización.",
  overdue: "Impago: un préstamo no devuelto en su vencimiento se marca como vencido. Sigue pudiendo devolverse por el mismo importe; no se cobra ninguna penalización, comisión ni interés adicional más allá de lo que establece este contrato.",
  governing: "Idioma: este contrato está redactado en español. El texto en inglés se adjunta como anexo; si ambos difieren, prevalece el texto en inglés.",
  signedAt: "Firmado el: {{time}} (UTC)",
  signature: "Firma del prestatario:",
  annexTitle: "Anexo: el texto en inglés (prevalente)",
};

const ar: LoanAgreementText = {
  title: "اتفاقية قرض",
  lender: "المُقرض: {{platform}} (المنصة)",
  borrower: "المقترض: {{name}}",
  account: "الحساب: {{username}} (المستخدم {{userId}})",
  product: "المنتج: {{product}}",
  principal: "أصل القرض: {{amount}}",
  term: "المدة: {{days}} يومًا من تاريخ الصرف",
  dailyRate: "معدل الفائدة اليومي: {{percent}} % ({{rate}} من أصل القرض يوميًا)",
  interestFreeDays: "أيام بلا فائدة: {{days}}",
  chargeableDays: "الأيام التي تستحق عليها فائدة طوال المدة: {{days}}",
  totalInterest: "إجمالي الفائدة: {{amount}} (أصل القرض × المعدل اليومي × أيام الفائدة، مقربًا للأعلى إلى 0.000001 {{currency}})",
  repayment: "مبلغ السداد: {{amount}}، الأصل والفائدة في دفعة واحدة في نهاية المدة",
  repaymentDate: "تاريخ السداد إذا صُرف القرض يوم التوقيع: {{date}}",
  disbursement:
    "الصرف: يُدفع أصل القرض إلى الحساب الحقيقي للمقترض عندما يوافق فريق الامتثال في المنصة على هذا الطلب؛ وتبدأ المدة حينها، ويكون تاريخ الاستحقاق وقت الصرف مضافًا إليه {{days}} يومًا. وإذا رُفض الطلب فلا يُقرض شيء ولا يُستحق شيء.",
  earlyRepayment:
    "السداد المبكر: يجوز سداد القرض كاملًا في أي وقت. ولا تُحتسب الفائدة إلا عن الأيام المنقضية منذ الصرف بعد أيام الإعفاء من الفائدة؛ ويُحسب اليوم الذي بدأ يومًا كاملًا، ولا تُحتسب أبدًا أيام أكثر من المدة، فيكون السداد في تاريخ الاستحقاق أو بعده بتكلفة إجمالي الفائدة أعلاه تمامًا دون أي غرامة.",
  overdue: "التأخر: القرض الذي لا يُسدد بحلول تاريخ استحقاقه يُعلَّم منتهيًا. ويبقى قابلًا للسداد بالمبلغ نفسه؛ ولا تُفرض أي غرامة أو رسوم أو فائدة إضافية غير ما تنص عليه هذه الاتفاقية.",
  governing: "اللغة: حُررت هذه الاتفاقية باللغة العربية. ويُرفق النص الإنجليزي ملحقًا بها، وعند الاختلاف يكون النص الإنجليزي هو المعتمد.",
  signedAt: "وقت التوقيع: {{time}} (UTC)",
  signature: "توقيع المقترض:",
  annexTitle: "ملحق: النص الإنجليزي (المعتمد)",
};

const hk: LoanAgreementText = {
  title: "貸款協議",
  lender: "貸款人：{{platform}}（平台）",
  borrower: "借款人：{{name}}",
  account: "帳戶：{{username}}（用戶 {{userId}}）",
  product: "產品：{{product}}",
  principal: "本金：{{amount}}",
  term: "期限：自發放起 {{days}} 天",
  dailyRate: "日利率：{{percent}} %（每日本金的 {{rate}}）",
  interestFreeDays: "免息天數：{{days}}",
  chargeableDays: "整個期限內計息天數：{{days}}",
  totalInterest: "利息總額：{{amount}}（本金 × 日利率 × 計息天數，按 0.000001 {{currency}} 向上取整）",
  repayment: "還款金額：{{amount}}，本金和利息於期限屆滿時一次付清",
  repaymentDate: "如於簽署當日發放，還款日期為：{{date}}",
  disbursement: "發放：平台合規團隊批准本申請後，本金將支付至借款人的真實帳戶；期限自此開始，到期時間為發放時間加 {{days}} 天。如申請被拒絕，則不會借出任何款項，借款人亦無需償還任何款項。",
  earlyRepayment:
    "提前還款：借款人可隨時全額還款。利息只按自發放起超過免息天數的已過天數計算；已開始的一天按一整天計算，計息天數絕不超過期限，因此於到期日或之後還款，費用正好是上述利息總額，不另加罰款。",
  overdue: "逾期：到期日前未還清的貸款將標記為已過期。借款人仍可按相同金額還款；除本協議所列外，不收取任何罰款、費用或額外利息。",
  governing: "語言：本協議以繁體中文撰寫，並附英文文本作為附件；兩者如有歧異，以英文文本為準。",
  signedAt: "簽署時間：{{time}}（UTC）",
  signature: "借款人簽名：",
  annexTitle: "附件：英文文本（具約束力）",
};

const zh: LoanAgreementText = {
  title: "借款协议",
  lender: "出借人：{{platform}}（平台）",
  borrower: "借款人：{{name}}",
  account: "账户：{{username}}（用户 {{userId}}）",
  product: "产品：{{product}}",
  principal: "本金：{{amount}}",
  term: "期限：自放款起 {{days}} 天",
  dailyRate: "日利率：{{percent}} %（每日本金的 {{rate}}）",
  interestFreeDays: "免息天数：{{days}}",
  chargeableDays: "整个期限内计息天数：{{days}}",
  totalInterest: "利息总额：{{amount}}（本金 × 日利率 × 计息天数，按 0.000001 {{currency}} 向上取整）",
  repayment: "还款金额：{{amount}}，本金和利息于期限届满时一次付清",
  repaymentDate: "如于签署当日放款，还款日期为：{{date}}",
  disbursement: "放款：平台合规团队批准本申请后，本金将支付至借款人的真实账户；期限自此开始，到期时间为放款时间加 {{days}} 天。如申请被拒绝，则不出借任何款项，借款人也无需偿还任何款项。",
  earlyRepayment:
    "提前还款：借款人可随时全额还款。利息只按自放款起超过免息天数的已过天数计算；已开始的一天按一整天计算，计息天数绝不超过期限，因此于到期日或之后还款，费用正好是上述利息总额，不另加罚金。",
  overdue: "逾期：到期日前未还清的借款将标记为已过期。借款人仍可按相同金额还款；除本协议所列外，不收取任何罚金、费用或额外利息。",
  governing: "语言：本协议以简体中文撰写，并附英文文本作为附件；两者如有不一致，以英文文本为准。",
  signedAt: "签署时间：{{time}}（UTC）",
  signature: "借款人签名：",
  annexTitle: "附件：英文文本（具约束力）",
};

export const loanAgreementText = { en, ja, ko, de, fr, it, es, ar, hk, zh };
