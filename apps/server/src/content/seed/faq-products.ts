// FAQ entries (type 5) of the trading, earn and nfts-referral groups plus customer service, in all
// ten languages. Facts from README (trading, options), SECURITY.md (smart plans, loans),
// packages/api/src/nfts.ts and referral.ts; rates and limits are named as operator settings.
import type { SeedContent } from "./types.ts";

const prices: SeedContent = {
  slug: "faq-where-prices-come-from",
  type: 5,
  category: "trading",
  sortOrder: 10,
  translations: {
    en: {
      title: "Where do the prices come from?",
      body: `<p>By default from a <strong>built-in simulator</strong>: a random walk per instrument with real trading hours (crypto around the clock, forex on weekdays, stocks and ETFs in exchange hours). These prices are labelled as simulated. An operator can instead connect a real crypto price feed from an exchange's public data; each price then names that source.</p>
<p>Every price you see carries its source, and an instrument without recorded data shows "no data yet" rather than an invented price. Outside an instrument's trading hours, orders on it are refused.</p>`,
    },
    ja: {
      title: "価格はどこから来ていますか？",
      body: `<p>初期設定では<strong>内蔵のシミュレーター</strong>によるもので、銘柄ごとのランダムウォークに実際の取引時間（暗号資産は 24 時間、FX は平日、株式と ETF は取引所の取引時間）を組み合わせています。これらの価格にはシミュレーションと表示されます。運営者は代わりに、取引所の公開データによる実際の暗号資産価格フィードを接続することもでき、その場合は各価格にその出所が表示されます。</p>
<p>表示される価格にはすべて出所が付き、記録データのない銘柄には作られた価格ではなく「データなし」と表示されます。銘柄の取引時間外の注文は受け付けられません。</p>`,
    },
    ko: {
      title: "가격은 어디에서 오나요?",
      body: `<p>기본 설정에서는 <strong>내장 시뮬레이터</strong>에서 옵니다. 종목별 무작위 보행에 실제 거래 시간(암호화폐는 24시간, 외환은 평일, 주식과 ETF는 거래소 운영 시간)을 적용한 것으로, 모의 가격으로 표시됩니다. 운영자는 대신 거래소의 공개 데이터로 실제 암호화폐 시세를 연결할 수 있으며, 그 경우 각 가격에 해당 출처가 표시됩니다.</p>
<p>보이는 모든 가격에는 출처가 붙어 있으며, 기록된 데이터가 없는 종목은 지어낸 가격 대신 '데이터 없음'으로 표시됩니다. 종목의 거래 시간 외에는 주문이 거절됩니다.</p>`,
    },
    de: {
      title: "Woher kommen die Kurse?",
      body: `<p>Standardmäßig aus einem <strong>eingebauten Simulator</strong>: ein Zufallspfad je Instrument mit echten Handelszeiten (Krypto rund um die Uhr, Devisen werktags, Aktien und ETFs zu Börsenzeiten). Diese Kurse sind als simuliert gekennzeichnet. Ein Betreiber kann stattdessen einen echten Krypto-Kursfeed aus den öffentlichen Daten einer Börse anschließen; jeder Kurs nennt dann diese Quelle.</p>
<p>Jeder angezeigte Kurs trägt seine Quelle, und ein Instrument ohne aufgezeichnete Daten zeigt „noch keine Daten“ statt eines erfundenen Kurses. Außerhalb der Handelszeiten eines Instruments werden Aufträge darauf abgelehnt.</p>`,
    },
    fr: {
      title: "D’où viennent les prix ?",
      body: `<p>Par défaut d’un <strong>simulateur intégré</strong> : une marche aléatoire par instrument, avec de vrais horaires de cotation (crypto en continu, forex en semaine, actions et ETF aux heures de bourse). Ces prix sont signalés comme simulés. Un opérateur peut à la place brancher un flux de prix crypto réel, issu des données publiques d’une bourse ; chaque prix indique alors cette source.</p>
<p>Chaque prix affiché porte sa source, et un instrument sans données enregistrées affiche « pas encore de données » plutôt qu’un prix inventé. En dehors des horaires de cotation d’un instrument, les ordres sont refusés.</p>`,
    },
    it: {
      title: "Da dove provengono i prezzi?",
      body: `<p>Per impostazione predefinita da un <strong>simulatore integrato</strong>: un percorso casuale per ogni strumento, con orari di negoziazione reali (cripto sempre, forex nei giorni feriali, azioni ed ETF negli orari di borsa). Questi prezzi sono indicati come simulati. Un operatore può invece collegare un flusso reale di prezzi cripto dai dati pubblici di una borsa; ogni prezzo indica allora quella fonte.</p>
<p>Ogni prezzo mostrato riporta la sua fonte, e uno strumento senza dati registrati mostra «nessun dato» invece di un prezzo inventato. Fuori dagli orari di negoziazione di uno strumento, gli ordini vengono rifiutati.</p>`,
    },
    es: {
      title: "¿De dónde vienen los precios?",
      body: `<p>De forma predeterminada, de un <strong>simulador integrado</strong>: un paseo aleatorio por instrumento con horarios de negociación reales (cripto a todas horas, divisas en días laborables, acciones y ETF en horario de bolsa). Estos precios se marcan como simulados. Un operador puede conectar en su lugar una fuente real de precios cripto con los datos públicos de un exchange; entonces cada precio indica esa fuente.</p>
<p>Cada precio que ve lleva su fuente, y un instrumento sin datos registrados muestra «aún sin datos» en lugar de un precio inventado. Fuera del horario de negociación de un instrumento, sus órdenes se rechazan.</p>`,
    },
    ar: {
      title: "من أين تأتي الأسعار؟",
      body: `<p>افتراضيًا من <strong>محاكٍ مدمج</strong>: مسار عشوائي لكل أداة مع ساعات تداول حقيقية (العملات المشفرة على مدار الساعة، والعملات الأجنبية في أيام العمل، والأسهم وصناديق المؤشرات في ساعات البورصة). تُوسم هذه الأسعار بأنها محاكاة. ويمكن للمشغّل بدلًا من ذلك ربط مصدر أسعار حقيقي للعملات المشفرة من البيانات العامة لإحدى البورصات، وعندها يذكر كل سعر ذلك المصدر.</p>
<p>كل سعر تراه يحمل مصدره، والأداة التي لا بيانات مسجّلة لها تعرض «لا توجد بيانات بعد» بدلًا من سعر مختلَق. خارج ساعات تداول الأداة تُرفض الأوامر عليها.</p>`,
    },
    hk: {
      title: "價格從何而來？",
      body: `<p>預設來自<strong>內置模擬器</strong>：每個產品各自隨機走動，並採用真實交易時段（加密貨幣全天候、外匯於平日、股票及 ETF 於交易所交易時間）。這些價格會標明為模擬。營運方亦可改為接入取自交易所公開數據的真實加密貨幣報價，屆時每個價格都會註明該來源。</p>
<p>您看到的每個價格都附有來源；沒有紀錄數據的產品會顯示「暫無數據」，而不是虛構的價格。在產品交易時段以外，該產品的訂單會被拒絕。</p>`,
    },
    zh: {
      title: "价格从哪里来？",
      body: `<p>默认来自<strong>内置模拟器</strong>：每个品种各自随机游走，并采用真实交易时段（加密货币全天候、外汇在工作日、股票和 ETF 在交易所交易时间）。这些价格会标注为模拟。运营方也可以改为接入取自交易所公开数据的真实加密货币行情，届时每个价格都会注明该来源。</p>
<p>您看到的每个价格都带有来源；没有记录数据的品种显示“暂无数据”，而不是编造的价格。在品种交易时段以外，该品种的订单会被拒绝。</p>`,
    },
  },
};

const contracts: SeedContent = {
  slug: "faq-contract-orders",
  type: 5,
  category: "trading",
  sortOrder: 20,
  translations: {
    en: {
      title: "How do contract orders, stop loss and liquidation work?",
      body: `<p>A contract order opens a leveraged <strong>long</strong> (you gain if the price rises) or <strong>short</strong> (you gain if it falls) position in lots, at market or at a limit price. The margin is the position's value divided by the leverage you pick from the instrument's list; the preview shows entry, value, margin, fee and liquidation price before you confirm.</p>
<ul>
<li><strong>Stop loss and take profit</strong> are optional. For a long, stop loss must be below the entry and take profit above it; for a short, the reverse. Either one closes the position automatically when reached.</li>
<li><strong>Liquidation</strong>: if the position's equity falls to the instrument's maintenance margin, it is closed automatically. A loss never takes more than the margin.</li>
<li>You can close a position at market, or cancel a waiting limit order, at any time in <a href="/profile/orders">All orders</a>.</li>
</ul>`,
    },
    ja: {
      title: "CFD注文、損切り、強制決済の仕組みは？",
      body: `<p>CFD注文では、ロット単位で、成行または指値により、レバレッジをかけた<strong>ロング</strong>（価格上昇で利益）または<strong>ショート</strong>（価格下落で利益）のポジションを持ちます。証拠金はポジション金額を銘柄の選択肢から選んだレバレッジで割った額です。確定前に、建値、ポジション金額、証拠金、手数料、強制決済価格がプレビューに表示されます。</p>
<ul>
<li><strong>損切りと利確</strong>は任意です。ロングでは損切りを建値より下、利確を上に、ショートではその逆に設定します。到達すると自動的に決済されます。</li>
<li><strong>強制決済</strong>：ポジションの評価額が銘柄の維持証拠金まで下がると自動的に決済されます。損失が証拠金を超えることはありません。</li>
<li>ポジションの成行決済や、待機中の指値注文の取消は、<a href="/profile/orders">すべての注文</a>からいつでも行えます。</li>
</ul>`,
    },
    ko: {
      title: "계약 주문, 손절매, 강제 청산은 어떻게 작동하나요?",
      body: `<p>계약 주문은 랏 단위로, 시장가 또는 지정가로 레버리지를 건 <strong>롱</strong>(가격이 오르면 이익) 또는 <strong>숏</strong>(가격이 내리면 이익) 포지션을 엽니다. 증거금은 포지션 가치를 종목 목록에서 고른 레버리지로 나눈 금액이며, 확인 전에 진입가, 포지션 가치, 증거금, 수수료, 청산 가격을 미리 보여 줍니다.</p>
<ul>
<li><strong>손절매와 이익 실현</strong>은 선택 사항입니다. 롱은 손절가가 진입가보다 낮고 이익 실현가가 높아야 하며, 숏은 그 반대입니다. 도달하면 포지션이 자동으로 닫힙니다.</li>
<li><strong>강제 청산</strong>: 포지션 평가금액이 종목의 유지 증거금까지 떨어지면 자동으로 닫힙니다. 손실이 증거금을 넘지는 않습니다.</li>
<li><a href="/profile/orders">전체 주문</a>에서 언제든 포지션을 시장가로 닫거나 대기 중인 지정가 주문을 취소할 수 있습니다.</li>
</ul>`,
    },
    de: {
      title: "Wie funktionieren Kontraktaufträge, Stop-Loss und Liquidation?",
      body: `<p>Ein Kontraktauftrag eröffnet eine gehebelte <strong>Long</strong>-Position (Gewinn bei steigendem Kurs) oder <strong>Short</strong>-Position (Gewinn bei fallendem Kurs) in Lots, zum Marktpreis oder limitiert. Die Margin ist der Positionswert geteilt durch den Hebel, den Sie aus der Liste des Instruments wählen; die Vorschau zeigt vor der Bestätigung Einstieg, Wert, Margin, Gebühr und Liquidationskurs.</p>
<ul>
<li><strong>Stop-Loss und Take-Profit</strong> sind freiwillig. Bei Long muss der Stop-Loss unter dem Einstieg und der Take-Profit darüber liegen, bei Short umgekehrt. Wird einer erreicht, schließt die Position automatisch.</li>
<li><strong>Liquidation</strong>: Fällt das Eigenkapital der Position auf die Erhaltungsmargin des Instruments, wird sie automatisch geschlossen. Ein Verlust nimmt nie mehr als die Margin.</li>
<li>Unter <a href="/profile/orders">Alle Aufträge</a> können Sie jederzeit eine Position zum Marktpreis schließen oder einen wartenden Limit-Auftrag stornieren.</li>
</ul>`,
    },
    fr: {
      title: "Comment fonctionnent les ordres sur contrats, le stop loss et la liquidation ?",
      body: `<p>Un ordre sur contrat ouvre une position à effet de levier, <strong>longue</strong> (gain si le prix monte) ou <strong>courte</strong> (gain s’il baisse), en lots, au marché ou à cours limité. La marge est la valeur de la position divisée par l’effet de levier choisi dans la liste de l’instrument ; l’aperçu affiche avant confirmation l’entrée, la valeur, la marge, les frais et le prix de liquidation.</p>
<ul>
<li><strong>Stop loss et take profit</strong> sont facultatifs. En position longue, le stop loss doit être sous l’entrée et le take profit au-dessus ; en courte, l’inverse. L’un ou l’autre ferme la position automatiquement.</li>
<li><strong>Liquidation</strong> : si les fonds propres de la position tombent à la marge de maintenance de l’instrument, elle est fermée automatiquement. Une perte ne dépasse jamais la marge.</li>
<li>Vous pouvez fermer une position au marché ou annuler un ordre limite en attente à tout moment dans <a href="/profile/orders">Tous les ordres</a>.</li>
</ul>`,
    },
    it: {
      title: "Come funzionano ordini su contratti, stop loss e liquidazione?",
      body: `<p>Un ordine su contratto apre una posizione con leva, <strong>long</strong> (guadagnate se il prezzo sale) o <strong>short</strong> (guadagnate se scende), in lotti, a mercato o a prezzo limite. Il margine è il valore della posizione diviso per la leva scelta dall’elenco dello strumento; l’anteprima mostra prima della conferma ingresso, valore, margine, commissione e prezzo di liquidazione.</p>
<ul>
<li><strong>Stop loss e take profit</strong> sono facoltativi. Per una long lo stop loss deve stare sotto l’ingresso e il take profit sopra; per una short il contrario. Quando vengono raggiunti chiudono la posizione automaticamente.</li>
<li><strong>Liquidazione</strong>: se il patrimonio della posizione scende al margine di mantenimento dello strumento, viene chiusa automaticamente. Una perdita non supera mai il margine.</li>
<li>In <a href="/profile/orders">Tutti gli ordini</a> potete chiudere una posizione a mercato o annullare un ordine limite in attesa in qualsiasi momento.</li>
</ul>`,
    },
    es: {
      title: "¿Cómo funcionan las órdenes de contratos, el stop loss y la liquidación?",
      body: `<p>Una orden de contrato abre una posición apalancada <strong>larga</strong> (gana si el precio sube) o <strong>corta</strong> (gana si baja), en lotes, a mercado o a un precio límite. El margen es el valor de la posición dividido por el apalancamiento que elija de la lista del instrumento; la vista previa muestra antes de confirmar la entrada, el valor, el margen, la comisión y el precio de liquidación.</p>
<ul>
<li><strong>Stop loss y take profit</strong> son opcionales. En una larga, el stop loss debe estar por debajo de la entrada y el take profit por encima; en una corta, al revés. Al alcanzarse, cierran la posición automáticamente.</li>
<li><strong>Liquidación</strong>: si el capital de la posición cae hasta el margen de mantenimiento del instrumento, se cierra automáticamente. Una pérdida nunca supera el margen.</li>
<li>Puede cerrar una posición a mercado o cancelar una orden límite en espera en cualquier momento en <a href="/profile/orders">Todas las órdenes</a>.</li>
</ul>`,
    },
    ar: {
      title: "كيف تعمل أوامر عقود الفروقات ووقف الخسارة والتصفية؟",
      body: `<p>يفتح أمر العقد مركزًا برافعة مالية، <strong>شراء</strong> (تربح إذا ارتفع السعر) أو <strong>بيع على المكشوف</strong> (تربح إذا انخفض)، باللوت، بسعر السوق أو بسعر محدد. الهامش هو قيمة المركز مقسومة على الرافعة التي تختارها من قائمة الأداة، وتعرض المعاينة قبل التأكيد سعر الدخول والقيمة والهامش والرسوم وسعر التصفية.</p>
<ul>
<li><strong>وقف الخسارة وجني الأرباح</strong> اختياريان. في مركز الشراء يجب أن يكون وقف الخسارة أقل من سعر الدخول وجني الأرباح أعلى منه، وفي البيع العكس. عند بلوغ أحدهما يُغلق المركز تلقائيًا.</li>
<li><strong>التصفية</strong>: إذا انخفضت قيمة المركز إلى هامش الصيانة الخاص بالأداة يُغلق تلقائيًا. لا تتجاوز الخسارة الهامش أبدًا.</li>
<li>يمكنك إغلاق مركز بسعر السوق أو إلغاء أمر محدد معلّق في أي وقت من <a href="/profile/orders">كل الأوامر</a>.</li>
</ul>`,
    },
    hk: {
      title: "合約單、止蝕及強制平倉如何運作？",
      body: `<p>合約單以手數為單位，按市價或限價開立有槓桿的<strong>做多</strong>（價格上升時獲利）或<strong>做空</strong>（價格下跌時獲利）倉位。保證金等於倉位價值除以您從產品列表中選擇的槓桿；確認前，預覽會顯示開倉價、倉位價值、保證金、手續費及強平價。</p>
<ul>
<li><strong>止蝕及止賺</strong>可自由設定。做多時止蝕須低於開倉價、止賺須高於開倉價；做空則相反。觸及時倉位會自動平倉。</li>
<li><strong>強制平倉</strong>：倉位權益跌至該產品的維持保證金時會自動平倉。虧損絕不會超過保證金。</li>
<li>您可隨時在<a href="/profile/orders">全部訂單</a>中以市價平倉，或取消等待中的限價單。</li>
</ul>`,
    },
    zh: {
      title: "合约单、止损和强制平仓如何运作？",
      body: `<p>合约单以手数为单位，按市价或限价开立带杠杆的<strong>做多</strong>（价格上涨时获利）或<strong>做空</strong>（价格下跌时获利）仓位。保证金等于持仓价值除以您从品种列表中选择的杠杆；确认前，预览会显示开仓价、持仓价值、保证金、手续费和强平价。</p>
<ul>
<li><strong>止损和止盈</strong>可选。做多时止损须低于开仓价、止盈须高于开仓价；做空则相反。触及时持仓会自动平仓。</li>
<li><strong>强制平仓</strong>：持仓权益跌到该品种的维持保证金时会自动平仓。亏损绝不会超过保证金。</li>
<li>您可以随时在<a href="/profile/orders">全部订单</a>中按市价平仓，或撤销等待中的限价单。</li>
</ul>`,
    },
  },
};

const coinOrders: SeedContent = {
  slug: "faq-coin-orders",
  type: 5,
  category: "trading",
  sortOrder: 30,
  translations: {
    en: {
      title: "How do coin orders work, and how do I cancel one?",
      body: `<p>Coin orders buy or sell a cryptocurrency for USDT. A <strong>market</strong> order fills at once at the recorded price plus half the spread. A <strong>limit</strong> order reserves what it needs (USDT plus fee for a buy, the coins for a sell) and fills at your limit once the price reaches it. In the real account, coin trading needs verified identity.</p>
<p>To cancel, open <a href="/profile/orders">All orders</a>, find the waiting order and choose cancel: the reserved funds return to your available balance at once. An order that has already filled cannot be cancelled. Your coin holdings and average buy price are on the <a href="/profile/balancebb">coin account</a> page.</p>`,
    },
    ja: {
      title: "コイン注文の仕組みと取消方法は？",
      body: `<p>コイン注文では、暗号資産を USDT で売買します。<strong>成行</strong>注文は、記録された価格にスプレッドの半分を加えた価格ですぐに約定します。<strong>指値</strong>注文は必要な分（買いは USDT と手数料、売りはコイン）を確保し、価格が指値に達するとその価格で約定します。リアル口座でのコイン取引には本人確認が必要です。</p>
<p>取り消すには、<a href="/profile/orders">すべての注文</a>で待機中の注文を選んで取消を押します。確保されていた資金はすぐに利用可能残高に戻ります。約定済みの注文は取り消せません。保有コインと平均取得価格は<a href="/profile/balancebb">コイン口座</a>ページで確認できます。</p>`,
    },
    ko: {
      title: "코인 주문은 어떻게 작동하며 어떻게 취소하나요?",
      body: `<p>코인 주문은 암호화폐를 USDT로 사고팝니다. <strong>시장가</strong> 주문은 기록된 가격에 스프레드의 절반을 더한 가격으로 즉시 체결됩니다. <strong>지정가</strong> 주문은 필요한 만큼(매수는 USDT와 수수료, 매도는 코인)을 묶어 두었다가 가격이 지정가에 닿으면 그 가격에 체결됩니다. 실전투자 계좌에서 코인 거래를 하려면 본인 인증이 필요합니다.</p>
<p>취소하려면 <a href="/profile/orders">전체 주문</a>에서 대기 중인 주문을 찾아 취소를 누르세요. 묶여 있던 자금은 즉시 사용 가능 잔액으로 돌아옵니다. 이미 체결된 주문은 취소할 수 없습니다. 보유 코인과 평균 매수가는 <a href="/profile/balancebb">코인 계좌</a> 페이지에서 볼 수 있습니다.</p>`,
    },
    de: {
      title: "Wie funktionieren Coin-Aufträge, und wie storniere ich einen?",
      body: `<p>Coin-Aufträge kaufen oder verkaufen eine Kryptowährung gegen USDT. Ein <strong>Market</strong>-Auftrag wird sofort zum aufgezeichneten Kurs plus dem halben Spread ausgeführt. Ein <strong>Limit</strong>-Auftrag reserviert, was er braucht (USDT plus Gebühr beim Kauf, die Coins beim Verkauf), und wird zu Ihrem Limit ausgeführt, sobald der Kurs es erreicht. Im Echtgeldkonto erfordert der Coin-Handel eine bestätigte Identität.</p>
<p>Zum Stornieren öffnen Sie <a href="/profile/orders">Alle Aufträge</a>, wählen den wartenden Auftrag und stornieren ihn: Die reservierten Mittel stehen sofort wieder zur Verfügung. Ein bereits ausgeführter Auftrag kann nicht storniert werden. Ihre Coin-Bestände und den durchschnittlichen Kaufpreis sehen Sie auf der Seite <a href="/profile/balancebb">Coin-Konto</a>.</p>`,
    },
    fr: {
      title: "Comment fonctionnent les ordres sur coins, et comment en annuler un ?",
      body: `<p>Les ordres sur coins achètent ou vendent une cryptomonnaie contre des USDT. Un ordre <strong>au marché</strong> est exécuté immédiatement au prix enregistré plus la moitié de l’écart. Un ordre <strong>à cours limité</strong> réserve ce dont il a besoin (USDT et frais pour un achat, les coins pour une vente) et s’exécute à votre limite dès que le prix l’atteint. Sur le compte réel, le trading de coins exige une identité vérifiée.</p>
<p>Pour annuler, ouvrez <a href="/profile/orders">Tous les ordres</a>, trouvez l’ordre en attente et annulez-le : les fonds réservés redeviennent disponibles aussitôt. Un ordre déjà exécuté ne peut pas être annulé. Vos avoirs en coins et votre prix d’achat moyen sont sur la page <a href="/profile/balancebb">Compte coins</a>.</p>`,
    },
    it: {
      title: "Come funzionano gli ordini su coin e come ne annullo uno?",
      body: `<p>Gli ordini su coin comprano o vendono una criptovaluta contro USDT. Un ordine <strong>a mercato</strong> viene eseguito subito al prezzo registrato più metà dello spread. Un ordine <strong>limite</strong> accantona ciò che serve (USDT più commissione per un acquisto, i coin per una vendita) e viene eseguito al vostro limite quando il prezzo lo raggiunge. Nel conto reale il trading di coin richiede l’identità verificata.</p>
<p>Per annullare, aprite <a href="/profile/orders">Tutti gli ordini</a>, trovate l’ordine in attesa e annullatelo: i fondi accantonati tornano subito disponibili. Un ordine già eseguito non si può annullare. I vostri coin e il prezzo medio di acquisto sono nella pagina <a href="/profile/balancebb">Conto coin</a>.</p>`,
    },
    es: {
      title: "¿Cómo funcionan las órdenes de monedas y cómo cancelo una?",
      body: `<p>Las órdenes de monedas compran o venden una criptomoneda a cambio de USDT. Una orden <strong>a mercado</strong> se ejecuta al momento al precio registrado más la mitad del diferencial. Una orden <strong>límite</strong> reserva lo que necesita (USDT más la comisión en una compra, las monedas en una venta) y se ejecuta a su límite cuando el precio lo alcanza. En la cuenta real, el trading de monedas requiere la identidad verificada.</p>
<p>Para cancelar, abra <a href="/profile/orders">Todas las órdenes</a>, busque la orden en espera y cancélela: los fondos reservados vuelven al instante a su saldo disponible. Una orden ya ejecutada no se puede cancelar. Sus monedas y su precio medio de compra están en la página <a href="/profile/balancebb">Cuenta de monedas</a>.</p>`,
    },
    ar: {
      title: "كيف تعمل أوامر العملات، وكيف ألغي أمرًا؟",
      body: `<p>تشتري أوامر العملات عملةً مشفرة أو تبيعها مقابل USDT. يُنفَّذ <strong>أمر السوق</strong> فورًا بالسعر المسجّل مضافًا إليه نصف فارق السعر. أما <strong>الأمر المحدد</strong> فيحجز ما يحتاجه (USDT والرسوم عند الشراء، والعملات عند البيع) ويُنفَّذ بسعرك المحدد عندما يبلغه السعر. في الحساب الحقيقي يتطلب تداول العملات هوية موثّقة.</p>
<p>للإلغاء افتح <a href="/profile/orders">كل الأوامر</a>، وابحث عن الأمر المعلّق واختر الإلغاء: تعود الأموال المحجوزة إلى رصيدك المتاح فورًا. لا يمكن إلغاء أمر نُفِّذ بالفعل. تجد أرصدة عملاتك ومتوسط سعر الشراء في صفحة <a href="/profile/balancebb">حساب العملات</a>.</p>`,
    },
    hk: {
      title: "幣幣單如何運作？如何取消？",
      body: `<p>幣幣單以 USDT 買入或賣出加密貨幣。<strong>市價單</strong>會即時按記錄價格加一半點差成交。<strong>限價單</strong>會預留所需資金（買入時為 USDT 及手續費，賣出時為幣），價格到達您的限價時按該價成交。在真實帳戶進行幣幣交易須已完成身份驗證。</p>
<p>如要取消，請打開<a href="/profile/orders">全部訂單</a>，找出等待中的訂單並選擇取消：預留資金會即時退回可用餘額。已成交的訂單不能取消。您的持幣及平均買入價可在<a href="/profile/balancebb">幣幣帳戶</a>頁面查看。</p>`,
    },
    zh: {
      title: "币币单如何运作？如何撤单？",
      body: `<p>币币单用 USDT 买入或卖出加密货币。<strong>市价单</strong>会立即按记录价格加一半点差成交。<strong>限价单</strong>会预留所需资金（买入时为 USDT 和手续费，卖出时为币），价格到达您的限价时按该价格成交。在真实账户进行币币交易需要已完成身份认证。</p>
<p>如需撤单，请打开<a href="/profile/orders">全部订单</a>，找到等待中的订单并选择撤销：预留资金会立即退回可用余额。已成交的订单不能撤销。您的持币和平均买入价可在<a href="/profile/balancebb">币币账户</a>页面查看。</p>`,
    },
  },
};

const options: SeedContent = {
  slug: "faq-options-payouts",
  type: 5,
  category: "trading",
  sortOrder: 40,
  translations: {
    en: {
      title: "How are options settled and paid?",
      body: `<p>You choose up or down, a cycle and a stake. The order panel lists each cycle's length, payout ratio and stake range, which the operator sets per instrument. Your stake is held and the entry price recorded.</p>
<p>At expiry the settlement price is the last recorded price at or before the expiry time:</p>
<ul>
<li>Up wins if it is above the entry, down wins if it is below. A win pays your stake plus stake × payout ratio.</li>
<li>A loss forfeits the stake.</li>
<li>An <strong>equal price returns your stake</strong>.</li>
</ul>
<p>Options have no fee and no spread. The order's detail page shows both prices with their source and time.</p>`,
    },
    ja: {
      title: "オプションはどのように決済・支払いされますか？",
      body: `<p>上昇か下落か、サイクル、賭け金を選びます。注文パネルには、運営者が銘柄ごとに設定する各サイクルの長さ、配当率、賭け金の範囲が表示されます。賭け金は保留され、エントリー価格が記録されます。</p>
<p>満期時の決済価格は、満期時刻以前で最後に記録された価格です：</p>
<ul>
<li>エントリーより高ければ「上昇」、低ければ「下落」の勝ちです。勝つと賭け金に、賭け金×配当率を加えた額が支払われます。</li>
<li>負けると賭け金を失います。</li>
<li><strong>同じ価格なら賭け金が返還されます</strong>。</li>
</ul>
<p>オプションには手数料もスプレッドもありません。注文の詳細ページで、両方の価格とその出所・時刻を確認できます。</p>`,
    },
    ko: {
      title: "옵션은 어떻게 정산되고 지급되나요?",
      body: `<p>상승 또는 하락, 주기, 투자금을 고릅니다. 주문 패널에는 운영자가 종목별로 정한 각 주기의 길이, 지급 비율, 투자금 범위가 표시됩니다. 투자금은 보류되고 진입 가격이 기록됩니다.</p>
<p>만기 시 정산 가격은 만기 시각 이전에 마지막으로 기록된 가격입니다:</p>
<ul>
<li>진입가보다 높으면 상승이, 낮으면 하락이 이깁니다. 이기면 투자금에 투자금×지급 비율을 더해 받습니다.</li>
<li>지면 투자금을 잃습니다.</li>
<li><strong>가격이 같으면 투자금이 반환됩니다</strong>.</li>
</ul>
<p>옵션에는 수수료와 스프레드가 없습니다. 주문 상세 페이지에서 두 가격과 그 출처, 시각을 볼 수 있습니다.</p>`,
    },
    de: {
      title: "Wie werden Optionen abgerechnet und ausgezahlt?",
      body: `<p>Sie wählen steigend oder fallend, einen Zyklus und einen Einsatz. Das Auftragsfeld zeigt für jeden Zyklus Dauer, Auszahlungsquote und Einsatzspanne, die der Betreiber je Instrument festlegt. Ihr Einsatz wird gesperrt und der Einstiegskurs aufgezeichnet.</p>
<p>Bei Ablauf ist der Abrechnungskurs der letzte aufgezeichnete Kurs zum oder vor dem Ablaufzeitpunkt:</p>
<ul>
<li>Steigend gewinnt, wenn er über dem Einstieg liegt, fallend, wenn er darunter liegt. Ein Gewinn zahlt Ihren Einsatz plus Einsatz × Auszahlungsquote.</li>
<li>Ein Verlust kostet den Einsatz.</li>
<li>Bei <strong>gleichem Kurs erhalten Sie den Einsatz zurück</strong>.</li>
</ul>
<p>Optionen kosten keine Gebühr und keinen Spread. Die Detailseite des Auftrags zeigt beide Kurse mit Quelle und Zeitpunkt.</p>`,
    },
    fr: {
      title: "Comment les options sont-elles réglées et payées ?",
      body: `<p>Vous choisissez hausse ou baisse, un cycle et une mise. Le panneau d’ordres indique pour chaque cycle sa durée, son taux de paiement et sa fourchette de mise, fixés par l’exploitant pour chaque instrument. Votre mise est bloquée et le prix d’entrée enregistré.</p>
<p>À l’échéance, le prix de règlement est le dernier prix enregistré à l’heure d’échéance ou avant :</p>
<ul>
<li>La hausse gagne s’il est au-dessus de l’entrée, la baisse s’il est en dessous. Un gain verse votre mise plus mise × taux de paiement.</li>
<li>Une perte fait perdre la mise.</li>
<li>À <strong>prix égal, la mise est rendue</strong>.</li>
</ul>
<p>Les options n’ont ni frais ni écart. La page de détail de l’ordre affiche les deux prix avec leur source et leur heure.</p>`,
    },
    it: {
      title: "Come vengono regolate e pagate le opzioni?",
      body: `<p>Scegliete rialzo o ribasso, un ciclo e una puntata. Il pannello ordini mostra per ogni ciclo durata, rapporto di pagamento e intervallo di puntata, fissati dal gestore per ogni strumento. La puntata viene bloccata e il prezzo d’ingresso registrato.</p>
<p>Alla scadenza il prezzo di regolamento è l’ultimo prezzo registrato all’ora di scadenza o prima:</p>
<ul>
<li>Il rialzo vince se è sopra l’ingresso, il ribasso se è sotto. Una vincita paga la puntata più puntata × rapporto di pagamento.</li>
<li>Una perdita costa la puntata.</li>
<li>A <strong>prezzo invariato la puntata viene restituita</strong>.</li>
</ul>
<p>Le opzioni non hanno commissioni né spread. La pagina di dettaglio dell’ordine mostra entrambi i prezzi con fonte e ora.</p>`,
    },
    es: {
      title: "¿Cómo se liquidan y pagan las opciones?",
      body: `<p>Elige subida o bajada, un ciclo y una apuesta. El panel de órdenes muestra la duración, el ratio de pago y el rango de apuesta de cada ciclo, que el operador fija por instrumento. Su apuesta queda retenida y se registra el precio de entrada.</p>
<p>Al vencimiento, el precio de liquidación es el último precio registrado en la hora de vencimiento o antes:</p>
<ul>
<li>Gana la subida si está por encima de la entrada y la bajada si está por debajo. Una ganancia paga su apuesta más apuesta × ratio de pago.</li>
<li>Una pérdida se queda con la apuesta.</li>
<li>Con el <strong>mismo precio, se le devuelve la apuesta</strong>.</li>
</ul>
<p>Las opciones no tienen comisión ni diferencial. La página de detalle de la orden muestra ambos precios con su fuente y hora.</p>`,
    },
    ar: {
      title: "كيف تُسوّى الخيارات وتُدفع؟",
      body: `<p>تختار صعودًا أو هبوطًا ودورة ومبلغًا. تعرض لوحة الأوامر مدة كل دورة ونسبة عائدها ونطاق مبلغها، وهي قيم يحددها المشغّل لكل أداة. يُحجز مبلغك ويُسجَّل سعر الدخول.</p>
<p>عند الانتهاء يكون سعر التسوية آخر سعر مسجّل عند وقت الانتهاء أو قبله:</p>
<ul>
<li>يربح الصعود إذا كان أعلى من سعر الدخول، ويربح الهبوط إذا كان أدنى. الربح يدفع مبلغك مضافًا إليه المبلغ × نسبة العائد.</li>
<li>الخسارة تُفقدك المبلغ.</li>
<li><strong>عند تساوي السعر يُعاد إليك المبلغ</strong>.</li>
</ul>
<p>لا رسوم ولا فارق سعر على الخيارات. تعرض صفحة تفاصيل الأمر السعرين مع مصدرهما ووقتهما.</p>`,
    },
    hk: {
      title: "期權如何結算及派付？",
      body: `<p>您選擇看升或看跌、週期及投注額。下單面板會列出每個週期的長度、賠付比率及投注範圍，這些由營運方按產品設定。您的投注額會被凍結，並記錄入場價。</p>
<p>到期時的結算價，是到期時間或之前最後記錄的價格：</p>
<ul>
<li>高於入場價則看升勝，低於入場價則看跌勝。勝出可得投注額加投注額 × 賠付比率。</li>
<li>輸了則損失投注額。</li>
<li><strong>價格相同則退還投注額</strong>。</li>
</ul>
<p>期權不收手續費，亦沒有點差。訂單詳情頁會顯示兩個價格及其來源和時間。</p>`,
    },
    zh: {
      title: "期权如何结算和派付？",
      body: `<p>您选择看涨或看跌、周期和投注金额。下单面板会列出每个周期的时长、赔付比例和投注范围，这些由运营方按品种设定。您的投注金额会被冻结，并记录入场价。</p>
<p>到期时的结算价，是到期时间或之前最后记录的价格：</p>
<ul>
<li>高于入场价则看涨胜，低于入场价则看跌胜。胜出可得投注金额加投注金额 × 赔付比例。</li>
<li>输了则损失投注金额。</li>
<li><strong>价格相同则退还投注金额</strong>。</li>
</ul>
<p>期权不收手续费，也没有点差。订单详情页会显示两个价格及其来源和时间。</p>`,
    },
  },
};

const smartPlans: SeedContent = {
  slug: "faq-smart-plans",
  type: 5,
  category: "earn",
  sortOrder: 10,
  translations: {
    en: {
      title: "How do smart plans work, and where does the yield come from?",
      body: `<p>On <a href="/trading">Smart trading</a> you choose a product, a term in days and an amount within its range, using your real account. Each product shows its daily rate, either fixed or a range whose daily value is drawn by a published rule. Yield is paid every day and your principal returns at maturity.</p>
<p>The yield is <strong>not earned on a market</strong>. It is paid from a reserve the operator has funded in advance. When you buy, the most your plan could ever pay is set aside from that reserve, so a plan is sold only while the reserve covers it; the page shows the current coverage. If the reserve is empty, plans cannot be bought.</p>`,
    },
    ja: {
      title: "スマートプランの仕組みと、収益の出どころは？",
      body: `<p><a href="/trading">スマートトレード</a>で、リアル口座を使って商品、日数、範囲内の金額を選びます。各商品には日利が表示され、固定か、公開ルールで毎日の値が決まる範囲型のどちらかです。収益は毎日支払われ、満期に元本が戻ります。</p>
<p>この収益は<strong>市場で得たものではありません</strong>。運営者が事前に資金を入れた準備金から支払われます。購入時に、そのプランが支払う可能性のある最大額が準備金から確保されるため、プランは準備金でまかなえる間だけ販売されます。画面には現在のカバー状況が表示されます。準備金が空の場合、プランは購入できません。</p>`,
    },
    ko: {
      title: "스마트 플랜은 어떻게 작동하며 수익은 어디서 나오나요?",
      body: `<p><a href="/trading">스마트 트레이딩</a>에서 실전투자 계좌로 상품, 기간(일), 범위 내 금액을 고릅니다. 각 상품에는 일일 수익률이 표시되며, 고정형이거나 매일의 값이 공개된 규칙으로 정해지는 범위형입니다. 수익은 매일 지급되고 원금은 만기에 돌아옵니다.</p>
<p>이 수익은 <strong>시장에서 번 것이 아닙니다</strong>. 운영자가 미리 자금을 넣어 둔 준비금에서 지급됩니다. 구매할 때 그 플랜이 지급할 수 있는 최대 금액을 준비금에서 따로 떼어 두므로, 플랜은 준비금이 감당할 수 있을 때만 판매되며 화면에 현재 보장 범위가 표시됩니다. 준비금이 비어 있으면 플랜을 살 수 없습니다.</p>`,
    },
    de: {
      title: "Wie funktionieren Smart-Pläne, und woher kommt der Ertrag?",
      body: `<p>Unter <a href="/trading">Smart Trading</a> wählen Sie mit Ihrem Echtgeldkonto ein Produkt, eine Laufzeit in Tagen und einen Betrag in seiner Spanne. Jedes Produkt zeigt seinen Tagessatz, entweder fest oder als Spanne, deren Tageswert nach einer veröffentlichten Regel bestimmt wird. Der Ertrag wird täglich gezahlt, das Kapital kommt bei Fälligkeit zurück.</p>
<p>Der Ertrag wird <strong>nicht am Markt erwirtschaftet</strong>. Er wird aus einer Reserve gezahlt, die der Betreiber vorab gefüllt hat. Beim Kauf wird der höchste Betrag, den Ihr Plan je zahlen könnte, aus dieser Reserve zurückgelegt; ein Plan wird also nur verkauft, solange die Reserve ihn deckt, und die Seite zeigt die aktuelle Deckung. Ist die Reserve leer, kann kein Plan gekauft werden.</p>`,
    },
    fr: {
      title: "Comment fonctionnent les plans intelligents, et d’où vient le rendement ?",
      body: `<p>Sur <a href="/trading">Trading intelligent</a>, vous choisissez avec votre compte réel un produit, une durée en jours et un montant dans sa fourchette. Chaque produit affiche son taux journalier, fixe ou dans une fourchette dont la valeur de chaque jour est tirée selon une règle publiée. Le rendement est versé chaque jour et le capital revient à l’échéance.</p>
<p>Le rendement <strong>n’est pas gagné sur un marché</strong>. Il est payé par une réserve que l’exploitant a alimentée à l’avance. À l’achat, le maximum que votre plan pourrait verser est mis de côté sur cette réserve : un plan n’est donc vendu que tant que la réserve le couvre, et la page affiche la couverture actuelle. Si la réserve est vide, aucun plan ne peut être acheté.</p>`,
    },
    it: {
      title: "Come funzionano i piani smart e da dove viene il rendimento?",
      body: `<p>In <a href="/trading">Trading smart</a> scegliete, con il conto reale, un prodotto, una durata in giorni e un importo entro il suo intervallo. Ogni prodotto mostra il tasso giornaliero, fisso oppure in un intervallo il cui valore di ogni giorno è estratto con una regola pubblicata. Il rendimento è pagato ogni giorno e il capitale torna alla scadenza.</p>
<p>Il rendimento <strong>non è guadagnato su un mercato</strong>. È pagato da una riserva che il gestore ha alimentato in anticipo. All’acquisto, il massimo che il piano potrebbe pagare viene accantonato da quella riserva, quindi un piano è venduto solo finché la riserva lo copre; la pagina mostra la copertura attuale. Se la riserva è vuota, i piani non si possono acquistare.</p>`,
    },
    es: {
      title: "¿Cómo funcionan los planes inteligentes y de dónde sale el rendimiento?",
      body: `<p>En <a href="/trading">Trading inteligente</a> elige, con su cuenta real, un producto, un plazo en días y un importe dentro de su rango. Cada producto muestra su tasa diaria, fija o en un rango cuyo valor de cada día se determina con una regla publicada. El rendimiento se paga cada día y el capital vuelve al vencimiento.</p>
<p>El rendimiento <strong>no se gana en un mercado</strong>. Se paga con una reserva que el operador ha dotado de antemano. Al comprar, lo máximo que su plan podría pagar se aparta de esa reserva, así que un plan solo se vende mientras la reserva lo cubre; la página muestra la cobertura actual. Si la reserva está vacía, no se pueden comprar planes.</p>`,
    },
    ar: {
      title: "كيف تعمل الخطط الذكية، ومن أين يأتي العائد؟",
      body: `<p>في <a href="/trading">التداول الذكي</a> تختار بحسابك الحقيقي منتجًا ومدة بالأيام ومبلغًا ضمن نطاقه. يعرض كل منتج معدله اليومي، إما ثابتًا أو ضمن نطاق تُحدَّد قيمته كل يوم بقاعدة منشورة. يُدفع العائد يوميًا ويعود رأس المال عند الاستحقاق.</p>
<p>العائد <strong>لا يُكسب من السوق</strong>، بل يُدفع من احتياطي موّله المشغّل مسبقًا. عند الشراء يُجنَّب من ذلك الاحتياطي أقصى ما قد تدفعه خطتك، لذا لا تُباع الخطة إلا ما دام الاحتياطي يغطيها، وتعرض الصفحة نسبة التغطية الحالية. إذا كان الاحتياطي فارغًا فلا يمكن شراء الخطط.</p>`,
    },
    hk: {
      title: "智能計劃如何運作？收益從何而來？",
      body: `<p>在<a href="/trading">智能交易</a>中，您以真實帳戶選擇產品、以日計的期限及範圍內的金額。每個產品都會顯示日收益率，可以是固定利率，或是在一個範圍內、每日數值按公開規則決定。收益每日派發，本金於到期時退還。</p>
<p>收益<strong>並非從市場賺取</strong>，而是由營運方預先注資的儲備支付。購買時，您的計劃最多可能派付的金額會從儲備中預留，因此只在儲備足以覆蓋時才會出售計劃；頁面會顯示現時的覆蓋情況。儲備為零時，不能購買計劃。</p>`,
    },
    zh: {
      title: "智能计划如何运作？收益从哪里来？",
      body: `<p>在<a href="/trading">智能交易</a>中，您用真实账户选择产品、以天计的期限和范围内的金额。每个产品都会显示日收益率，可以是固定利率，也可以是一个范围、每天的数值按公开规则决定。收益每天发放，本金到期退还。</p>
<p>收益<strong>不是在市场上赚取的</strong>，而是由运营方事先注资的储备支付。购买时，您的计划最多可能支付的金额会从储备中预留，因此只有在储备足以覆盖时才会出售计划；页面会显示当前的覆盖情况。储备为零时，无法购买计划。</p>`,
    },
  },
};

const smartExit: SeedContent = {
  slug: "faq-smart-plan-early-exit",
  type: 5,
  category: "earn",
  sortOrder: 20,
  translations: {
    en: {
      title: "What happens if I leave a smart plan early?",
      body: `<p>You can exit a running plan before maturity. Two things are deducted from the principal you get back: a <strong>penalty</strong>, which is a share of the principal set by the operator, and the <strong>income already paid</strong> to you by the plan. The exit dialog shows the penalty rate and the exact amount you will receive before you confirm, and the refund is never below zero.</p>
<p>Once the plan's last day is due, it matures normally instead and can no longer be exited.</p>`,
    },
    ja: {
      title: "スマートプランを途中解約するとどうなりますか？",
      body: `<p>運用中のプランは満期前に解約できます。返還される元本からは、運営者が設定する元本に対する割合の<strong>違約金</strong>と、プランからすでに支払われた<strong>収益</strong>の 2 つが差し引かれます。解約画面では、確定前に違約金率と受け取る正確な金額が表示され、返金額がゼロを下回ることはありません。</p>
<p>プランの最終日を迎えた後は、通常どおり満期となり、解約はできなくなります。</p>`,
    },
    ko: {
      title: "스마트 플랜을 중도 해지하면 어떻게 되나요?",
      body: `<p>진행 중인 플랜은 만기 전에 해지할 수 있습니다. 돌려받는 원금에서 두 가지가 차감됩니다: 운영자가 정한 원금 대비 비율의 <strong>위약금</strong>과 플랜에서 이미 받은 <strong>수익</strong>입니다. 해지 창은 확인 전에 위약금 비율과 받게 될 정확한 금액을 보여 주며, 환급액은 0보다 작아지지 않습니다.</p>
<p>플랜의 마지막 날이 되면 정상적으로 만기 처리되며 더 이상 해지할 수 없습니다.</p>`,
    },
    de: {
      title: "Was passiert, wenn ich einen Smart-Plan vorzeitig verlasse?",
      body: `<p>Sie können einen laufenden Plan vor Fälligkeit beenden. Vom zurückgezahlten Kapital werden zwei Dinge abgezogen: eine <strong>Strafe</strong>, ein vom Betreiber festgelegter Anteil des Kapitals, und die vom Plan <strong>bereits gezahlten Erträge</strong>. Der Ausstiegsdialog zeigt vor der Bestätigung den Strafsatz und den genauen Betrag, den Sie erhalten; die Erstattung ist nie negativ.</p>
<p>Ist der letzte Tag des Plans fällig, wird er stattdessen regulär fällig und kann nicht mehr beendet werden.</p>`,
    },
    fr: {
      title: "Que se passe-t-il si je sors d’un plan intelligent avant terme ?",
      body: `<p>Vous pouvez sortir d’un plan en cours avant l’échéance. Deux montants sont déduits du capital restitué : une <strong>pénalité</strong>, part du capital fixée par l’exploitant, et les <strong>revenus déjà versés</strong> par le plan. La fenêtre de sortie affiche avant confirmation le taux de pénalité et le montant exact que vous recevrez ; le remboursement n’est jamais négatif.</p>
<p>Une fois le dernier jour du plan arrivé, il arrive normalement à échéance et on ne peut plus en sortir.</p>`,
    },
    it: {
      title: "Cosa succede se esco prima da un piano smart?",
      body: `<p>Potete uscire da un piano in corso prima della scadenza. Dal capitale restituito vengono detratte due cose: una <strong>penale</strong>, quota del capitale fissata dal gestore, e i <strong>rendimenti già pagati</strong> dal piano. La finestra di uscita mostra prima della conferma la percentuale della penale e l’importo esatto che riceverete; il rimborso non è mai negativo.</p>
<p>Quando arriva l’ultimo giorno del piano, questo giunge normalmente a scadenza e non è più possibile uscirne.</p>`,
    },
    es: {
      title: "¿Qué pasa si salgo antes de tiempo de un plan inteligente?",
      body: `<p>Puede salir de un plan en curso antes del vencimiento. Del capital que recupera se descuentan dos cosas: una <strong>penalización</strong>, una parte del capital que fija el operador, y los <strong>ingresos ya cobrados</strong> del plan. La ventana de salida muestra antes de confirmar la tasa de penalización y el importe exacto que recibirá; el reembolso nunca es negativo.</p>
<p>Cuando llega el último día del plan, este vence con normalidad y ya no se puede salir.</p>`,
    },
    ar: {
      title: "ماذا يحدث إذا خرجت من خطة ذكية مبكرًا؟",
      body: `<p>يمكنك الخروج من خطة جارية قبل استحقاقها. يُخصم أمران من رأس المال المُعاد إليك: <strong>غرامة</strong> هي نسبة من رأس المال يحددها المشغّل، و<strong>الدخل الذي دفعته لك الخطة</strong> حتى الآن. تعرض نافذة الخروج قبل التأكيد نسبة الغرامة والمبلغ الدقيق الذي ستستلمه، ولا يقل المبلغ المُعاد عن الصفر أبدًا.</p>
<p>عندما يحين آخر يوم في الخطة تُستحق بشكل عادي ولا يعود الخروج منها ممكنًا.</p>`,
    },
    hk: {
      title: "提前退出智能計劃會怎樣？",
      body: `<p>您可在到期前退出進行中的計劃。退還本金時會扣除兩項：由營運方設定、按本金比例計算的<strong>罰金</strong>，以及計劃<strong>已派發給您的收益</strong>。確認前，退出視窗會顯示罰金比率及您將收到的確實金額；退款絕不會低於零。</p>
<p>計劃的最後一天一到，便會正常到期，不能再退出。</p>`,
    },
    zh: {
      title: "提前退出智能计划会怎样？",
      body: `<p>您可以在到期前退出进行中的计划。退还本金时会扣除两项：由运营方设定、按本金比例计算的<strong>违约金</strong>，以及计划<strong>已经发放给您的收益</strong>。确认前，退出窗口会显示违约金比例和您将收到的确切金额；退款绝不会低于零。</p>
<p>计划的最后一天一到，就会正常到期，不能再退出。</p>`,
    },
  },
};

const loans: SeedContent = {
  slug: "faq-loans",
  type: 5,
  category: "earn",
  sortOrder: 30,
  translations: {
    en: {
      title: "How do loans work?",
      body: `<p>Loans are in USDT, on the real account, and need verified identity. How many loans you may have open at once is an operator setting.</p>
<ol>
<li>On <a href="/loan">Loan</a>, pick a product, an amount and a term. The quote shows the daily rate, the <strong>interest-free days</strong> (an operator setting) and the total interest.</li>
<li>Sign the agreement by drawing your signature. The signed agreement is a PDF you can download.</li>
<li>Our compliance team reviews the application. Once approved, the money is paid into your real account from the platform's loan fund.</li>
</ol>
<p>No interest is charged for the interest-free days; after that, interest accrues daily, never for more days than the term. You can repay in full at any time from your real balance. An unpaid loan after its due date is marked overdue: no penalty is added, but the amount stays owed.</p>`,
    },
    ja: {
      title: "ローンの仕組みを教えてください",
      body: `<p>ローンは USDT 建てでリアル口座で行い、本人確認の完了が必要です。同時に借りられるローンの件数は運営者の設定です。</p>
<ol>
<li><a href="/loan">ローン</a>で商品、金額、期間を選びます。見積もりには日利、<strong>無利息期間</strong>（運営者の設定）、利息の合計が表示されます。</li>
<li>署名を手書きして契約書に署名します。署名済みの契約書は PDF でダウンロードできます。</li>
<li>コンプライアンスチームが申請を審査します。承認されると、プラットフォームのローン資金からリアル口座に入金されます。</li>
</ol>
<p>無利息期間中は利息がかからず、その後は日ごとに利息が発生しますが、期間の日数を超えることはありません。リアル口座の残高からいつでも全額返済できます。期日を過ぎても未返済のローンは延滞と表示されます。違約金は加算されませんが、返済義務は残ります。</p>`,
    },
    ko: {
      title: "대출은 어떻게 이용하나요?",
      body: `<p>대출은 USDT로 실전투자 계좌에서 이루어지며 본인 인증이 필요합니다. 동시에 보유할 수 있는 대출 건수는 운영자 설정입니다.</p>
<ol>
<li><a href="/loan">대출</a>에서 상품, 금액, 기간을 고릅니다. 견적에는 일일 이율, <strong>무이자 기간</strong>(운영자 설정), 총이자가 표시됩니다.</li>
<li>서명을 직접 그려 계약서에 서명합니다. 서명된 계약서는 PDF로 내려받을 수 있습니다.</li>
<li>컴플라이언스 팀이 신청을 심사합니다. 승인되면 플랫폼의 대출 자금에서 실전투자 계좌로 지급됩니다.</li>
</ol>
<p>무이자 기간에는 이자가 없고, 그 뒤로는 하루 단위로 이자가 붙지만 대출 기간의 일수를 넘지는 않습니다. 실전투자 계좌 잔액으로 언제든 전액 상환할 수 있습니다. 만기일이 지나도 갚지 않은 대출은 연체로 표시되며, 위약금은 붙지 않지만 갚을 금액은 그대로 남습니다.</p>`,
    },
    de: {
      title: "Wie funktionieren Kredite?",
      body: `<p>Kredite laufen in USDT über das Echtgeldkonto und erfordern eine bestätigte Identität. Wie viele Kredite Sie gleichzeitig offen haben dürfen, legt der Betreiber fest.</p>
<ol>
<li>Wählen Sie unter <a href="/loan">Kredit</a> Produkt, Betrag und Laufzeit. Das Angebot zeigt den Tageszins, die <strong>zinsfreien Tage</strong> (eine Betreibereinstellung) und die gesamten Zinsen.</li>
<li>Unterschreiben Sie den Vertrag, indem Sie Ihre Unterschrift zeichnen. Der unterschriebene Vertrag ist ein PDF zum Herunterladen.</li>
<li>Unser Compliance-Team prüft den Antrag. Nach der Genehmigung wird das Geld aus dem Kreditfonds der Plattform auf Ihr Echtgeldkonto gezahlt.</li>
</ol>
<p>In den zinsfreien Tagen fallen keine Zinsen an; danach laufen sie täglich, nie für mehr Tage als die Laufzeit. Sie können jederzeit vollständig aus Ihrem Echtgeldguthaben zurückzahlen. Ein nach Fälligkeit unbezahlter Kredit wird als überfällig markiert: Es kommt keine Strafe hinzu, der Betrag bleibt aber geschuldet.</p>`,
    },
    fr: {
      title: "Comment fonctionnent les prêts ?",
      body: `<p>Les prêts sont en USDT, sur le compte réel, et exigent une identité vérifiée. Le nombre de prêts que vous pouvez avoir en cours en même temps est un réglage de l’exploitant.</p>
<ol>
<li>Sur <a href="/loan">Prêt</a>, choisissez un produit, un montant et une durée. Le devis affiche le taux journalier, les <strong>jours sans intérêts</strong> (un réglage de l’exploitant) et le total des intérêts.</li>
<li>Signez le contrat en dessinant votre signature. Le contrat signé est un PDF téléchargeable.</li>
<li>Notre équipe conformité examine la demande. Une fois approuvée, la somme est versée sur votre compte réel depuis le fonds de prêt de la plateforme.</li>
</ol>
<p>Aucun intérêt n’est dû pendant les jours sans intérêts ; ensuite, les intérêts courent chaque jour, jamais au-delà de la durée. Vous pouvez rembourser en totalité à tout moment depuis votre solde réel. Un prêt impayé après l’échéance est marqué en retard : aucune pénalité n’est ajoutée, mais la somme reste due.</p>`,
    },
    it: {
      title: "Come funzionano i prestiti?",
      body: `<p>I prestiti sono in USDT, sul conto reale, e richiedono l’identità verificata. Quanti prestiti potete avere aperti contemporaneamente è un’impostazione del gestore.</p>
<ol>
<li>In <a href="/loan">Prestito</a> scegliete prodotto, importo e durata. Il preventivo mostra il tasso giornaliero, i <strong>giorni senza interessi</strong> (un’impostazione del gestore) e gli interessi totali.</li>
<li>Firmate il contratto disegnando la vostra firma. Il contratto firmato è un PDF scaricabile.</li>
<li>Il team di compliance esamina la richiesta. Una volta approvata, la somma viene versata sul conto reale dal fondo prestiti della piattaforma.</li>
</ol>
<p>Nei giorni senza interessi non si paga nulla; dopo, gli interessi maturano ogni giorno, mai per più giorni della durata. Potete rimborsare per intero in qualsiasi momento dal saldo reale. Un prestito non rimborsato dopo la scadenza è segnato come scaduto: non si aggiunge alcuna penale, ma l’importo resta dovuto.</p>`,
    },
    es: {
      title: "¿Cómo funcionan los préstamos?",
      body: `<p>Los préstamos son en USDT, en la cuenta real, y requieren la identidad verificada. Cuántos préstamos puede tener abiertos a la vez lo fija el operador.</p>
<ol>
<li>En <a href="/loan">Préstamo</a>, elija producto, importe y plazo. La oferta muestra la tasa diaria, los <strong>días sin intereses</strong> (un ajuste del operador) y el total de intereses.</li>
<li>Firme el contrato dibujando su firma. El contrato firmado es un PDF que puede descargar.</li>
<li>Nuestro equipo de cumplimiento revisa la solicitud. Una vez aprobada, el dinero se abona en su cuenta real desde el fondo de préstamos de la plataforma.</li>
</ol>
<p>Durante los días sin intereses no se cobra nada; después, los intereses corren por días, nunca por más días que el plazo. Puede devolverlo entero en cualquier momento desde su saldo real. Un préstamo impagado tras su vencimiento se marca como vencido: no se añade penalización, pero la deuda sigue.</p>`,
    },
    ar: {
      title: "كيف تعمل القروض؟",
      body: `<p>القروض بعملة USDT على الحساب الحقيقي، وتتطلب هوية موثّقة. عدد القروض التي يمكن أن تكون مفتوحة لك في وقت واحد إعداد يحدده المشغّل.</p>
<ol>
<li>في صفحة <a href="/loan">القرض</a> اختر منتجًا ومبلغًا ومدة. يعرض العرض المعدل اليومي و<strong>أيام الإعفاء من الفائدة</strong> (إعداد يحدده المشغّل) وإجمالي الفائدة.</li>
<li>وقّع العقد برسم توقيعك. العقد الموقّع ملف PDF يمكنك تنزيله.</li>
<li>يراجع فريق الامتثال الطلب، وبعد الموافقة يُدفع المبلغ إلى حسابك الحقيقي من صندوق القروض في المنصة.</li>
</ol>
<p>لا فائدة خلال أيام الإعفاء؛ بعدها تُحتسب الفائدة يوميًا، ولا تتجاوز أبدًا عدد أيام المدة. يمكنك السداد كاملًا في أي وقت من رصيدك الحقيقي. القرض غير المسدد بعد تاريخ استحقاقه يُوسم بأنه متأخر: لا تُضاف غرامة، لكن المبلغ يبقى مستحقًا.</p>`,
    },
    hk: {
      title: "貸款如何運作？",
      body: `<p>貸款以 USDT 計，使用真實帳戶，並須已完成身份驗證。可同時持有的貸款數目由營運方設定。</p>
<ol>
<li>在<a href="/loan">貸款</a>頁面選擇產品、金額及期限。報價會顯示日利率、<strong>免息日數</strong>（由營運方設定）及利息總額。</li>
<li>親手繪畫簽名以簽署協議。已簽署的協議為 PDF，可供下載。</li>
<li>合規團隊會審核申請。獲批後，款項會從平台的貸款資金撥入您的真實帳戶。</li>
</ol>
<p>免息日數內不收利息；其後按日計息，計息日數絕不超過期限。您可隨時以真實帳戶餘額全數還款。到期後仍未償還的貸款會標示為逾期：不會加收罰款，但欠款仍須償還。</p>`,
    },
    zh: {
      title: "贷款如何运作？",
      body: `<p>贷款以 USDT 计，使用真实账户，并需要已完成身份认证。可同时持有的贷款笔数由运营方设定。</p>
<ol>
<li>在<a href="/loan">贷款</a>页面选择产品、金额和期限。报价会显示日利率、<strong>免息天数</strong>（由运营方设定）和利息总额。</li>
<li>手写签名以签署协议。已签署的协议为 PDF，可以下载。</li>
<li>合规团队会审核申请。批准后，款项会从平台的贷款资金划入您的真实账户。</li>
</ol>
<p>免息天数内不收利息；之后按天计息，计息天数绝不超过期限。您可以随时用真实账户余额全额还款。到期后仍未偿还的贷款会标记为逾期：不会加收罚金，但欠款仍需偿还。</p>`,
    },
  },
};

const nfts: SeedContent = {
  slug: "faq-charity-nfts",
  type: 5,
  category: "nfts-referral",
  sortOrder: 10,
  translations: {
    en: {
      title: "How do charity NFT auctions and donations work?",
      body: `<p>Each item on <a href="/nfts">NFTs</a> is auctioned in USDT from the real account for the charity it names. When you bid, the amount is <strong>held</strong> from your balance. If someone outbids you, your hold is <strong>released at once</strong> and you are notified. A bid in the last moments extends the auction, as shown on the item. Where an item has a buy-now price, buying at that price ends the auction immediately.</p>
<p>When the auction ends, the winning bid is paid and the <strong>proceeds go to the charity's account</strong>. Donation totals per item and per charity are counted from the ledger, and each payout to a charity is recorded with its reference and listed publicly, so you can follow your money. Items you won appear in your collection.</p>`,
    },
    ja: {
      title: "チャリティー NFT オークションと寄付の仕組みは？",
      body: `<p><a href="/nfts">NFT</a> の各アイテムは、指定された慈善団体のために、リアル口座から USDT でオークションにかけられます。入札すると、その金額が残高から<strong>保留</strong>されます。他の人に上回られると、保留分は<strong>すぐに解放</strong>され、通知が届きます。終了間際の入札はオークションを延長し、その条件はアイテムに表示されています。即決価格があるアイテムは、その価格で購入するとすぐにオークションが終了します。</p>
<p>オークション終了時に落札額が支払われ、<strong>収益は慈善団体の口座に入ります</strong>。アイテムごと・団体ごとの寄付総額は台帳から集計され、慈善団体への各支払いは参照番号とともに記録・公開されるので、お金の行き先を確認できます。落札したアイテムはコレクションに表示されます。</p>`,
    },
    ko: {
      title: "자선 NFT 경매와 기부는 어떻게 이루어지나요?",
      body: `<p><a href="/nfts">NFT</a>의 각 아이템은 지정된 자선 단체를 위해 실전투자 계좌에서 USDT로 경매됩니다. 입찰하면 그 금액이 잔액에서 <strong>보류</strong>됩니다. 다른 사람이 더 높게 입찰하면 보류 금액은 <strong>즉시 해제</strong>되고 알림을 받습니다. 마감 직전의 입찰은 경매를 연장하며, 그 조건은 아이템에 표시됩니다. 즉시 구매가가 있는 아이템은 그 가격으로 사면 경매가 바로 끝납니다.</p>
<p>경매가 끝나면 낙찰가가 지급되고 <strong>수익금은 자선 단체 계정으로 갑니다</strong>. 아이템별·단체별 기부 총액은 원장에서 집계되며, 자선 단체에 대한 각 지급은 참조 번호와 함께 기록되어 공개되므로 돈의 흐름을 확인할 수 있습니다. 낙찰받은 아이템은 컬렉션에 표시됩니다.</p>`,
    },
    de: {
      title: "Wie funktionieren Charity-NFT-Auktionen und Spenden?",
      body: `<p>Jedes Objekt unter <a href="/nfts">NFTs</a> wird in USDT vom Echtgeldkonto zugunsten der genannten Wohltätigkeitsorganisation versteigert. Bei einem Gebot wird der Betrag auf Ihrem Guthaben <strong>gesperrt</strong>. Überbietet Sie jemand, wird Ihre Sperre <strong>sofort aufgehoben</strong>, und Sie werden benachrichtigt. Ein Gebot in den letzten Momenten verlängert die Auktion, wie beim Objekt angegeben. Hat ein Objekt einen Sofortkaufpreis, beendet ein Kauf zu diesem Preis die Auktion sofort.</p>
<p>Am Ende der Auktion wird das Höchstgebot bezahlt, und <strong>der Erlös geht auf das Konto der Organisation</strong>. Spendensummen je Objekt und je Organisation werden aus dem Hauptbuch gezählt, und jede Auszahlung an eine Organisation wird mit ihrer Referenz erfasst und öffentlich aufgelistet, sodass Sie Ihr Geld verfolgen können. Gewonnene Objekte erscheinen in Ihrer Sammlung.</p>`,
    },
    fr: {
      title: "Comment fonctionnent les enchères de NFT caritatifs et les dons ?",
      body: `<p>Chaque objet de la page <a href="/nfts">NFT</a> est mis aux enchères en USDT depuis le compte réel, au profit de l’association indiquée. Quand vous enchérissez, le montant est <strong>bloqué</strong> sur votre solde. Si quelqu’un surenchérit, votre blocage est <strong>libéré aussitôt</strong> et vous êtes notifié. Une enchère dans les derniers instants prolonge la vente, comme indiqué sur l’objet. Si un objet a un prix d’achat immédiat, l’acheter à ce prix termine l’enchère sur-le-champ.</p>
<p>À la fin de l’enchère, l’offre gagnante est payée et <strong>le produit va sur le compte de l’association</strong>. Les totaux de dons par objet et par association sont calculés à partir du grand livre, et chaque versement à une association est enregistré avec sa référence et publié, pour que vous puissiez suivre votre argent. Les objets remportés apparaissent dans votre collection.</p>`,
    },
    it: {
      title: "Come funzionano le aste di NFT benefici e le donazioni?",
      body: `<p>Ogni oggetto nella pagina <a href="/nfts">NFT</a> è messo all’asta in USDT dal conto reale a favore dell’ente benefico indicato. Quando fate un’offerta, l’importo viene <strong>bloccato</strong> sul saldo. Se qualcuno vi supera, il blocco viene <strong>sbloccato subito</strong> e ricevete una notifica. Un’offerta negli ultimi istanti prolunga l’asta, come indicato sull’oggetto. Se un oggetto ha un prezzo «compra subito», acquistarlo a quel prezzo chiude l’asta all’istante.</p>
<p>A fine asta l’offerta vincente viene pagata e <strong>il ricavato va sul conto dell’ente benefico</strong>. I totali donati per oggetto e per ente sono calcolati dal libro mastro, e ogni versamento a un ente è registrato con il suo riferimento ed elencato pubblicamente, così potete seguire il vostro denaro. Gli oggetti vinti compaiono nella vostra collezione.</p>`,
    },
    es: {
      title: "¿Cómo funcionan las subastas benéficas de NFT y las donaciones?",
      body: `<p>Cada artículo de <a href="/nfts">NFT</a> se subasta en USDT desde la cuenta real a favor de la organización benéfica indicada. Al pujar, el importe queda <strong>retenido</strong> en su saldo. Si alguien le supera, su retención se <strong>libera al instante</strong> y recibe una notificación. Una puja en los últimos momentos alarga la subasta, como se indica en el artículo. Si un artículo tiene precio de compra inmediata, comprarlo a ese precio cierra la subasta en el acto.</p>
<p>Al terminar la subasta, la puja ganadora se paga y <strong>lo recaudado va a la cuenta de la organización benéfica</strong>. Los totales donados por artículo y por organización se calculan con el libro mayor, y cada pago a una organización se registra con su referencia y se publica, para que pueda seguir su dinero. Los artículos que gane aparecen en su colección.</p>`,
    },
    ar: {
      title: "كيف تعمل مزادات NFT الخيرية والتبرعات؟",
      body: `<p>يُطرح كل عنصر في صفحة <a href="/nfts">NFT</a> في مزاد بعملة USDT من الحساب الحقيقي لصالح الجمعية الخيرية المذكورة. عند المزايدة <strong>يُحجز</strong> المبلغ من رصيدك. إذا زايد عليك شخص آخر <strong>يُفرج عن حجزك فورًا</strong> ويصلك إشعار. المزايدة في اللحظات الأخيرة تمدّد المزاد كما هو موضّح على العنصر. وإذا كان للعنصر سعر شراء فوري، فالشراء بذلك السعر ينهي المزاد في الحال.</p>
<p>عند انتهاء المزاد يُدفع العرض الفائز و<strong>تذهب العائدات إلى حساب الجمعية الخيرية</strong>. تُحسب مجاميع التبرعات لكل عنصر ولكل جمعية من دفتر الأستاذ، وتُسجَّل كل دفعة إلى الجمعية بمرجعها وتُعرض علنًا، لتتمكن من تتبّع أموالك. تظهر العناصر التي فزت بها في مجموعتك.</p>`,
    },
    hk: {
      title: "慈善 NFT 拍賣及捐款如何運作？",
      body: `<p><a href="/nfts">NFT</a> 頁面上的每件藏品都以 USDT 從真實帳戶進行拍賣，收益撥歸所列明的慈善機構。出價時，金額會從您的餘額中<strong>凍結</strong>。如有人出價高於您，您的凍結款項會<strong>即時解凍</strong>，並會通知您。在最後時刻出價會延長拍賣，詳情見藏品頁面。設有即買價的藏品，以該價購買會即時結束拍賣。</p>
<p>拍賣結束時，得標價會被支付，<strong>收益撥入慈善機構的帳戶</strong>。每件藏品及每個慈善機構的捐款總額均按帳本計算，每次向慈善機構付款都會連同參考編號記錄並公開列出，讓您追蹤善款去向。您投得的藏品會顯示在您的收藏中。</p>`,
    },
    zh: {
      title: "慈善 NFT 拍卖和捐款如何运作？",
      body: `<p><a href="/nfts">NFT</a> 页面上的每件藏品都以 USDT 从真实账户进行拍卖，收益归所列明的慈善机构。出价时，金额会从您的余额中<strong>冻结</strong>。如有人出价高于您，您的冻结款项会<strong>立即解冻</strong>，并会通知您。在最后时刻出价会延长拍卖，详情见藏品页面。设有一口价的藏品，以该价格购买会立即结束拍卖。</p>
<p>拍卖结束时，成交价会被支付，<strong>收益进入慈善机构的账户</strong>。每件藏品和每个慈善机构的捐款总额都根据账本计算，每次向慈善机构付款都会连同参考编号记录并公开列出，方便您追踪善款去向。您拍得的藏品会显示在您的收藏中。</p>`,
    },
  },
};

const referral: SeedContent = {
  slug: "faq-referral-rebates",
  type: 5,
  category: "nfts-referral",
  sortOrder: 20,
  translations: {
    en: {
      title: "How do referral rebates work?",
      body: `<p>Every user has an invitation code, link and QR code on <a href="/profile/invite">Invite</a>. People who register with your code are your level 1; the people they invite are level 2, and theirs level 3.</p>
<p>When someone in your three levels trades on the <strong>real account</strong>, you receive a <strong>rebate</strong>: a share, set by the operator for each level, of the fee the platform actually collected on that trade. It is paid out of that fee, never more than it, at the moment of the fill, and appears in your statement. Demo trades earn nothing, and the people you invite pay nothing extra. The current rates are shown on the invite page; your team and rebate records are on <a href="/profile/team">My team</a>.</p>`,
    },
    ja: {
      title: "紹介リベートの仕組みは？",
      body: `<p>すべてのユーザーは、<a href="/profile/invite">招待</a>ページに招待コード、リンク、QR コードを持っています。あなたのコードで登録した人がレベル 1、その人が招待した人がレベル 2、さらにその招待者がレベル 3 です。</p>
<p>3 つのレベルの誰かが<strong>リアル口座</strong>で取引すると、あなたは<strong>リベート</strong>を受け取ります。これは、その取引でプラットフォームが実際に受け取った手数料のうち、運営者がレベルごとに設定した割合です。約定時にその手数料から支払われ（手数料を超えることはありません）、取引明細に表示されます。デモ取引では発生せず、招待された人の負担が増えることもありません。現在の割合は招待ページに、チームとリベートの記録は<a href="/profile/team">マイチーム</a>に表示されます。</p>`,
    },
    ko: {
      title: "추천 리베이트는 어떻게 받나요?",
      body: `<p>모든 사용자는 <a href="/profile/invite">초대</a> 페이지에 초대 코드, 링크, QR 코드를 가지고 있습니다. 내 코드로 가입한 사람이 1단계, 그들이 초대한 사람이 2단계, 그다음이 3단계입니다.</p>
<p>세 단계 중 누군가 <strong>실전투자 계좌</strong>로 거래하면 <strong>리베이트</strong>를 받습니다. 그 거래에서 플랫폼이 실제로 받은 수수료 중 운영자가 단계별로 정한 비율입니다. 체결 시점에 그 수수료에서 지급되며(수수료를 넘지 않습니다), 거래 내역에 표시됩니다. 모의 거래에서는 발생하지 않으며, 초대받은 사람이 더 내는 것은 없습니다. 현재 비율은 초대 페이지에, 팀과 리베이트 기록은 <a href="/profile/team">내 팀</a>에 있습니다.</p>`,
    },
    de: {
      title: "Wie funktionieren Empfehlungsrabatte?",
      body: `<p>Jeder Nutzer hat unter <a href="/profile/invite">Einladen</a> einen Einladungscode, einen Link und einen QR-Code. Wer sich mit Ihrem Code registriert, ist Ihre Ebene 1; die von diesen Eingeladenen sind Ebene 2, deren Eingeladene Ebene 3.</p>
<p>Handelt jemand aus Ihren drei Ebenen im <strong>Echtgeldkonto</strong>, erhalten Sie einen <strong>Rabatt</strong>: einen vom Betreiber je Ebene festgelegten Anteil der Gebühr, die die Plattform bei diesem Trade tatsächlich eingenommen hat. Er wird bei der Ausführung aus dieser Gebühr gezahlt, nie mehr als sie, und erscheint in Ihrem Kontoauszug. Demo-Trades bringen nichts, und Ihre Eingeladenen zahlen nichts extra. Die aktuellen Sätze stehen auf der Einladungsseite; Ihr Team und Ihre Rabatte unter <a href="/profile/team">Mein Team</a>.</p>`,
    },
    fr: {
      title: "Comment fonctionnent les remises de parrainage ?",
      body: `<p>Chaque utilisateur dispose d’un code, d’un lien et d’un QR code d’invitation sur <a href="/profile/invite">Inviter</a>. Les personnes inscrites avec votre code forment votre niveau 1 ; celles qu’elles invitent, le niveau 2, et les suivantes, le niveau 3.</p>
<p>Quand quelqu’un de vos trois niveaux opère sur le <strong>compte réel</strong>, vous recevez une <strong>remise</strong> : une part, fixée par l’exploitant pour chaque niveau, des frais que la plateforme a réellement perçus sur cette opération. Elle est prise sur ces frais, sans jamais les dépasser, au moment de l’exécution, et figure dans votre relevé. Les opérations en démo ne rapportent rien, et vos filleuls ne paient rien de plus. Les taux en vigueur sont affichés sur la page d’invitation ; votre équipe et vos remises sur <a href="/profile/team">Mon équipe</a>.</p>`,
    },
    it: {
      title: "Come funzionano le commissioni di referral?",
      body: `<p>Ogni utente ha un codice, un link e un codice QR di invito nella pagina <a href="/profile/invite">Invita</a>. Chi si registra con il vostro codice è il vostro livello 1; le persone che invitano sono il livello 2, e le loro il livello 3.</p>
<p>Quando qualcuno dei vostri tre livelli opera sul <strong>conto reale</strong>, ricevete una <strong>commissione retrocessa</strong>: una quota, fissata dal gestore per ogni livello, della commissione che la piattaforma ha davvero incassato su quell’operazione. È pagata da quella commissione, mai oltre, al momento dell’esecuzione, e compare nell’estratto conto. Le operazioni demo non generano nulla, e chi invitate non paga nulla in più. Le quote attuali sono nella pagina di invito; il vostro team e le commissioni in <a href="/profile/team">Il mio team</a>.</p>`,
    },
    es: {
      title: "¿Cómo funcionan las bonificaciones por referidos?",
      body: `<p>Cada usuario tiene un código, un enlace y un código QR de invitación en <a href="/profile/invite">Invitar</a>. Quienes se registran con su código son su nivel 1; las personas que ellos invitan, el nivel 2, y las siguientes, el nivel 3.</p>
<p>Cuando alguien de sus tres niveles opera en la <strong>cuenta real</strong>, usted recibe una <strong>bonificación</strong>: una parte, fijada por el operador para cada nivel, de la comisión que la plataforma cobró realmente en esa operación. Se paga de esa comisión, nunca más que ella, en el momento de la ejecución, y aparece en su extracto. Las operaciones demo no generan nada, y sus invitados no pagan nada de más. Las tasas vigentes se muestran en la página de invitación; su equipo y sus bonificaciones, en <a href="/profile/team">Mi equipo</a>.</p>`,
    },
    ar: {
      title: "كيف تعمل مكافآت الإحالة؟",
      body: `<p>لكل مستخدم رمز دعوة ورابط ورمز QR في صفحة <a href="/profile/invite">الدعوة</a>. من يسجّل برمزك هم المستوى الأول، ومن يدعونهم هم المستوى الثاني، ومن يليهم المستوى الثالث.</p>
<p>عندما يتداول أحد من مستوياتك الثلاثة في <strong>الحساب الحقيقي</strong> تحصل على <strong>مكافأة</strong>: حصة يحددها المشغّل لكل مستوى من الرسوم التي حصّلتها المنصة فعليًا على تلك الصفقة. تُدفع من تلك الرسوم ولا تتجاوزها أبدًا، لحظة التنفيذ، وتظهر في كشف حسابك. صفقات الحساب التجريبي لا تدرّ شيئًا، ولا يدفع من دعوتهم أي مبلغ إضافي. تظهر النسب الحالية في صفحة الدعوة، وفريقك وسجلات مكافآتك في <a href="/profile/team">فريقي</a>.</p>`,
    },
    hk: {
      title: "推薦返佣如何運作？",
      body: `<p>每位用戶在<a href="/profile/invite">邀請</a>頁面都有邀請碼、連結及二維碼。以您的邀請碼註冊的人是您的第一級；他們邀請的人是第二級，再下一層是第三級。</p>
<p>當您三級內的任何人在<strong>真實帳戶</strong>交易時，您會獲得<strong>返佣</strong>：即平台就該筆交易實際收取的手續費中，由營運方按級別設定的一個比例。返佣於成交時從該筆手續費中支付，絕不超過手續費，並會顯示在您的帳單中。模擬交易不會產生返佣，您邀請的人亦無須額外付費。現行比例顯示在邀請頁面；您的團隊及返佣紀錄可在<a href="/profile/team">我的團隊</a>查看。</p>`,
    },
    zh: {
      title: "推荐返佣如何运作？",
      body: `<p>每位用户在<a href="/profile/invite">邀请</a>页面都有邀请码、链接和二维码。用您的邀请码注册的人是您的第一级；他们邀请的人是第二级，再往下是第三级。</p>
<p>当您三级内的任何人在<strong>真实账户</strong>交易时，您会获得<strong>返佣</strong>：即平台就该笔交易实际收取的手续费中，由运营方按级别设定的一个比例。返佣在成交时从该笔手续费中支付，绝不超过手续费，并会显示在您的账单中。模拟交易不产生返佣，您邀请的人也无需额外付费。当前比例显示在邀请页面；您的团队和返佣记录可在<a href="/profile/team">我的团队</a>查看。</p>`,
    },
  },
};

const support: SeedContent = {
  slug: "faq-customer-service",
  type: 5,
  category: "account",
  sortOrder: 50,
  translations: {
    en: {
      title: "How do I contact customer service?",
      body: `<p>Use the service icon in the top bar or <a href="/profile/kefu">Online support</a> in your account. You can write and send images; you see when a message was delivered and read, and an unread badge tells you when support has answered. You can chat as a visitor too, without an account.</p>
<p>Our staff will never ask for your password or verification codes, and will never ask you to send money to a personal address.</p>`,
    },
    ja: {
      title: "カスタマーサービスへの連絡方法は？",
      body: `<p>上部バーのサービスアイコン、またはアカウントの<a href="/profile/kefu">オンラインサポート</a>をご利用ください。メッセージと画像を送ることができ、送信したメッセージが届いたか、読まれたかがわかります。サポートから返信があると未読バッジでお知らせします。アカウントがなくても訪問者としてチャットできます。</p>
<p>当社スタッフがパスワードや認証コードを尋ねたり、個人のアドレスへの送金を求めたりすることは決してありません。</p>`,
    },
    ko: {
      title: "고객센터에는 어떻게 연락하나요?",
      body: `<p>상단 바의 고객센터 아이콘이나 계정의 <a href="/profile/kefu">온라인 지원</a>을 이용하세요. 메시지와 이미지를 보낼 수 있고, 메시지가 전달되었는지와 읽혔는지 확인할 수 있으며, 답변이 오면 읽지 않음 배지로 알려 드립니다. 계정이 없어도 방문자로 채팅할 수 있습니다.</p>
<p>저희 직원은 비밀번호나 인증 코드를 묻거나 개인 주소로 송금하라고 요구하는 일이 절대 없습니다.</p>`,
    },
    de: {
      title: "Wie erreiche ich den Kundenservice?",
      body: `<p>Über das Service-Symbol in der oberen Leiste oder <a href="/profile/kefu">Online-Support</a> in Ihrem Konto. Sie können schreiben und Bilder senden, sehen, wann eine Nachricht zugestellt und gelesen wurde, und ein Ungelesen-Abzeichen zeigt Ihnen, wenn der Support geantwortet hat. Auch als Besucher ohne Konto können Sie chatten.</p>
<p>Unsere Mitarbeiter fragen nie nach Ihrem Passwort oder Bestätigungscodes und bitten Sie nie, Geld an eine private Adresse zu senden.</p>`,
    },
    fr: {
      title: "Comment contacter le service client ?",
      body: `<p>Utilisez l’icône du service dans la barre du haut ou <a href="/profile/kefu">Assistance en ligne</a> dans votre compte. Vous pouvez écrire et envoyer des images, voir quand un message a été remis et lu, et un badge de non-lu vous signale la réponse du support. Vous pouvez aussi discuter en tant que visiteur, sans compte.</p>
<p>Notre personnel ne vous demandera jamais votre mot de passe ni vos codes de vérification, ni d’envoyer de l’argent à une adresse personnelle.</p>`,
    },
    it: {
      title: "Come contatto il servizio clienti?",
      body: `<p>Usate l’icona del servizio nella barra in alto o <a href="/profile/kefu">Assistenza online</a> nel vostro account. Potete scrivere e inviare immagini, vedere quando un messaggio è stato consegnato e letto, e un badge dei non letti vi avvisa quando l’assistenza ha risposto. Potete chattare anche come visitatori, senza account.</p>
<p>Il nostro personale non vi chiederà mai password o codici di verifica, né di inviare denaro a un indirizzo personale.</p>`,
    },
    es: {
      title: "¿Cómo contacto con atención al cliente?",
      body: `<p>Use el icono de atención en la barra superior o <a href="/profile/kefu">Soporte en línea</a> en su cuenta. Puede escribir y enviar imágenes, ver cuándo un mensaje se ha entregado y leído, y una insignia de no leídos le avisa cuando soporte ha respondido. También puede chatear como visitante, sin cuenta.</p>
<p>Nuestro personal nunca le pedirá su contraseña ni sus códigos de verificación, ni que envíe dinero a una dirección personal.</p>`,
    },
    ar: {
      title: "كيف أتواصل مع خدمة العملاء؟",
      body: `<p>استخدم أيقونة الخدمة في الشريط العلوي أو <a href="/profile/kefu">الدعم عبر الإنترنت</a> في حسابك. يمكنك الكتابة وإرسال الصور، وترى متى وصلت الرسالة ومتى قُرئت، وتنبّهك شارة غير المقروء عندما يردّ الدعم. يمكنك أيضًا المحادثة كزائر دون حساب.</p>
<p>لن يطلب منك موظفونا أبدًا كلمة المرور أو رموز التحقق، ولن يطلبوا منك إرسال أموال إلى عنوان شخصي.</p>`,
    },
    hk: {
      title: "如何聯絡客戶服務？",
      body: `<p>請使用頂部列的客服圖示，或帳戶中的<a href="/profile/kefu">線上客服</a>。您可以發送文字及圖片，看到訊息何時已送達及已讀；客服回覆時，未讀標記會提醒您。沒有帳戶亦可以訪客身份聊天。</p>
<p>我們的職員絕不會索取您的密碼或驗證碼，亦絕不會要求您把款項轉到個人地址。</p>`,
    },
    zh: {
      title: "如何联系客服？",
      body: `<p>请使用顶部栏的客服图标，或账户中的<a href="/profile/kefu">在线客服</a>。您可以发送文字和图片，看到消息何时已送达、已读；客服回复时，未读标记会提醒您。没有账户也可以以访客身份聊天。</p>
<p>我们的工作人员绝不会索要您的密码或验证码，也绝不会要求您把钱转到个人地址。</p>`,
    },
  },
};

export const faqProductContents: readonly SeedContent[] = [prices, contracts, coinOrders, options, smartPlans, smartExit, loans, nfts, referral, support];
