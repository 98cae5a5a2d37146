// FAQ entries (type 5) of the account, money and fees groups, in all ten languages.
// Numbers that are operator settings are named as such, with where the user sees the current
// value (system params of migrations 0001, 0013, 0019; instrument fee rates of 0002).
import type { SeedContent } from "./types.ts";

const virtualAndReal: SeedContent = {
  slug: "faq-virtual-and-real-account",
  type: 5,
  category: "account",
  sortOrder: 10,
  translations: {
    en: {
      title: "What is the difference between the virtual and the real account?",
      body: `<p>Every user has two separate accounts. The <strong>virtual account</strong> is the default: it is funded with virtual USDT (the amount is an operator setting) so you can practise trading without risk. Its funds cannot be deposited to or withdrawn, and you can reset its balance from your account page.</p>
<p>The <strong>real account</strong> holds real money: deposits, withdrawals, smart plans, loans and NFT purchases use it, and some of them need identity verification first. The two accounts never mix: each has its own balances, orders and statement.</p>`,
    },
    ja: {
      title: "デモ口座とリアル口座の違いは何ですか？",
      body: `<p>すべてのユーザーは、別々の 2 つの口座を持っています。<strong>デモ口座</strong>が初期設定で、仮想 USDT（金額は運営者の設定）が入っているので、リスクなしで取引を練習できます。デモ口座には入金も出金もできず、残高はアカウントページからリセットできます。</p>
<p><strong>リアル口座</strong>は実際の資金を扱います。入金、出金、スマートプラン、ローン、NFT の購入はリアル口座で行い、その一部には先に本人確認が必要です。2 つの口座が混ざることはなく、それぞれに残高、注文、取引明細があります。</p>`,
    },
    ko: {
      title: "모의투자 계좌와 실전투자 계좌는 어떻게 다른가요?",
      body: `<p>모든 사용자는 서로 분리된 두 계좌를 가집니다. <strong>모의투자 계좌</strong>가 기본이며, 가상 USDT(금액은 운영자 설정)가 들어 있어 위험 없이 거래를 연습할 수 있습니다. 이 계좌로는 입금이나 출금을 할 수 없으며, 잔액은 계정 페이지에서 초기화할 수 있습니다.</p>
<p><strong>실전투자 계좌</strong>는 실제 돈을 다룹니다. 입금, 출금, 스마트 플랜, 대출, NFT 구매는 이 계좌를 사용하며, 그중 일부는 먼저 본인 인증이 필요합니다. 두 계좌는 섞이지 않으며, 각각 자체 잔액, 주문, 거래 내역을 가집니다.</p>`,
    },
    de: {
      title: "Was ist der Unterschied zwischen Demokonto und Echtgeldkonto?",
      body: `<p>Jeder Nutzer hat zwei getrennte Konten. Das <strong>Demokonto</strong> ist die Voreinstellung: Es ist mit virtuellen USDT gefüllt (der Betrag ist eine Betreibereinstellung), damit Sie ohne Risiko üben können. Darauf kann weder eingezahlt noch davon ausgezahlt werden, und Sie können sein Guthaben auf Ihrer Kontoseite zurücksetzen.</p>
<p>Das <strong>Echtgeldkonto</strong> enthält echtes Geld: Ein- und Auszahlungen, Smart-Pläne, Kredite und NFT-Käufe laufen darüber, und manches davon erfordert zuerst eine Identitätsprüfung. Die beiden Konten vermischen sich nie: Jedes hat eigene Guthaben, Aufträge und einen eigenen Kontoauszug.</p>`,
    },
    fr: {
      title: "Quelle est la différence entre le compte démo et le compte réel ?",
      body: `<p>Chaque utilisateur dispose de deux comptes distincts. Le <strong>compte démo</strong> est celui par défaut : il est doté d’USDT virtuels (le montant est un réglage de l’exploitant) pour vous entraîner sans risque. On ne peut ni y déposer ni en retirer, et vous pouvez réinitialiser son solde depuis la page de votre compte.</p>
<p>Le <strong>compte réel</strong> contient de l’argent réel : dépôts, retraits, plans intelligents, prêts et achats de NFT passent par lui, et certains exigent d’abord une vérification d’identité. Les deux comptes ne se mélangent jamais : chacun a ses soldes, ses ordres et son relevé.</p>`,
    },
    it: {
      title: "Che differenza c’è tra conto demo e conto reale?",
      body: `<p>Ogni utente ha due conti separati. Il <strong>conto demo</strong> è quello predefinito: contiene USDT virtuali (l’importo è un’impostazione del gestore) per esercitarsi senza rischi. Non è possibile depositarvi né prelevarne, e il saldo si può azzerare dalla pagina del vostro account.</p>
<p>Il <strong>conto reale</strong> contiene denaro vero: depositi, prelievi, piani smart, prestiti e acquisti di NFT passano da lì, e alcuni richiedono prima la verifica dell’identità. I due conti non si mescolano mai: ognuno ha i propri saldi, ordini ed estratto conto.</p>`,
    },
    es: {
      title: "¿Qué diferencia hay entre la cuenta demo y la cuenta real?",
      body: `<p>Cada usuario tiene dos cuentas separadas. La <strong>cuenta demo</strong> es la predeterminada: tiene USDT virtuales (el importe lo fija el operador) para que practique sin riesgo. No admite depósitos ni retiradas, y puede restablecer su saldo desde la página de su cuenta.</p>
<p>La <strong>cuenta real</strong> contiene dinero real: los depósitos, retiradas, planes inteligentes, préstamos y compras de NFT la usan, y algunos requieren antes la verificación de identidad. Las dos cuentas nunca se mezclan: cada una tiene sus saldos, sus órdenes y su extracto.</p>`,
    },
    ar: {
      title: "ما الفرق بين الحساب التجريبي والحساب الحقيقي؟",
      body: `<p>لكل مستخدم حسابان منفصلان. <strong>الحساب التجريبي</strong> هو الافتراضي: يُموَّل بعملة USDT افتراضية (يحدد المشغّل مقدارها) لتتدرّب على التداول دون مخاطرة. لا يمكن الإيداع فيه أو السحب منه، ويمكنك إعادة ضبط رصيده من صفحة حسابك.</p>
<p><strong>الحساب الحقيقي</strong> يحتوي على أموال حقيقية: تتم فيه الإيداعات والسحوبات والخطط الذكية والقروض وشراء NFT، ويتطلب بعضها التحقق من الهوية أولًا. لا يختلط الحسابان أبدًا: لكل منهما أرصدته وأوامره وكشف حسابه.</p>`,
    },
    hk: {
      title: "模擬帳戶與真實帳戶有何分別？",
      body: `<p>每位用戶都有兩個獨立帳戶。<strong>模擬帳戶</strong>是預設帳戶，內有虛擬 USDT（金額由營運方設定），讓您無風險地練習交易。模擬帳戶不能存款或提款，您可在帳戶頁面重設其餘額。</p>
<p><strong>真實帳戶</strong>存放真實資金：存款、提款、智能計劃、貸款及購買 NFT 都使用真實帳戶，其中部分功能須先完成身份驗證。兩個帳戶絕不混合，各自有獨立的餘額、訂單及帳單。</p>`,
    },
    zh: {
      title: "模拟账户和真实账户有什么区别？",
      body: `<p>每位用户都有两个相互独立的账户。<strong>模拟账户</strong>是默认账户，里面有虚拟 USDT（金额由运营方设定），让您无风险地练习交易。模拟账户不能充值或提现，您可以在账户页面重置其余额。</p>
<p><strong>真实账户</strong>存放真实资金：充值、提现、智能计划、贷款和购买 NFT 都使用真实账户，其中部分功能需要先完成身份认证。两个账户绝不混用，各自有独立的余额、订单和账单。</p>`,
    },
  },
};

const switchAccount: SeedContent = {
  slug: "faq-switch-account",
  type: 5,
  category: "account",
  sortOrder: 20,
  translations: {
    en: {
      title: "How do I switch between the virtual and the real account?",
      body: `<p>Use the <strong>Virtual / Real</strong> switch on your <a href="/profile">account page</a>. A message confirms the switch, and a badge beside the order panel always shows which account you are trading in and its available USDT.</p>
<p>The choice is remembered in your browser. Open orders stay in the account where you placed them: switching never moves money or orders between accounts.</p>`,
    },
    ja: {
      title: "デモ口座とリアル口座はどう切り替えますか？",
      body: `<p><a href="/profile">アカウントページ</a>の<strong>デモ／リアル</strong>切り替えを使います。切り替えるとメッセージで確認でき、注文パネルの横のバッジには、取引中の口座と利用可能な USDT が常に表示されます。</p>
<p>選択はブラウザに記憶されます。未決済の注文は出した口座に残り、切り替えによって資金や注文が口座間で移ることはありません。</p>`,
    },
    ko: {
      title: "모의투자 계좌와 실전투자 계좌는 어떻게 전환하나요?",
      body: `<p><a href="/profile">계정 페이지</a>의 <strong>모의투자/실전투자</strong> 스위치를 사용하세요. 전환하면 메시지로 확인되며, 주문 패널 옆 배지에 지금 거래 중인 계좌와 사용 가능한 USDT가 항상 표시됩니다.</p>
<p>선택은 브라우저에 기억됩니다. 미체결 주문은 주문한 계좌에 그대로 남으며, 전환한다고 돈이나 주문이 계좌 사이에서 옮겨지지 않습니다.</p>`,
    },
    de: {
      title: "Wie wechsle ich zwischen Demo- und Echtgeldkonto?",
      body: `<p>Nutzen Sie den Schalter <strong>Demo / Echtgeld</strong> auf Ihrer <a href="/profile">Kontoseite</a>. Eine Meldung bestätigt den Wechsel, und ein Abzeichen neben dem Auftragsfeld zeigt immer, in welchem Konto Sie handeln und wie viele USDT verfügbar sind.</p>
<p>Die Wahl wird in Ihrem Browser gespeichert. Offene Aufträge bleiben in dem Konto, in dem Sie sie erteilt haben: Ein Wechsel verschiebt nie Geld oder Aufträge zwischen den Konten.</p>`,
    },
    fr: {
      title: "Comment passer du compte démo au compte réel ?",
      body: `<p>Utilisez le sélecteur <strong>Démo / Réel</strong> sur la <a href="/profile">page de votre compte</a>. Un message confirme le changement, et un badge à côté du panneau d’ordres indique toujours le compte utilisé et ses USDT disponibles.</p>
<p>Le choix est mémorisé dans votre navigateur. Les ordres ouverts restent sur le compte où vous les avez passés : changer de compte ne déplace jamais d’argent ni d’ordres.</p>`,
    },
    it: {
      title: "Come passo dal conto demo a quello reale?",
      body: `<p>Usate l’interruttore <strong>Demo / Reale</strong> nella <a href="/profile">pagina dell’account</a>. Un messaggio conferma il cambio, e un’etichetta accanto al pannello ordini mostra sempre su quale conto state operando e gli USDT disponibili.</p>
<p>La scelta viene ricordata nel browser. Gli ordini aperti restano nel conto in cui li avete inseriti: cambiare conto non sposta mai denaro né ordini.</p>`,
    },
    es: {
      title: "¿Cómo cambio entre la cuenta demo y la cuenta real?",
      body: `<p>Use el selector <strong>Demo / Real</strong> de la <a href="/profile">página de su cuenta</a>. Un mensaje confirma el cambio, y una etiqueta junto al panel de órdenes muestra siempre en qué cuenta opera y cuántos USDT tiene disponibles.</p>
<p>La elección se recuerda en su navegador. Las órdenes abiertas se quedan en la cuenta donde las colocó: cambiar de cuenta nunca mueve dinero ni órdenes entre cuentas.</p>`,
    },
    ar: {
      title: "كيف أنتقل بين الحساب التجريبي والحساب الحقيقي؟",
      body: `<p>استخدم مفتاح <strong>تجريبي / حقيقي</strong> في <a href="/profile">صفحة حسابك</a>. تؤكد رسالة الانتقال، وتعرض شارة بجانب لوحة الأوامر دائمًا الحساب الذي تتداول فيه ورصيده المتاح من USDT.</p>
<p>يُحفظ اختيارك في متصفحك. تبقى الأوامر المفتوحة في الحساب الذي وضعتها فيه: الانتقال لا ينقل أي أموال أو أوامر بين الحسابين.</p>`,
    },
    hk: {
      title: "如何在模擬帳戶與真實帳戶之間切換？",
      body: `<p>請使用<a href="/profile">帳戶頁面</a>上的<strong>模擬／真實</strong>切換掣。切換後會有訊息確認，而下單面板旁的標籤會一直顯示您正在使用的帳戶及其可用 USDT。</p>
<p>您的選擇會記在瀏覽器中。未平倉的訂單會留在下單時所用的帳戶；切換帳戶絕不會在帳戶之間轉移資金或訂單。</p>`,
    },
    zh: {
      title: "如何在模拟账户和真实账户之间切换？",
      body: `<p>请使用<a href="/profile">账户页面</a>上的<strong>模拟／真实</strong>切换开关。切换后会有消息确认，下单面板旁的标签会始终显示您正在使用的账户及其可用 USDT。</p>
<p>您的选择会保存在浏览器中。未完成的订单留在下单时所用的账户；切换账户绝不会在账户之间转移资金或订单。</p>`,
    },
  },
};

const kyc: SeedContent = {
  slug: "faq-identity-verification",
  type: 5,
  category: "account",
  sortOrder: 30,
  translations: {
    en: {
      title: "How does identity verification (KYC) work?",
      body: `<p>Open <a href="/profile/verification">Account verification</a> and enter your name, birth date, sex, country, address and phone, choose a document (ID card, passport or driver licence) and upload three photos: the front, the back, and you holding it. Photos must be JPG, PNG or JPEG2000 and within the upload size limit shown on the form.</p>
<p>Our compliance team reviews a submission <strong>within 48 hours</strong> and you get a notification. If it is rejected, the reason is shown and you can submit again with corrected details. Verification is needed for withdrawals, loans and coin trading in the real account.</p>`,
    },
    ja: {
      title: "本人確認（KYC）はどのように行いますか？",
      body: `<p><a href="/profile/verification">アカウント認証</a>を開き、氏名、生年月日、性別、国、住所、電話番号を入力し、書類（身分証明書、パスポート、運転免許証）を選んで、表面、裏面、書類を持ったご本人の 3 枚の写真をアップロードします。写真は JPG、PNG、JPEG2000 のいずれかで、フォームに表示されるサイズ上限以内である必要があります。</p>
<p>コンプライアンスチームが<strong>48 時間以内</strong>に審査し、結果を通知します。却下された場合は理由が表示され、内容を修正して再提出できます。リアル口座での出金、ローン、コイン取引には本人確認が必要です。</p>`,
    },
    ko: {
      title: "본인 인증(KYC)은 어떻게 하나요?",
      body: `<p><a href="/profile/verification">계정 인증</a>을 열고 이름, 생년월일, 성별, 국가, 주소, 전화번호를 입력한 뒤, 신분증 종류(신분증, 여권, 운전면허증)를 고르고 앞면, 뒷면, 신분증을 든 본인 사진 3장을 올리세요. 사진은 JPG, PNG, JPEG2000 형식이어야 하며 양식에 표시된 업로드 크기 제한 이내여야 합니다.</p>
<p>컴플라이언스 팀이 <strong>48시간 이내</strong>에 심사하고 알림을 보내 드립니다. 거절되면 사유가 표시되며, 내용을 고쳐 다시 제출할 수 있습니다. 실전투자 계좌의 출금, 대출, 코인 거래에는 인증이 필요합니다.</p>`,
    },
    de: {
      title: "Wie funktioniert die Identitätsprüfung (KYC)?",
      body: `<p>Öffnen Sie <a href="/profile/verification">Kontoverifizierung</a>, geben Sie Name, Geburtsdatum, Geschlecht, Land, Adresse und Telefon ein, wählen Sie ein Dokument (Personalausweis, Reisepass oder Führerschein) und laden Sie drei Fotos hoch: Vorderseite, Rückseite und Sie mit dem Dokument. Fotos müssen JPG, PNG oder JPEG2000 sein und die im Formular angezeigte Größengrenze einhalten.</p>
<p>Unser Compliance-Team prüft einen Antrag <strong>innerhalb von 48 Stunden</strong>, und Sie erhalten eine Benachrichtigung. Bei einer Ablehnung wird der Grund angezeigt, und Sie können mit korrigierten Angaben erneut einreichen. Die Prüfung ist für Auszahlungen, Kredite und Coin-Handel im Echtgeldkonto nötig.</p>`,
    },
    fr: {
      title: "Comment fonctionne la vérification d’identité (KYC) ?",
      body: `<p>Ouvrez <a href="/profile/verification">Vérification du compte</a>, saisissez vos nom, date de naissance, sexe, pays, adresse et téléphone, choisissez un document (carte d’identité, passeport ou permis de conduire) et envoyez trois photos : le recto, le verso et vous tenant le document. Les photos doivent être au format JPG, PNG ou JPEG2000 et respecter la taille maximale indiquée sur le formulaire.</p>
<p>Notre équipe conformité examine une demande <strong>sous 48 heures</strong> et vous recevez une notification. En cas de refus, le motif est indiqué et vous pouvez soumettre à nouveau avec des informations corrigées. La vérification est nécessaire pour les retraits, les prêts et le trading de coins sur le compte réel.</p>`,
    },
    it: {
      title: "Come funziona la verifica dell’identità (KYC)?",
      body: `<p>Aprite <a href="/profile/verification">Verifica account</a>, inserite nome, data di nascita, sesso, paese, indirizzo e telefono, scegliete un documento (carta d’identità, passaporto o patente) e caricate tre foto: fronte, retro e voi con il documento in mano. Le foto devono essere JPG, PNG o JPEG2000 ed entro il limite di dimensione indicato nel modulo.</p>
<p>Il nostro team di compliance esamina la richiesta <strong>entro 48 ore</strong> e ricevete una notifica. Se viene respinta, il motivo è indicato e potete ripresentarla con i dati corretti. La verifica serve per prelievi, prestiti e trading di coin nel conto reale.</p>`,
    },
    es: {
      title: "¿Cómo funciona la verificación de identidad (KYC)?",
      body: `<p>Abra <a href="/profile/verification">Verificación de la cuenta</a>, escriba su nombre, fecha de nacimiento, sexo, país, dirección y teléfono, elija un documento (documento de identidad, pasaporte o permiso de conducir) y suba tres fotos: el anverso, el reverso y usted sosteniéndolo. Las fotos deben ser JPG, PNG o JPEG2000 y no superar el tamaño máximo que indica el formulario.</p>
<p>Nuestro equipo de cumplimiento revisa la solicitud <strong>en un plazo de 48 horas</strong> y le llega una notificación. Si se rechaza, verá el motivo y podrá enviarla de nuevo con los datos corregidos. La verificación es necesaria para retiradas, préstamos y trading de monedas en la cuenta real.</p>`,
    },
    ar: {
      title: "كيف يتم التحقق من الهوية (KYC)؟",
      body: `<p>افتح <a href="/profile/verification">توثيق الحساب</a> وأدخل اسمك وتاريخ ميلادك وجنسك وبلدك وعنوانك وهاتفك، واختر وثيقة (بطاقة هوية أو جواز سفر أو رخصة قيادة)، ثم ارفع ثلاث صور: الوجه الأمامي والخلفي وصورة لك تحمل الوثيقة. يجب أن تكون الصور بصيغة JPG أو PNG أو JPEG2000 وضمن حد الحجم المعروض في النموذج.</p>
<p>يراجع فريق الامتثال الطلب <strong>خلال 48 ساعة</strong> وتصلك إشعار بالنتيجة. إذا رُفض يظهر السبب ويمكنك إعادة التقديم ببيانات مصححة. التحقق مطلوب للسحب والقروض وتداول العملات في الحساب الحقيقي.</p>`,
    },
    hk: {
      title: "身份驗證（KYC）如何進行？",
      body: `<p>打開<a href="/profile/verification">帳戶驗證</a>，填寫姓名、出生日期、性別、國家或地區、地址及電話，選擇證件（身份證、護照或駕駛執照），並上載三張相片：正面、背面及您手持證件的相片。相片須為 JPG、PNG 或 JPEG2000 格式，且不超過表格上顯示的大小上限。</p>
<p>合規團隊會在<strong>48 小時內</strong>完成審核，並以通知告知結果。如被拒絕，頁面會顯示原因，您可更正資料後重新提交。在真實帳戶中提款、貸款及幣幣交易均須完成驗證。</p>`,
    },
    zh: {
      title: "身份认证（KYC）如何进行？",
      body: `<p>打开<a href="/profile/verification">账户认证</a>，填写姓名、出生日期、性别、国家或地区、地址和电话，选择证件（身份证、护照或驾驶证），并上传三张照片：正面、背面以及您手持证件的照片。照片须为 JPG、PNG 或 JPEG2000 格式，且不超过表单上显示的大小上限。</p>
<p>合规团队会在<strong>48 小时内</strong>完成审核，并通过通知告知结果。如被拒绝，页面会显示原因，您可以更正资料后重新提交。在真实账户中提现、贷款和币币交易都需要先完成认证。</p>`,
    },
  },
};

const security: SeedContent = {
  slug: "faq-account-security",
  type: 5,
  category: "account",
  sortOrder: 40,
  translations: {
    en: {
      title: "How is my account protected, and how do I reset my password?",
      body: `<p>Passwords are stored only as a secure hash, and repeated wrong passwords make each further attempt wait longer. Changing your password signs out your other sessions. Two-factor sign-in is required for our staff in the back office; it is not yet offered for user accounts, so choose a strong, unique password.</p>
<p>Forgot it? Open <a href="/pass/reset">Password recovery</a>, enter your email and use the six-digit code we send (valid for 10 minutes) to set a new password; this signs out every session. Our staff will never ask for your password or codes.</p>`,
    },
    ja: {
      title: "アカウントはどのように守られていますか？パスワードの再設定方法は？",
      body: `<p>パスワードは安全なハッシュとしてのみ保存され、誤ったパスワードが続くと、次の試行までの待ち時間が長くなります。パスワードを変更すると、他のセッションはログアウトされます。管理画面を使う当社スタッフには二段階認証が必須ですが、ユーザーアカウントにはまだ提供していないため、推測されにくい固有のパスワードをお使いください。</p>
<p>お忘れの場合は<a href="/pass/reset">パスワード再設定</a>を開き、メールアドレスを入力して、届いた 6 桁のコード（有効期間 10 分）で新しいパスワードを設定してください。すべてのセッションがログアウトされます。当社スタッフがパスワードやコードを尋ねることはありません。</p>`,
    },
    ko: {
      title: "계정은 어떻게 보호되며, 비밀번호는 어떻게 재설정하나요?",
      body: `<p>비밀번호는 안전한 해시로만 저장되며, 틀린 비밀번호가 반복되면 다음 시도까지 기다리는 시간이 점점 길어집니다. 비밀번호를 바꾸면 다른 세션은 로그아웃됩니다. 관리자 화면을 쓰는 직원에게는 2단계 인증이 필수지만 사용자 계정에는 아직 제공되지 않으니, 강력하고 다른 곳에서 쓰지 않는 비밀번호를 사용하세요.</p>
<p>잊으셨다면 <a href="/pass/reset">비밀번호 찾기</a>를 열고 이메일을 입력한 뒤, 받은 6자리 코드(10분간 유효)로 새 비밀번호를 설정하세요. 이때 모든 세션이 로그아웃됩니다. 저희 직원은 비밀번호나 코드를 절대 묻지 않습니다.</p>`,
    },
    de: {
      title: "Wie ist mein Konto geschützt, und wie setze ich mein Passwort zurück?",
      body: `<p>Passwörter werden nur als sicherer Hash gespeichert, und wiederholte falsche Passwörter lassen jeden weiteren Versuch länger warten. Eine Passwortänderung meldet Ihre anderen Sitzungen ab. Für unsere Mitarbeiter im Backoffice ist die Zwei-Faktor-Anmeldung Pflicht; für Nutzerkonten gibt es sie noch nicht, wählen Sie also ein starkes, nur hier genutztes Passwort.</p>
<p>Vergessen? Öffnen Sie <a href="/pass/reset">Passwort-Wiederherstellung</a>, geben Sie Ihre E-Mail-Adresse ein und setzen Sie mit dem sechsstelligen Code (10 Minuten gültig) ein neues Passwort; dabei werden alle Sitzungen abgemeldet. Unsere Mitarbeiter fragen nie nach Passwort oder Codes.</p>`,
    },
    fr: {
      title: "Comment mon compte est-il protégé, et comment réinitialiser mon mot de passe ?",
      body: `<p>Les mots de passe ne sont conservés que sous forme de hachage sécurisé, et des erreurs répétées allongent l’attente avant chaque nouvel essai. Changer de mot de passe déconnecte vos autres sessions. La connexion à deux facteurs est obligatoire pour notre personnel dans le back-office ; elle n’est pas encore proposée pour les comptes utilisateurs, choisissez donc un mot de passe solide et unique.</p>
<p>Oublié ? Ouvrez <a href="/pass/reset">Récupération du mot de passe</a>, saisissez votre e-mail et utilisez le code à six chiffres reçu (valable 10 minutes) pour définir un nouveau mot de passe ; toutes les sessions sont alors fermées. Notre personnel ne vous demandera jamais votre mot de passe ni vos codes.</p>`,
    },
    it: {
      title: "Come è protetto il mio account e come reimposto la password?",
      body: `<p>Le password sono salvate solo come hash sicuro, e ripetuti errori rendono sempre più lunga l’attesa prima del tentativo successivo. Cambiare la password disconnette le altre sessioni. L’accesso a due fattori è obbligatorio per il nostro personale nel back office; per gli account utente non è ancora disponibile, quindi scegliete una password robusta e usata solo qui.</p>
<p>L’avete dimenticata? Aprite <a href="/pass/reset">Recupero password</a>, inserite la vostra e-mail e usate il codice a sei cifre ricevuto (valido 10 minuti) per impostare una nuova password; tutte le sessioni vengono chiuse. Il nostro personale non vi chiederà mai password o codici.</p>`,
    },
    es: {
      title: "¿Cómo se protege mi cuenta y cómo restablezco la contraseña?",
      body: `<p>Las contraseñas se guardan solo como un hash seguro, y los intentos fallidos repetidos hacen que cada nuevo intento tenga que esperar más. Cambiar la contraseña cierra sus otras sesiones. El inicio de sesión en dos pasos es obligatorio para nuestro personal en el back office; todavía no se ofrece para las cuentas de usuario, así que elija una contraseña robusta y única.</p>
<p>¿La ha olvidado? Abra <a href="/pass/reset">Recuperar contraseña</a>, escriba su correo y use el código de seis dígitos que le enviamos (válido 10 minutos) para crear una nueva; se cerrarán todas las sesiones. Nuestro personal nunca le pedirá su contraseña ni sus códigos.</p>`,
    },
    ar: {
      title: "كيف يُحمى حسابي، وكيف أعيد تعيين كلمة المرور؟",
      body: `<p>تُحفظ كلمات المرور كتجزئة آمنة فقط، وتكرار كلمات المرور الخاطئة يجعل كل محاولة تالية تنتظر وقتًا أطول. تغيير كلمة المرور يسجّل خروج جلساتك الأخرى. التحقق بخطوتين إلزامي لموظفينا في لوحة الإدارة، لكنه غير متاح بعد لحسابات المستخدمين، لذا اختر كلمة مرور قوية لا تستخدمها في مكان آخر.</p>
<p>نسيتها؟ افتح <a href="/pass/reset">استعادة كلمة المرور</a>، وأدخل بريدك الإلكتروني، واستخدم الرمز المكوّن من ستة أرقام الذي نرسله (صالح 10 دقائق) لتعيين كلمة مرور جديدة؛ يؤدي ذلك إلى تسجيل الخروج من كل الجلسات. لن يطلب منك موظفونا كلمة المرور أو الرموز أبدًا.</p>`,
    },
    hk: {
      title: "我的帳戶如何受保護？如何重設密碼？",
      body: `<p>密碼只以安全雜湊值保存，多次輸入錯誤密碼後，每次再嘗試前須等候的時間會越來越長。更改密碼會登出您的其他工作階段。後台職員必須使用雙重認證登入；用戶帳戶暫未提供雙重認證，因此請使用強而獨特的密碼。</p>
<p>忘記密碼？請打開<a href="/pass/reset">找回密碼</a>，輸入電郵，並以我們發送的六位數驗證碼（10 分鐘內有效）設定新密碼；所有工作階段都會被登出。我們的職員絕不會索取您的密碼或驗證碼。</p>`,
    },
    zh: {
      title: "我的账户如何受到保护？如何重置密码？",
      body: `<p>密码只以安全哈希值保存，多次输错密码后，每次再尝试前需要等待的时间会越来越长。修改密码会让您的其他会话退出登录。后台工作人员必须使用双重认证登录；用户账户暂未提供双重认证，因此请使用强度高且独有的密码。</p>
<p>忘记密码？请打开<a href="/pass/reset">找回密码</a>，输入邮箱，并用我们发送的六位验证码（10 分钟内有效）设置新密码；所有会话都会退出登录。我们的工作人员绝不会索要您的密码或验证码。</p>`,
    },
  },
};

const deposits: SeedContent = {
  slug: "faq-deposits",
  type: 5,
  category: "money",
  sortOrder: 10,
  translations: {
    en: {
      title: "How do I deposit, and what is the minimum?",
      body: `<p>Deposits go to your real account. Open <a href="/profile/financial?section=deposit">Deposit</a> and choose a coin and network: USDT (TRC20 or ERC20), BTC, or ETH (ERC20). The page shows our receiving address with a QR code and the current minimum for that coin; the default minimums are 120 USDT, 0.015 BTC and 0.2 ETH, and the operator may change them.</p>
<ol>
<li>Send the coins from your wallet on exactly that network.</li>
<li>Report the deposit: amount, transaction hash and a screenshot of the payment.</li>
<li>Our finance team checks the transfer and credits the amount it confirms, or rejects it with a reason. Either way you are notified.</li>
</ol>
<p>Each transaction hash can be reported only once.</p>`,
    },
    ja: {
      title: "入金方法と最低入金額を教えてください",
      body: `<p>入金はリアル口座に反映されます。<a href="/profile/financial?section=deposit">入金</a>を開き、コインとネットワークを選びます：USDT（TRC20 または ERC20）、BTC、ETH（ERC20）。画面に当社の受取アドレスと QR コード、そのコインの現在の最低入金額が表示されます。初期設定の最低額は 120 USDT、0.015 BTC、0.2 ETH で、運営者が変更することがあります。</p>
<ol>
<li>ご自身のウォレットから、必ずそのネットワークでコインを送ります。</li>
<li>入金を申告します：金額、トランザクションハッシュ、支払い画面のスクリーンショット。</li>
<li>財務チームが送金を確認し、確認できた金額を入金するか、理由を添えて却下します。いずれの場合も通知が届きます。</li>
</ol>
<p>同じトランザクションハッシュを申告できるのは 1 回だけです。</p>`,
    },
    ko: {
      title: "입금은 어떻게 하며 최소 금액은 얼마인가요?",
      body: `<p>입금은 실전투자 계좌로 들어갑니다. <a href="/profile/financial?section=deposit">입금</a>을 열고 코인과 네트워크를 고르세요: USDT(TRC20 또는 ERC20), BTC, ETH(ERC20). 화면에 저희 입금 주소와 QR 코드, 해당 코인의 현재 최소 금액이 표시됩니다. 기본 최소 금액은 120 USDT, 0.015 BTC, 0.2 ETH이며 운영자가 바꿀 수 있습니다.</p>
<ol>
<li>본인 지갑에서 반드시 같은 네트워크로 코인을 보냅니다.</li>
<li>입금을 신고합니다: 금액, 트랜잭션 해시, 결제 화면 캡처.</li>
<li>재무팀이 송금을 확인하고 확인된 금액을 입금하거나, 사유와 함께 거절합니다. 어느 경우든 알림을 받습니다.</li>
</ol>
<p>하나의 트랜잭션 해시는 한 번만 신고할 수 있습니다.</p>`,
    },
    de: {
      title: "Wie zahle ich ein, und was ist der Mindestbetrag?",
      body: `<p>Einzahlungen gehen auf Ihr Echtgeldkonto. Öffnen Sie <a href="/profile/financial?section=deposit">Einzahlen</a> und wählen Sie Coin und Netzwerk: USDT (TRC20 oder ERC20), BTC oder ETH (ERC20). Die Seite zeigt unsere Empfangsadresse mit QR-Code und den aktuellen Mindestbetrag für diesen Coin; voreingestellt sind 120 USDT, 0,015 BTC und 0,2 ETH, und der Betreiber kann sie ändern.</p>
<ol>
<li>Senden Sie die Coins aus Ihrer Wallet genau über dieses Netzwerk.</li>
<li>Melden Sie die Einzahlung: Betrag, Transaktions-Hash und ein Screenshot der Zahlung.</li>
<li>Unser Finanzteam prüft die Überweisung und schreibt den bestätigten Betrag gut oder lehnt mit Begründung ab. In beiden Fällen werden Sie benachrichtigt.</li>
</ol>
<p>Jeder Transaktions-Hash kann nur einmal gemeldet werden.</p>`,
    },
    fr: {
      title: "Comment déposer, et quel est le minimum ?",
      body: `<p>Les dépôts vont sur votre compte réel. Ouvrez <a href="/profile/financial?section=deposit">Dépôt</a> et choisissez un coin et un réseau : USDT (TRC20 ou ERC20), BTC ou ETH (ERC20). La page affiche notre adresse de réception avec un QR code et le minimum en vigueur pour ce coin ; par défaut 120 USDT, 0,015 BTC et 0,2 ETH, et l’exploitant peut les modifier.</p>
<ol>
<li>Envoyez les coins depuis votre portefeuille sur exactement ce réseau.</li>
<li>Déclarez le dépôt : montant, hash de la transaction et capture d’écran du paiement.</li>
<li>Notre équipe financière vérifie le transfert et crédite le montant confirmé, ou le rejette en indiquant le motif. Dans les deux cas, vous êtes notifié.</li>
</ol>
<p>Chaque hash de transaction ne peut être déclaré qu’une seule fois.</p>`,
    },
    it: {
      title: "Come deposito e qual è il minimo?",
      body: `<p>I depositi vanno sul conto reale. Aprite <a href="/profile/financial?section=deposit">Deposita</a> e scegliete coin e rete: USDT (TRC20 o ERC20), BTC o ETH (ERC20). La pagina mostra il nostro indirizzo di ricezione con un codice QR e il minimo attuale per quel coin; i minimi predefiniti sono 120 USDT, 0,015 BTC e 0,2 ETH, e il gestore può modificarli.</p>
<ol>
<li>Inviate i coin dal vostro wallet esattamente su quella rete.</li>
<li>Segnalate il deposito: importo, hash della transazione e screenshot del pagamento.</li>
<li>Il team finanziario verifica il trasferimento e accredita l’importo confermato, oppure lo respinge indicando il motivo. In entrambi i casi ricevete una notifica.</li>
</ol>
<p>Ogni hash di transazione può essere segnalato una sola volta.</p>`,
    },
    es: {
      title: "¿Cómo deposito y cuál es el mínimo?",
      body: `<p>Los depósitos van a su cuenta real. Abra <a href="/profile/financial?section=deposit">Depositar</a> y elija moneda y red: USDT (TRC20 o ERC20), BTC o ETH (ERC20). La página muestra nuestra dirección de recepción con un código QR y el mínimo vigente para esa moneda; por defecto son 120 USDT, 0,015 BTC y 0,2 ETH, y el operador puede cambiarlos.</p>
<ol>
<li>Envíe las monedas desde su monedero exactamente por esa red.</li>
<li>Comunique el depósito: importe, hash de la transacción y una captura del pago.</li>
<li>Nuestro equipo financiero comprueba la transferencia y abona el importe confirmado, o la rechaza indicando el motivo. En ambos casos recibe una notificación.</li>
</ol>
<p>Cada hash de transacción solo puede comunicarse una vez.</p>`,
    },
    ar: {
      title: "كيف أودِع، وما الحد الأدنى؟",
      body: `<p>تذهب الإيداعات إلى حسابك الحقيقي. افتح <a href="/profile/financial?section=deposit">الإيداع</a> واختر العملة والشبكة: USDT (TRC20 أو ERC20) أو BTC أو ETH (ERC20). تعرض الصفحة عنوان الاستلام لدينا مع رمز QR والحد الأدنى الحالي لتلك العملة؛ الحدود الافتراضية 120 USDT و0.015 BTC و0.2 ETH، ويمكن للمشغّل تغييرها.</p>
<ol>
<li>أرسل العملات من محفظتك عبر الشبكة نفسها تمامًا.</li>
<li>أبلغ عن الإيداع: المبلغ، وتجزئة المعاملة، ولقطة شاشة للدفع.</li>
<li>يتحقق فريقنا المالي من التحويل ويضيف المبلغ الذي يؤكده، أو يرفضه مع ذكر السبب. في الحالتين يصلك إشعار.</li>
</ol>
<p>لا يمكن الإبلاغ عن تجزئة المعاملة نفسها إلا مرة واحدة.</p>`,
    },
    hk: {
      title: "如何存款？最低金額是多少？",
      body: `<p>存款會存入您的真實帳戶。打開<a href="/profile/financial?section=deposit">存款</a>，選擇幣種及網絡：USDT（TRC20 或 ERC20）、BTC 或 ETH（ERC20）。頁面會顯示我們的收款地址及二維碼，以及該幣種現行的最低金額；預設最低金額為 120 USDT、0.015 BTC 及 0.2 ETH，營運方可作調整。</p>
<ol>
<li>從您的錢包經完全相同的網絡轉出幣。</li>
<li>申報存款：金額、交易雜湊及付款截圖。</li>
<li>財務團隊核實轉帳後，把確認的金額存入，或註明原因拒絕。無論結果如何，您都會收到通知。</li>
</ol>
<p>每個交易雜湊只可申報一次。</p>`,
    },
    zh: {
      title: "如何充值？最低金额是多少？",
      body: `<p>充值会进入您的真实账户。打开<a href="/profile/financial?section=deposit">充值</a>，选择币种和网络：USDT（TRC20 或 ERC20）、BTC 或 ETH（ERC20）。页面会显示我们的收款地址和二维码，以及该币种当前的最低金额；默认最低金额为 120 USDT、0.015 BTC 和 0.2 ETH，运营方可以调整。</p>
<ol>
<li>从您的钱包通过完全相同的网络转出币。</li>
<li>申报充值：金额、交易哈希和付款截图。</li>
<li>财务团队核实转账后，按确认的金额入账，或注明原因予以拒绝。无论哪种结果，您都会收到通知。</li>
</ol>
<p>每个交易哈希只能申报一次。</p>`,
    },
  },
};

const withdrawals: SeedContent = {
  slug: "faq-withdrawals",
  type: 5,
  category: "money",
  sortOrder: 20,
  translations: {
    en: {
      title: "How do withdrawals work, and what do they cost?",
      body: `<p>Withdrawals are made from your real account and need verified identity. Open <a href="/profile/financial?section=withdraw">Withdraw</a>, choose the coin and network and paste your address; it is checked for that network, and coins sent to a wrong address cannot be recovered.</p>
<p>The <strong>fee rate</strong> and the <strong>number of withdrawals per day</strong> are operator settings. The withdrawal page shows the current fee rate, the fee and total for your amount, and how many withdrawals you have left today. The count is per UTC day, starts again at 00:00 UTC, and every request counts, whatever became of it.</p>
<p>When you confirm, the amount and fee are held. Our finance team then pays out to your address (the payout reference appears in your records) or rejects the request and releases everything.</p>`,
    },
    ja: {
      title: "出金の仕組みと費用を教えてください",
      body: `<p>出金はリアル口座から行い、本人確認の完了が必要です。<a href="/profile/financial?section=withdraw">出金</a>を開き、コインとネットワークを選んでアドレスを貼り付けます。アドレスはそのネットワーク用に検証されますが、誤ったアドレスに送られたコインは取り戻せません。</p>
<p><strong>手数料率</strong>と<strong>1 日あたりの出金回数</strong>は運営者の設定です。出金画面には、現在の手数料率、入力額に対する手数料と合計、本日残りの出金回数が表示されます。回数は UTC の 1 日単位で数え、UTC 0:00 にリセットされます。申請は結果にかかわらずすべて数えられます。</p>
<p>確定すると、金額と手数料が保留されます。その後、財務チームがお客様のアドレスに支払う（支払いの参照番号が記録に表示されます）か、申請を却下してすべてを解放します。</p>`,
    },
    ko: {
      title: "출금은 어떻게 이루어지며 비용은 얼마인가요?",
      body: `<p>출금은 실전투자 계좌에서 하며 본인 인증이 완료되어야 합니다. <a href="/profile/financial?section=withdraw">출금</a>을 열고 코인과 네트워크를 고른 뒤 주소를 붙여 넣으세요. 주소는 해당 네트워크 형식으로 검사되지만, 잘못된 주소로 보낸 코인은 되찾을 수 없습니다.</p>
<p><strong>수수료율</strong>과 <strong>하루 출금 횟수</strong>는 운영자 설정입니다. 출금 화면에 현재 수수료율, 입력 금액에 대한 수수료와 합계, 오늘 남은 출금 횟수가 표시됩니다. 횟수는 UTC 기준 하루 단위로 세며 UTC 00:00에 다시 시작되고, 결과와 관계없이 모든 신청이 횟수에 포함됩니다.</p>
<p>확인하면 금액과 수수료가 보류됩니다. 이후 재무팀이 고객님 주소로 지급하거나(지급 참조 번호가 내역에 표시됩니다) 신청을 거절하고 전액을 해제합니다.</p>`,
    },
    de: {
      title: "Wie funktionieren Auszahlungen, und was kosten sie?",
      body: `<p>Auszahlungen erfolgen vom Echtgeldkonto und erfordern eine bestätigte Identität. Öffnen Sie <a href="/profile/financial?section=withdraw">Auszahlen</a>, wählen Sie Coin und Netzwerk und fügen Sie Ihre Adresse ein; sie wird für dieses Netzwerk geprüft, und an eine falsche Adresse gesendete Coins lassen sich nicht zurückholen.</p>
<p>Der <strong>Gebührensatz</strong> und die <strong>Zahl der Auszahlungen pro Tag</strong> sind Betreibereinstellungen. Die Auszahlungsseite zeigt den aktuellen Satz, Gebühr und Gesamtbetrag für Ihren Betrag und wie viele Auszahlungen Ihnen heute noch bleiben. Gezählt wird je UTC-Tag, ab 00:00 UTC neu, und jeder Antrag zählt, was auch aus ihm wurde.</p>
<p>Mit der Bestätigung werden Betrag und Gebühr gesperrt. Unser Finanzteam zahlt dann an Ihre Adresse aus (die Referenz der Auszahlung steht in Ihren Aufzeichnungen) oder lehnt ab und gibt alles frei.</p>`,
    },
    fr: {
      title: "Comment fonctionnent les retraits, et combien coûtent-ils ?",
      body: `<p>Les retraits se font depuis le compte réel et exigent une identité vérifiée. Ouvrez <a href="/profile/financial?section=withdraw">Retrait</a>, choisissez le coin et le réseau et collez votre adresse ; elle est contrôlée pour ce réseau, et des coins envoyés à une mauvaise adresse sont irrécupérables.</p>
<p>Le <strong>taux de frais</strong> et le <strong>nombre de retraits par jour</strong> sont des réglages de l’exploitant. La page de retrait affiche le taux en vigueur, les frais et le total pour votre montant, et le nombre de retraits qu’il vous reste aujourd’hui. Le compte se fait par jour UTC, repart à 00:00 UTC, et chaque demande compte, quelle qu’en soit l’issue.</p>
<p>À la confirmation, le montant et les frais sont bloqués. Notre équipe financière paie alors à votre adresse (la référence du paiement apparaît dans vos historiques) ou rejette la demande et libère le tout.</p>`,
    },
    it: {
      title: "Come funzionano i prelievi e quanto costano?",
      body: `<p>I prelievi si fanno dal conto reale e richiedono l’identità verificata. Aprite <a href="/profile/financial?section=withdraw">Preleva</a>, scegliete coin e rete e incollate il vostro indirizzo; viene controllato per quella rete, e i coin inviati a un indirizzo errato non si possono recuperare.</p>
<p>La <strong>percentuale di commissione</strong> e il <strong>numero di prelievi al giorno</strong> sono impostazioni del gestore. La pagina di prelievo mostra la percentuale attuale, la commissione e il totale per il vostro importo, e quanti prelievi vi restano oggi. Il conteggio è per giorno UTC, riparte alle 00:00 UTC, e ogni richiesta conta, qualunque sia il suo esito.</p>
<p>Alla conferma, importo e commissione vengono bloccati. Il team finanziario paga poi al vostro indirizzo (il riferimento del pagamento compare nei registri) oppure respinge la richiesta e sblocca tutto.</p>`,
    },
    es: {
      title: "¿Cómo funcionan las retiradas y cuánto cuestan?",
      body: `<p>Las retiradas se hacen desde la cuenta real y requieren la identidad verificada. Abra <a href="/profile/financial?section=withdraw">Retirar</a>, elija moneda y red y pegue su dirección; se comprueba para esa red, y las monedas enviadas a una dirección equivocada no se pueden recuperar.</p>
<p>La <strong>tasa de comisión</strong> y el <strong>número de retiradas por día</strong> los fija el operador. La página de retirada muestra la tasa vigente, la comisión y el total para su importe, y cuántas retiradas le quedan hoy. El recuento es por día UTC, se reinicia a las 00:00 UTC, y cuenta cada solicitud, sea cual sea su resultado.</p>
<p>Al confirmar, el importe y la comisión quedan retenidos. Después, nuestro equipo financiero paga a su dirección (la referencia del pago aparece en sus registros) o rechaza la solicitud y lo libera todo.</p>`,
    },
    ar: {
      title: "كيف يتم السحب، وما تكلفته؟",
      body: `<p>يتم السحب من حسابك الحقيقي ويتطلب هوية موثّقة. افتح <a href="/profile/financial?section=withdraw">السحب</a>، واختر العملة والشبكة، والصق عنوانك؛ يُفحص العنوان وفق تلك الشبكة، والعملات المرسلة إلى عنوان خاطئ لا يمكن استردادها.</p>
<p><strong>نسبة الرسوم</strong> و<strong>عدد السحوبات اليومية</strong> إعدادات يحددها المشغّل. تعرض صفحة السحب النسبة الحالية والرسوم والإجمالي لمبلغك، وعدد السحوبات المتبقية لك اليوم. يُحسب العدد لكل يوم بتوقيت UTC ويبدأ من جديد عند 00:00 UTC، وكل طلب يُحتسب أيًا كانت نتيجته.</p>
<p>عند التأكيد يُحجز المبلغ والرسوم. ثم يصرف فريقنا المالي المبلغ إلى عنوانك (يظهر مرجع الدفع في سجلاتك) أو يرفض الطلب ويُفرج عن كل شيء.</p>`,
    },
    hk: {
      title: "提款如何運作？費用是多少？",
      body: `<p>提款從真實帳戶進行，並須已完成身份驗證。打開<a href="/profile/financial?section=withdraw">提款</a>，選擇幣種及網絡並貼上您的地址；系統會按該網絡核對地址，但發送至錯誤地址的幣無法追回。</p>
<p><strong>手續費率</strong>及<strong>每日提款次數</strong>由營運方設定。提款頁面會顯示現行費率、按您金額計算的手續費及總額，以及您今天尚餘的提款次數。次數以 UTC 日計算，於 UTC 00:00 重新開始；每次申請不論結果如何都會計算在內。</p>
<p>確認後，金額及手續費會被凍結。財務團隊其後會把款項付至您的地址（付款參考編號會顯示在您的紀錄中），或拒絕申請並解凍全部款項。</p>`,
    },
    zh: {
      title: "提现如何进行？费用是多少？",
      body: `<p>提现从真实账户进行，并且需要已完成身份认证。打开<a href="/profile/financial?section=withdraw">提现</a>，选择币种和网络并粘贴您的地址；系统会按该网络校验地址，但发送到错误地址的币无法追回。</p>
<p><strong>手续费率</strong>和<strong>每日提现次数</strong>由运营方设定。提现页面会显示当前费率、按您的金额计算的手续费和总额，以及您今天剩余的提现次数。次数按 UTC 自然日计算，在 UTC 00:00 重新开始；每次申请无论结果如何都计入次数。</p>
<p>确认后，金额和手续费会被冻结。随后财务团队会付款到您的地址（付款参考编号会显示在您的记录中），或拒绝申请并解冻全部款项。</p>`,
    },
  },
};

const statement: SeedContent = {
  slug: "faq-statement",
  type: 5,
  category: "money",
  sortOrder: 30,
  translations: {
    en: {
      title: "Where can I see every movement of my money?",
      body: `<p>In your <a href="/profile/balance">statement</a>. Every change to a balance, whether a trade, a fee, a deposit, a withdrawal, a plan yield, a loan or an adjustment, is a ledger entry, and each one is listed there with the balance after it. Fees are lines of their own, and each line links to the order or record it belongs to.</p>
<p>The statement shows the account you are using (virtual or real). You can filter it by kind and period and export it as CSV. Deposit and withdrawal requests and their status are under <a href="/profile/financial?section=records">Records</a>.</p>`,
    },
    ja: {
      title: "資金の動きはすべてどこで確認できますか？",
      body: `<p><a href="/profile/balance">取引明細</a>で確認できます。取引、手数料、入金、出金、プランの収益、ローン、調整など、残高の変動はすべて台帳記録となり、変動後の残高とともに一覧表示されます。手数料は独立した行として表示され、各行は対応する注文や記録にリンクしています。</p>
<p>明細には使用中の口座（デモまたはリアル）が表示されます。種類と期間で絞り込み、CSV で書き出せます。入出金の申請とその状況は<a href="/profile/financial?section=records">記録</a>にあります。</p>`,
    },
    ko: {
      title: "돈의 모든 움직임은 어디서 볼 수 있나요?",
      body: `<p><a href="/profile/balance">거래 내역</a>에서 볼 수 있습니다. 거래, 수수료, 입금, 출금, 플랜 수익, 대출, 조정 등 잔액의 모든 변동은 원장 기록이며, 변동 후 잔액과 함께 이곳에 나열됩니다. 수수료는 별도의 줄로 표시되고, 각 줄은 해당 주문이나 기록으로 연결됩니다.</p>
<p>내역은 현재 사용 중인 계좌(모의투자 또는 실전투자)를 보여 줍니다. 종류와 기간으로 걸러 보고 CSV로 내보낼 수 있습니다. 입출금 신청과 진행 상태는 <a href="/profile/financial?section=records">기록</a>에 있습니다.</p>`,
    },
    de: {
      title: "Wo sehe ich jede Bewegung meines Geldes?",
      body: `<p>In Ihrem <a href="/profile/balance">Kontoauszug</a>. Jede Änderung eines Guthabens, ob Trade, Gebühr, Einzahlung, Auszahlung, Planertrag, Kredit oder Korrektur, ist eine Buchung und steht dort mit dem Saldo danach. Gebühren sind eigene Zeilen, und jede Zeile verlinkt auf den Auftrag oder Vorgang, zu dem sie gehört.</p>
<p>Der Auszug zeigt das Konto, das Sie gerade nutzen (Demo oder Echtgeld). Sie können nach Art und Zeitraum filtern und als CSV exportieren. Ein- und Auszahlungsanträge mit ihrem Status finden Sie unter <a href="/profile/financial?section=records">Vorgänge</a>.</p>`,
    },
    fr: {
      title: "Où voir chaque mouvement de mon argent ?",
      body: `<p>Dans votre <a href="/profile/balance">relevé</a>. Chaque modification d’un solde, qu’il s’agisse d’une opération, de frais, d’un dépôt, d’un retrait, d’un rendement de plan, d’un prêt ou d’un ajustement, est une écriture comptable, listée avec le solde qui en résulte. Les frais ont leurs propres lignes, et chaque ligne renvoie à l’ordre ou à l’opération concernés.</p>
<p>Le relevé montre le compte utilisé (démo ou réel). Vous pouvez le filtrer par type et par période et l’exporter en CSV. Les demandes de dépôt et de retrait et leur statut se trouvent dans <a href="/profile/financial?section=records">Historique</a>.</p>`,
    },
    it: {
      title: "Dove vedo ogni movimento del mio denaro?",
      body: `<p>Nel vostro <a href="/profile/balance">estratto conto</a>. Ogni variazione di un saldo, che sia un’operazione, una commissione, un deposito, un prelievo, un rendimento di piano, un prestito o una rettifica, è una scrittura contabile ed è elencata lì con il saldo risultante. Le commissioni hanno righe proprie e ogni riga rimanda all’ordine o al movimento a cui appartiene.</p>
<p>L’estratto mostra il conto che state usando (demo o reale). Potete filtrarlo per tipo e periodo ed esportarlo in CSV. Le richieste di deposito e prelievo e il loro stato sono in <a href="/profile/financial?section=records">Registri</a>.</p>`,
    },
    es: {
      title: "¿Dónde veo cada movimiento de mi dinero?",
      body: `<p>En su <a href="/profile/balance">extracto</a>. Cada cambio de un saldo, ya sea una operación, una comisión, un depósito, una retirada, un rendimiento de plan, un préstamo o un ajuste, es un asiento contable y aparece allí con el saldo resultante. Las comisiones tienen líneas propias, y cada línea enlaza con la orden o el registro al que pertenece.</p>
<p>El extracto muestra la cuenta que está usando (demo o real). Puede filtrarlo por tipo y periodo y exportarlo en CSV. Las solicitudes de depósito y retirada y su estado están en <a href="/profile/financial?section=records">Registros</a>.</p>`,
    },
    ar: {
      title: "أين أرى كل حركة لأموالي؟",
      body: `<p>في <a href="/profile/balance">كشف حسابك</a>. كل تغيير في أي رصيد، سواء كان صفقة أو رسومًا أو إيداعًا أو سحبًا أو عائد خطة أو قرضًا أو تسوية، هو قيد محاسبي يُعرض هناك مع الرصيد بعده. للرسوم أسطر خاصة بها، وكل سطر يرتبط بالأمر أو السجل الذي ينتمي إليه.</p>
<p>يعرض الكشف الحساب الذي تستخدمه (تجريبي أو حقيقي). يمكنك تصفيته حسب النوع والفترة وتصديره بصيغة CSV. طلبات الإيداع والسحب وحالتها موجودة في <a href="/profile/financial?section=records">السجلات</a>.</p>`,
    },
    hk: {
      title: "在哪裡可以查看資金的每一筆變動？",
      body: `<p>在您的<a href="/profile/balance">帳單</a>中。每一次餘額變動，不論是交易、手續費、存款、提款、計劃收益、貸款或調整，都是一筆帳目，並連同變動後的餘額列於帳單中。手續費會獨立成行，每一行都連結至所屬的訂單或紀錄。</p>
<p>帳單顯示您正在使用的帳戶（模擬或真實）。您可按類型及期間篩選，並匯出為 CSV。存款及提款申請及其狀態可在<a href="/profile/financial?section=records">紀錄</a>中查看。</p>`,
    },
    zh: {
      title: "在哪里可以查看资金的每一笔变动？",
      body: `<p>在您的<a href="/profile/balance">账单</a>中。每一次余额变动，无论是交易、手续费、充值、提现、计划收益、贷款还是调整，都是一条账目，并连同变动后的余额列在账单中。手续费单独成行，每一行都链接到所属的订单或记录。</p>
<p>账单显示您正在使用的账户（模拟或真实）。您可以按类型和时间段筛选，并导出为 CSV。充值和提现申请及其状态可以在<a href="/profile/financial?section=records">记录</a>中查看。</p>`,
    },
  },
};

const fees: SeedContent = {
  slug: "faq-fees",
  type: 5,
  category: "fees",
  sortOrder: 10,
  translations: {
    en: {
      title: "What fees does the platform charge?",
      body: `<p>Each instrument has its own fee rate and spread, set in our catalogue; the order panel shows the fee for your order before you confirm.</p>
<ul>
<li><strong>Contract orders</strong>: a fee on the position's value when it opens and again when it closes, and you trade at the recorded price plus half the spread.</li>
<li><strong>Coin orders</strong>: a fee on the turnover (price times quantity), with the same half spread on market orders.</li>
<li><strong>Options</strong>: no fee and no spread; your result is the payout ratio of the cycle.</li>
<li><strong>Withdrawals</strong>: a fee rate set by the operator, shown on the withdrawal page. Deposits carry no platform fee.</li>
<li><strong>Loans</strong> cost interest after the interest-free days; leaving a <strong>smart plan</strong> early costs a penalty.</li>
</ul>
<p>Every fee is a separate line in your statement.</p>`,
    },
    ja: {
      title: "プラットフォームの手数料は？",
      body: `<p>銘柄ごとに手数料率とスプレッドが決まっており、当社のカタログで設定されています。注文パネルには、確定前にその注文の手数料が表示されます。</p>
<ul>
<li><strong>CFD注文</strong>：新規時と決済時に、それぞれポジション金額に対して手数料がかかり、記録された価格にスプレッドの半分を加えた価格で取引します。</li>
<li><strong>コイン注文</strong>：約定代金（価格×数量）に対する手数料。成行注文には同じくスプレッドの半分がかかります。</li>
<li><strong>オプション</strong>：手数料もスプレッドもなく、結果はサイクルの配当率で決まります。</li>
<li><strong>出金</strong>：運営者が設定する手数料率で、出金画面に表示されます。入金にプラットフォーム手数料はかかりません。</li>
<li><strong>ローン</strong>は無利息期間の後に利息がかかり、<strong>スマートプラン</strong>を途中解約すると違約金がかかります。</li>
</ul>
<p>手数料はすべて取引明細に個別の行として表示されます。</p>`,
    },
    ko: {
      title: "플랫폼 수수료는 어떻게 되나요?",
      body: `<p>종목마다 자체 수수료율과 스프레드가 카탈로그에 정해져 있으며, 주문 패널은 확인 전에 해당 주문의 수수료를 보여 줍니다.</p>
<ul>
<li><strong>계약 주문</strong>: 포지션을 열 때와 닫을 때 각각 포지션 가치에 대해 수수료가 부과되며, 기록된 가격에 스프레드의 절반을 더한 가격으로 거래합니다.</li>
<li><strong>코인 주문</strong>: 거래 대금(가격×수량)에 대한 수수료, 시장가 주문에는 같은 스프레드 절반이 적용됩니다.</li>
<li><strong>옵션</strong>: 수수료와 스프레드가 없으며, 결과는 주기별 지급 비율로 정해집니다.</li>
<li><strong>출금</strong>: 운영자가 정한 수수료율이며 출금 화면에 표시됩니다. 입금에는 플랫폼 수수료가 없습니다.</li>
<li><strong>대출</strong>은 무이자 기간 이후 이자가 붙고, <strong>스마트 플랜</strong>을 중도 해지하면 위약금이 있습니다.</li>
</ul>
<p>모든 수수료는 거래 내역에 별도의 줄로 표시됩니다.</p>`,
    },
    de: {
      title: "Welche Gebühren berechnet die Plattform?",
      body: `<p>Jedes Instrument hat seinen eigenen Gebührensatz und Spread, festgelegt in unserem Katalog; das Auftragsfeld zeigt die Gebühr Ihres Auftrags vor der Bestätigung.</p>
<ul>
<li><strong>Kontraktaufträge</strong>: eine Gebühr auf den Positionswert beim Eröffnen und erneut beim Schließen; gehandelt wird zum aufgezeichneten Kurs plus dem halben Spread.</li>
<li><strong>Coin-Aufträge</strong>: eine Gebühr auf den Umsatz (Kurs mal Menge), bei Market-Aufträgen mit demselben halben Spread.</li>
<li><strong>Optionen</strong>: keine Gebühr und kein Spread; Ihr Ergebnis ist die Auszahlungsquote des Zyklus.</li>
<li><strong>Auszahlungen</strong>: ein vom Betreiber festgelegter Satz, angezeigt auf der Auszahlungsseite. Einzahlungen kosten keine Plattformgebühr.</li>
<li><strong>Kredite</strong> kosten nach den zinsfreien Tagen Zinsen; ein vorzeitiger Ausstieg aus einem <strong>Smart-Plan</strong> kostet eine Strafe.</li>
</ul>
<p>Jede Gebühr ist eine eigene Zeile in Ihrem Kontoauszug.</p>`,
    },
    fr: {
      title: "Quels frais la plateforme facture-t-elle ?",
      body: `<p>Chaque instrument a son propre taux de frais et son propre écart, fixés dans notre catalogue ; le panneau d’ordres affiche les frais de votre ordre avant confirmation.</p>
<ul>
<li><strong>Ordres sur contrats</strong> : des frais sur la valeur de la position à l’ouverture, puis à la clôture ; vous traitez au prix enregistré plus la moitié de l’écart.</li>
<li><strong>Ordres sur coins</strong> : des frais sur le montant échangé (prix fois quantité), avec la même demi-écart sur les ordres au marché.</li>
<li><strong>Options</strong> : ni frais ni écart ; votre résultat dépend du taux de paiement du cycle.</li>
<li><strong>Retraits</strong> : un taux fixé par l’exploitant, affiché sur la page de retrait. Les dépôts ne supportent aucuns frais de la plateforme.</li>
<li>Les <strong>prêts</strong> coûtent des intérêts après les jours sans intérêts ; sortir d’un <strong>plan intelligent</strong> avant terme coûte une pénalité.</li>
</ul>
<p>Chaque frais apparaît sur une ligne distincte de votre relevé.</p>`,
    },
    it: {
      title: "Quali commissioni applica la piattaforma?",
      body: `<p>Ogni strumento ha la propria commissione e il proprio spread, fissati nel nostro catalogo; il pannello ordini mostra la commissione del vostro ordine prima della conferma.</p>
<ul>
<li><strong>Ordini su contratti</strong>: una commissione sul valore della posizione all’apertura e di nuovo alla chiusura; si opera al prezzo registrato più metà dello spread.</li>
<li><strong>Ordini su coin</strong>: una commissione sul controvalore (prezzo per quantità), con lo stesso mezzo spread sugli ordini a mercato.</li>
<li><strong>Opzioni</strong>: nessuna commissione e nessuno spread; il risultato dipende dal rapporto di pagamento del ciclo.</li>
<li><strong>Prelievi</strong>: una percentuale fissata dal gestore, mostrata nella pagina di prelievo. I depositi non hanno commissioni della piattaforma.</li>
<li>I <strong>prestiti</strong> costano interessi dopo i giorni senza interessi; uscire prima da un <strong>piano smart</strong> costa una penale.</li>
</ul>
<p>Ogni commissione è una riga a sé nell’estratto conto.</p>`,
    },
    es: {
      title: "¿Qué comisiones cobra la plataforma?",
      body: `<p>Cada instrumento tiene su propia comisión y su propio diferencial, fijados en nuestro catálogo; el panel de órdenes muestra la comisión de su orden antes de confirmar.</p>
<ul>
<li><strong>Órdenes de contratos</strong>: una comisión sobre el valor de la posición al abrirla y otra al cerrarla; se opera al precio registrado más la mitad del diferencial.</li>
<li><strong>Órdenes de monedas</strong>: una comisión sobre el importe negociado (precio por cantidad), con la misma mitad del diferencial en las órdenes a mercado.</li>
<li><strong>Opciones</strong>: sin comisión ni diferencial; su resultado depende del ratio de pago del ciclo.</li>
<li><strong>Retiradas</strong>: una tasa que fija el operador, visible en la página de retirada. Los depósitos no tienen comisión de la plataforma.</li>
<li>Los <strong>préstamos</strong> cuestan intereses después de los días sin intereses; salir antes de un <strong>plan inteligente</strong> tiene una penalización.</li>
</ul>
<p>Cada comisión es una línea aparte en su extracto.</p>`,
    },
    ar: {
      title: "ما الرسوم التي تفرضها المنصة؟",
      body: `<p>لكل أداة نسبة رسوم وفارق سعر خاصان بها محددان في قائمتنا، وتعرض لوحة الأوامر رسوم أمرك قبل التأكيد.</p>
<ul>
<li><strong>أوامر عقود الفروقات</strong>: رسوم على قيمة المركز عند فتحه ومرة أخرى عند إغلاقه، وتتداول بالسعر المسجّل مضافًا إليه نصف فارق السعر.</li>
<li><strong>أوامر العملات</strong>: رسوم على قيمة الصفقة (السعر × الكمية)، مع نصف فارق السعر نفسه على أوامر السوق.</li>
<li><strong>الخيارات</strong>: بلا رسوم ولا فارق سعر؛ نتيجتك تحددها نسبة عائد الدورة.</li>
<li><strong>السحب</strong>: نسبة رسوم يحددها المشغّل وتظهر في صفحة السحب. لا رسوم للمنصة على الإيداع.</li>
<li>تكلّف <strong>القروض</strong> فائدة بعد أيام الإعفاء، ويكلّف الخروج المبكر من <strong>الخطة الذكية</strong> غرامة.</li>
</ul>
<p>كل رسم يظهر في سطر مستقل في كشف حسابك.</p>`,
    },
    hk: {
      title: "平台收取哪些費用？",
      body: `<p>每個產品都有各自的手續費率及點差，載於我們的產品目錄；下單面板會在您確認前顯示該訂單的手續費。</p>
<ul>
<li><strong>合約單</strong>：開倉及平倉時各按倉位價值收取一次手續費，並按記錄價格加一半點差成交。</li>
<li><strong>幣幣單</strong>：按成交額（價格乘數量）收取手續費，市價單同樣加一半點差。</li>
<li><strong>期權</strong>：不收手續費亦無點差；結果取決於該週期的賠付比率。</li>
<li><strong>提款</strong>：由營運方設定的費率，顯示在提款頁面。存款不收平台費用。</li>
<li><strong>貸款</strong>在免息日數後須付利息；提前退出<strong>智能計劃</strong>須付罰金。</li>
</ul>
<p>每項費用都會在帳單中獨立成行。</p>`,
    },
    zh: {
      title: "平台收取哪些费用？",
      body: `<p>每个品种都有各自的手续费率和点差，设定在我们的产品目录中；下单面板会在您确认前显示该订单的手续费。</p>
<ul>
<li><strong>合约单</strong>：开仓和平仓时各按持仓价值收取一次手续费，并按记录价格加一半点差成交。</li>
<li><strong>币币单</strong>：按成交额（价格乘以数量）收取手续费，市价单同样加一半点差。</li>
<li><strong>期权</strong>：不收手续费，也没有点差；结果取决于该周期的赔付比例。</li>
<li><strong>提现</strong>：由运营方设定的费率，显示在提现页面。充值不收平台费用。</li>
<li><strong>贷款</strong>在免息天数后需付利息；提前退出<strong>智能计划</strong>需付违约金。</li>
</ul>
<p>每项费用都会在账单中单独成行。</p>`,
    },
  },
};

export const faqAccountMoneyContents: readonly SeedContent[] = [virtualAndReal, switchAccount, kyc, security, deposits, withdrawals, statement, fees];
