// Notices (type 4), in all ten languages: two true announcements about this platform.
import type { SeedContent } from "./types.ts";

const simulatedPrices: SeedContent = {
  slug: "notice-simulated-prices",
  type: 4,
  sortOrder: 10,
  translations: {
    en: {
      title: "Prices on this platform are simulated",
      body: `<p>By default, market prices on Tradewind come from a built-in simulator, not from an exchange. Every price shows its source, and simulated prices are labelled as such on the market pages.</p>
<p>Orders are still filled at exactly the prices we record, so you can practise safely, but simulated results say nothing about real markets. Start in your <strong>virtual account</strong>, and read the <a href="/help/faq">FAQ</a> and the risk warning before using your real account.</p>`,
    },
    ja: {
      title: "本プラットフォームの価格はシミュレーションです",
      body: `<p>初期設定では、Tradewind の相場価格は取引所ではなく内蔵のシミュレーターによるものです。すべての価格に出所が表示され、シミュレーション価格は相場画面でその旨が明示されます。</p>
<p>注文は記録された価格どおりに約定するため安心して練習できますが、シミュレーションの結果は実際の市場について何も示しません。まずは<strong>デモ口座</strong>から始め、リアル口座を使う前に <a href="/help/faq">FAQ</a> とリスク警告をお読みください。</p>`,
    },
    ko: {
      title: "이 플랫폼의 가격은 모의 가격입니다",
      body: `<p>기본 설정에서 Tradewind의 시세는 거래소가 아닌 내장 시뮬레이터에서 나옵니다. 모든 가격에는 출처가 표시되며, 모의 가격은 시세 화면에 모의 가격이라고 표시됩니다.</p>
<p>주문은 기록된 가격 그대로 체결되므로 안심하고 연습할 수 있지만, 모의 결과는 실제 시장에 대해 아무것도 알려 주지 않습니다. <strong>모의투자 계좌</strong>로 시작하시고, 실전투자 계좌를 쓰기 전에 <a href="/help/faq">FAQ</a>와 위험 고지를 읽어 주세요.</p>`,
    },
    de: {
      title: "Die Kurse auf dieser Plattform sind simuliert",
      body: `<p>Standardmäßig stammen die Kurse auf Tradewind aus einem eingebauten Simulator, nicht von einer Börse. Jeder Kurs nennt seine Quelle, und simulierte Kurse sind auf den Marktseiten als solche gekennzeichnet.</p>
<p>Aufträge werden trotzdem genau zu den aufgezeichneten Kursen ausgeführt, sodass Sie sicher üben können, aber simulierte Ergebnisse sagen nichts über echte Märkte aus. Beginnen Sie im <strong>Demokonto</strong> und lesen Sie die <a href="/help/faq">FAQ</a> und den Risikohinweis, bevor Sie Ihr Echtgeldkonto nutzen.</p>`,
    },
    fr: {
      title: "Les prix de cette plateforme sont simulés",
      body: `<p>Par défaut, les prix de marché sur Tradewind proviennent d’un simulateur intégré, et non d’une bourse. Chaque prix indique sa source, et les prix simulés sont signalés comme tels sur les pages de marché.</p>
<p>Les ordres sont tout de même exécutés exactement aux prix que nous enregistrons, ce qui permet de s’entraîner sans risque, mais des résultats simulés ne disent rien des marchés réels. Commencez sur votre <strong>compte démo</strong> et lisez la <a href="/help/faq">FAQ</a> et l’avertissement sur les risques avant d’utiliser votre compte réel.</p>`,
    },
    it: {
      title: "I prezzi su questa piattaforma sono simulati",
      body: `<p>Per impostazione predefinita i prezzi di mercato su Tradewind provengono da un simulatore integrato, non da una borsa. Ogni prezzo indica la sua fonte e i prezzi simulati sono segnalati come tali nelle pagine di mercato.</p>
<p>Gli ordini vengono comunque eseguiti esattamente ai prezzi registrati, così potete esercitarvi in sicurezza, ma i risultati simulati non dicono nulla sui mercati reali. Iniziate dal <strong>conto demo</strong> e leggete le <a href="/help/faq">FAQ</a> e l’avvertenza sui rischi prima di usare il conto reale.</p>`,
    },
    es: {
      title: "Los precios de esta plataforma son simulados",
      body: `<p>De forma predeterminada, los precios de mercado de Tradewind proceden de un simulador integrado, no de una bolsa. Cada precio indica su fuente, y los precios simulados aparecen marcados como tales en las páginas de mercado.</p>
<p>Aun así, las órdenes se ejecutan exactamente a los precios que registramos, así que puede practicar con tranquilidad, pero los resultados simulados no dicen nada de los mercados reales. Empiece en su <strong>cuenta demo</strong> y lea las <a href="/help/faq">preguntas frecuentes</a> y la advertencia de riesgos antes de usar su cuenta real.</p>`,
    },
    ar: {
      title: "الأسعار على هذه المنصة أسعار محاكاة",
      body: `<p>تأتي أسعار السوق على Tradewind افتراضيًا من محاكٍ مدمج، لا من بورصة. يذكر كل سعر مصدره، وتُوسم أسعار المحاكاة بذلك في صفحات السوق.</p>
<p>ومع ذلك تُنفَّذ الأوامر بالأسعار التي نسجلها بالضبط، فيمكنك التدرّب بأمان، لكن نتائج المحاكاة لا تدل على شيء في الأسواق الحقيقية. ابدأ <strong>بالحساب التجريبي</strong>، واقرأ <a href="/help/faq">الأسئلة الشائعة</a> وتحذير المخاطر قبل استخدام حسابك الحقيقي.</p>`,
    },
    hk: {
      title: "本平台的價格為模擬價格",
      body: `<p>預設情況下，Tradewind 的市場價格來自內置模擬器，而非交易所。每個價格都會註明來源，模擬價格在行情頁面上亦會清楚標示。</p>
<p>訂單仍會按我們記錄的價格準確成交，讓您安心練習，但模擬結果並不反映真實市場。請先使用<strong>模擬帳戶</strong>，並在使用真實帳戶前閱讀<a href="/help/faq">常見問題</a>及風險警告。</p>`,
    },
    zh: {
      title: "本平台的价格为模拟价格",
      body: `<p>默认情况下，Tradewind 的行情价格来自内置模拟器，而不是交易所。每个价格都会注明来源，模拟价格在行情页面上也会明确标注。</p>
<p>订单仍会严格按我们记录的价格成交，您可以放心练习，但模拟结果并不反映真实市场。请先使用<strong>模拟账户</strong>，并在使用真实账户前阅读<a href="/help/faq">常见问题</a>和风险提示。</p>`,
    },
  },
};

const customerService: SeedContent = {
  slug: "notice-customer-service-chat",
  type: 4,
  sortOrder: 20,
  translations: {
    en: {
      title: "Customer service is now available in the chat",
      body: `<p>You can now talk to our support team directly on the platform. Open the service icon in the top bar, or go to <a href="/profile/kefu">Online support</a> in your account.</p>
<ul>
<li>Send text and images; you see when your message has been delivered and read.</li>
<li>Your conversation is kept, so you can pick it up again later, and messages sent while you were offline arrive when you reconnect.</li>
<li>Visitors can chat too, without an account.</li>
</ul>
<p>Our staff will never ask for your password or verification codes.</p>`,
    },
    ja: {
      title: "チャットでカスタマーサービスをご利用いただけるようになりました",
      body: `<p>プラットフォーム上で、サポートチームと直接やり取りできるようになりました。上部バーのサービスアイコンを押すか、アカウントの <a href="/profile/kefu">オンラインサポート</a> を開いてください。</p>
<ul>
<li>テキストと画像を送信でき、メッセージが届いたか、読まれたかを確認できます。</li>
<li>会話は保存されるので後から続きができ、オフライン中に届いたメッセージは再接続時に受け取れます。</li>
<li>アカウントをお持ちでない訪問者の方もチャットをご利用いただけます。</li>
</ul>
<p>当社のスタッフがパスワードや認証コードを尋ねることは決してありません。</p>`,
    },
    ko: {
      title: "이제 채팅으로 고객센터를 이용할 수 있습니다",
      body: `<p>이제 플랫폼에서 지원팀과 바로 대화할 수 있습니다. 상단 바의 고객센터 아이콘을 누르거나 계정의 <a href="/profile/kefu">온라인 지원</a>으로 이동하세요.</p>
<ul>
<li>텍스트와 이미지를 보낼 수 있으며, 메시지가 전달되었는지와 읽혔는지 확인할 수 있습니다.</li>
<li>대화가 저장되어 나중에 이어서 할 수 있고, 오프라인일 때 온 메시지는 다시 접속하면 받을 수 있습니다.</li>
<li>계정이 없는 방문자도 채팅할 수 있습니다.</li>
</ul>
<p>저희 직원은 절대로 비밀번호나 인증 코드를 묻지 않습니다.</p>`,
    },
    de: {
      title: "Der Kundenservice ist jetzt im Chat erreichbar",
      body: `<p>Sie können jetzt direkt auf der Plattform mit unserem Support-Team sprechen. Tippen Sie auf das Service-Symbol in der oberen Leiste oder öffnen Sie <a href="/profile/kefu">Online-Support</a> in Ihrem Konto.</p>
<ul>
<li>Senden Sie Text und Bilder; Sie sehen, wann Ihre Nachricht zugestellt und gelesen wurde.</li>
<li>Ihr Gespräch bleibt erhalten, sodass Sie es später fortsetzen können, und Nachrichten, die eintreffen, während Sie offline sind, erhalten Sie beim erneuten Verbinden.</li>
<li>Auch Besucher ohne Konto können chatten.</li>
</ul>
<p>Unsere Mitarbeiter fragen Sie niemals nach Ihrem Passwort oder Bestätigungscodes.</p>`,
    },
    fr: {
      title: "Le service client est désormais disponible dans le chat",
      body: `<p>Vous pouvez désormais échanger directement avec notre équipe d’assistance sur la plateforme. Touchez l’icône du service dans la barre du haut, ou ouvrez <a href="/profile/kefu">Assistance en ligne</a> dans votre compte.</p>
<ul>
<li>Envoyez du texte et des images ; vous voyez quand votre message a été remis et lu.</li>
<li>Votre conversation est conservée pour la reprendre plus tard, et les messages arrivés pendant votre absence vous parviennent à la reconnexion.</li>
<li>Les visiteurs sans compte peuvent aussi discuter.</li>
</ul>
<p>Notre personnel ne vous demandera jamais votre mot de passe ni vos codes de vérification.</p>`,
    },
    it: {
      title: "Il servizio clienti è ora disponibile in chat",
      body: `<p>Ora potete parlare direttamente con il nostro team di assistenza sulla piattaforma. Toccate l’icona del servizio nella barra in alto oppure aprite <a href="/profile/kefu">Assistenza online</a> nel vostro account.</p>
<ul>
<li>Inviate testo e immagini; vedete quando il messaggio è stato consegnato e letto.</li>
<li>La conversazione viene conservata, così potete riprenderla più tardi, e i messaggi arrivati mentre eravate offline vi vengono consegnati alla riconnessione.</li>
<li>Anche i visitatori senza account possono usare la chat.</li>
</ul>
<p>Il nostro personale non vi chiederà mai la password o i codici di verifica.</p>`,
    },
    es: {
      title: "La atención al cliente ya está disponible en el chat",
      body: `<p>Ya puede hablar directamente con nuestro equipo de soporte en la plataforma. Pulse el icono de atención en la barra superior o abra <a href="/profile/kefu">Soporte en línea</a> en su cuenta.</p>
<ul>
<li>Envíe texto e imágenes; verá cuándo su mensaje se ha entregado y leído.</li>
<li>La conversación se guarda para que pueda retomarla más tarde, y los mensajes que lleguen mientras esté desconectado le llegarán al volver a conectarse.</li>
<li>Los visitantes sin cuenta también pueden chatear.</li>
</ul>
<p>Nuestro personal nunca le pedirá su contraseña ni sus códigos de verificación.</p>`,
    },
    ar: {
      title: "خدمة العملاء متاحة الآن عبر المحادثة",
      body: `<p>يمكنك الآن التحدث مع فريق الدعم مباشرة على المنصة. اضغط أيقونة الخدمة في الشريط العلوي، أو افتح <a href="/profile/kefu">الدعم عبر الإنترنت</a> في حسابك.</p>
<ul>
<li>أرسل نصوصًا وصورًا، وسترى متى وصلت رسالتك ومتى قُرئت.</li>
<li>تُحفظ محادثتك لتتابعها لاحقًا، والرسائل التي تصل أثناء انقطاعك تصلك عند إعادة الاتصال.</li>
<li>يمكن للزوار أيضًا المحادثة دون حساب.</li>
</ul>
<p>لن يطلب منك موظفونا أبدًا كلمة المرور أو رموز التحقق.</p>`,
    },
    hk: {
      title: "現可透過聊天聯絡客戶服務",
      body: `<p>您現在可以直接在平台上與我們的支援團隊對話。請按頂部列的客服圖示，或在帳戶中打開<a href="/profile/kefu">線上客服</a>。</p>
<ul>
<li>可發送文字及圖片，並可看到訊息何時已送達及已讀。</li>
<li>對話會被保存，方便您稍後繼續；離線期間收到的訊息會在重新連線時送達。</li>
<li>沒有帳戶的訪客亦可使用聊天。</li>
</ul>
<p>我們的職員絕不會向您索取密碼或驗證碼。</p>`,
    },
    zh: {
      title: "现可通过聊天联系客服",
      body: `<p>您现在可以直接在平台上与我们的客服团队沟通。请点击顶部栏的客服图标，或在账户中打开<a href="/profile/kefu">在线客服</a>。</p>
<ul>
<li>可以发送文字和图片，并能看到消息何时已送达、已读。</li>
<li>对话会被保存，方便您之后继续；离线期间收到的消息会在重新连接时送达。</li>
<li>没有账户的访客也可以使用聊天。</li>
</ul>
<p>我们的工作人员绝不会向您索要密码或验证码。</p>`,
    },
  },
};

export const noticeContents: readonly SeedContent[] = [simulatedPrices, customerService];
