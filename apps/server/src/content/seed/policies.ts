// Policies (type 2): terms and conditions and the privacy policy, in all ten languages.
// Facts checked against the code: argon2id passwords and hashed session tokens, uploads re-encoded
// (metadata dropped) under DATA_DIR outside any served folder and read back by the owner or the
// reviewing role only, client IPs kept for throttling (login_throttles, verification_codes) and
// operator IPs in the append-only audit log, no automatic deletion yet (SECURITY.md known gaps).
import type { SeedContent } from "./types.ts";

const termsAndConditions: SeedContent = {
  slug: "terms-and-conditions",
  type: 2,
  sortOrder: 10,
  translations: {
    en: {
      title: "Terms and conditions",
      body: `<p>By registering or using Tradewind you accept these terms. Tradewind holds no financial licence, is not a bank, and balances are not covered by any deposit-guarantee scheme.</p>
<h2>1. Your account</h2>
<ul>
<li>You must be an adult and allowed to use a service like this where you live.</li>
<li>Keep your password secret; you are responsible for what is done with your account.</li>
<li>Every account has a virtual account with virtual funds (the default) and a real account. Virtual funds cannot be withdrawn.</li>
<li>Withdrawals, loans and coin trading in the real account require identity verification (KYC).</li>
</ul>
<h2>2. Money</h2>
<ul>
<li>Deposits are credited after our finance team has checked the transfer, for at least the minimum shown for each coin.</li>
<li>Withdrawals carry a fee and a daily limit set by the operator; the withdrawal page shows the current values before you confirm. Amount and fee are held until the request is paid out or rejected.</li>
<li>Every balance change is a ledger entry shown in your statement.</li>
</ul>
<h2>3. Trading and products</h2>
<p>Orders are filled at the prices the platform records, including the spread and the fees shown before you confirm. By default prices are simulated. Smart plans, loans, options, NFT auctions and the referral programme follow the rules shown on their pages and in the FAQ; a loan also follows the agreement you sign.</p>
<h2>4. What is not allowed</h2>
<p>Using someone else's identity, abusing the referral programme, attacking the service, or using it for money laundering or any illegal purpose. We may freeze an account that does so; a frozen account cannot sign in or place orders.</p>
<h2>5. Errors and changes</h2>
<p>A wrong balance is corrected by a ledger adjustment with a stated reason, visible in your statement. We may change these terms; the current version is always on this page.</p>`,
    },
    ja: {
      title: "利用規約",
      body: `<p>Tradewind に登録または利用することで、本規約に同意したものとみなされます。Tradewind は金融ライセンスを保有しておらず、銀行でもなく、残高はいかなる預金保険制度の対象でもありません。</p>
<h2>1. アカウント</h2>
<ul>
<li>成人であり、お住まいの地域でこのようなサービスの利用が認められている必要があります。</li>
<li>パスワードは秘密にしてください。アカウントで行われた操作の責任はお客様にあります。</li>
<li>各アカウントには仮想資金入りのデモ口座（初期設定）とリアル口座があります。仮想資金は出金できません。</li>
<li>リアル口座での出金、ローン、コイン取引には本人確認（KYC）が必要です。</li>
</ul>
<h2>2. 資金</h2>
<ul>
<li>入金は、財務チームが送金を確認した後に反映されます。コインごとに表示される最低額以上である必要があります。</li>
<li>出金には運営者が設定する手数料と 1 日あたりの回数制限があり、確定前に出金画面に現在の値が表示されます。金額と手数料は、支払いまたは却下されるまで保留されます。</li>
<li>残高の変動はすべて台帳記録として取引明細に表示されます。</li>
</ul>
<h2>3. 取引と商品</h2>
<p>注文は、確定前に表示されるスプレッドと手数料を含め、プラットフォームが記録した価格で約定します。初期設定では価格はシミュレーションです。スマートプラン、ローン、オプション、NFT オークション、紹介プログラムは、各ページと FAQ に示すルールに従います。ローンはさらに、お客様が署名した契約書に従います。</p>
<h2>4. 禁止事項</h2>
<p>他人の身元の使用、紹介プログラムの悪用、サービスへの攻撃、資金洗浄その他違法な目的での利用。これらを行ったアカウントは凍結することがあり、凍結されたアカウントはログインも注文もできません。</p>
<h2>5. 誤りと変更</h2>
<p>残高の誤りは、理由を明記した台帳の調整記録で訂正され、取引明細に表示されます。本規約は変更されることがあり、最新版は常にこのページに掲載されます。</p>`,
    },
    ko: {
      title: "이용약관",
      body: `<p>Tradewind에 가입하거나 이용하면 이 약관에 동의한 것으로 봅니다. Tradewind는 금융 라이선스가 없고, 은행이 아니며, 잔액은 어떤 예금자 보호 제도의 대상도 아닙니다.</p>
<h2>1. 계정</h2>
<ul>
<li>성인이어야 하며, 거주 지역에서 이러한 서비스를 이용할 수 있어야 합니다.</li>
<li>비밀번호를 안전하게 지키세요. 계정으로 이루어진 행위의 책임은 고객님에게 있습니다.</li>
<li>모든 계정에는 가상 자금이 든 모의투자 계좌(기본값)와 실전투자 계좌가 있습니다. 가상 자금은 출금할 수 없습니다.</li>
<li>실전투자 계좌의 출금, 대출, 코인 거래에는 본인 인증(KYC)이 필요합니다.</li>
</ul>
<h2>2. 자금</h2>
<ul>
<li>입금은 재무팀이 송금을 확인한 뒤 반영되며, 코인별로 표시되는 최소 금액 이상이어야 합니다.</li>
<li>출금에는 운영자가 정한 수수료와 하루 횟수 제한이 있으며, 확인 전에 출금 화면에 현재 값이 표시됩니다. 금액과 수수료는 지급 또는 거절될 때까지 보류됩니다.</li>
<li>잔액의 모든 변동은 원장 기록으로 거래 내역에 표시됩니다.</li>
</ul>
<h2>3. 거래와 상품</h2>
<p>주문은 확인 전에 표시되는 스프레드와 수수료를 포함해 플랫폼이 기록한 가격으로 체결됩니다. 기본 설정에서 가격은 모의 가격입니다. 스마트 플랜, 대출, 옵션, NFT 경매, 추천 프로그램은 각 페이지와 FAQ에 안내된 규칙을 따르며, 대출은 고객님이 서명한 계약서도 따릅니다.</p>
<h2>4. 금지 행위</h2>
<p>타인의 신원 사용, 추천 프로그램 악용, 서비스 공격, 자금 세탁 등 불법적인 목적의 이용. 이러한 계정은 동결될 수 있으며, 동결된 계정은 로그인하거나 주문할 수 없습니다.</p>
<h2>5. 오류와 변경</h2>
<p>잘못된 잔액은 사유를 밝힌 원장 조정으로 바로잡으며, 거래 내역에 표시됩니다. 이 약관은 변경될 수 있으며, 최신 버전은 항상 이 페이지에 있습니다.</p>`,
    },
    de: {
      title: "Allgemeine Geschäftsbedingungen",
      body: `<p>Mit der Registrierung oder Nutzung von Tradewind akzeptieren Sie diese Bedingungen. Tradewind besitzt keine Finanzlizenz, ist keine Bank, und Guthaben sind durch keine Einlagensicherung geschützt.</p>
<h2>1. Ihr Konto</h2>
<ul>
<li>Sie müssen volljährig sein und einen solchen Dienst an Ihrem Wohnort nutzen dürfen.</li>
<li>Halten Sie Ihr Passwort geheim; Sie sind für alles verantwortlich, was mit Ihrem Konto geschieht.</li>
<li>Jedes Konto hat ein Demokonto mit virtuellem Geld (Standard) und ein Echtgeldkonto. Virtuelles Geld kann nicht ausgezahlt werden.</li>
<li>Auszahlungen, Kredite und Coin-Handel im Echtgeldkonto erfordern eine Identitätsprüfung (KYC).</li>
</ul>
<h2>2. Geld</h2>
<ul>
<li>Einzahlungen werden gutgeschrieben, nachdem unser Finanzteam die Überweisung geprüft hat, und müssen mindestens den je Coin angezeigten Mindestbetrag erreichen.</li>
<li>Auszahlungen kosten eine Gebühr und unterliegen einer täglichen Anzahl, die der Betreiber festlegt; die Auszahlungsseite zeigt die aktuellen Werte vor der Bestätigung. Betrag und Gebühr werden gesperrt, bis der Antrag ausgezahlt oder abgelehnt ist.</li>
<li>Jede Guthabenänderung ist eine Buchung in Ihrem Kontoauszug.</li>
</ul>
<h2>3. Handel und Produkte</h2>
<p>Aufträge werden zu den von der Plattform aufgezeichneten Kursen ausgeführt, einschließlich Spread und der vor der Bestätigung angezeigten Gebühren. Standardmäßig sind die Kurse simuliert. Smart-Pläne, Kredite, Optionen, NFT-Auktionen und das Empfehlungsprogramm folgen den Regeln auf ihren Seiten und in den FAQ; ein Kredit zudem dem Vertrag, den Sie unterschreiben.</p>
<h2>4. Was nicht erlaubt ist</h2>
<p>Die Identität anderer zu nutzen, das Empfehlungsprogramm zu missbrauchen, den Dienst anzugreifen oder ihn für Geldwäsche oder andere illegale Zwecke zu nutzen. Ein solches Konto können wir sperren; ein gesperrtes Konto kann sich nicht anmelden und keine Aufträge erteilen.</p>
<h2>5. Fehler und Änderungen</h2>
<p>Ein falsches Guthaben wird durch eine Korrekturbuchung mit Begründung berichtigt, die in Ihrem Kontoauszug erscheint. Wir können diese Bedingungen ändern; die aktuelle Fassung steht immer auf dieser Seite.</p>`,
    },
    fr: {
      title: "Conditions générales",
      body: `<p>En vous inscrivant sur Tradewind ou en l’utilisant, vous acceptez ces conditions. Tradewind ne détient aucune licence financière, n’est pas une banque, et les soldes ne sont couverts par aucun système de garantie des dépôts.</p>
<h2>1. Votre compte</h2>
<ul>
<li>Vous devez être majeur et autorisé à utiliser ce type de service là où vous vivez.</li>
<li>Gardez votre mot de passe secret ; vous êtes responsable de ce qui est fait avec votre compte.</li>
<li>Chaque compte comprend un compte démo doté d’argent virtuel (par défaut) et un compte réel. L’argent virtuel ne peut pas être retiré.</li>
<li>Les retraits, les prêts et le trading de coins sur le compte réel exigent une vérification d’identité (KYC).</li>
</ul>
<h2>2. L’argent</h2>
<ul>
<li>Les dépôts sont crédités après vérification du transfert par notre équipe financière, pour au moins le minimum affiché pour chaque coin.</li>
<li>Les retraits sont soumis à des frais et à un nombre quotidien fixés par l’exploitant ; la page de retrait affiche les valeurs en vigueur avant confirmation. Le montant et les frais sont bloqués jusqu’au paiement ou au rejet de la demande.</li>
<li>Chaque mouvement de solde est une écriture visible dans votre relevé.</li>
</ul>
<h2>3. Trading et produits</h2>
<p>Les ordres sont exécutés aux prix enregistrés par la plateforme, écart et frais affichés avant confirmation compris. Par défaut, les prix sont simulés. Les plans intelligents, prêts, options, enchères de NFT et le programme de parrainage suivent les règles indiquées sur leurs pages et dans la FAQ ; un prêt suit aussi le contrat que vous signez.</p>
<h2>4. Ce qui est interdit</h2>
<p>Utiliser l’identité d’autrui, abuser du programme de parrainage, attaquer le service, ou l’utiliser pour blanchir de l’argent ou à toute fin illégale. Nous pouvons geler un tel compte ; un compte gelé ne peut ni se connecter ni passer d’ordres.</p>
<h2>5. Erreurs et modifications</h2>
<p>Un solde erroné est corrigé par une écriture d’ajustement motivée, visible dans votre relevé. Nous pouvons modifier ces conditions ; la version en vigueur figure toujours sur cette page.</p>`,
    },
    it: {
      title: "Termini e condizioni",
      body: `<p>Registrandovi o usando Tradewind accettate questi termini. Tradewind non possiede licenze finanziarie, non è una banca e i saldi non sono coperti da alcun sistema di garanzia dei depositi.</p>
<h2>1. Il vostro account</h2>
<ul>
<li>Dovete essere maggiorenni e autorizzati a usare un servizio di questo tipo nel vostro paese.</li>
<li>Tenete segreta la password; siete responsabili di ciò che viene fatto con il vostro account.</li>
<li>Ogni account ha un conto demo con denaro virtuale (predefinito) e un conto reale. Il denaro virtuale non può essere prelevato.</li>
<li>Prelievi, prestiti e trading di coin nel conto reale richiedono la verifica dell’identità (KYC).</li>
</ul>
<h2>2. Il denaro</h2>
<ul>
<li>I depositi sono accreditati dopo che il nostro team finanziario ha verificato il trasferimento, per almeno il minimo indicato per ogni coin.</li>
<li>I prelievi hanno una commissione e un numero giornaliero fissati dal gestore; la pagina di prelievo mostra i valori attuali prima della conferma. Importo e commissione restano bloccati finché la richiesta non è pagata o respinta.</li>
<li>Ogni variazione di saldo è una scrittura visibile nell’estratto conto.</li>
</ul>
<h2>3. Trading e prodotti</h2>
<p>Gli ordini sono eseguiti ai prezzi registrati dalla piattaforma, inclusi lo spread e le commissioni mostrate prima della conferma. Per impostazione predefinita i prezzi sono simulati. Piani smart, prestiti, opzioni, aste di NFT e programma di referral seguono le regole indicate nelle loro pagine e nelle FAQ; un prestito segue anche il contratto che firmate.</p>
<h2>4. Cosa non è consentito</h2>
<p>Usare l’identità di altri, abusare del programma di referral, attaccare il servizio o usarlo per riciclaggio o altri scopi illeciti. Possiamo congelare un account che lo fa; un account congelato non può accedere né inserire ordini.</p>
<h2>5. Errori e modifiche</h2>
<p>Un saldo errato viene corretto con una scrittura di rettifica motivata, visibile nell’estratto conto. Possiamo modificare questi termini; la versione in vigore è sempre su questa pagina.</p>`,
    },
    es: {
      title: "Términos y condiciones",
      body: `<p>Al registrarse en Tradewind o usarla, acepta estos términos. Tradewind no tiene ninguna licencia financiera, no es un banco y los saldos no están cubiertos por ningún fondo de garantía de depósitos.</p>
<h2>1. Su cuenta</h2>
<ul>
<li>Debe ser mayor de edad y tener permitido usar un servicio así donde vive.</li>
<li>Mantenga su contraseña en secreto; usted responde de lo que se haga con su cuenta.</li>
<li>Cada cuenta tiene una cuenta demo con dinero virtual (la predeterminada) y una cuenta real. El dinero virtual no se puede retirar.</li>
<li>Las retiradas, los préstamos y el trading de monedas en la cuenta real requieren verificación de identidad (KYC).</li>
</ul>
<h2>2. El dinero</h2>
<ul>
<li>Los depósitos se abonan cuando nuestro equipo financiero ha comprobado la transferencia, y deben alcanzar al menos el mínimo indicado para cada moneda.</li>
<li>Las retiradas tienen una comisión y un número diario que fija el operador; la página de retirada muestra los valores vigentes antes de confirmar. El importe y la comisión quedan retenidos hasta que la solicitud se paga o se rechaza.</li>
<li>Cada cambio de saldo es un asiento que aparece en su extracto.</li>
</ul>
<h2>3. Trading y productos</h2>
<p>Las órdenes se ejecutan a los precios que registra la plataforma, incluidos el diferencial y las comisiones que se muestran antes de confirmar. Por defecto, los precios son simulados. Los planes inteligentes, préstamos, opciones, subastas de NFT y el programa de referidos siguen las reglas de sus páginas y de las preguntas frecuentes; un préstamo sigue además el contrato que usted firma.</p>
<h2>4. Lo que no está permitido</h2>
<p>Usar la identidad de otra persona, abusar del programa de referidos, atacar el servicio o usarlo para blanquear dinero o con cualquier fin ilegal. Podemos congelar una cuenta que lo haga; una cuenta congelada no puede iniciar sesión ni colocar órdenes.</p>
<h2>5. Errores y cambios</h2>
<p>Un saldo erróneo se corrige con un asiento de ajuste con su motivo, visible en su extracto. Podemos cambiar estos términos; la versión vigente está siempre en esta página.</p>`,
    },
    ar: {
      title: "الشروط والأحكام",
      body: `<p>بتسجيلك في Tradewind أو استخدامها فإنك توافق على هذه الشروط. لا تحمل Tradewind أي ترخيص مالي، وليست بنكًا، والأرصدة غير مشمولة بأي نظام لضمان الودائع.</p>
<h2>1. حسابك</h2>
<ul>
<li>يجب أن تكون بالغًا ومسموحًا لك باستخدام خدمة كهذه حيث تقيم.</li>
<li>حافظ على سرية كلمة المرور؛ فأنت مسؤول عما يُفعل بحسابك.</li>
<li>لكل مستخدم حساب تجريبي بأموال افتراضية (الافتراضي) وحساب حقيقي. لا يمكن سحب الأموال الافتراضية.</li>
<li>يتطلب السحب والقروض وتداول العملات في الحساب الحقيقي التحقق من الهوية (KYC).</li>
</ul>
<h2>2. الأموال</h2>
<ul>
<li>تُضاف الإيداعات بعد أن يتحقق فريقنا المالي من التحويل، ويجب ألا تقل عن الحد الأدنى المعروض لكل عملة.</li>
<li>للسحب رسوم وعدد يومي يحددهما المشغّل، وتعرض صفحة السحب القيم الحالية قبل التأكيد. يُحجز المبلغ والرسوم حتى يُصرف الطلب أو يُرفض.</li>
<li>كل تغيير في الرصيد قيد يظهر في كشف حسابك.</li>
</ul>
<h2>3. التداول والمنتجات</h2>
<p>تُنفَّذ الأوامر بالأسعار التي تسجلها المنصة، بما فيها فارق السعر والرسوم المعروضة قبل التأكيد. الأسعار افتراضيًا محاكاة. تتبع الخطط الذكية والقروض والخيارات ومزادات NFT وبرنامج الإحالة القواعد المعروضة في صفحاتها وفي الأسئلة الشائعة، ويتبع القرض أيضًا العقد الذي توقّعه.</p>
<h2>4. ما هو غير مسموح</h2>
<p>استخدام هوية شخص آخر، أو إساءة استخدام برنامج الإحالة، أو مهاجمة الخدمة، أو استخدامها لغسل الأموال أو لأي غرض غير قانوني. يجوز لنا تجميد حساب يفعل ذلك؛ والحساب المجمّد لا يمكنه تسجيل الدخول ولا تقديم أوامر.</p>
<h2>5. الأخطاء والتغييرات</h2>
<p>يُصحَّح الرصيد الخاطئ بقيد تسوية مع ذكر سببه، ويظهر في كشف حسابك. قد نغيّر هذه الشروط، والنسخة السارية موجودة دائمًا في هذه الصفحة.</p>`,
    },
    hk: {
      title: "條款及細則",
      body: `<p>註冊或使用 Tradewind 即表示您接受本條款。Tradewind 並未持有任何金融牌照，不是銀行，餘額亦不受任何存款保障計劃保障。</p>
<h2>1. 您的帳戶</h2>
<ul>
<li>您必須已成年，並且在您所在地區獲准使用此類服務。</li>
<li>請妥善保管密碼；以您帳戶進行的一切操作均由您負責。</li>
<li>每位用戶都有載有虛擬資金的模擬帳戶（預設）及真實帳戶。虛擬資金不能提取。</li>
<li>在真實帳戶中提款、貸款及幣幣交易須先完成身份驗證（KYC）。</li>
</ul>
<h2>2. 資金</h2>
<ul>
<li>存款須經財務團隊核實轉帳後才會入帳，且不得低於每種幣顯示的最低金額。</li>
<li>提款設有由營運方訂定的手續費及每日次數上限；確認前提款頁面會顯示現行數值。金額及手續費會被凍結，直至申請獲支付或被拒絕。</li>
<li>每一次餘額變動都是一筆帳目，顯示在您的帳單中。</li>
</ul>
<h2>3. 交易及產品</h2>
<p>訂單按平台記錄的價格成交，包括確認前顯示的點差及手續費。預設情況下價格為模擬價格。智能計劃、貸款、期權、NFT 拍賣及推薦計劃依照各自頁面及常見問題所載規則運作；貸款另受您簽署的協議約束。</p>
<h2>4. 禁止行為</h2>
<p>冒用他人身份、濫用推薦計劃、攻擊本服務，或將其用於洗錢或任何非法用途。我們可凍結此類帳戶；被凍結的帳戶不能登入，亦不能下單。</p>
<h2>5. 錯誤及修改</h2>
<p>錯誤的餘額會以註明原因的調整帳目更正，並顯示在您的帳單中。我們可修改本條款；現行版本一律載於本頁。</p>`,
    },
    zh: {
      title: "条款与条件",
      body: `<p>注册或使用 Tradewind 即表示您接受本条款。Tradewind 不持有任何金融牌照，不是银行，余额也不受任何存款保险计划保护。</p>
<h2>1. 您的账户</h2>
<ul>
<li>您必须已成年，并且在您所在地区被允许使用此类服务。</li>
<li>请妥善保管密码；通过您的账户进行的一切操作由您负责。</li>
<li>每位用户都有装有虚拟资金的模拟账户（默认）和真实账户。虚拟资金不能提现。</li>
<li>在真实账户中提现、贷款和币币交易需要先完成身份认证（KYC）。</li>
</ul>
<h2>2. 资金</h2>
<ul>
<li>充值须经财务团队核实转账后才会入账，且不得低于每种币显示的最低金额。</li>
<li>提现设有运营方规定的手续费和每日次数上限；确认前提现页面会显示当前数值。金额和手续费会被冻结，直到申请被支付或被拒绝。</li>
<li>每一次余额变动都是一条账目，显示在您的账单中。</li>
</ul>
<h2>3. 交易与产品</h2>
<p>订单按平台记录的价格成交，包括确认前显示的点差和手续费。默认情况下价格为模拟价格。智能计划、贷款、期权、NFT 拍卖和推荐计划遵循各自页面和常见问题中的规则；贷款还受您签署的协议约束。</p>
<h2>4. 禁止行为</h2>
<p>冒用他人身份、滥用推荐计划、攻击本服务，或将其用于洗钱或任何非法用途。我们可以冻结此类账户；被冻结的账户不能登录，也不能下单。</p>
<h2>5. 错误与修改</h2>
<p>错误的余额会通过注明原因的调整账目更正，并显示在您的账单中。我们可能修改本条款；现行版本始终公布在本页。</p>`,
    },
  },
};

const privacyPolicy: SeedContent = {
  slug: "privacy-policy",
  type: 2,
  sortOrder: 20,
  translations: {
    en: {
      title: "Privacy policy",
      body: `<h2>What we collect</h2>
<ul>
<li><strong>Account</strong>: username, email or phone number, your password (stored only as an argon2 hash), invitation links; with Google or wallet sign-in, the Google account or wallet address you used.</li>
<li><strong>Identity verification (KYC)</strong>: name, birth date, sex, country, address, phone, document type and three photos (front, back, you holding the document).</li>
<li><strong>Money and trading</strong>: deposit reports with their proof screenshot and transaction hash, withdrawal addresses, orders, plans, loans with your drawn signature and the signed agreement, and every ledger entry.</li>
<li><strong>Customer service</strong>: chat messages and images you send.</li>
<li><strong>Technical</strong>: your IP address with login attempts and verification-code requests (to stop password guessing and abuse), and server logs of requests without their contents.</li>
</ul>
<h2>Where it is kept and who sees it</h2>
<p>Everything is stored in the platform's own database and on its server. Photos are re-encoded on upload, which removes hidden data such as location, and are kept outside any public folder. You can see your own data in the app. Operators see only what their role needs: compliance sees KYC and loan documents, finance sees deposit proofs and payment records, support sees conversations and profiles. Every change an operator makes is recorded in an audit log. We do not sell your data; verification emails go through our email provider, and Google is involved only if you choose to sign in with Google.</p>
<h2>How long</h2>
<p>Data is kept while your account exists. Ledger entries and audit records are permanent financial records. The platform does not yet delete old data automatically.</p>
<h2>Your rights</h2>
<p>You can ask customer service for a copy of your data, a correction, or the deletion of what is not needed for the financial records. A rejected KYC can be resubmitted with correct details.</p>`,
    },
    ja: {
      title: "プライバシーポリシー",
      body: `<h2>収集する情報</h2>
<ul>
<li><strong>アカウント</strong>：ユーザー名、メールアドレスまたは電話番号、パスワード（argon2 のハッシュのみを保存）、招待関係。Google またはウォレットでログインした場合は、使用した Google アカウントまたはウォレットアドレス。</li>
<li><strong>本人確認（KYC）</strong>：氏名、生年月日、性別、国、住所、電話番号、書類の種類、写真 3 枚（表面、裏面、書類を持ったご本人）。</li>
<li><strong>資金と取引</strong>：入金申告とその証明画像・トランザクションハッシュ、出金先アドレス、注文、プラン、手書き署名と署名済み契約書を含むローン、そしてすべての台帳記録。</li>
<li><strong>カスタマーサービス</strong>：送信したチャットのメッセージと画像。</li>
<li><strong>技術情報</strong>：ログイン試行と認証コード請求に伴う IP アドレス（パスワード推測や不正利用の防止のため）、および内容を含まないリクエストのサーバーログ。</li>
</ul>
<h2>保存場所と閲覧者</h2>
<p>すべての情報は本プラットフォーム自身のデータベースとサーバーに保存されます。写真はアップロード時に再エンコードされ、位置情報などの隠れたデータは削除され、公開フォルダの外に保管されます。ご自身のデータはアプリで確認できます。オペレーターは役割に必要な情報だけを閲覧します。コンプライアンス担当は KYC とローン書類、財務担当は入金証明と支払記録、サポート担当は会話とプロフィールを見ます。オペレーターによる変更はすべて監査ログに記録されます。データを販売することはありません。認証メールはメール配信事業者を通じて送られ、Google が関わるのは Google でログインすることを選んだ場合だけです。</p>
<h2>保存期間</h2>
<p>データはアカウントが存在する間保存されます。台帳記録と監査記録は恒久的な財務記録です。現在、古いデータを自動的に削除する仕組みはありません。</p>
<h2>お客様の権利</h2>
<p>カスタマーサービスに、データの写しの提供、訂正、財務記録に不要なデータの削除を依頼できます。却下された KYC は、正しい情報で再提出できます。</p>`,
    },
    ko: {
      title: "개인정보 처리방침",
      body: `<h2>수집하는 정보</h2>
<ul>
<li><strong>계정</strong>: 사용자 이름, 이메일 또는 전화번호, 비밀번호(argon2 해시로만 저장), 초대 관계. Google 또는 지갑으로 로그인한 경우 사용한 Google 계정 또는 지갑 주소.</li>
<li><strong>본인 인증(KYC)</strong>: 이름, 생년월일, 성별, 국가, 주소, 전화번호, 신분증 종류와 사진 3장(앞면, 뒷면, 신분증을 든 본인).</li>
<li><strong>자금과 거래</strong>: 입금 신고와 증빙 캡처·트랜잭션 해시, 출금 주소, 주문, 플랜, 직접 그린 서명과 서명된 계약서를 포함한 대출, 그리고 모든 원장 기록.</li>
<li><strong>고객센터</strong>: 보내신 채팅 메시지와 이미지.</li>
<li><strong>기술 정보</strong>: 로그인 시도와 인증 코드 요청에 따른 IP 주소(비밀번호 추측과 남용 방지용), 그리고 내용이 빠진 요청 서버 로그.</li>
</ul>
<h2>보관 장소와 열람자</h2>
<p>모든 정보는 플랫폼 자체의 데이터베이스와 서버에 저장됩니다. 사진은 업로드할 때 다시 인코딩되어 위치 같은 숨은 데이터가 제거되며, 공개 폴더 밖에 보관됩니다. 본인 데이터는 앱에서 확인할 수 있습니다. 운영자는 역할에 필요한 것만 봅니다. 컴플라이언스 담당은 KYC와 대출 서류, 재무 담당은 입금 증빙과 지급 기록, 지원 담당은 대화와 프로필을 봅니다. 운영자의 모든 변경은 감사 로그에 기록됩니다. 데이터를 판매하지 않으며, 인증 이메일은 이메일 발송 업체를 통해 보내고, Google은 고객님이 Google 로그인을 선택한 경우에만 관여합니다.</p>
<h2>보관 기간</h2>
<p>데이터는 계정이 있는 동안 보관됩니다. 원장 기록과 감사 기록은 영구적인 재무 기록입니다. 현재 오래된 데이터를 자동으로 삭제하는 기능은 없습니다.</p>
<h2>고객님의 권리</h2>
<p>고객센터에 데이터 사본, 정정, 재무 기록에 필요하지 않은 데이터의 삭제를 요청할 수 있습니다. 거절된 KYC는 올바른 정보로 다시 제출할 수 있습니다.</p>`,
    },
    de: {
      title: "Datenschutzerklärung",
      body: `<h2>Was wir erheben</h2>
<ul>
<li><strong>Konto</strong>: Benutzername, E-Mail-Adresse oder Telefonnummer, Ihr Passwort (nur als argon2-Hash gespeichert), Einladungsbeziehungen; bei Anmeldung mit Google oder Wallet das verwendete Google-Konto bzw. die Wallet-Adresse.</li>
<li><strong>Identitätsprüfung (KYC)</strong>: Name, Geburtsdatum, Geschlecht, Land, Adresse, Telefon, Dokumenttyp und drei Fotos (Vorderseite, Rückseite, Sie mit dem Dokument).</li>
<li><strong>Geld und Handel</strong>: Einzahlungsmeldungen mit Beleg-Screenshot und Transaktions-Hash, Auszahlungsadressen, Aufträge, Pläne, Kredite mit Ihrer gezeichneten Unterschrift und dem unterschriebenen Vertrag sowie jede Buchung.</li>
<li><strong>Kundenservice</strong>: Chatnachrichten und Bilder, die Sie senden.</li>
<li><strong>Technisches</strong>: Ihre IP-Adresse bei Anmeldeversuchen und Code-Anforderungen (gegen Passwortraten und Missbrauch) sowie Serverprotokolle von Anfragen ohne deren Inhalt.</li>
</ul>
<h2>Wo es liegt und wer es sieht</h2>
<p>Alles wird in der eigenen Datenbank und auf dem Server der Plattform gespeichert. Fotos werden beim Hochladen neu kodiert, wodurch versteckte Daten wie der Standort entfernt werden, und außerhalb jedes öffentlichen Ordners abgelegt. Ihre eigenen Daten sehen Sie in der App. Mitarbeiter sehen nur, was ihre Rolle braucht: Compliance sieht KYC- und Kreditunterlagen, Finanzen Einzahlungsbelege und Zahlungsdaten, der Support Gespräche und Profile. Jede Änderung durch Mitarbeiter wird im Prüfprotokoll festgehalten. Wir verkaufen Ihre Daten nicht; Bestätigungs-E-Mails laufen über unseren E-Mail-Anbieter, und Google ist nur beteiligt, wenn Sie sich mit Google anmelden.</p>
<h2>Wie lange</h2>
<p>Daten werden aufbewahrt, solange Ihr Konto besteht. Buchungen und Prüfprotokolle sind dauerhafte Finanzaufzeichnungen. Die Plattform löscht alte Daten noch nicht automatisch.</p>
<h2>Ihre Rechte</h2>
<p>Sie können beim Kundenservice eine Kopie Ihrer Daten, eine Berichtigung oder die Löschung dessen verlangen, was für die Finanzaufzeichnungen nicht nötig ist. Eine abgelehnte KYC-Prüfung können Sie mit korrekten Angaben erneut einreichen.</p>`,
    },
    fr: {
      title: "Politique de confidentialité",
      body: `<h2>Ce que nous collectons</h2>
<ul>
<li><strong>Compte</strong> : nom d’utilisateur, e-mail ou numéro de téléphone, mot de passe (conservé uniquement sous forme de hachage argon2), liens de parrainage ; en cas de connexion par Google ou par portefeuille, le compte Google ou l’adresse de portefeuille utilisés.</li>
<li><strong>Vérification d’identité (KYC)</strong> : nom, date de naissance, sexe, pays, adresse, téléphone, type de document et trois photos (recto, verso, vous tenant le document).</li>
<li><strong>Argent et trading</strong> : déclarations de dépôt avec capture de preuve et hash de transaction, adresses de retrait, ordres, plans, prêts avec votre signature dessinée et le contrat signé, et chaque écriture comptable.</li>
<li><strong>Service client</strong> : messages et images envoyés dans le chat.</li>
<li><strong>Technique</strong> : votre adresse IP lors des tentatives de connexion et des demandes de code (contre les essais de mots de passe et les abus), et des journaux serveur des requêtes sans leur contenu.</li>
</ul>
<h2>Où et qui y a accès</h2>
<p>Tout est stocké dans la base de données et sur le serveur de la plateforme elle-même. Les photos sont réencodées à l’envoi, ce qui supprime les données cachées comme la localisation, et rangées hors de tout dossier public. Vous voyez vos propres données dans l’application. Les opérateurs ne voient que ce dont leur rôle a besoin : la conformité voit les pièces KYC et de prêt, la finance les preuves de dépôt et les paiements, le support les conversations et les profils. Toute modification faite par un opérateur est inscrite au journal d’audit. Nous ne vendons pas vos données ; les e-mails de vérification passent par notre prestataire d’e-mail, et Google n’intervient que si vous choisissez de vous connecter avec Google.</p>
<h2>Durée</h2>
<p>Les données sont conservées tant que votre compte existe. Les écritures comptables et les enregistrements d’audit sont des archives financières permanentes. La plateforme ne supprime pas encore automatiquement les anciennes données.</p>
<h2>Vos droits</h2>
<p>Vous pouvez demander au service client une copie de vos données, leur rectification, ou l’effacement de ce qui n’est pas nécessaire aux archives financières. Un KYC refusé peut être soumis à nouveau avec des informations correctes.</p>`,
    },
    it: {
      title: "Informativa sulla privacy",
      body: `<h2>Cosa raccogliamo</h2>
<ul>
<li><strong>Account</strong>: nome utente, e-mail o numero di telefono, password (salvata solo come hash argon2), legami di invito; con l’accesso tramite Google o wallet, l’account Google o l’indirizzo del wallet usati.</li>
<li><strong>Verifica dell’identità (KYC)</strong>: nome, data di nascita, sesso, paese, indirizzo, telefono, tipo di documento e tre foto (fronte, retro, voi con il documento in mano).</li>
<li><strong>Denaro e trading</strong>: segnalazioni di deposito con screenshot di prova e hash della transazione, indirizzi di prelievo, ordini, piani, prestiti con la firma disegnata e il contratto firmato, e ogni scrittura contabile.</li>
<li><strong>Servizio clienti</strong>: messaggi e immagini inviati in chat.</li>
<li><strong>Dati tecnici</strong>: il vostro indirizzo IP con i tentativi di accesso e le richieste di codici (contro tentativi di indovinare le password e abusi), e log del server delle richieste senza il loro contenuto.</li>
</ul>
<h2>Dove sono e chi li vede</h2>
<p>Tutto è conservato nel database e sul server della piattaforma stessa. Le foto vengono ricodificate al caricamento, eliminando dati nascosti come la posizione, e conservate fuori da qualsiasi cartella pubblica. I vostri dati li vedete nell’app. Gli operatori vedono solo ciò che serve al loro ruolo: la compliance vede i documenti KYC e dei prestiti, la finanza le prove di deposito e i pagamenti, l’assistenza le conversazioni e i profili. Ogni modifica di un operatore è registrata nel registro di audit. Non vendiamo i vostri dati; le e-mail di verifica passano dal nostro fornitore di posta, e Google è coinvolto solo se scegliete di accedere con Google.</p>
<h2>Per quanto tempo</h2>
<p>I dati sono conservati finché esiste il vostro account. Le scritture contabili e i registri di audit sono documenti finanziari permanenti. La piattaforma non cancella ancora automaticamente i dati vecchi.</p>
<h2>I vostri diritti</h2>
<p>Potete chiedere al servizio clienti una copia dei vostri dati, una rettifica o la cancellazione di ciò che non serve ai documenti finanziari. Una verifica KYC respinta può essere ripresentata con dati corretti.</p>`,
    },
    es: {
      title: "Política de privacidad",
      body: `<h2>Qué recopilamos</h2>
<ul>
<li><strong>Cuenta</strong>: nombre de usuario, correo electrónico o teléfono, su contraseña (guardada solo como hash argon2), vínculos de invitación; si inicia sesión con Google o con un monedero, la cuenta de Google o la dirección del monedero que usó.</li>
<li><strong>Verificación de identidad (KYC)</strong>: nombre, fecha de nacimiento, sexo, país, dirección, teléfono, tipo de documento y tres fotos (anverso, reverso y usted sosteniendo el documento).</li>
<li><strong>Dinero y trading</strong>: avisos de depósito con su captura de comprobante y hash de transacción, direcciones de retirada, órdenes, planes, préstamos con su firma dibujada y el contrato firmado, y cada asiento contable.</li>
<li><strong>Atención al cliente</strong>: mensajes e imágenes que envía por el chat.</li>
<li><strong>Datos técnicos</strong>: su dirección IP en los intentos de inicio de sesión y las solicitudes de códigos (para frenar la adivinación de contraseñas y los abusos), y registros del servidor de las peticiones sin su contenido.</li>
</ul>
<h2>Dónde se guardan y quién los ve</h2>
<p>Todo se guarda en la base de datos y en el servidor de la propia plataforma. Las fotos se recodifican al subirlas, lo que elimina datos ocultos como la ubicación, y se guardan fuera de cualquier carpeta pública. Usted ve sus propios datos en la aplicación. Los operadores ven solo lo que su función necesita: cumplimiento ve los documentos KYC y de préstamos, finanzas los comprobantes de depósito y los pagos, soporte las conversaciones y los perfiles. Cada cambio que hace un operador queda en el registro de auditoría. No vendemos sus datos; los correos de verificación pasan por nuestro proveedor de correo, y Google solo interviene si usted elige iniciar sesión con Google.</p>
<h2>Durante cuánto tiempo</h2>
<p>Los datos se conservan mientras exista su cuenta. Los asientos contables y los registros de auditoría son registros financieros permanentes. La plataforma todavía no borra datos antiguos de forma automática.</p>
<h2>Sus derechos</h2>
<p>Puede pedir a atención al cliente una copia de sus datos, su rectificación o la supresión de lo que no sea necesario para los registros financieros. Una verificación KYC rechazada puede enviarse de nuevo con los datos correctos.</p>`,
    },
    ar: {
      title: "سياسة الخصوصية",
      body: `<h2>ما نجمعه</h2>
<ul>
<li><strong>الحساب</strong>: اسم المستخدم، البريد الإلكتروني أو رقم الهاتف، كلمة المرور (تُحفظ فقط كتجزئة argon2)، علاقات الدعوة؛ وعند تسجيل الدخول عبر Google أو المحفظة، حساب Google أو عنوان المحفظة المستخدم.</li>
<li><strong>التحقق من الهوية (KYC)</strong>: الاسم، تاريخ الميلاد، الجنس، البلد، العنوان، الهاتف، نوع الوثيقة وثلاث صور (الوجه الأمامي، الخلفي، وأنت تحمل الوثيقة).</li>
<li><strong>الأموال والتداول</strong>: بلاغات الإيداع مع لقطة الإثبات وتجزئة المعاملة، عناوين السحب، الأوامر، الخطط، القروض مع توقيعك المرسوم والعقد الموقّع، وكل قيد محاسبي.</li>
<li><strong>خدمة العملاء</strong>: رسائل المحادثة والصور التي ترسلها.</li>
<li><strong>بيانات تقنية</strong>: عنوان IP الخاص بك مع محاولات تسجيل الدخول وطلبات رموز التحقق (لمنع تخمين كلمات المرور وإساءة الاستخدام)، وسجلات الخادم للطلبات دون محتواها.</li>
</ul>
<h2>أين تُحفظ ومن يراها</h2>
<p>يُحفظ كل شيء في قاعدة بيانات المنصة نفسها وعلى خادمها. تُعاد معالجة الصور عند رفعها، فتُزال البيانات المخفية مثل الموقع، وتُحفظ خارج أي مجلد عام. ترى بياناتك في التطبيق. لا يرى الموظفون إلا ما يحتاجه دورهم: فريق الامتثال يرى وثائق KYC والقروض، والفريق المالي يرى إثباتات الإيداع والمدفوعات، والدعم يرى المحادثات والملفات الشخصية. كل تغيير يجريه موظف يُسجَّل في سجل التدقيق. لا نبيع بياناتك؛ تُرسل رسائل التحقق عبر مزوّد البريد الإلكتروني لدينا، ولا تشارك Google إلا إذا اخترت تسجيل الدخول بها.</p>
<h2>مدة الاحتفاظ</h2>
<p>تُحفظ البيانات ما دام حسابك قائمًا. القيود المحاسبية وسجلات التدقيق سجلات مالية دائمة. لا تحذف المنصة البيانات القديمة تلقائيًا حتى الآن.</p>
<h2>حقوقك</h2>
<p>يمكنك أن تطلب من خدمة العملاء نسخة من بياناتك أو تصحيحها أو حذف ما لا يلزم للسجلات المالية. ويمكن إعادة تقديم طلب KYC المرفوض ببيانات صحيحة.</p>`,
    },
    hk: {
      title: "私隱政策",
      body: `<h2>我們收集的資料</h2>
<ul>
<li><strong>帳戶</strong>：用戶名稱、電郵或電話號碼、密碼（只以 argon2 雜湊值保存）、邀請關係；如以 Google 或錢包登入，則包括所用的 Google 帳戶或錢包地址。</li>
<li><strong>身份驗證（KYC）</strong>：姓名、出生日期、性別、國家或地區、地址、電話、證件類型及三張相片（正面、背面、手持證件的您）。</li>
<li><strong>資金及交易</strong>：存款申報及其證明截圖和交易雜湊、提款地址、訂單、計劃、貸款（包括您親手繪畫的簽名及已簽署的協議），以及每一筆帳目。</li>
<li><strong>客戶服務</strong>：您在聊天中發送的訊息及圖片。</li>
<li><strong>技術資料</strong>：登入嘗試及索取驗證碼時的 IP 地址（用於防止猜測密碼及濫用），以及不含內容的請求伺服器日誌。</li>
</ul>
<h2>存放位置及查閱人員</h2>
<p>所有資料均保存在平台自己的數據庫及伺服器上。相片上載時會重新編碼，移除位置等隱藏資料，並存放於任何公開資料夾以外。您可在應用程式中查看自己的資料。營運人員只能查看其職務所需的資料：合規人員查看 KYC 及貸款文件，財務人員查看存款證明及付款紀錄，客服人員查看對話及個人資料。營運人員作出的每項更改都會記入審計日誌。我們不會出售您的資料；驗證電郵經由我們的電郵服務商發送，只有在您選擇以 Google 登入時才會涉及 Google。</p>
<h2>保存期限</h2>
<p>資料在您的帳戶存在期間會一直保存。帳目及審計紀錄屬永久財務紀錄。平台目前尚未自動刪除舊資料。</p>
<h2>您的權利</h2>
<p>您可向客戶服務索取資料副本、要求更正，或刪除財務紀錄不需要的資料。被拒絕的 KYC 可以正確資料重新提交。</p>`,
    },
    zh: {
      title: "隐私政策",
      body: `<h2>我们收集的数据</h2>
<ul>
<li><strong>账户</strong>：用户名、邮箱或手机号、密码（只以 argon2 哈希值保存）、邀请关系；如使用 Google 或钱包登录，还包括所用的 Google 账户或钱包地址。</li>
<li><strong>身份认证（KYC）</strong>：姓名、出生日期、性别、国家或地区、地址、电话、证件类型及三张照片（正面、背面、手持证件的您）。</li>
<li><strong>资金与交易</strong>：充值申报及其凭证截图和交易哈希、提现地址、订单、计划、贷款（包括您手写的签名和已签署的协议），以及每一条账目。</li>
<li><strong>客服</strong>：您在聊天中发送的消息和图片。</li>
<li><strong>技术数据</strong>：登录尝试和获取验证码时的 IP 地址（用于防止猜测密码和滥用），以及不含内容的请求服务器日志。</li>
</ul>
<h2>存放位置与查看人员</h2>
<p>所有数据都保存在平台自己的数据库和服务器上。照片上传时会重新编码，去除位置等隐藏信息，并存放在任何公开目录之外。您可以在应用中查看自己的数据。运营人员只能查看其岗位所需的数据：合规人员查看 KYC 和贷款文件，财务人员查看充值凭证和付款记录，客服人员查看对话和个人资料。运营人员的每一项更改都会记入审计日志。我们不会出售您的数据；验证邮件通过我们的邮件服务商发送，只有在您选择用 Google 登录时才会涉及 Google。</p>
<h2>保存期限</h2>
<p>数据在您的账户存续期间一直保存。账目和审计记录属于永久财务记录。平台目前尚不会自动删除旧数据。</p>
<h2>您的权利</h2>
<p>您可以向客服索取数据副本、要求更正，或删除财务记录不需要的数据。被拒绝的 KYC 可以用正确的资料重新提交。</p>`,
    },
  },
};

export const policyContents: readonly SeedContent[] = [termsAndConditions, privacyPolicy];
