// Company pages (type 1): about us and licence supervision, in all ten languages.
// Every statement here must stay true of the code: see docs/ARCHITECTURE.md and SECURITY.md.
import type { SeedContent } from "./types.ts";

const aboutUs: SeedContent = {
  slug: "about-us",
  type: 1,
  sortOrder: 10,
  translations: {
    en: {
      title: "About us",
      body: `<p>Tradewind is an online trading and investment platform for retail users, available in ten languages. We built it around one promise: <strong>honest numbers</strong>. Every figure you see is computed from our own records, and every change to your balance is a ledger entry you can read in your statement.</p>
<h2>What you can do here</h2>
<ul>
<li>Follow markets in crypto, forex, stocks, ETFs and futures, and place contract, coin and options orders.</li>
<li>Practise first in a <strong>virtual account</strong> funded with virtual money, then switch to your real account when you are ready.</li>
<li>Deposit and withdraw USDT, BTC and ETH, join smart plans, apply for loans, support charity NFT auctions and invite friends.</li>
</ul>
<h2>How we work</h2>
<p>By default, prices come from a <strong>built-in simulator</strong> and are labelled as simulated; they are not quotes from an exchange. Orders are filled at the prices we record, and each fill keeps its price, its source and its time. Deposits, withdrawals, identity checks and loans are reviewed by our operators, and every decision or change an operator makes is recorded in an audit log.</p>
<p>Tradewind holds no financial licence. Please read our licence supervision page and risk warning before you use your real account.</p>`,
    },
    ja: {
      title: "私たちについて",
      body: `<p>Tradewind は個人投資家向けのオンライン取引・投資プラットフォームで、10 の言語でご利用いただけます。私たちが掲げる約束はひとつ、<strong>正直な数字</strong>です。表示される数字はすべて当社の記録から算出され、残高の変動はすべて取引明細で確認できる台帳記録として残ります。</p>
<h2>できること</h2>
<ul>
<li>暗号資産、FX、株式、ETF、先物の相場を確認し、CFD注文・現物注文・オプション注文を出せます。</li>
<li>まずは仮想資金が入った<strong>デモ口座</strong>で練習し、準備ができたらリアル口座に切り替えられます。</li>
<li>USDT・BTC・ETH の入出金、スマートプラン、ローンの申請、チャリティー NFT オークションへの参加、友人の招待ができます。</li>
</ul>
<h2>運営の方針</h2>
<p>初期設定では、価格は<strong>内蔵のシミュレーター</strong>が生成したもので、「シミュレーション」と表示されます。取引所の相場ではありません。注文は当社が記録した価格で約定し、約定ごとに価格・価格の出所・時刻が保存されます。入金、出金、本人確認、ローンは当社のオペレーターが審査し、オペレーターによる判断や変更はすべて監査ログに記録されます。</p>
<p>Tradewind は金融ライセンスを一切保有していません。リアル口座をご利用になる前に、ライセンスと監督に関するページおよびリスク警告をお読みください。</p>`,
    },
    ko: {
      title: "회사 소개",
      body: `<p>Tradewind는 개인 투자자를 위한 온라인 거래·투자 플랫폼으로, 10개 언어로 이용할 수 있습니다. 저희의 약속은 단 하나, <strong>정직한 숫자</strong>입니다. 화면에 보이는 모든 수치는 저희 기록에서 계산되며, 잔액의 모든 변동은 거래 내역에서 확인할 수 있는 원장 기록으로 남습니다.</p>
<h2>이용할 수 있는 서비스</h2>
<ul>
<li>암호화폐, 외환, 주식, ETF, 선물 시세를 보고 계약 주문, 코인 주문, 옵션 주문을 할 수 있습니다.</li>
<li>먼저 가상 자금이 들어 있는 <strong>모의투자 계좌</strong>로 연습한 뒤, 준비가 되면 실전투자 계좌로 전환하세요.</li>
<li>USDT, BTC, ETH 입출금, 스마트 플랜, 대출 신청, 자선 NFT 경매 참여, 친구 초대를 이용할 수 있습니다.</li>
</ul>
<h2>운영 방식</h2>
<p>기본 설정에서 가격은 <strong>내장 시뮬레이터</strong>가 만들며 '모의 가격'으로 표시됩니다. 거래소 시세가 아닙니다. 주문은 저희가 기록한 가격으로 체결되고, 체결마다 가격·가격 출처·시각이 저장됩니다. 입금, 출금, 본인 인증, 대출은 운영자가 심사하며, 운영자의 모든 결정과 변경은 감사 로그에 기록됩니다.</p>
<p>Tradewind는 어떤 금융 라이선스도 보유하고 있지 않습니다. 실전투자 계좌를 이용하기 전에 라이선스 및 감독 페이지와 위험 고지를 꼭 읽어 주세요.</p>`,
    },
    de: {
      title: "Über uns",
      body: `<p>Tradewind ist eine Online-Handels- und Anlageplattform für Privatanleger in zehn Sprachen. Wir haben sie um ein Versprechen herum gebaut: <strong>ehrliche Zahlen</strong>. Jede Zahl, die Sie sehen, wird aus unseren eigenen Aufzeichnungen berechnet, und jede Änderung Ihres Guthabens ist eine Buchung, die Sie in Ihrem Kontoauszug nachlesen können.</p>
<h2>Was Sie hier tun können</h2>
<ul>
<li>Märkte für Krypto, Devisen, Aktien, ETFs und Futures verfolgen und Kontrakt-, Coin- und Optionsaufträge erteilen.</li>
<li>Zuerst im <strong>Demokonto</strong> mit virtuellem Geld üben und dann zum Echtgeldkonto wechseln, wenn Sie so weit sind.</li>
<li>USDT, BTC und ETH ein- und auszahlen, Smart-Pläne abschließen, Kredite beantragen, Charity-NFT-Auktionen unterstützen und Freunde einladen.</li>
</ul>
<h2>Wie wir arbeiten</h2>
<p>Standardmäßig stammen die Kurse aus einem <strong>eingebauten Simulator</strong> und sind als simuliert gekennzeichnet; es sind keine Börsenkurse. Aufträge werden zu den von uns aufgezeichneten Kursen ausgeführt, und jede Ausführung speichert Kurs, Quelle und Zeitpunkt. Einzahlungen, Auszahlungen, Identitätsprüfungen und Kredite werden von unseren Mitarbeitern geprüft, und jede ihrer Entscheidungen und Änderungen wird in einem Prüfprotokoll festgehalten.</p>
<p>Tradewind besitzt keine Finanzlizenz. Bitte lesen Sie die Seite zu Lizenz und Aufsicht sowie den Risikohinweis, bevor Sie Ihr Echtgeldkonto nutzen.</p>`,
    },
    fr: {
      title: "À propos de nous",
      body: `<p>Tradewind est une plateforme en ligne de trading et d’investissement pour les particuliers, disponible en dix langues. Nous l’avons construite autour d’une promesse : <strong>des chiffres honnêtes</strong>. Chaque chiffre affiché est calculé à partir de nos propres enregistrements, et chaque mouvement de votre solde est une écriture comptable que vous retrouvez dans votre relevé.</p>
<h2>Ce que vous pouvez faire</h2>
<ul>
<li>Suivre les marchés des cryptomonnaies, du forex, des actions, des ETF et des futures, et passer des ordres sur contrats, au comptant et sur options.</li>
<li>Vous entraîner d’abord sur un <strong>compte démo</strong> doté d’argent virtuel, puis passer au compte réel quand vous êtes prêt.</li>
<li>Déposer et retirer des USDT, BTC et ETH, souscrire des plans intelligents, demander un prêt, soutenir des enchères de NFT caritatifs et inviter vos amis.</li>
</ul>
<h2>Notre fonctionnement</h2>
<p>Par défaut, les prix proviennent d’un <strong>simulateur intégré</strong> et sont signalés comme simulés : ce ne sont pas des cotations de bourse. Les ordres sont exécutés aux prix que nous enregistrons, et chaque exécution conserve son prix, sa source et son heure. Les dépôts, les retraits, les vérifications d’identité et les prêts sont examinés par nos opérateurs, dont chaque décision ou modification est inscrite dans un journal d’audit.</p>
<p>Tradewind ne détient aucune licence financière. Lisez notre page sur les licences et la supervision ainsi que l’avertissement sur les risques avant d’utiliser votre compte réel.</p>`,
    },
    it: {
      title: "Chi siamo",
      body: `<p>Tradewind è una piattaforma online di trading e investimento per utenti privati, disponibile in dieci lingue. L’abbiamo costruita attorno a una promessa: <strong>numeri onesti</strong>. Ogni cifra che vedete è calcolata dai nostri registri, e ogni variazione del vostro saldo è una scrittura contabile che potete leggere nell’estratto conto.</p>
<h2>Cosa potete fare</h2>
<ul>
<li>Seguire i mercati di cripto, forex, azioni, ETF e futures e inserire ordini su contratti, spot e opzioni.</li>
<li>Esercitarvi prima in un <strong>conto demo</strong> con denaro virtuale, poi passare al conto reale quando siete pronti.</li>
<li>Depositare e prelevare USDT, BTC ed ETH, aderire ai piani smart, chiedere un prestito, sostenere aste di NFT benefici e invitare amici.</li>
</ul>
<h2>Come lavoriamo</h2>
<p>Per impostazione predefinita i prezzi provengono da un <strong>simulatore integrato</strong> e sono indicati come simulati: non sono quotazioni di borsa. Gli ordini vengono eseguiti ai prezzi che registriamo e ogni esecuzione conserva prezzo, fonte e ora. Depositi, prelievi, verifiche d’identità e prestiti sono esaminati dai nostri operatori, e ogni loro decisione o modifica viene registrata in un registro di audit.</p>
<p>Tradewind non possiede alcuna licenza finanziaria. Leggete la pagina su licenze e vigilanza e l’avvertenza sui rischi prima di usare il conto reale.</p>`,
    },
    es: {
      title: "Quiénes somos",
      body: `<p>Tradewind es una plataforma en línea de trading e inversión para particulares, disponible en diez idiomas. La construimos en torno a una promesa: <strong>cifras honestas</strong>. Cada cifra que ve se calcula a partir de nuestros propios registros, y cada cambio en su saldo es un asiento contable que puede consultar en su extracto.</p>
<h2>Qué puede hacer aquí</h2>
<ul>
<li>Seguir los mercados de criptomonedas, divisas, acciones, ETF y futuros, y colocar órdenes de contratos, al contado y de opciones.</li>
<li>Practicar primero en una <strong>cuenta demo</strong> con dinero virtual y pasar a su cuenta real cuando esté preparado.</li>
<li>Depositar y retirar USDT, BTC y ETH, contratar planes inteligentes, solicitar préstamos, apoyar subastas benéficas de NFT e invitar a sus amigos.</li>
</ul>
<h2>Cómo trabajamos</h2>
<p>De forma predeterminada, los precios proceden de un <strong>simulador integrado</strong> y se marcan como simulados; no son cotizaciones de una bolsa. Las órdenes se ejecutan a los precios que registramos, y cada ejecución guarda su precio, su fuente y su hora. Nuestros operadores revisan los depósitos, las retiradas, las verificaciones de identidad y los préstamos, y cada decisión o cambio que hacen queda en un registro de auditoría.</p>
<p>Tradewind no tiene ninguna licencia financiera. Lea nuestra página de licencias y supervisión y la advertencia de riesgos antes de usar su cuenta real.</p>`,
    },
    ar: {
      title: "من نحن",
      body: `<p>Tradewind منصة إلكترونية للتداول والاستثمار موجهة للمستثمرين الأفراد، ومتاحة بعشر لغات. بنيناها حول وعد واحد: <strong>أرقام صادقة</strong>. كل رقم تراه محسوب من سجلاتنا نفسها، وكل تغيير في رصيدك قيد محاسبي يمكنك قراءته في كشف حسابك.</p>
<h2>ما يمكنك فعله هنا</h2>
<ul>
<li>متابعة أسواق العملات المشفرة والعملات الأجنبية والأسهم وصناديق المؤشرات والعقود الآجلة، وتقديم أوامر عقود الفروقات والتداول الفوري والخيارات.</li>
<li>التدرّب أولًا في <strong>الحساب التجريبي</strong> بأموال افتراضية، ثم الانتقال إلى حسابك الحقيقي عندما تكون مستعدًا.</li>
<li>إيداع وسحب USDT وBTC وETH، والاشتراك في الخطط الذكية، وطلب القروض، ودعم مزادات NFT الخيرية، ودعوة أصدقائك.</li>
</ul>
<h2>كيف نعمل</h2>
<p>تأتي الأسعار افتراضيًا من <strong>محاكٍ مدمج</strong> وتُوسم بأنها محاكاة؛ فهي ليست أسعار بورصة. تُنفَّذ الأوامر بالأسعار التي نسجلها، ويُحفظ مع كل تنفيذ سعره ومصدره ووقته. يراجع موظفونا عمليات الإيداع والسحب والتحقق من الهوية والقروض، ويُسجَّل كل قرار أو تغيير يجرونه في سجل تدقيق.</p>
<p>لا تحمل Tradewind أي ترخيص مالي. يُرجى قراءة صفحة التراخيص والرقابة وتحذير المخاطر قبل استخدام حسابك الحقيقي.</p>`,
    },
    hk: {
      title: "關於我們",
      body: `<p>Tradewind 是為個人投資者而設的網上交易及投資平台，提供十種語言。我們圍繞一個承諾建立這個平台：<strong>誠實的數字</strong>。您看到的每個數字都由我們自己的紀錄計算得出，餘額的每一次變動都是一筆帳目，可在您的帳單中查閱。</p>
<h2>您可以在這裡做甚麼</h2>
<ul>
<li>查看加密貨幣、外匯、股票、ETF 及期貨行情，並下合約單、幣幣單及期權單。</li>
<li>先在載有虛擬資金的<strong>模擬帳戶</strong>中練習，準備好後再切換至真實帳戶。</li>
<li>存入及提取 USDT、BTC 和 ETH，參與智能計劃，申請貸款，支持慈善 NFT 拍賣，以及邀請朋友。</li>
</ul>
<h2>我們的運作方式</h2>
<p>預設情況下，價格來自<strong>內置模擬器</strong>，並標明為模擬價格，並非交易所報價。訂單按我們記錄的價格成交，每次成交都會保存價格、來源及時間。存款、提款、身份驗證及貸款均由我們的營運人員審核，他們作出的每項決定或更改都會記入審計日誌。</p>
<p>Tradewind 並未持有任何金融牌照。使用真實帳戶前，請先閱讀牌照與監管頁面及風險警告。</p>`,
    },
    zh: {
      title: "关于我们",
      body: `<p>Tradewind 是面向个人投资者的在线交易与投资平台，支持十种语言。我们围绕一个承诺打造这个平台：<strong>诚实的数字</strong>。您看到的每个数字都来自我们自己的记录，余额的每一次变动都是一条账目，可在您的账单中查看。</p>
<h2>您可以在这里做什么</h2>
<ul>
<li>查看加密货币、外汇、股票、ETF 和期货行情，并下合约单、币币单和期权单。</li>
<li>先在装有虚拟资金的<strong>模拟账户</strong>中练习，准备好后再切换到真实账户。</li>
<li>充值和提取 USDT、BTC、ETH，参与智能计划，申请贷款，支持慈善 NFT 拍卖，邀请好友。</li>
</ul>
<h2>我们如何运作</h2>
<p>默认情况下，价格来自<strong>内置模拟器</strong>，并标注为模拟价格，不是交易所报价。订单按我们记录的价格成交，每笔成交都会保存价格、来源和时间。充值、提现、身份认证和贷款由我们的运营人员审核，他们做出的每一项决定或更改都会记入审计日志。</p>
<p>Tradewind 不持有任何金融牌照。使用真实账户前，请先阅读牌照与监管页面和风险提示。</p>`,
    },
  },
};

const licenceSupervision: SeedContent = {
  slug: "licence-supervision",
  type: 1,
  sortOrder: 20,
  translations: {
    en: {
      title: "Licence supervision",
      body: `<p>We want you to know exactly where Tradewind stands, so here it is in plain words.</p>
<h2>What we do not hold</h2>
<ul>
<li>Tradewind is <strong>not authorised, licensed or supervised by any financial regulator</strong> in any country.</li>
<li>Tradewind is <strong>not a bank</strong>. Balances held here are not bank deposits and earn no bank interest.</li>
<li>Your funds are <strong>not protected by any deposit-guarantee or investor-compensation scheme</strong>.</li>
<li>Nothing on this platform is investment advice, and no one here is a licensed adviser.</li>
</ul>
<h2>What we do</h2>
<ul>
<li>We keep a double-entry ledger: every balance change is an entry you can read in your statement.</li>
<li>Smart-plan yield and loans are paid only from reserves that operators have funded beforehand.</li>
<li>Every decision or change our operators make is written to an audit log that cannot be edited.</li>
<li>We label simulated prices as simulated and publish how options, liquidation and fees are calculated.</li>
</ul>
<h2>Before you deposit</h2>
<p>Check whether using an unlicensed platform is allowed where you live, and only deposit money you can afford to lose. If you have a question about who operates this service, ask our customer service in the chat.</p>`,
    },
    ja: {
      title: "ライセンスと監督",
      body: `<p>Tradewind の立場を正確にご理解いただけるよう、わかりやすくご説明します。</p>
<h2>保有していないもの</h2>
<ul>
<li>Tradewind は、いずれの国の金融規制当局からも<strong>認可・免許を受けておらず、監督も受けていません</strong>。</li>
<li>Tradewind は<strong>銀行ではありません</strong>。当社にある残高は銀行預金ではなく、預金利息もつきません。</li>
<li>お客様の資金は、<strong>預金保険制度や投資者保護制度の対象ではありません</strong>。</li>
<li>本プラットフォームの内容は投資助言ではなく、当社に登録投資顧問はいません。</li>
</ul>
<h2>私たちが行っていること</h2>
<ul>
<li>複式簿記の台帳を管理しており、残高の変動はすべて取引明細で確認できる記録になります。</li>
<li>スマートプランの収益とローンは、オペレーターが事前に資金を入れた準備金からのみ支払われます。</li>
<li>オペレーターによる判断や変更はすべて、変更できない監査ログに記録されます。</li>
<li>シミュレーション価格にはその旨を表示し、オプション、強制決済、手数料の計算方法を公開しています。</li>
</ul>
<h2>入金の前に</h2>
<p>お住まいの地域で無認可のプラットフォームの利用が認められているかをご確認のうえ、失っても困らない資金だけを入金してください。運営者についてのご質問は、チャットのカスタマーサービスまでお問い合わせください。</p>`,
    },
    ko: {
      title: "라이선스 및 감독",
      body: `<p>Tradewind가 어떤 위치에 있는지 정확히 아실 수 있도록 쉽게 설명드립니다.</p>
<h2>보유하지 않은 것</h2>
<ul>
<li>Tradewind는 어느 나라의 금융 감독 기관으로부터도 <strong>인가나 라이선스를 받지 않았으며 감독을 받지 않습니다</strong>.</li>
<li>Tradewind는 <strong>은행이 아닙니다</strong>. 이곳의 잔액은 은행 예금이 아니며 예금 이자가 붙지 않습니다.</li>
<li>고객님의 자금은 <strong>예금자 보호 제도나 투자자 보상 제도로 보호되지 않습니다</strong>.</li>
<li>플랫폼의 어떤 내용도 투자 자문이 아니며, 저희 중 누구도 자격을 갖춘 투자 자문가가 아닙니다.</li>
</ul>
<h2>저희가 하는 일</h2>
<ul>
<li>복식부기 원장을 운영합니다. 잔액의 모든 변동은 거래 내역에서 확인할 수 있는 기록입니다.</li>
<li>스마트 플랜 수익과 대출은 운영자가 미리 자금을 넣어 둔 준비금에서만 지급됩니다.</li>
<li>운영자의 모든 결정과 변경은 수정할 수 없는 감사 로그에 기록됩니다.</li>
<li>모의 가격은 모의 가격이라고 표시하며, 옵션·강제 청산·수수료의 계산 방식을 공개합니다.</li>
</ul>
<h2>입금하기 전에</h2>
<p>거주 지역에서 인가받지 않은 플랫폼을 이용해도 되는지 확인하시고, 잃어도 감당할 수 있는 금액만 입금하세요. 서비스 운영 주체에 관한 질문은 채팅 고객센터로 문의해 주세요.</p>`,
    },
    de: {
      title: "Lizenz und Aufsicht",
      body: `<p>Sie sollen genau wissen, wo Tradewind steht. Deshalb hier in klaren Worten.</p>
<h2>Was wir nicht haben</h2>
<ul>
<li>Tradewind ist in keinem Land von einer Finanzaufsichtsbehörde <strong>zugelassen, lizenziert oder beaufsichtigt</strong>.</li>
<li>Tradewind ist <strong>keine Bank</strong>. Guthaben hier sind keine Bankeinlagen und werden nicht wie solche verzinst.</li>
<li>Ihre Gelder sind <strong>durch keine Einlagensicherung und keine Anlegerentschädigung geschützt</strong>.</li>
<li>Nichts auf dieser Plattform ist Anlageberatung, und niemand hier ist zugelassener Berater.</li>
</ul>
<h2>Was wir tun</h2>
<ul>
<li>Wir führen ein doppeltes Hauptbuch: Jede Guthabenänderung ist eine Buchung, die Sie im Kontoauszug sehen.</li>
<li>Erträge aus Smart-Plänen und Kredite werden nur aus Reserven gezahlt, die unsere Mitarbeiter vorher gefüllt haben.</li>
<li>Jede Entscheidung und Änderung unserer Mitarbeiter landet in einem Prüfprotokoll, das sich nicht ändern lässt.</li>
<li>Simulierte Kurse kennzeichnen wir als simuliert, und wir legen offen, wie Optionen, Liquidation und Gebühren berechnet werden.</li>
</ul>
<h2>Bevor Sie einzahlen</h2>
<p>Prüfen Sie, ob die Nutzung einer nicht lizenzierten Plattform an Ihrem Wohnort erlaubt ist, und zahlen Sie nur Geld ein, dessen Verlust Sie verkraften können. Fragen dazu, wer diesen Dienst betreibt, beantwortet unser Kundenservice im Chat.</p>`,
    },
    fr: {
      title: "Licences et supervision",
      body: `<p>Nous voulons que vous sachiez exactement où se situe Tradewind ; voici donc les choses dites simplement.</p>
<h2>Ce que nous ne détenons pas</h2>
<ul>
<li>Tradewind n’est <strong>agréée, autorisée ni supervisée par aucun régulateur financier</strong>, dans aucun pays.</li>
<li>Tradewind <strong>n’est pas une banque</strong>. Les soldes détenus ici ne sont pas des dépôts bancaires et ne rapportent pas d’intérêts bancaires.</li>
<li>Vos fonds <strong>ne sont couverts par aucun système de garantie des dépôts ni d’indemnisation des investisseurs</strong>.</li>
<li>Rien sur cette plateforme ne constitue un conseil en investissement, et personne ici n’est conseiller agréé.</li>
</ul>
<h2>Ce que nous faisons</h2>
<ul>
<li>Nous tenons une comptabilité en partie double : chaque mouvement de solde est une écriture visible dans votre relevé.</li>
<li>Les rendements des plans intelligents et les prêts ne sont payés qu’à partir de réserves alimentées au préalable par nos opérateurs.</li>
<li>Chaque décision ou modification de nos opérateurs est inscrite dans un journal d’audit non modifiable.</li>
<li>Nous signalons les prix simulés comme tels et publions la façon dont sont calculés les options, la liquidation et les frais.</li>
</ul>
<h2>Avant de déposer</h2>
<p>Vérifiez que l’utilisation d’une plateforme sans licence est permise là où vous vivez, et ne déposez que de l’argent que vous pouvez vous permettre de perdre. Pour toute question sur l’exploitant du service, adressez-vous à notre service client dans le chat.</p>`,
    },
    it: {
      title: "Licenze e vigilanza",
      body: `<p>Vogliamo che sappiate esattamente qual è la posizione di Tradewind, quindi eccola in parole semplici.</p>
<h2>Cosa non abbiamo</h2>
<ul>
<li>Tradewind <strong>non è autorizzata, licenziata né vigilata da alcuna autorità finanziaria</strong>, in nessun paese.</li>
<li>Tradewind <strong>non è una banca</strong>. I saldi detenuti qui non sono depositi bancari e non maturano interessi bancari.</li>
<li>I vostri fondi <strong>non sono protetti da alcun sistema di garanzia dei depositi o di indennizzo degli investitori</strong>.</li>
<li>Nulla su questa piattaforma è consulenza finanziaria, e nessuno qui è un consulente abilitato.</li>
</ul>
<h2>Cosa facciamo</h2>
<ul>
<li>Teniamo una contabilità in partita doppia: ogni variazione di saldo è una scrittura visibile nell’estratto conto.</li>
<li>I rendimenti dei piani smart e i prestiti sono pagati solo da riserve che gli operatori hanno alimentato in anticipo.</li>
<li>Ogni decisione o modifica dei nostri operatori viene scritta in un registro di audit non modificabile.</li>
<li>Indichiamo i prezzi simulati come simulati e pubblichiamo come si calcolano opzioni, liquidazione e commissioni.</li>
</ul>
<h2>Prima di depositare</h2>
<p>Verificate se nel vostro paese è consentito usare una piattaforma senza licenza e depositate solo denaro che potete permettervi di perdere. Per domande su chi gestisce il servizio, scrivete al nostro servizio clienti in chat.</p>`,
    },
    es: {
      title: "Licencias y supervisión",
      body: `<p>Queremos que sepa exactamente cuál es la situación de Tradewind, así que se la contamos con palabras claras.</p>
<h2>Lo que no tenemos</h2>
<ul>
<li>Tradewind <strong>no está autorizada, licenciada ni supervisada por ningún regulador financiero</strong> de ningún país.</li>
<li>Tradewind <strong>no es un banco</strong>. Los saldos que mantiene aquí no son depósitos bancarios y no generan intereses bancarios.</li>
<li>Sus fondos <strong>no están protegidos por ningún fondo de garantía de depósitos ni sistema de indemnización de inversores</strong>.</li>
<li>Nada en esta plataforma es asesoramiento de inversión, y nadie aquí es un asesor autorizado.</li>
</ul>
<h2>Lo que sí hacemos</h2>
<ul>
<li>Llevamos una contabilidad de partida doble: cada cambio de saldo es un asiento que puede ver en su extracto.</li>
<li>El rendimiento de los planes inteligentes y los préstamos se pagan solo con reservas que los operadores han dotado de antemano.</li>
<li>Cada decisión o cambio de nuestros operadores queda en un registro de auditoría que no se puede modificar.</li>
<li>Marcamos los precios simulados como simulados y publicamos cómo se calculan las opciones, la liquidación y las comisiones.</li>
</ul>
<h2>Antes de depositar</h2>
<p>Compruebe si en su país está permitido usar una plataforma sin licencia y deposite solo dinero que pueda permitirse perder. Si tiene preguntas sobre quién opera este servicio, consulte a nuestro servicio de atención al cliente en el chat.</p>`,
    },
    ar: {
      title: "التراخيص والرقابة",
      body: `<p>نريدك أن تعرف بالضبط وضع Tradewind، لذا نوضحه هنا بكلمات بسيطة.</p>
<h2>ما لا نملكه</h2>
<ul>
<li>Tradewind <strong>غير مرخصة ولا معتمدة ولا خاضعة لرقابة أي جهة تنظيمية مالية</strong> في أي بلد.</li>
<li>Tradewind <strong>ليست بنكًا</strong>. الأرصدة المحفوظة هنا ليست ودائع مصرفية ولا تدرّ فوائد مصرفية.</li>
<li>أموالك <strong>غير مشمولة بأي نظام لضمان الودائع أو لتعويض المستثمرين</strong>.</li>
<li>لا شيء على هذه المنصة يُعد نصيحة استثمارية، ولا يوجد لدينا مستشار مرخّص.</li>
</ul>
<h2>ما نقوم به</h2>
<ul>
<li>نمسك دفتر أستاذ بالقيد المزدوج: كل تغيير في الرصيد قيد تراه في كشف حسابك.</li>
<li>تُدفع عوائد الخطط الذكية والقروض فقط من احتياطيات موّلها موظفونا مسبقًا.</li>
<li>يُسجَّل كل قرار أو تغيير يجريه موظفونا في سجل تدقيق لا يمكن تعديله.</li>
<li>نَسِم الأسعار المحاكاة بأنها محاكاة، وننشر طريقة حساب الخيارات والتصفية والرسوم.</li>
</ul>
<h2>قبل الإيداع</h2>
<p>تحقّق مما إذا كان استخدام منصة غير مرخصة مسموحًا به حيث تقيم، ولا تودِع إلا مالًا يمكنك تحمّل خسارته. لأي سؤال عن الجهة التي تشغّل هذه الخدمة، تواصل مع خدمة العملاء عبر المحادثة.</p>`,
    },
    hk: {
      title: "牌照與監管",
      body: `<p>我們希望您清楚了解 Tradewind 的實際狀況，以下以淺白的文字說明。</p>
<h2>我們沒有的</h2>
<ul>
<li>Tradewind <strong>並未獲任何國家或地區的金融監管機構授權、發牌或監管</strong>。</li>
<li>Tradewind <strong>不是銀行</strong>。在此持有的餘額並非銀行存款，亦不會獲得銀行利息。</li>
<li>您的資金<strong>不受任何存款保障或投資者賠償計劃保障</strong>。</li>
<li>本平台上的任何內容均不構成投資建議，我們亦沒有持牌顧問。</li>
</ul>
<h2>我們做的</h2>
<ul>
<li>我們以複式記帳管理帳目：每一次餘額變動都是一筆可在帳單中查閱的紀錄。</li>
<li>智能計劃收益及貸款只會從營運人員預先注資的儲備中支付。</li>
<li>營運人員作出的每項決定或更改都會寫入不可修改的審計日誌。</li>
<li>模擬價格會標明為模擬，並公開期權、強制平倉及費用的計算方法。</li>
</ul>
<h2>存款之前</h2>
<p>請先確認您所在地區是否容許使用未持牌平台，並只存入您能承受損失的資金。如對本服務的營運者有任何疑問，請在聊天中聯絡客戶服務。</p>`,
    },
    zh: {
      title: "牌照与监管",
      body: `<p>我们希望您清楚了解 Tradewind 的实际情况，下面用直白的话说明。</p>
<h2>我们没有的</h2>
<ul>
<li>Tradewind <strong>未获得任何国家或地区金融监管机构的授权或牌照，也不受其监管</strong>。</li>
<li>Tradewind <strong>不是银行</strong>。在这里持有的余额不是银行存款，也不产生银行利息。</li>
<li>您的资金<strong>不受任何存款保险或投资者赔偿计划保护</strong>。</li>
<li>本平台上的任何内容都不构成投资建议，我们也没有持牌顾问。</li>
</ul>
<h2>我们做的</h2>
<ul>
<li>我们采用复式记账：每一次余额变动都是一条可在账单中查看的记录。</li>
<li>智能计划收益和贷款只从运营人员事先注资的储备中支付。</li>
<li>运营人员做出的每一项决定或更改都会写入不可修改的审计日志。</li>
<li>模拟价格会标注为模拟，并公开期权、强制平仓和费用的计算方法。</li>
</ul>
<h2>充值之前</h2>
<p>请先确认您所在地区是否允许使用无牌照平台，并且只充值您能承受损失的资金。如对本服务的运营方有任何疑问，请在聊天中联系客服。</p>`,
    },
  },
};

export const companyContents: readonly SeedContent[] = [aboutUs, licenceSupervision];
