// Footer statements (type 3): legal information, disclaimer, risk warning, cookie policy and
// about advertising, in all ten languages. Facts checked against the code: the web app sets no
// cookies and loads no third-party script; what it keeps in browser storage is listed in
// apps/web/src/lib/session.ts, i18n/i18n.ts, lib/watchlist.ts, the order panel's leverage field
// and features/auth/google.ts (sessionStorage during a Google sign-in).
import type { SeedContent } from "./types.ts";

const legalInformation: SeedContent = {
  slug: "legal-information",
  type: 3,
  sortOrder: 10,
  translations: {
    en: {
      title: "Legal information",
      body: `<h2>The service</h2>
<p>Tradewind is an online trading and investment platform. It is operated without any financial licence: it is not authorised by any regulator, it is not a bank, and balances are not covered by a deposit-guarantee scheme. The details of who operates this installation (legal name, registered address, registration number) are not published on this page; ask customer service in the chat before you deposit if you need them.</p>
<h2>The documents that apply</h2>
<ul>
<li>The terms and conditions govern your use of the platform.</li>
<li>The privacy policy says what data we keep and why.</li>
<li>The risk warning and the disclaimer explain the risks and the limits of the information we show.</li>
</ul>
<p>These texts exist in ten languages. If a translation and the English text differ, the English text applies.</p>
<h2>Our records</h2>
<p>Every balance change is a ledger entry with its time and reference, and every decision or change an operator makes is recorded in an audit log that cannot be edited. In any disagreement, these records are what we rely on, and you can see your own entries in your statement.</p>
<h2>Content</h2>
<p>The name Tradewind, the interface and the texts of this site may not be copied to present another service as this one. Market data shown by default is simulated.</p>`,
    },
    ja: {
      title: "法的情報",
      body: `<h2>本サービスについて</h2>
<p>Tradewind はオンラインの取引・投資プラットフォームです。金融ライセンスを持たずに運営されており、いかなる規制当局の認可も受けておらず、銀行でもなく、残高は預金保険制度の対象外です。本サービスの運営者の詳細（法人名、登記住所、登録番号）はこのページには掲載していません。必要な場合は、入金前にチャットでカスタマーサービスにお尋ねください。</p>
<h2>適用される文書</h2>
<ul>
<li>利用規約は、本プラットフォームのご利用条件を定めます。</li>
<li>プライバシーポリシーは、保存するデータとその理由を説明します。</li>
<li>リスク警告と免責事項は、リスクと表示情報の限界を説明します。</li>
</ul>
<p>これらの文書は 10 言語で提供しています。翻訳と英語版の内容が異なる場合は、英語版が優先されます。</p>
<h2>当社の記録</h2>
<p>残高の変動はすべて日時と参照番号つきの台帳記録として残り、オペレーターによる判断や変更はすべて変更できない監査ログに記録されます。見解の相違が生じた場合はこれらの記録に基づいて判断します。ご自身の記録は取引明細で確認できます。</p>
<h2>コンテンツ</h2>
<p>Tradewind の名称、画面、文章を、別のサービスを本サービスと偽るために複製することはできません。初期設定で表示される相場データはシミュレーションです。</p>`,
    },
    ko: {
      title: "법적 정보",
      body: `<h2>서비스</h2>
<p>Tradewind는 온라인 거래·투자 플랫폼입니다. 금융 라이선스 없이 운영되며, 어떤 감독 기관의 인가도 받지 않았고, 은행이 아니며, 잔액은 예금자 보호 제도의 대상이 아닙니다. 이 서비스를 운영하는 주체의 정보(법인명, 등록 주소, 등록 번호)는 이 페이지에 게시하지 않습니다. 필요하시면 입금 전에 채팅 고객센터에 문의해 주세요.</p>
<h2>적용되는 문서</h2>
<ul>
<li>이용약관은 플랫폼 이용 조건을 정합니다.</li>
<li>개인정보 처리방침은 어떤 데이터를 왜 보관하는지 설명합니다.</li>
<li>위험 고지와 면책 조항은 위험과 표시 정보의 한계를 설명합니다.</li>
</ul>
<p>이 문서들은 10개 언어로 제공됩니다. 번역본과 영어 원문이 다를 경우 영어 원문이 우선합니다.</p>
<h2>저희의 기록</h2>
<p>잔액의 모든 변동은 시각과 참조 번호가 있는 원장 기록이며, 운영자의 모든 결정과 변경은 수정할 수 없는 감사 로그에 남습니다. 분쟁이 생기면 이 기록을 근거로 하며, 본인의 기록은 거래 내역에서 확인할 수 있습니다.</p>
<h2>콘텐츠</h2>
<p>Tradewind라는 이름, 화면, 문구를 다른 서비스를 이 서비스처럼 보이게 하려고 복제해서는 안 됩니다. 기본 설정에서 표시되는 시세 데이터는 모의 데이터입니다.</p>`,
    },
    de: {
      title: "Rechtliche Hinweise",
      body: `<h2>Der Dienst</h2>
<p>Tradewind ist eine Online-Handels- und Anlageplattform. Sie wird ohne Finanzlizenz betrieben: Sie ist von keiner Aufsichtsbehörde zugelassen, keine Bank, und Guthaben sind durch keine Einlagensicherung geschützt. Angaben dazu, wer diese Installation betreibt (Firmenname, Sitzadresse, Registernummer), werden auf dieser Seite nicht veröffentlicht; fragen Sie vor einer Einzahlung unseren Kundenservice im Chat, wenn Sie sie benötigen.</p>
<h2>Geltende Dokumente</h2>
<ul>
<li>Die Allgemeinen Geschäftsbedingungen regeln die Nutzung der Plattform.</li>
<li>Die Datenschutzerklärung beschreibt, welche Daten wir speichern und warum.</li>
<li>Risikohinweis und Haftungsausschluss erklären die Risiken und die Grenzen der angezeigten Informationen.</li>
</ul>
<p>Diese Texte gibt es in zehn Sprachen. Weicht eine Übersetzung vom englischen Text ab, gilt der englische Text.</p>
<h2>Unsere Aufzeichnungen</h2>
<p>Jede Guthabenänderung ist eine Buchung mit Zeitpunkt und Referenz, und jede Entscheidung und Änderung unserer Mitarbeiter steht in einem unveränderlichen Prüfprotokoll. Bei Meinungsverschiedenheiten stützen wir uns auf diese Aufzeichnungen; Ihre eigenen Buchungen sehen Sie im Kontoauszug.</p>
<h2>Inhalte</h2>
<p>Der Name Tradewind, die Oberfläche und die Texte dieser Website dürfen nicht kopiert werden, um einen anderen Dienst als diesen auszugeben. Die standardmäßig angezeigten Marktdaten sind simuliert.</p>`,
    },
    fr: {
      title: "Informations légales",
      body: `<h2>Le service</h2>
<p>Tradewind est une plateforme en ligne de trading et d’investissement. Elle est exploitée sans aucune licence financière : elle n’est agréée par aucun régulateur, ce n’est pas une banque, et les soldes ne sont couverts par aucun système de garantie des dépôts. Les informations sur l’exploitant de cette installation (raison sociale, siège, numéro d’immatriculation) ne sont pas publiées sur cette page ; si vous en avez besoin, demandez-les à notre service client dans le chat avant de déposer.</p>
<h2>Les documents applicables</h2>
<ul>
<li>Les conditions générales régissent votre utilisation de la plateforme.</li>
<li>La politique de confidentialité indique quelles données nous conservons et pourquoi.</li>
<li>L’avertissement sur les risques et la clause de non-responsabilité expliquent les risques et les limites des informations affichées.</li>
</ul>
<p>Ces textes existent en dix langues. En cas de divergence entre une traduction et le texte anglais, le texte anglais prévaut.</p>
<h2>Nos enregistrements</h2>
<p>Chaque mouvement de solde est une écriture datée et référencée, et chaque décision ou modification de nos opérateurs figure dans un journal d’audit non modifiable. En cas de désaccord, ce sont ces enregistrements qui font foi ; vos propres écritures sont visibles dans votre relevé.</p>
<h2>Contenus</h2>
<p>Le nom Tradewind, l’interface et les textes de ce site ne peuvent pas être copiés pour faire passer un autre service pour celui-ci. Les données de marché affichées par défaut sont simulées.</p>`,
    },
    it: {
      title: "Informazioni legali",
      body: `<h2>Il servizio</h2>
<p>Tradewind è una piattaforma online di trading e investimento. È gestita senza alcuna licenza finanziaria: non è autorizzata da alcuna autorità di vigilanza, non è una banca e i saldi non sono coperti da alcun sistema di garanzia dei depositi. I dati di chi gestisce questa installazione (ragione sociale, sede legale, numero di registrazione) non sono pubblicati in questa pagina; se vi servono, chiedeteli al servizio clienti in chat prima di depositare.</p>
<h2>I documenti che si applicano</h2>
<ul>
<li>I termini e condizioni regolano l’uso della piattaforma.</li>
<li>L’informativa sulla privacy spiega quali dati conserviamo e perché.</li>
<li>L’avvertenza sui rischi e la dichiarazione di non responsabilità spiegano i rischi e i limiti delle informazioni mostrate.</li>
</ul>
<p>Questi testi esistono in dieci lingue. Se una traduzione e il testo inglese differiscono, vale il testo inglese.</p>
<h2>I nostri registri</h2>
<p>Ogni variazione di saldo è una scrittura con data e riferimento, e ogni decisione o modifica dei nostri operatori è riportata in un registro di audit non modificabile. In caso di controversia facciamo fede a questi registri; le vostre scritture sono visibili nell’estratto conto.</p>
<h2>Contenuti</h2>
<p>Il nome Tradewind, l’interfaccia e i testi di questo sito non possono essere copiati per spacciare un altro servizio per questo. I dati di mercato mostrati per impostazione predefinita sono simulati.</p>`,
    },
    es: {
      title: "Información legal",
      body: `<h2>El servicio</h2>
<p>Tradewind es una plataforma en línea de trading e inversión. Funciona sin ninguna licencia financiera: no está autorizada por ningún regulador, no es un banco y los saldos no están cubiertos por ningún fondo de garantía de depósitos. Los datos de quién opera esta instalación (razón social, domicilio social, número de registro) no se publican en esta página; si los necesita, pídalos a nuestro servicio de atención al cliente en el chat antes de depositar.</p>
<h2>Documentos aplicables</h2>
<ul>
<li>Los términos y condiciones regulan el uso de la plataforma.</li>
<li>La política de privacidad explica qué datos guardamos y por qué.</li>
<li>La advertencia de riesgos y el aviso legal explican los riesgos y los límites de la información que mostramos.</li>
</ul>
<p>Estos textos existen en diez idiomas. Si una traducción y el texto en inglés difieren, prevalece el texto en inglés.</p>
<h2>Nuestros registros</h2>
<p>Cada cambio de saldo es un asiento con su fecha y referencia, y cada decisión o cambio de nuestros operadores consta en un registro de auditoría que no se puede modificar. Ante cualquier desacuerdo nos basamos en estos registros; sus propios asientos aparecen en su extracto.</p>
<h2>Contenidos</h2>
<p>El nombre Tradewind, la interfaz y los textos de este sitio no pueden copiarse para presentar otro servicio como si fuera este. Los datos de mercado que se muestran por defecto son simulados.</p>`,
    },
    ar: {
      title: "معلومات قانونية",
      body: `<h2>الخدمة</h2>
<p>Tradewind منصة إلكترونية للتداول والاستثمار، تعمل دون أي ترخيص مالي: فهي غير معتمدة من أي جهة تنظيمية، وليست بنكًا، والأرصدة غير مشمولة بأي نظام لضمان الودائع. لا تُنشر في هذه الصفحة بيانات الجهة التي تشغّل هذه النسخة من المنصة (الاسم القانوني، العنوان المسجّل، رقم التسجيل)؛ إن احتجت إليها فاسأل خدمة العملاء عبر المحادثة قبل الإيداع.</p>
<h2>الوثائق السارية</h2>
<ul>
<li>تحكم الشروط والأحكام استخدامك للمنصة.</li>
<li>توضّح سياسة الخصوصية البيانات التي نحتفظ بها وسبب ذلك.</li>
<li>يشرح تحذير المخاطر وإخلاء المسؤولية المخاطر وحدود المعلومات المعروضة.</li>
</ul>
<p>تتوفر هذه النصوص بعشر لغات. إذا اختلفت ترجمة عن النص الإنجليزي، فالنص الإنجليزي هو المعتمد.</p>
<h2>سجلاتنا</h2>
<p>كل تغيير في الرصيد قيد محاسبي بوقته ومرجعه، وكل قرار أو تغيير يجريه موظفونا مسجّل في سجل تدقيق لا يمكن تعديله. عند أي خلاف نعتمد على هذه السجلات، ويمكنك رؤية قيودك في كشف حسابك.</p>
<h2>المحتوى</h2>
<p>لا يجوز نسخ اسم Tradewind أو واجهتها أو نصوصها لتقديم خدمة أخرى على أنها هذه الخدمة. بيانات السوق المعروضة افتراضيًا بيانات محاكاة.</p>`,
    },
    hk: {
      title: "法律資訊",
      body: `<h2>本服務</h2>
<p>Tradewind 是網上交易及投資平台，在沒有任何金融牌照的情況下營運：未獲任何監管機構授權，不是銀行，餘額亦不受任何存款保障計劃保障。本頁並未刊載營運此平台者的資料（法定名稱、註冊地址、註冊編號）；如有需要，請在存款前透過聊天向客戶服務查詢。</p>
<h2>適用文件</h2>
<ul>
<li>條款及細則規管您對本平台的使用。</li>
<li>私隱政策說明我們保存哪些資料及原因。</li>
<li>風險警告及免責聲明說明相關風險及所顯示資訊的局限。</li>
</ul>
<p>這些文件提供十種語言版本。如譯本與英文版本有出入，以英文版本為準。</p>
<h2>我們的紀錄</h2>
<p>每一次餘額變動都是附有時間及參考編號的帳目，營運人員作出的每項決定或更改都記錄在不可修改的審計日誌中。如有爭議，我們以這些紀錄為依據；您可在帳單中查閱自己的帳目。</p>
<h2>內容</h2>
<p>不得複製 Tradewind 的名稱、介面及文字，藉此把其他服務冒充為本服務。預設顯示的市場數據為模擬數據。</p>`,
    },
    zh: {
      title: "法律信息",
      body: `<h2>本服务</h2>
<p>Tradewind 是在线交易与投资平台，在没有任何金融牌照的情况下运营：未获任何监管机构授权，不是银行，余额也不受任何存款保险计划保护。本页未公布运营本平台者的信息（法定名称、注册地址、注册号）；如有需要，请在充值前通过聊天向客服询问。</p>
<h2>适用文件</h2>
<ul>
<li>条款与条件规范您对本平台的使用。</li>
<li>隐私政策说明我们保存哪些数据以及原因。</li>
<li>风险提示和免责声明说明相关风险以及所显示信息的局限。</li>
</ul>
<p>这些文件提供十种语言版本。如译文与英文版本不一致，以英文版本为准。</p>
<h2>我们的记录</h2>
<p>每一次余额变动都是带有时间和参考编号的账目，运营人员做出的每一项决定或更改都记录在不可修改的审计日志中。如有争议，我们以这些记录为依据；您可以在账单中查看自己的账目。</p>
<h2>内容</h2>
<p>不得复制 Tradewind 的名称、界面和文字，用以把其他服务冒充为本服务。默认显示的行情数据为模拟数据。</p>`,
    },
  },
};

const disclaimer: SeedContent = {
  slug: "disclaimer",
  type: 3,
  sortOrder: 20,
  translations: {
    en: {
      title: "Disclaimer",
      body: `<h2>No advice</h2>
<p>Nothing on Tradewind is investment, legal or tax advice, or a recommendation to buy or sell anything. Product descriptions, charts and figures are information only. You decide, and you carry the result.</p>
<h2>Prices</h2>
<p>By default the market prices on this platform come from a <strong>built-in simulator</strong> and are labelled as simulated. They are not quotes from any exchange and must not be used to trade elsewhere. When an operator connects a real crypto feed, each price still names its source, and instruments without a source show no price rather than an invented one.</p>
<h2>Practice results</h2>
<p>Profits and losses in the virtual account are made with virtual funds. They cannot be withdrawn and say nothing about what would happen with real money.</p>
<h2>Networks and third parties</h2>
<p>Deposits and withdrawals travel over blockchain networks that we do not control. A transfer sent to a wrong address or on the wrong network cannot be recovered by us. Delays of a network are outside our control.</p>
<h2>Availability</h2>
<p>We work to keep the service running but cannot promise that it is always available or free of errors. If an error affects your balance, our records (the ledger and the audit log) are used to put it right.</p>`,
    },
    ja: {
      title: "免責事項",
      body: `<h2>助言ではありません</h2>
<p>Tradewind 上のいかなる内容も、投資・法律・税務上の助言や、売買の推奨ではありません。商品説明、チャート、数値は情報提供のみを目的としています。判断するのはお客様であり、その結果もお客様が負います。</p>
<h2>価格について</h2>
<p>初期設定では、本プラットフォームの相場価格は<strong>内蔵のシミュレーター</strong>によるもので、シミュレーションと表示されます。いかなる取引所の相場でもなく、他所での取引に用いてはなりません。オペレーターが実際の暗号資産フィードを接続した場合も、各価格にはその出所が表示され、出所のない銘柄には作られた価格ではなく「価格なし」と表示されます。</p>
<h2>練習の結果</h2>
<p>デモ口座での損益は仮想資金によるものです。出金はできず、実際の資金で同じ結果になることを示すものでもありません。</p>
<h2>ネットワークと第三者</h2>
<p>入出金は当社が管理していないブロックチェーンネットワークを通じて行われます。誤ったアドレスや誤ったネットワークに送られた資金を当社が取り戻すことはできません。ネットワークの遅延も当社の管理外です。</p>
<h2>稼働について</h2>
<p>サービスの安定稼働に努めていますが、常に利用できることやエラーがないことは保証できません。残高に影響するエラーが起きた場合は、当社の記録（台帳と監査ログ）に基づいて訂正します。</p>`,
    },
    ko: {
      title: "면책 조항",
      body: `<h2>자문이 아닙니다</h2>
<p>Tradewind의 어떤 내용도 투자·법률·세무 자문이나 매수·매도 권유가 아닙니다. 상품 설명, 차트, 수치는 정보 제공용일 뿐입니다. 결정은 고객님이 하시며, 그 결과도 고객님이 부담합니다.</p>
<h2>가격</h2>
<p>기본 설정에서 이 플랫폼의 시세는 <strong>내장 시뮬레이터</strong>가 만들며 모의 가격으로 표시됩니다. 어떤 거래소의 시세도 아니므로 다른 곳에서 거래하는 데 사용해서는 안 됩니다. 운영자가 실제 암호화폐 시세를 연결한 경우에도 모든 가격에는 출처가 표시되며, 출처가 없는 종목은 지어낸 가격 대신 가격 없음으로 표시됩니다.</p>
<h2>연습 결과</h2>
<p>모의투자 계좌의 손익은 가상 자금으로 낸 것입니다. 출금할 수 없으며, 실제 자금으로도 같은 결과가 나온다는 뜻이 아닙니다.</p>
<h2>네트워크와 제3자</h2>
<p>입출금은 저희가 통제하지 않는 블록체인 네트워크를 통해 이루어집니다. 잘못된 주소나 잘못된 네트워크로 보낸 자산은 저희가 되찾을 수 없습니다. 네트워크 지연도 저희가 통제할 수 없습니다.</p>
<h2>서비스 가용성</h2>
<p>서비스가 원활히 운영되도록 노력하지만 항상 이용 가능하거나 오류가 없다고 약속할 수는 없습니다. 잔액에 영향을 주는 오류가 생기면 저희 기록(원장과 감사 로그)을 바탕으로 바로잡습니다.</p>`,
    },
    de: {
      title: "Haftungsausschluss",
      body: `<h2>Keine Beratung</h2>
<p>Nichts auf Tradewind ist Anlage-, Rechts- oder Steuerberatung oder eine Empfehlung, etwas zu kaufen oder zu verkaufen. Produktbeschreibungen, Charts und Zahlen dienen nur der Information. Sie entscheiden, und Sie tragen das Ergebnis.</p>
<h2>Kurse</h2>
<p>Standardmäßig stammen die Kurse dieser Plattform aus einem <strong>eingebauten Simulator</strong> und sind als simuliert gekennzeichnet. Es sind keine Kurse einer Börse, und sie dürfen nicht für den Handel anderswo verwendet werden. Schließt ein Betreiber einen echten Krypto-Feed an, nennt trotzdem jeder Kurs seine Quelle, und Instrumente ohne Quelle zeigen keinen Kurs statt eines erfundenen.</p>
<h2>Übungsergebnisse</h2>
<p>Gewinne und Verluste im Demokonto entstehen mit virtuellem Geld. Sie können nicht ausgezahlt werden und sagen nichts darüber aus, was mit echtem Geld geschehen würde.</p>
<h2>Netzwerke und Dritte</h2>
<p>Ein- und Auszahlungen laufen über Blockchain-Netzwerke, die wir nicht kontrollieren. Eine Überweisung an eine falsche Adresse oder im falschen Netzwerk können wir nicht zurückholen. Verzögerungen eines Netzwerks liegen außerhalb unseres Einflusses.</p>
<h2>Verfügbarkeit</h2>
<p>Wir arbeiten daran, den Dienst am Laufen zu halten, können aber nicht versprechen, dass er immer verfügbar und fehlerfrei ist. Betrifft ein Fehler Ihr Guthaben, wird er anhand unserer Aufzeichnungen (Hauptbuch und Prüfprotokoll) korrigiert.</p>`,
    },
    fr: {
      title: "Clause de non-responsabilité",
      body: `<h2>Pas de conseil</h2>
<p>Rien sur Tradewind ne constitue un conseil en investissement, juridique ou fiscal, ni une recommandation d’acheter ou de vendre quoi que ce soit. Les descriptions de produits, graphiques et chiffres sont fournis à titre d’information. C’est vous qui décidez, et vous assumez le résultat.</p>
<h2>Les prix</h2>
<p>Par défaut, les prix de cette plateforme proviennent d’un <strong>simulateur intégré</strong> et sont signalés comme simulés. Ce ne sont les cotations d’aucune bourse et ils ne doivent pas servir à trader ailleurs. Lorsqu’un opérateur branche un flux crypto réel, chaque prix indique toujours sa source, et un instrument sans source n’affiche aucun prix plutôt qu’un prix inventé.</p>
<h2>Résultats d’entraînement</h2>
<p>Les gains et pertes du compte démo sont réalisés avec de l’argent virtuel. Ils ne peuvent pas être retirés et ne disent rien de ce qui se passerait avec de l’argent réel.</p>
<h2>Réseaux et tiers</h2>
<p>Les dépôts et retraits transitent par des réseaux blockchain que nous ne contrôlons pas. Un transfert envoyé à une mauvaise adresse ou sur le mauvais réseau ne peut pas être récupéré par nos soins. Les retards d’un réseau échappent à notre contrôle.</p>
<h2>Disponibilité</h2>
<p>Nous faisons le nécessaire pour que le service fonctionne, mais ne pouvons garantir qu’il soit toujours disponible ni exempt d’erreurs. Si une erreur touche votre solde, nos enregistrements (le grand livre et le journal d’audit) servent à la corriger.</p>`,
    },
    it: {
      title: "Esclusione di responsabilità",
      body: `<h2>Nessuna consulenza</h2>
<p>Nulla su Tradewind costituisce consulenza finanziaria, legale o fiscale, né una raccomandazione ad acquistare o vendere qualcosa. Descrizioni dei prodotti, grafici e cifre hanno solo scopo informativo. Siete voi a decidere e a sopportarne il risultato.</p>
<h2>I prezzi</h2>
<p>Per impostazione predefinita i prezzi di questa piattaforma provengono da un <strong>simulatore integrato</strong> e sono indicati come simulati. Non sono quotazioni di alcuna borsa e non devono essere usati per operare altrove. Quando un operatore collega un flusso cripto reale, ogni prezzo indica comunque la sua fonte, e uno strumento senza fonte non mostra alcun prezzo invece di uno inventato.</p>
<h2>Risultati di prova</h2>
<p>Profitti e perdite nel conto demo sono ottenuti con denaro virtuale. Non possono essere prelevati e non dicono nulla su ciò che accadrebbe con denaro reale.</p>
<h2>Reti e terzi</h2>
<p>Depositi e prelievi viaggiano su reti blockchain che non controlliamo. Un trasferimento inviato a un indirizzo errato o sulla rete sbagliata non può essere recuperato da noi. I ritardi di una rete sono fuori dal nostro controllo.</p>
<h2>Disponibilità</h2>
<p>Ci impegniamo a mantenere il servizio attivo, ma non possiamo garantire che sia sempre disponibile o privo di errori. Se un errore riguarda il vostro saldo, lo correggiamo in base ai nostri registri (il libro mastro e il registro di audit).</p>`,
    },
    es: {
      title: "Aviso legal",
      body: `<h2>Sin asesoramiento</h2>
<p>Nada en Tradewind es asesoramiento de inversión, legal o fiscal, ni una recomendación de comprar o vender nada. Las descripciones de productos, los gráficos y las cifras son solo informativos. Usted decide y usted asume el resultado.</p>
<h2>Precios</h2>
<p>De forma predeterminada, los precios de esta plataforma proceden de un <strong>simulador integrado</strong> y se marcan como simulados. No son cotizaciones de ninguna bolsa y no deben usarse para operar en otro lugar. Cuando un operador conecta una fuente real de precios cripto, cada precio sigue indicando su fuente, y un instrumento sin fuente no muestra precio en lugar de uno inventado.</p>
<h2>Resultados de práctica</h2>
<p>Las ganancias y pérdidas de la cuenta demo se obtienen con dinero virtual. No pueden retirarse y no indican lo que ocurriría con dinero real.</p>
<h2>Redes y terceros</h2>
<p>Los depósitos y retiradas viajan por redes blockchain que no controlamos. Una transferencia enviada a una dirección equivocada o por la red equivocada no podemos recuperarla. Los retrasos de una red escapan a nuestro control.</p>
<h2>Disponibilidad</h2>
<p>Trabajamos para mantener el servicio en marcha, pero no podemos prometer que esté siempre disponible ni libre de errores. Si un error afecta a su saldo, lo corregimos a partir de nuestros registros (el libro mayor y el registro de auditoría).</p>`,
    },
    ar: {
      title: "إخلاء المسؤولية",
      body: `<h2>لا نصيحة</h2>
<p>لا شيء على Tradewind يُعد نصيحة استثمارية أو قانونية أو ضريبية، ولا توصية بشراء أي شيء أو بيعه. أوصاف المنتجات والرسوم البيانية والأرقام للمعلومات فقط. أنت من يقرر، وأنت من يتحمل النتيجة.</p>
<h2>الأسعار</h2>
<p>تأتي أسعار السوق على هذه المنصة افتراضيًا من <strong>محاكٍ مدمج</strong> وتُوسم بأنها محاكاة. ليست أسعار أي بورصة ويجب ألا تُستخدم للتداول في مكان آخر. وعندما يربط أحد الموظفين مصدر أسعار حقيقيًا للعملات المشفرة، يظل كل سعر يذكر مصدره، والأداة التي لا مصدر لها لا تعرض سعرًا بدلًا من سعر مختلَق.</p>
<h2>نتائج التدريب</h2>
<p>الأرباح والخسائر في الحساب التجريبي تتم بأموال افتراضية، لا يمكن سحبها، ولا تدل على ما قد يحدث بأموال حقيقية.</p>
<h2>الشبكات والأطراف الأخرى</h2>
<p>تمر عمليات الإيداع والسحب عبر شبكات بلوكتشين لا نتحكم فيها. لا يمكننا استرداد تحويل أُرسل إلى عنوان خاطئ أو عبر شبكة خاطئة، كما أن تأخيرات الشبكات خارجة عن إرادتنا.</p>
<h2>التوفر</h2>
<p>نعمل على إبقاء الخدمة متاحة، لكن لا يمكننا أن نعد بأنها متاحة دائمًا أو خالية من الأخطاء. إذا أثّر خطأ في رصيدك، نصححه استنادًا إلى سجلاتنا (دفتر الأستاذ وسجل التدقيق).</p>`,
    },
    hk: {
      title: "免責聲明",
      body: `<h2>並非建議</h2>
<p>Tradewind 上的任何內容均不構成投資、法律或稅務建議，亦非買賣任何產品的推薦。產品說明、圖表及數字僅供參考。由您作出決定，結果亦由您承擔。</p>
<h2>價格</h2>
<p>預設情況下，本平台的市場價格來自<strong>內置模擬器</strong>，並標明為模擬價格。它們並非任何交易所的報價，不得用於在其他地方交易。即使營運人員接入真實的加密貨幣報價，每個價格仍會註明來源；沒有來源的產品不會顯示價格，而不是顯示虛構的價格。</p>
<h2>練習結果</h2>
<p>模擬帳戶中的盈虧是以虛擬資金產生的，不能提取，亦不代表以真實資金會有相同結果。</p>
<h2>網絡及第三方</h2>
<p>存款及提款經由我們無法控制的區塊鏈網絡進行。發送至錯誤地址或錯誤網絡的轉帳，我們無法追回。網絡延誤亦非我們所能控制。</p>
<h2>服務可用性</h2>
<p>我們致力維持服務運作，但無法保證服務時刻可用或不會出錯。如錯誤影響您的餘額，我們會根據我們的紀錄（帳本及審計日誌）作出更正。</p>`,
    },
    zh: {
      title: "免责声明",
      body: `<h2>不构成建议</h2>
<p>Tradewind 上的任何内容都不构成投资、法律或税务建议，也不是买卖任何产品的推荐。产品说明、图表和数字仅供参考。由您做出决定，结果也由您承担。</p>
<h2>价格</h2>
<p>默认情况下，本平台的行情价格来自<strong>内置模拟器</strong>，并标注为模拟价格。它们不是任何交易所的报价，不得用于在其他地方交易。即使运营人员接入真实的加密货币行情，每个价格仍会注明来源；没有来源的品种不显示价格，而不是显示编造的价格。</p>
<h2>练习结果</h2>
<p>模拟账户中的盈亏是用虚拟资金产生的，不能提现，也不代表用真实资金会有相同结果。</p>
<h2>网络与第三方</h2>
<p>充值和提现通过我们无法控制的区块链网络进行。发送到错误地址或错误网络的转账，我们无法追回。网络延迟也不在我们的控制范围内。</p>
<h2>服务可用性</h2>
<p>我们努力保持服务正常运行，但无法保证服务始终可用或没有错误。如果错误影响到您的余额，我们会依据我们的记录（账本和审计日志）予以更正。</p>`,
    },
  },
};

const riskWarning: SeedContent = {
  slug: "risk-warning",
  type: 3,
  sortOrder: 30,
  translations: {
    en: {
      title: "Risk warning",
      body: `<p><strong>Trading and investing can lose you money. Only use money you can afford to lose.</strong> Tradewind holds no financial licence, and your balance is not protected by any deposit-guarantee scheme.</p>
<h2>Leverage and liquidation</h2>
<p>Contract orders use leverage: a small price move makes a large gain or loss on your margin. When a position's equity falls to the instrument's maintenance margin it is liquidated automatically and you lose that margin. A fee is charged on opening and on closing, and you buy or sell at the recorded price plus half the spread.</p>
<h2>Options</h2>
<p>An option is a bet on the direction of the price over a fixed cycle. If the price moves against you, you lose the whole stake. A win pays back the stake plus the stake times the cycle's payout ratio; an equal price returns the stake.</p>
<h2>Loans</h2>
<p>A loan must be repaid in full, with interest after the interest-free days, from your real balance. Borrowed money used for trading can be lost while the debt remains.</p>
<h2>Smart plans</h2>
<p>Smart-plan yield is paid from a reserve funded by the operator, not earned on a market; a plan is sold only while the reserve covers it. Leaving a plan early costs a penalty on the principal and the income already paid.</p>
<h2>Simulated prices and crypto volatility</h2>
<p>By default prices come from a built-in simulator and are labelled simulated; results in the virtual account do not predict real results. Cryptocurrencies can move sharply in minutes, and blockchain transfers cannot be reversed.</p>`,
    },
    ja: {
      title: "リスク警告",
      body: `<p><strong>取引や投資では損失が生じることがあります。失っても困らない資金だけをお使いください。</strong>Tradewind は金融ライセンスを保有しておらず、残高はいかなる預金保険制度でも保護されていません。</p>
<h2>レバレッジと強制決済</h2>
<p>CFD注文にはレバレッジがかかり、わずかな値動きでも証拠金に対して大きな損益が生じます。ポジションの評価額が銘柄の維持証拠金まで下がると自動的に強制決済され、その証拠金を失います。手数料は新規時と決済時にかかり、売買は記録された価格にスプレッドの半分を加えた価格で行われます。</p>
<h2>オプション</h2>
<p>オプションは、一定のサイクル内で価格が上がるか下がるかを予想する取引です。予想が外れると賭け金の全額を失います。当たれば賭け金に、賭け金×サイクルの配当率を加えた額が支払われ、価格が同じなら賭け金が返還されます。</p>
<h2>ローン</h2>
<p>ローンは、無利息期間の後にかかる利息とともに、リアル口座の残高から全額返済する必要があります。借りた資金を取引で失っても、借入は残ります。</p>
<h2>スマートプラン</h2>
<p>スマートプランの収益は市場で得たものではなく、運営者が資金を入れた準備金から支払われます。プランは準備金でまかなえる範囲でのみ販売されます。途中解約すると元本に対する違約金がかかり、支払済みの収益も差し引かれます。</p>
<h2>シミュレーション価格と暗号資産の変動</h2>
<p>初期設定では価格は内蔵シミュレーターによるもので、シミュレーションと表示されます。デモ口座の結果は実際の結果を示すものではありません。暗号資産の価格は数分で大きく動くことがあり、ブロックチェーン上の送金は取り消せません。</p>`,
    },
    ko: {
      title: "위험 고지",
      body: `<p><strong>거래와 투자는 손실을 낼 수 있습니다. 잃어도 감당할 수 있는 돈만 사용하세요.</strong> Tradewind는 금융 라이선스를 보유하고 있지 않으며, 잔액은 어떤 예금자 보호 제도로도 보호되지 않습니다.</p>
<h2>레버리지와 강제 청산</h2>
<p>계약 주문에는 레버리지가 적용되어 작은 가격 변동도 증거금 대비 큰 손익이 됩니다. 포지션의 평가금액이 종목의 유지 증거금까지 떨어지면 자동으로 강제 청산되며 그 증거금을 잃습니다. 수수료는 진입할 때와 청산할 때 부과되며, 매매는 기록된 가격에 스프레드의 절반을 더한 가격으로 이루어집니다.</p>
<h2>옵션</h2>
<p>옵션은 정해진 주기 동안 가격이 오를지 내릴지에 거는 거래입니다. 예측이 틀리면 투자금 전부를 잃습니다. 맞히면 투자금에 투자금×주기별 지급 비율을 더해 받으며, 가격이 같으면 투자금이 반환됩니다.</p>
<h2>대출</h2>
<p>대출은 무이자 기간 이후의 이자와 함께 실전투자 계좌 잔액에서 전액 상환해야 합니다. 빌린 돈을 거래로 잃어도 빚은 남습니다.</p>
<h2>스마트 플랜</h2>
<p>스마트 플랜 수익은 시장에서 번 것이 아니라 운영자가 자금을 넣은 준비금에서 지급되며, 준비금이 감당할 수 있을 때만 판매됩니다. 플랜을 중도 해지하면 원금에 대한 위약금이 부과되고 이미 지급된 수익도 차감됩니다.</p>
<h2>모의 가격과 암호화폐 변동성</h2>
<p>기본 설정에서 가격은 내장 시뮬레이터가 만들며 모의 가격으로 표시됩니다. 모의투자 계좌의 결과는 실제 결과를 예측하지 않습니다. 암호화폐는 몇 분 만에 크게 움직일 수 있으며, 블록체인 송금은 되돌릴 수 없습니다.</p>`,
    },
    de: {
      title: "Risikohinweis",
      body: `<p><strong>Beim Handeln und Anlegen können Sie Geld verlieren. Setzen Sie nur Geld ein, dessen Verlust Sie verkraften können.</strong> Tradewind besitzt keine Finanzlizenz, und Ihr Guthaben ist durch keine Einlagensicherung geschützt.</p>
<h2>Hebel und Liquidation</h2>
<p>Kontraktaufträge arbeiten mit Hebel: Eine kleine Kursbewegung bewirkt einen großen Gewinn oder Verlust auf Ihre Margin. Fällt das Eigenkapital einer Position auf die Erhaltungsmargin des Instruments, wird sie automatisch liquidiert, und Sie verlieren diese Margin. Beim Eröffnen und beim Schließen fällt eine Gebühr an, und Sie kaufen oder verkaufen zum aufgezeichneten Kurs plus dem halben Spread.</p>
<h2>Optionen</h2>
<p>Eine Option ist eine Wette auf die Kursrichtung über einen festen Zyklus. Läuft der Kurs gegen Sie, verlieren Sie den ganzen Einsatz. Ein Gewinn zahlt den Einsatz plus Einsatz mal Auszahlungsquote des Zyklus; bei gleichem Kurs erhalten Sie den Einsatz zurück.</p>
<h2>Kredite</h2>
<p>Ein Kredit muss vollständig aus Ihrem Echtgeldguthaben zurückgezahlt werden, nach den zinsfreien Tagen mit Zinsen. Geliehenes Geld, das beim Handeln verloren geht, bleibt trotzdem Schuld.</p>
<h2>Smart-Pläne</h2>
<p>Erträge aus Smart-Plänen werden aus einer vom Betreiber gefüllten Reserve gezahlt, nicht am Markt erwirtschaftet; ein Plan wird nur verkauft, solange die Reserve ihn deckt. Ein vorzeitiger Ausstieg kostet eine Strafe auf das Kapital und die bereits gezahlten Erträge.</p>
<h2>Simulierte Kurse und Krypto-Schwankungen</h2>
<p>Standardmäßig stammen die Kurse aus einem eingebauten Simulator und sind als simuliert gekennzeichnet; Ergebnisse im Demokonto sagen keine echten Ergebnisse voraus. Kryptowährungen können sich binnen Minuten stark bewegen, und Blockchain-Überweisungen lassen sich nicht rückgängig machen.</p>`,
    },
    fr: {
      title: "Avertissement sur les risques",
      body: `<p><strong>Le trading et l’investissement peuvent vous faire perdre de l’argent. N’utilisez que de l’argent que vous pouvez vous permettre de perdre.</strong> Tradewind ne détient aucune licence financière et votre solde n’est couvert par aucun système de garantie des dépôts.</p>
<h2>Effet de levier et liquidation</h2>
<p>Les ordres sur contrats utilisent un effet de levier : un petit mouvement de prix produit un gain ou une perte importants sur votre marge. Quand les fonds propres d’une position tombent à la marge de maintenance de l’instrument, elle est liquidée automatiquement et vous perdez cette marge. Des frais sont prélevés à l’ouverture et à la clôture, et vous achetez ou vendez au prix enregistré plus la moitié de l’écart.</p>
<h2>Options</h2>
<p>Une option est un pari sur la direction du prix pendant un cycle fixe. Si le prix évolue contre vous, vous perdez toute la mise. Un gain rend la mise plus la mise multipliée par le taux de paiement du cycle ; à prix égal, la mise est rendue.</p>
<h2>Prêts</h2>
<p>Un prêt doit être remboursé en totalité, avec des intérêts après les jours sans intérêts, depuis votre solde réel. L’argent emprunté et perdu en tradant reste dû.</p>
<h2>Plans intelligents</h2>
<p>Le rendement des plans intelligents est payé par une réserve alimentée par l’exploitant, il n’est pas gagné sur un marché ; un plan n’est vendu que tant que la réserve le couvre. Sortir d’un plan avant terme coûte une pénalité sur le capital ainsi que les revenus déjà versés.</p>
<h2>Prix simulés et volatilité des cryptos</h2>
<p>Par défaut, les prix proviennent d’un simulateur intégré et sont signalés comme simulés ; les résultats du compte démo ne prédisent pas des résultats réels. Les cryptomonnaies peuvent varier fortement en quelques minutes, et les transferts sur blockchain sont irréversibles.</p>`,
    },
    it: {
      title: "Avvertenza sui rischi",
      body: `<p><strong>Fare trading e investire può farvi perdere denaro. Usate solo denaro che potete permettervi di perdere.</strong> Tradewind non possiede licenze finanziarie e il vostro saldo non è protetto da alcun sistema di garanzia dei depositi.</p>
<h2>Leva e liquidazione</h2>
<p>Gli ordini su contratti usano la leva: un piccolo movimento di prezzo produce un grande guadagno o una grande perdita sul margine. Quando il patrimonio di una posizione scende al margine di mantenimento dello strumento, viene liquidata automaticamente e perdete quel margine. Si paga una commissione all’apertura e alla chiusura, e si compra o vende al prezzo registrato più metà dello spread.</p>
<h2>Opzioni</h2>
<p>Un’opzione è una scommessa sulla direzione del prezzo in un ciclo fisso. Se il prezzo va contro di voi, perdete l’intera puntata. Una vincita restituisce la puntata più la puntata moltiplicata per il rapporto di pagamento del ciclo; a prezzo invariato la puntata viene restituita.</p>
<h2>Prestiti</h2>
<p>Un prestito va rimborsato per intero dal saldo reale, con gli interessi dopo i giorni senza interessi. Il denaro preso in prestito e perso nel trading resta comunque un debito.</p>
<h2>Piani smart</h2>
<p>Il rendimento dei piani smart è pagato da una riserva alimentata dal gestore, non guadagnato su un mercato; un piano è venduto solo finché la riserva lo copre. Uscire prima della scadenza costa una penale sul capitale e i rendimenti già pagati.</p>
<h2>Prezzi simulati e volatilità delle cripto</h2>
<p>Per impostazione predefinita i prezzi provengono da un simulatore integrato e sono indicati come simulati; i risultati nel conto demo non predicono risultati reali. Le criptovalute possono muoversi bruscamente in pochi minuti e i trasferimenti su blockchain non sono reversibili.</p>`,
    },
    es: {
      title: "Advertencia de riesgos",
      body: `<p><strong>Operar e invertir puede hacerle perder dinero. Use solo dinero que pueda permitirse perder.</strong> Tradewind no tiene ninguna licencia financiera y su saldo no está protegido por ningún fondo de garantía de depósitos.</p>
<h2>Apalancamiento y liquidación</h2>
<p>Las órdenes de contratos usan apalancamiento: un pequeño movimiento del precio produce una gran ganancia o pérdida sobre su margen. Cuando el capital de una posición cae hasta el margen de mantenimiento del instrumento, se liquida automáticamente y usted pierde ese margen. Se cobra una comisión al abrir y al cerrar, y compra o vende al precio registrado más la mitad del diferencial.</p>
<h2>Opciones</h2>
<p>Una opción es una apuesta sobre la dirección del precio durante un ciclo fijo. Si el precio va en su contra, pierde toda la apuesta. Si acierta, recibe la apuesta más la apuesta multiplicada por el ratio de pago del ciclo; con el mismo precio, se le devuelve la apuesta.</p>
<h2>Préstamos</h2>
<p>Un préstamo debe devolverse íntegramente desde su saldo real, con intereses después de los días sin intereses. El dinero prestado que se pierda operando sigue siendo una deuda.</p>
<h2>Planes inteligentes</h2>
<p>El rendimiento de los planes inteligentes se paga con una reserva que dota el operador, no se gana en un mercado; un plan solo se vende mientras la reserva lo cubre. Salir antes de tiempo cuesta una penalización sobre el capital y los ingresos ya cobrados.</p>
<h2>Precios simulados y volatilidad cripto</h2>
<p>De forma predeterminada, los precios proceden de un simulador integrado y se marcan como simulados; los resultados de la cuenta demo no predicen resultados reales. Las criptomonedas pueden moverse bruscamente en minutos, y las transferencias en blockchain no se pueden revertir.</p>`,
    },
    ar: {
      title: "تحذير المخاطر",
      body: `<p><strong>قد يُفقدك التداول والاستثمار أموالك. لا تستخدم إلا مالًا يمكنك تحمّل خسارته.</strong> لا تحمل Tradewind أي ترخيص مالي، ورصيدك غير محمي بأي نظام لضمان الودائع.</p>
<h2>الرافعة المالية والتصفية</h2>
<p>تستخدم أوامر عقود الفروقات رافعة مالية: حركة سعرية صغيرة تُحدث ربحًا أو خسارة كبيرة على الهامش. عندما تنخفض قيمة المركز إلى هامش الصيانة الخاص بالأداة يُصفّى تلقائيًا وتخسر ذلك الهامش. تُفرض رسوم عند الفتح وعند الإغلاق، وتشتري أو تبيع بالسعر المسجّل مضافًا إليه نصف فارق السعر.</p>
<h2>الخيارات</h2>
<p>الخيار رهان على اتجاه السعر خلال دورة محددة. إذا تحرك السعر عكس توقعك تخسر المبلغ كله. الربح يعيد المبلغ مضافًا إليه المبلغ مضروبًا في نسبة عائد الدورة، وعند تساوي السعر يُعاد المبلغ.</p>
<h2>القروض</h2>
<p>يجب سداد القرض كاملًا من رصيدك الحقيقي، مع الفائدة بعد أيام الإعفاء منها. المال المقترض الذي تخسره في التداول يبقى دينًا عليك.</p>
<h2>الخطط الذكية</h2>
<p>تُدفع عوائد الخطط الذكية من احتياطي يموّله المشغّل، ولا تُكسب من السوق؛ ولا تُباع الخطة إلا ما دام الاحتياطي يغطيها. الخروج المبكر من الخطة يكلّف غرامة على رأس المال ويُخصم منه الدخل المدفوع.</p>
<h2>الأسعار المحاكاة وتقلب العملات المشفرة</h2>
<p>تأتي الأسعار افتراضيًا من محاكٍ مدمج وتُوسم بأنها محاكاة؛ ونتائج الحساب التجريبي لا تتنبأ بالنتائج الحقيقية. قد تتحرك العملات المشفرة بحدة خلال دقائق، ولا يمكن عكس التحويلات على البلوكتشين.</p>`,
    },
    hk: {
      title: "風險警告",
      body: `<p><strong>交易及投資可能令您蒙受損失。請只使用您能承受損失的資金。</strong>Tradewind 並未持有任何金融牌照，您的餘額亦不受任何存款保障計劃保障。</p>
<h2>槓桿與強制平倉</h2>
<p>合約單使用槓桿：價格輕微變動，已足以令保證金出現大幅盈虧。當倉位權益跌至該產品的維持保證金時，倉位會自動強制平倉，您會損失該筆保證金。開倉及平倉時均收取手續費，並按記錄價格加一半點差買入或賣出。</p>
<h2>期權</h2>
<p>期權是押注價格在固定週期內的升跌方向。如價格走勢與您的判斷相反，您會損失全部投注額。猜中時可取回投注額，另加投注額乘以該週期賠付比率的金額；價格相同則退還投注額。</p>
<h2>貸款</h2>
<p>貸款須以真實帳戶餘額全數償還，免息日數過後須付利息。借來的資金即使在交易中虧損，債務仍然存在。</p>
<h2>智能計劃</h2>
<p>智能計劃收益由營運方注資的儲備支付，並非從市場賺取；只在儲備足以覆蓋時才會出售計劃。提前退出須就本金支付罰金，並扣除已派發的收益。</p>
<h2>模擬價格及加密貨幣波動</h2>
<p>預設情況下價格來自內置模擬器，並標明為模擬；模擬帳戶的結果不能預示真實結果。加密貨幣價格可在數分鐘內大幅波動，區塊鏈轉帳亦無法撤回。</p>`,
    },
    zh: {
      title: "风险提示",
      body: `<p><strong>交易和投资可能让您亏损。请只使用您能承受损失的资金。</strong>Tradewind 不持有任何金融牌照，您的余额也不受任何存款保险计划保护。</p>
<h2>杠杆与强制平仓</h2>
<p>合约单使用杠杆：价格的小幅波动就会让保证金出现大幅盈亏。当持仓权益跌到该品种的维持保证金时，持仓会被自动强制平仓，您将损失这部分保证金。开仓和平仓时都收取手续费，并按记录价格加一半点差买入或卖出。</p>
<h2>期权</h2>
<p>期权是押注价格在固定周期内的涨跌方向。如果价格走势与您的判断相反，您将损失全部投注金额。猜中时可拿回投注金额，另加投注金额乘以该周期赔付比例的金额；价格相同则退还投注金额。</p>
<h2>贷款</h2>
<p>贷款必须用真实账户余额全额偿还，免息天数过后需支付利息。借来的资金即使在交易中亏掉，债务依然存在。</p>
<h2>智能计划</h2>
<p>智能计划收益由运营方注资的储备支付，并非在市场上赚取；只有在储备足以覆盖时才会出售计划。提前退出需就本金支付违约金，并扣除已发放的收益。</p>
<h2>模拟价格与加密货币波动</h2>
<p>默认情况下价格来自内置模拟器，并标注为模拟；模拟账户的结果不能预示真实结果。加密货币价格可能在几分钟内剧烈波动，区块链转账无法撤回。</p>`,
    },
  },
};

const cookiePolicy: SeedContent = {
  slug: "cookie-policy",
  type: 3,
  sortOrder: 40,
  translations: {
    en: {
      title: "Cookie policy",
      body: `<h2>We set no cookies</h2>
<p>Tradewind does not set cookies, and it loads no third-party analytics, advertising or tracking scripts. What the web app needs to remember is kept in your browser's local storage, on your device only. It is not used to follow you on other sites.</p>
<h2>What is stored in your browser</h2>
<ul>
<li><strong>Session token</strong> and a copy of your profile, so a reload keeps you signed in. Logging out removes them.</li>
<li><strong>Language</strong> you chose.</li>
<li><strong>Account choice</strong>: whether you are using the virtual or the real account (virtual by default).</li>
<li><strong>Onboarding flag</strong>: that you have seen the welcome board.</li>
<li><strong>Watchlist</strong> of a visitor who is not signed in (moved to your account when you sign in), and the last leverage you chose per instrument.</li>
<li><strong>Read notices</strong> of a visitor who is not signed in, so new ones can be marked as unread.</li>
<li><strong>Visitor chat identity</strong>: a temporary identity that lets a visitor's conversation with customer service continue after a reload.</li>
</ul>
<p>During a Google sign-in, a short-lived check value is kept in the tab's session storage and removed when Google sends you back. Google's own pages follow Google's policies.</p>
<h2>Your control</h2>
<p>You can clear this data at any time in your browser's settings. You will then be signed out, and the app starts again in your browser's language with the virtual account.</p>`,
    },
    ja: {
      title: "クッキーポリシー",
      body: `<h2>クッキーは使用していません</h2>
<p>Tradewind はクッキーを設定せず、第三者の分析・広告・トラッキング用スクリプトも読み込みません。ウェブアプリが記憶する必要のある情報は、お使いの端末のブラウザのローカルストレージにのみ保存され、他のサイトでお客様を追跡するために使われることはありません。</p>
<h2>ブラウザに保存される情報</h2>
<ul>
<li><strong>セッショントークン</strong>とプロフィールの写し。再読み込みしてもログイン状態を保つためのもので、ログアウトすると削除されます。</li>
<li>選択した<strong>言語</strong>。</li>
<li><strong>口座の選択</strong>：デモ口座とリアル口座のどちらを使っているか（初期値はデモ口座）。</li>
<li><strong>オンボーディングの表示済みフラグ</strong>：ようこそ画面を見たかどうか。</li>
<li>ログインしていない訪問者の<strong>ウォッチリスト</strong>（ログイン時にアカウントへ移されます）と、銘柄ごとに最後に選んだレバレッジ。</li>
<li>ログインしていない訪問者の<strong>既読のお知らせ</strong>：新しいお知らせを未読として示すため。</li>
<li><strong>訪問者チャットの識別情報</strong>：訪問者とカスタマーサービスの会話を再読み込み後も続けるための一時的な識別情報。</li>
</ul>
<p>Google でログインする間は、短時間だけ使う確認用の値がタブのセッションストレージに保存され、Google から戻った時点で削除されます。Google のページには Google のポリシーが適用されます。</p>
<h2>お客様による管理</h2>
<p>これらのデータはブラウザの設定でいつでも消去できます。消去するとログアウトされ、アプリはブラウザの言語とデモ口座で始まります。</p>`,
    },
    ko: {
      title: "쿠키 정책",
      body: `<h2>쿠키를 사용하지 않습니다</h2>
<p>Tradewind는 쿠키를 설정하지 않으며, 제3자 분석·광고·추적 스크립트도 불러오지 않습니다. 웹 앱이 기억해야 하는 정보는 고객님 기기의 브라우저 로컬 저장소에만 보관되며, 다른 사이트에서 고객님을 추적하는 데 쓰이지 않습니다.</p>
<h2>브라우저에 저장되는 정보</h2>
<ul>
<li><strong>세션 토큰</strong>과 프로필 사본: 새로 고침해도 로그인 상태를 유지하기 위한 것으로, 로그아웃하면 삭제됩니다.</li>
<li>선택한 <strong>언어</strong>.</li>
<li><strong>계좌 선택</strong>: 모의투자 계좌와 실전투자 계좌 중 어느 것을 쓰는지(기본값은 모의투자 계좌).</li>
<li><strong>온보딩 표시 여부</strong>: 환영 화면을 보았는지 여부.</li>
<li>로그인하지 않은 방문자의 <strong>관심 종목</strong>(로그인하면 계정으로 옮겨집니다)과 종목별로 마지막에 고른 레버리지.</li>
<li>로그인하지 않은 방문자가 <strong>읽은 공지</strong>: 새 공지를 읽지 않음으로 표시하기 위한 것.</li>
<li><strong>방문자 채팅 식별값</strong>: 방문자와 고객센터의 대화를 새로 고침 후에도 이어 가기 위한 임시 식별값.</li>
</ul>
<p>Google 로그인 중에는 잠깐 쓰이는 확인값이 탭의 세션 저장소에 보관되며, Google에서 돌아오면 삭제됩니다. Google 페이지에는 Google의 정책이 적용됩니다.</p>
<h2>고객님의 선택</h2>
<p>브라우저 설정에서 언제든지 이 데이터를 지울 수 있습니다. 지우면 로그아웃되고, 앱은 브라우저 언어와 모의투자 계좌로 다시 시작합니다.</p>`,
    },
    de: {
      title: "Cookie-Richtlinie",
      body: `<h2>Wir setzen keine Cookies</h2>
<p>Tradewind setzt keine Cookies und lädt keine Analyse-, Werbe- oder Tracking-Skripte Dritter. Was die Web-App sich merken muss, liegt im lokalen Speicher Ihres Browsers, nur auf Ihrem Gerät. Es wird nicht genutzt, um Sie auf anderen Websites zu verfolgen.</p>
<h2>Was in Ihrem Browser gespeichert wird</h2>
<ul>
<li><strong>Sitzungstoken</strong> und eine Kopie Ihres Profils, damit Sie nach einem Neuladen angemeldet bleiben. Beim Abmelden werden sie entfernt.</li>
<li>Die gewählte <strong>Sprache</strong>.</li>
<li><strong>Kontowahl</strong>: ob Sie das Demo- oder das Echtgeldkonto nutzen (standardmäßig das Demokonto).</li>
<li><strong>Onboarding-Merker</strong>: dass Sie die Willkommenstafel gesehen haben.</li>
<li>Die <strong>Watchlist</strong> eines nicht angemeldeten Besuchers (bei der Anmeldung in Ihr Konto übernommen) und der zuletzt gewählte Hebel je Instrument.</li>
<li><strong>Gelesene Mitteilungen</strong> eines nicht angemeldeten Besuchers, damit neue als ungelesen markiert werden können.</li>
<li><strong>Besucher-Chatkennung</strong>: eine vorübergehende Kennung, damit das Gespräch eines Besuchers mit dem Kundenservice nach einem Neuladen weitergeht.</li>
</ul>
<p>Während einer Google-Anmeldung liegt ein kurzlebiger Prüfwert im Sitzungsspeicher des Tabs und wird entfernt, wenn Google Sie zurückschickt. Für Googles eigene Seiten gelten Googles Richtlinien.</p>
<h2>Ihre Kontrolle</h2>
<p>Sie können diese Daten jederzeit in den Einstellungen Ihres Browsers löschen. Danach sind Sie abgemeldet, und die App startet wieder in der Sprache Ihres Browsers mit dem Demokonto.</p>`,
    },
    fr: {
      title: "Politique relative aux cookies",
      body: `<h2>Nous ne déposons aucun cookie</h2>
<p>Tradewind ne dépose pas de cookies et ne charge aucun script tiers de mesure d’audience, de publicité ou de suivi. Ce que l’application web doit mémoriser est conservé dans le stockage local de votre navigateur, sur votre appareil uniquement. Cela ne sert pas à vous suivre sur d’autres sites.</p>
<h2>Ce qui est stocké dans votre navigateur</h2>
<ul>
<li><strong>Jeton de session</strong> et copie de votre profil, pour rester connecté après un rechargement. La déconnexion les supprime.</li>
<li>La <strong>langue</strong> choisie.</li>
<li><strong>Choix du compte</strong> : compte démo ou compte réel (démo par défaut).</li>
<li><strong>Indicateur d’accueil</strong> : vous avez vu le tableau de bienvenue.</li>
<li>La <strong>liste de suivi</strong> d’un visiteur non connecté (transférée sur votre compte à la connexion) et le dernier effet de levier choisi par instrument.</li>
<li>Les <strong>avis lus</strong> par un visiteur non connecté, pour signaler les nouveaux comme non lus.</li>
<li><strong>Identité de chat visiteur</strong> : une identité temporaire qui permet à la conversation d’un visiteur avec le service client de continuer après un rechargement.</li>
</ul>
<p>Pendant une connexion avec Google, une valeur de contrôle éphémère est gardée dans le stockage de session de l’onglet, puis supprimée au retour de Google. Les pages de Google suivent les politiques de Google.</p>
<h2>Votre contrôle</h2>
<p>Vous pouvez effacer ces données à tout moment dans les réglages de votre navigateur. Vous serez alors déconnecté et l’application redémarrera dans la langue de votre navigateur, sur le compte démo.</p>`,
    },
    it: {
      title: "Informativa sui cookie",
      body: `<h2>Non usiamo cookie</h2>
<p>Tradewind non imposta cookie e non carica script di terze parti per analisi, pubblicità o tracciamento. Ciò che l’app web deve ricordare resta nella memoria locale del vostro browser, solo sul vostro dispositivo, e non serve a seguirvi su altri siti.</p>
<h2>Cosa viene salvato nel browser</h2>
<ul>
<li><strong>Token di sessione</strong> e una copia del profilo, per restare connessi dopo un ricaricamento. Uscendo vengono rimossi.</li>
<li>La <strong>lingua</strong> scelta.</li>
<li><strong>Scelta del conto</strong>: se usate il conto demo o quello reale (demo per impostazione predefinita).</li>
<li><strong>Indicatore di benvenuto</strong>: che avete già visto la schermata iniziale.</li>
<li>La <strong>watchlist</strong> di un visitatore non connesso (trasferita sul vostro account all’accesso) e l’ultima leva scelta per ogni strumento.</li>
<li>Gli <strong>avvisi letti</strong> da un visitatore non connesso, per segnalare quelli nuovi come non letti.</li>
<li><strong>Identità chat del visitatore</strong>: un’identità temporanea che permette alla conversazione di un visitatore con il servizio clienti di continuare dopo un ricaricamento.</li>
</ul>
<p>Durante un accesso con Google, un valore di controllo di breve durata resta nella memoria di sessione della scheda e viene rimosso quando Google vi rimanda indietro. Le pagine di Google seguono le politiche di Google.</p>
<h2>Il vostro controllo</h2>
<p>Potete cancellare questi dati in qualsiasi momento dalle impostazioni del browser. Verrete disconnessi e l’app ripartirà nella lingua del browser con il conto demo.</p>`,
    },
    es: {
      title: "Política de cookies",
      body: `<h2>No usamos cookies</h2>
<p>Tradewind no instala cookies ni carga scripts de terceros de analítica, publicidad o seguimiento. Lo que la aplicación web necesita recordar se guarda en el almacenamiento local de su navegador, solo en su dispositivo, y no se usa para seguirle en otros sitios.</p>
<h2>Qué se guarda en su navegador</h2>
<ul>
<li><strong>Token de sesión</strong> y una copia de su perfil, para seguir conectado al recargar. Al cerrar sesión se eliminan.</li>
<li>El <strong>idioma</strong> elegido.</li>
<li><strong>Cuenta elegida</strong>: si usa la cuenta demo o la real (demo por defecto).</li>
<li><strong>Indicador de bienvenida</strong>: que ya ha visto el panel de bienvenida.</li>
<li>La <strong>lista de seguimiento</strong> de un visitante sin sesión (se pasa a su cuenta al iniciar sesión) y el último apalancamiento elegido por instrumento.</li>
<li>Los <strong>avisos leídos</strong> por un visitante sin sesión, para marcar los nuevos como no leídos.</li>
<li><strong>Identidad de chat de visitante</strong>: una identidad temporal que permite que la conversación de un visitante con atención al cliente continúe tras recargar.</li>
</ul>
<p>Durante un inicio de sesión con Google, un valor de control de corta duración se guarda en el almacenamiento de sesión de la pestaña y se borra cuando Google le devuelve. Las páginas de Google siguen las políticas de Google.</p>
<h2>Su control</h2>
<p>Puede borrar estos datos en cualquier momento desde la configuración de su navegador. Se cerrará su sesión y la aplicación volverá a empezar en el idioma de su navegador con la cuenta demo.</p>`,
    },
    ar: {
      title: "سياسة ملفات تعريف الارتباط",
      body: `<h2>لا نستخدم ملفات تعريف الارتباط</h2>
<p>لا تضع Tradewind ملفات تعريف ارتباط (كوكيز)، ولا تحمّل أي نصوص برمجية لطرف ثالث للتحليلات أو الإعلانات أو التتبع. ما يحتاج تطبيق الويب إلى تذكّره يُحفظ في التخزين المحلي لمتصفحك، على جهازك فقط، ولا يُستخدم لتتبعك في مواقع أخرى.</p>
<h2>ما يُحفظ في متصفحك</h2>
<ul>
<li><strong>رمز الجلسة</strong> ونسخة من ملفك الشخصي، لتبقى مسجّل الدخول بعد إعادة التحميل. يحذفهما تسجيل الخروج.</li>
<li><strong>اللغة</strong> التي اخترتها.</li>
<li><strong>اختيار الحساب</strong>: هل تستخدم الحساب التجريبي أم الحقيقي (التجريبي افتراضيًا).</li>
<li><strong>علامة الترحيب</strong>: أنك شاهدت لوحة الترحيب.</li>
<li><strong>قائمة المتابعة</strong> لزائر لم يسجّل الدخول (تُنقل إلى حسابك عند تسجيل الدخول)، وآخر رافعة مالية اخترتها لكل أداة.</li>
<li><strong>الإشعارات المقروءة</strong> لزائر لم يسجّل الدخول، لتمييز الجديدة منها كغير مقروءة.</li>
<li><strong>هوية محادثة الزائر</strong>: هوية مؤقتة تسمح باستمرار محادثة الزائر مع خدمة العملاء بعد إعادة التحميل.</li>
</ul>
<p>أثناء تسجيل الدخول عبر Google تُحفظ قيمة تحقق قصيرة العمر في تخزين جلسة علامة التبويب، وتُحذف عند عودتك من Google. تخضع صفحات Google لسياسات Google.</p>
<h2>تحكّمك</h2>
<p>يمكنك مسح هذه البيانات في أي وقت من إعدادات متصفحك. عندها يُسجَّل خروجك، ويبدأ التطبيق من جديد بلغة متصفحك وبالحساب التجريبي.</p>`,
    },
    hk: {
      title: "Cookie 政策",
      body: `<h2>我們不使用 Cookie</h2>
<p>Tradewind 不會設定 Cookie，亦不載入任何第三方分析、廣告或追蹤程式。網頁應用程式需要記住的資料只保存在您裝置上瀏覽器的本機儲存空間，不會用來在其他網站追蹤您。</p>
<h2>瀏覽器中保存的資料</h2>
<ul>
<li><strong>工作階段權杖</strong>及您的個人資料副本，令您重新載入後仍保持登入。登出時會被刪除。</li>
<li>您選擇的<strong>語言</strong>。</li>
<li><strong>帳戶選擇</strong>：您正在使用模擬帳戶還是真實帳戶（預設為模擬帳戶）。</li>
<li><strong>導覽標記</strong>：您已看過歡迎頁。</li>
<li>未登入訪客的<strong>自選清單</strong>（登入時會移至您的帳戶），以及每個產品最後選擇的槓桿。</li>
<li>未登入訪客<strong>已讀的公告</strong>，以便把新公告標示為未讀。</li>
<li><strong>訪客聊天身份</strong>：一個臨時身份，讓訪客與客戶服務的對話在重新載入後得以延續。</li>
</ul>
<p>使用 Google 登入期間，分頁的工作階段儲存空間會暫存一個短時效的核對值，Google 將您送回後即刪除。Google 本身的網頁受 Google 的政策規管。</p>
<h2>由您控制</h2>
<p>您可隨時在瀏覽器設定中清除這些資料。清除後您會被登出，應用程式會以瀏覽器的語言及模擬帳戶重新開始。</p>`,
    },
    zh: {
      title: "Cookie 政策",
      body: `<h2>我们不使用 Cookie</h2>
<p>Tradewind 不设置 Cookie，也不加载任何第三方统计、广告或追踪脚本。网页应用需要记住的数据只保存在您设备上浏览器的本地存储中，不会用于在其他网站追踪您。</p>
<h2>浏览器中保存的数据</h2>
<ul>
<li><strong>会话令牌</strong>和您的个人资料副本，让您刷新页面后保持登录。退出登录时会被删除。</li>
<li>您选择的<strong>语言</strong>。</li>
<li><strong>账户选择</strong>：您正在使用模拟账户还是真实账户（默认为模拟账户）。</li>
<li><strong>引导标记</strong>：您已看过欢迎页。</li>
<li>未登录访客的<strong>自选列表</strong>（登录时会转到您的账户），以及每个品种最后选择的杠杆。</li>
<li>未登录访客<strong>已读的公告</strong>，以便把新公告标记为未读。</li>
<li><strong>访客聊天身份</strong>：一个临时身份，让访客与客服的对话在刷新后得以继续。</li>
</ul>
<p>使用 Google 登录期间，标签页的会话存储中会暂存一个短时有效的校验值，Google 将您跳转回来后即删除。Google 自己的页面适用 Google 的政策。</p>
<h2>由您掌控</h2>
<p>您可以随时在浏览器设置中清除这些数据。清除后您会退出登录，应用会以浏览器的语言和模拟账户重新开始。</p>`,
    },
  },
};

const aboutAdvertising: SeedContent = {
  slug: "about-advertising",
  type: 3,
  sortOrder: 50,
  translations: {
    en: {
      title: "About advertising",
      body: `<h2>No third-party ads, no trackers</h2>
<p>Tradewind shows no advertising from other companies and loads no advertising networks, analytics tools or tracking pixels. We do not sell or share your data for advertising.</p>
<h2>What we do promote</h2>
<p>The only promotion on the platform is about the platform itself: the home page, product cards, notices and the introduction page. The figures on the home page (such as the lowest fee rate in our catalogue, the number of listed instruments, registered users and the 24-hour volume traded on real accounts) are counted from our database when you open the page. We do not publish invented or rounded-up marketing numbers.</p>
<h2>Referral programme</h2>
<p>Users may share their invitation link. If you receive one, the person who invited you can earn a rebate paid from part of the fees the platform actually collects on your real-account trades; it costs you nothing extra. Nobody is paid to recommend a product to you, and no one on Tradewind can promise you a return.</p>
<h2>Impersonation</h2>
<p>We do not advertise through private messages promising guaranteed profits. If you see such an offer using our name, do not send money, and tell our customer service in the chat.</p>`,
    },
    ja: {
      title: "広告について",
      body: `<h2>第三者広告もトラッカーもありません</h2>
<p>Tradewind は他社の広告を表示せず、広告ネットワーク、分析ツール、トラッキングピクセルも読み込みません。お客様のデータを広告目的で販売・共有することもありません。</p>
<h2>当社が紹介するもの</h2>
<p>プラットフォーム上の宣伝は、ホームページ、商品カード、お知らせ、紹介ページなど、本プラットフォーム自身に関するものだけです。ホームページの数字（取扱銘柄の最低手数料率、上場銘柄数、登録ユーザー数、リアル口座での 24 時間取引高など）は、ページを開いた時点でデータベースから集計したものです。作られた数字や水増しした宣伝用の数字は掲載しません。</p>
<h2>紹介プログラム</h2>
<p>ユーザーは招待リンクを共有できます。招待を受けた場合、招待者は、お客様のリアル口座での取引でプラットフォームが実際に受け取った手数料の一部からリベートを受け取ることがありますが、お客様の追加負担はありません。商品を勧めることで報酬を得る人はおらず、Tradewind の誰もリターンを約束することはできません。</p>
<h2>なりすましにご注意ください</h2>
<p>当社が確実な利益を約束する個人メッセージで宣伝することはありません。当社の名前を使ったそのような勧誘を見かけたら、送金せず、チャットでカスタマーサービスにお知らせください。</p>`,
    },
    ko: {
      title: "광고 안내",
      body: `<h2>제3자 광고도, 추적기도 없습니다</h2>
<p>Tradewind는 다른 회사의 광고를 보여 주지 않으며 광고 네트워크, 분석 도구, 추적 픽셀을 불러오지 않습니다. 고객님의 데이터를 광고 목적으로 판매하거나 공유하지 않습니다.</p>
<h2>저희가 소개하는 것</h2>
<p>플랫폼 안의 홍보는 홈 화면, 상품 카드, 공지, 소개 페이지처럼 플랫폼 자체에 관한 것뿐입니다. 홈 화면의 수치(목록에서 가장 낮은 수수료율, 상장 종목 수, 가입자 수, 실전투자 계좌의 24시간 거래량 등)는 페이지를 열 때 데이터베이스에서 집계한 값입니다. 지어내거나 부풀린 홍보 수치는 게시하지 않습니다.</p>
<h2>추천 프로그램</h2>
<p>사용자는 초대 링크를 공유할 수 있습니다. 초대를 받아 가입하면, 초대한 사람은 고객님의 실전투자 계좌 거래에서 플랫폼이 실제로 받은 수수료의 일부를 리베이트로 받을 수 있으며, 고객님이 추가로 부담하는 것은 없습니다. 상품을 권하는 대가로 돈을 받는 사람은 없으며, Tradewind의 누구도 수익을 약속할 수 없습니다.</p>
<h2>사칭 주의</h2>
<p>저희는 확정 수익을 약속하는 개인 메시지로 광고하지 않습니다. 저희 이름을 쓴 그런 제안을 보시면 송금하지 마시고 채팅 고객센터에 알려 주세요.</p>`,
    },
    de: {
      title: "Über Werbung",
      body: `<h2>Keine Fremdwerbung, keine Tracker</h2>
<p>Tradewind zeigt keine Werbung anderer Unternehmen und lädt keine Werbenetzwerke, Analysewerkzeuge oder Tracking-Pixel. Wir verkaufen Ihre Daten nicht für Werbung und geben sie dafür auch nicht weiter.</p>
<h2>Was wir bewerben</h2>
<p>Die einzige Werbung auf der Plattform betrifft die Plattform selbst: Startseite, Produktkarten, Mitteilungen und die Einführungsseite. Die Zahlen auf der Startseite (etwa der niedrigste Gebührensatz unseres Katalogs, die Zahl der gelisteten Instrumente, der registrierten Nutzer und das 24-Stunden-Volumen der Echtgeldkonten) werden beim Öffnen der Seite aus unserer Datenbank gezählt. Erfundene oder aufgerundete Werbezahlen veröffentlichen wir nicht.</p>
<h2>Empfehlungsprogramm</h2>
<p>Nutzer können ihren Einladungslink teilen. Wenn Sie über einen solchen Link kommen, kann die einladende Person einen Rabatt erhalten, der aus einem Teil der Gebühren gezahlt wird, die die Plattform bei Ihren Echtgeld-Trades tatsächlich einnimmt; Sie zahlen dafür nichts extra. Niemand wird dafür bezahlt, Ihnen ein Produkt zu empfehlen, und niemand bei Tradewind kann Ihnen eine Rendite versprechen.</p>
<h2>Betrug unter unserem Namen</h2>
<p>Wir werben nicht mit Privatnachrichten, die sichere Gewinne versprechen. Sehen Sie ein solches Angebot unter unserem Namen, senden Sie kein Geld und melden Sie es unserem Kundenservice im Chat.</p>`,
    },
    fr: {
      title: "À propos de la publicité",
      body: `<h2>Ni publicité tierce, ni traceurs</h2>
<p>Tradewind n’affiche aucune publicité d’autres entreprises et ne charge ni régie publicitaire, ni outil d’analyse, ni pixel de suivi. Nous ne vendons ni ne partageons vos données à des fins publicitaires.</p>
<h2>Ce que nous mettons en avant</h2>
<p>La seule promotion sur la plateforme concerne la plateforme elle-même : la page d’accueil, les cartes produits, les avis et la page de présentation. Les chiffres de la page d’accueil (comme le taux de frais le plus bas de notre catalogue, le nombre d’instruments listés, d’utilisateurs inscrits et le volume échangé en 24 heures sur les comptes réels) sont comptés dans notre base de données à l’ouverture de la page. Nous ne publions pas de chiffres marketing inventés ou arrondis à la hausse.</p>
<h2>Programme de parrainage</h2>
<p>Les utilisateurs peuvent partager leur lien d’invitation. Si vous en recevez un, la personne qui vous a invité peut toucher une remise prise sur une part des frais que la plateforme perçoit réellement sur vos opérations en compte réel ; cela ne vous coûte rien de plus. Personne n’est payé pour vous recommander un produit, et personne chez Tradewind ne peut vous promettre un rendement.</p>
<h2>Usurpation</h2>
<p>Nous ne faisons pas de publicité par messages privés promettant des gains garantis. Si vous voyez une telle offre à notre nom, n’envoyez pas d’argent et prévenez notre service client dans le chat.</p>`,
    },
    it: {
      title: "Sulla pubblicità",
      body: `<h2>Niente pubblicità di terzi, niente tracker</h2>
<p>Tradewind non mostra pubblicità di altre aziende e non carica reti pubblicitarie, strumenti di analisi o pixel di tracciamento. Non vendiamo né condividiamo i vostri dati a fini pubblicitari.</p>
<h2>Cosa promuoviamo</h2>
<p>L’unica promozione sulla piattaforma riguarda la piattaforma stessa: la home page, le schede prodotto, gli avvisi e la pagina di presentazione. Le cifre della home page (come la commissione più bassa del nostro catalogo, il numero di strumenti quotati, di utenti registrati e il volume scambiato in 24 ore sui conti reali) sono contate dal nostro database quando aprite la pagina. Non pubblichiamo numeri di marketing inventati o arrotondati per eccesso.</p>
<h2>Programma di referral</h2>
<p>Gli utenti possono condividere il proprio link di invito. Se ne ricevete uno, chi vi ha invitato può ottenere una commissione retrocessa, pagata da una parte delle commissioni che la piattaforma incassa davvero sulle vostre operazioni nel conto reale; a voi non costa nulla in più. Nessuno è pagato per consigliarvi un prodotto e nessuno su Tradewind può promettervi un rendimento.</p>
<h2>Impostori</h2>
<p>Non facciamo pubblicità con messaggi privati che promettono guadagni sicuri. Se vedete un’offerta del genere a nostro nome, non inviate denaro e segnalatela al servizio clienti in chat.</p>`,
    },
    es: {
      title: "Sobre la publicidad",
      body: `<h2>Sin anuncios de terceros ni rastreadores</h2>
<p>Tradewind no muestra publicidad de otras empresas ni carga redes publicitarias, herramientas de analítica o píxeles de seguimiento. No vendemos ni compartimos sus datos con fines publicitarios.</p>
<h2>Lo que sí promocionamos</h2>
<p>La única promoción en la plataforma trata de la propia plataforma: la página de inicio, las tarjetas de productos, los avisos y la página de presentación. Las cifras de la página de inicio (como la comisión más baja de nuestro catálogo, el número de instrumentos listados, de usuarios registrados y el volumen negociado en 24 horas en cuentas reales) se cuentan en nuestra base de datos al abrir la página. No publicamos cifras de marketing inventadas ni redondeadas al alza.</p>
<h2>Programa de referidos</h2>
<p>Los usuarios pueden compartir su enlace de invitación. Si recibe uno, quien le invitó puede cobrar una bonificación que sale de una parte de las comisiones que la plataforma cobra realmente por sus operaciones en la cuenta real; a usted no le cuesta nada más. A nadie se le paga por recomendarle un producto, y nadie en Tradewind puede prometerle una rentabilidad.</p>
<h2>Suplantación</h2>
<p>No hacemos publicidad mediante mensajes privados que prometan ganancias garantizadas. Si ve una oferta así con nuestro nombre, no envíe dinero y avise a nuestro servicio de atención al cliente en el chat.</p>`,
    },
    ar: {
      title: "حول الإعلانات",
      body: `<h2>لا إعلانات لأطراف ثالثة ولا أدوات تتبع</h2>
<p>لا تعرض Tradewind إعلانات شركات أخرى، ولا تحمّل شبكات إعلانية أو أدوات تحليلات أو بكسلات تتبع. ولا نبيع بياناتك أو نشاركها لأغراض إعلانية.</p>
<h2>ما نروّج له</h2>
<p>الترويج الوحيد على المنصة يخص المنصة نفسها: الصفحة الرئيسية وبطاقات المنتجات والإشعارات وصفحة التعريف. الأرقام في الصفحة الرئيسية (مثل أدنى نسبة رسوم في قائمتنا، وعدد الأدوات المدرجة، والمستخدمين المسجلين، وحجم التداول خلال 24 ساعة في الحسابات الحقيقية) تُحسب من قاعدة بياناتنا عند فتح الصفحة. لا ننشر أرقامًا تسويقية مختلَقة أو مضخّمة.</p>
<h2>برنامج الإحالة</h2>
<p>يمكن للمستخدمين مشاركة رابط الدعوة. إذا سجّلت عبر رابط، فقد يحصل من دعاك على مكافأة تُدفع من جزء من الرسوم التي تحصّلها المنصة فعليًا من تداولاتك في الحساب الحقيقي، دون أي تكلفة إضافية عليك. لا يتقاضى أحد أجرًا مقابل توصيتك بمنتج، ولا يستطيع أحد في Tradewind أن يعدك بعائد.</p>
<h2>انتحال الهوية</h2>
<p>لا نعلن عبر رسائل خاصة تعد بأرباح مضمونة. إذا رأيت عرضًا كهذا باسمنا فلا ترسل أموالًا، وأبلغ خدمة العملاء عبر المحادثة.</p>`,
    },
    hk: {
      title: "關於廣告",
      body: `<h2>沒有第三方廣告，亦沒有追蹤工具</h2>
<p>Tradewind 不會顯示其他公司的廣告，亦不載入廣告網絡、分析工具或追蹤像素。我們不會為廣告目的出售或分享您的資料。</p>
<h2>我們推廣的內容</h2>
<p>平台上唯一的推廣內容是關於平台本身：首頁、產品卡片、公告及介紹頁。首頁上的數字（例如產品目錄中最低的手續費率、上架產品數目、註冊用戶數目及真實帳戶 24 小時成交量）是在您打開頁面時從我們的數據庫點算得出。我們不會刊登虛構或誇大的宣傳數字。</p>
<h2>推薦計劃</h2>
<p>用戶可分享自己的邀請連結。如您經連結註冊，邀請人可從平台就您真實帳戶交易實際收取的手續費中，獲得其中一部分作為返佣；您無須額外付費。沒有人因向您推薦產品而獲得報酬，Tradewind 亦沒有人能向您保證回報。</p>
<h2>提防冒充</h2>
<p>我們不會透過承諾保證獲利的私人訊息作宣傳。如看到以我們名義作出的此類邀約，請勿匯款，並在聊天中通知客戶服務。</p>`,
    },
    zh: {
      title: "关于广告",
      body: `<h2>没有第三方广告，也没有追踪工具</h2>
<p>Tradewind 不展示其他公司的广告，也不加载广告网络、统计工具或追踪像素。我们不会为广告目的出售或共享您的数据。</p>
<h2>我们推广的内容</h2>
<p>平台上唯一的推广内容是关于平台本身：首页、产品卡片、公告和介绍页。首页上的数字（例如产品目录中最低的手续费率、上架品种数量、注册用户数量以及真实账户 24 小时成交量）是在您打开页面时从我们的数据库统计得出的。我们不会发布编造或夸大的宣传数字。</p>
<h2>推荐计划</h2>
<p>用户可以分享自己的邀请链接。如果您通过链接注册，邀请人可以从平台就您真实账户交易实际收取的手续费中获得一部分作为返佣；您无需额外付费。没有人因向您推荐产品而获得报酬，Tradewind 也没有人能向您承诺收益。</p>
<h2>谨防冒充</h2>
<p>我们不会通过承诺保本保收益的私信做宣传。如果看到以我们名义发出的此类邀约，请不要转账，并在聊天中告知客服。</p>`,
    },
  },
};

export const statementContents: readonly SeedContent[] = [legalInformation, disclaimer, riskWarning, cookiePolicy, aboutAdvertising];
