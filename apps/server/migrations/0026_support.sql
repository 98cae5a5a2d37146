-- Customer service (issue 16; the support domain). A customer is a signed-in user or a visitor with
-- a temporary identity (support_visitors: only the SHA-256 of its random token is kept). Each
-- customer has at most one open conversation (partial unique indexes); a visitor's conversations
-- move to a user when the visitor signs in (user_id set, visitor_id kept). Messages are plain text
-- (1..2000 characters, control characters stripped by the server) or one image (an upload of
-- purpose chat); `sender_key` ('u:<user>', 'v:<visitor>', 'o:<operator>') with the client's message
-- id makes a retried send answer the stored message. delivered_at / read_at are the marks the
-- other side sets.
create table support_visitors (
  id          bigserial primary key,
  token_hash  text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz not null,
  expires_at  timestamptz not null,
  -- Set when the visitor signed in and their conversations moved to the user: the token is dead.
  ended_at    timestamptz,
  linked_user bigint references users (id)
);

create table support_conversations (
  id               bigserial primary key,
  user_id          bigint references users (id),
  visitor_id       bigint references support_visitors (id),
  status           text not null default 'open' check (status in ('open', 'closed')),
  language         text not null check (language in ('en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh')),
  assigned_to      bigint references operators (id),
  assigned_name    text,
  created_at       timestamptz not null,
  last_message_at  timestamptz not null,
  closed_at        timestamptz,
  closed_by        bigint references operators (id),
  closed_by_name   text,
  close_note       text check (length(close_note) <= 500),
  constraint support_conversations_customer check (user_id is not null or visitor_id is not null),
  constraint support_conversations_closed check ((status = 'closed') = (closed_at is not null))
);
create unique index support_conversations_open_user on support_conversations (user_id) where status = 'open' and user_id is not null;
create unique index support_conversations_open_visitor on support_conversations (visitor_id) where status = 'open' and user_id is null;
create index support_conversations_visitor on support_conversations (visitor_id);
create index support_conversations_inbox on support_conversations (status, last_message_at desc);

create table support_messages (
  id                 bigserial primary key,
  conversation_id    bigint not null references support_conversations (id),
  sender             text not null check (sender in ('customer', 'operator')),
  sender_key         text not null check (sender_key ~ '^[uvo]:[1-9][0-9]*$'),
  operator_id        bigint references operators (id),
  operator_name      text,
  body               text check (length(body) between 1 and 2000),
  image_upload_id    bigint references uploads (id),
  client_message_id  text check (length(client_message_id) between 1 and 64),
  created_at         timestamptz not null,
  delivered_at       timestamptz,
  read_at            timestamptz,
  constraint support_messages_one_content check ((body is null) <> (image_upload_id is null)),
  constraint support_messages_operator check ((sender = 'operator') = (operator_id is not null))
);
create unique index support_messages_client_id on support_messages (sender_key, client_message_id) where client_message_id is not null;
create index support_messages_conversation on support_messages (conversation_id, id);
create index support_messages_sender_recent on support_messages (sender_key, created_at);
create index support_messages_image on support_messages (image_upload_id) where image_upload_id is not null;

-- Canned replies for operators, one row per reply and language.
create table support_canned_replies (
  id        bigserial primary key,
  key       text not null check (key ~ '^[a-z][a-z0-9_]{0,39}$'),
  language  text not null check (language in ('en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh')),
  title     text not null check (length(title) between 1 and 100),
  body      text not null check (length(body) between 1 and 1000),
  unique (key, language)
);

insert into support_canned_replies (key, language, title, body) values
  ('greeting', 'en', 'Greeting', 'Hello, thank you for contacting Tradewind support. How can I help you today?'),
  ('greeting', 'ja', '挨拶', 'こんにちは。Tradewind サポートへお問い合わせいただきありがとうございます。本日はどのようなご用件でしょうか？'),
  ('greeting', 'ko', '인사', '안녕하세요, Tradewind 고객지원에 문의해 주셔서 감사합니다. 무엇을 도와드릴까요?'),
  ('greeting', 'de', 'Begrüßung', 'Hallo, danke, dass Sie den Tradewind-Support kontaktieren. Wie kann ich Ihnen heute helfen?'),
  ('greeting', 'fr', 'Accueil', 'Bonjour, merci d''avoir contacté le support Tradewind. Comment puis-je vous aider aujourd''hui ?'),
  ('greeting', 'it', 'Saluto', 'Buongiorno, grazie per aver contattato l''assistenza Tradewind. Come posso aiutarla oggi?'),
  ('greeting', 'es', 'Saludo', 'Hola, gracias por contactar con el soporte de Tradewind. ¿En qué puedo ayudarle hoy?'),
  ('greeting', 'ar', 'تحية', 'مرحبًا، شكرًا لتواصلك مع دعم Tradewind. كيف يمكنني مساعدتك اليوم؟'),
  ('greeting', 'hk', '問候', '您好，感謝您聯絡 Tradewind 客服。請問今天有什麼可以幫您？'),
  ('greeting', 'zh', '问候', '您好，感谢您联系 Tradewind 客服。请问今天有什么可以帮您？'),
  ('checking', 'en', 'Checking', 'Thank you, I am checking this for you now. Please stay in this chat; it may take a few minutes.'),
  ('checking', 'ja', '確認中', 'ありがとうございます。ただいま確認しております。数分かかる場合がありますので、このままチャットでお待ちください。'),
  ('checking', 'ko', '확인 중', '감사합니다. 지금 확인하고 있습니다. 몇 분 정도 걸릴 수 있으니 이 채팅에서 잠시 기다려 주세요.'),
  ('checking', 'de', 'Prüfung', 'Danke, ich prüfe das jetzt für Sie. Bitte bleiben Sie im Chat; es kann einige Minuten dauern.'),
  ('checking', 'fr', 'Vérification', 'Merci, je vérifie cela pour vous. Restez dans cette discussion ; cela peut prendre quelques minutes.'),
  ('checking', 'it', 'Verifica', 'Grazie, sto verificando per lei. Resti in questa chat; potrebbe richiedere qualche minuto.'),
  ('checking', 'es', 'Comprobando', 'Gracias, lo estoy comprobando ahora. Permanezca en este chat; puede tardar unos minutos.'),
  ('checking', 'ar', 'جارٍ التحقق', 'شكرًا لك، أتحقق من ذلك الآن. يُرجى البقاء في هذه الدردشة؛ قد يستغرق الأمر بضع دقائق.'),
  ('checking', 'hk', '查詢中', '謝謝，我正在為您查詢，可能需要幾分鐘，請留在此對話中。'),
  ('checking', 'zh', '查询中', '谢谢，我正在为您查询，可能需要几分钟，请留在此对话中。'),
  ('deposit', 'en', 'Deposit not credited', 'Deposits are credited after our finance team checks the transfer. Please send the transaction hash and a screenshot of the payment, and we will look at it.'),
  ('deposit', 'ja', '入金が反映されない', '入金は財務チームが送金を確認した後に反映されます。トランザクションハッシュと支払い画面のスクリーンショットをお送りください。確認いたします。'),
  ('deposit', 'ko', '입금 미반영', '입금은 재무팀이 이체를 확인한 후 반영됩니다. 거래 해시와 결제 화면 캡처를 보내 주시면 확인해 드리겠습니다.'),
  ('deposit', 'de', 'Einzahlung nicht gutgeschrieben', 'Einzahlungen werden gutgeschrieben, nachdem unser Finanzteam die Überweisung geprüft hat. Bitte senden Sie uns den Transaktions-Hash und einen Screenshot der Zahlung.'),
  ('deposit', 'fr', 'Dépôt non crédité', 'Les dépôts sont crédités après vérification du virement par notre équipe financière. Envoyez-nous le hash de la transaction et une capture du paiement, nous allons vérifier.'),
  ('deposit', 'it', 'Deposito non accreditato', 'I depositi vengono accreditati dopo che il nostro team finanziario ha verificato il trasferimento. Ci invii l''hash della transazione e uno screenshot del pagamento.'),
  ('deposit', 'es', 'Depósito no acreditado', 'Los depósitos se acreditan cuando nuestro equipo financiero verifica la transferencia. Envíenos el hash de la transacción y una captura del pago y lo revisaremos.'),
  ('deposit', 'ar', 'إيداع لم يُضف', 'تُضاف الإيداعات بعد أن يتحقق فريقنا المالي من التحويل. يُرجى إرسال رمز المعاملة (hash) ولقطة شاشة للدفع وسنراجعها.'),
  ('deposit', 'hk', '入金未到賬', '入金會在財務團隊核實轉賬後入賬。請提供交易哈希及付款截圖，我們會為您查核。'),
  ('deposit', 'zh', '充值未到账', '充值会在财务团队核实转账后到账。请提供交易哈希和付款截图，我们会为您核查。'),
  ('withdrawal', 'en', 'Withdrawal timing', 'Withdrawals are reviewed by our finance team, usually within one business day. The fee and the daily limit are shown on the withdrawal page before you confirm.'),
  ('withdrawal', 'ja', '出金の所要時間', '出金は財務チームが審査し、通常1営業日以内に処理されます。手数料と1日の上限は確定前に出金画面に表示されます。'),
  ('withdrawal', 'ko', '출금 소요 시간', '출금은 재무팀이 검토하며 보통 영업일 기준 1일 이내에 처리됩니다. 수수료와 일일 한도는 확인 전에 출금 화면에 표시됩니다.'),
  ('withdrawal', 'de', 'Dauer von Auszahlungen', 'Auszahlungen prüft unser Finanzteam, meist innerhalb eines Werktags. Gebühr und Tageslimit sehen Sie auf der Auszahlungsseite, bevor Sie bestätigen.'),
  ('withdrawal', 'fr', 'Délai de retrait', 'Les retraits sont examinés par notre équipe financière, en général sous un jour ouvré. Les frais et la limite quotidienne s''affichent sur la page de retrait avant confirmation.'),
  ('withdrawal', 'it', 'Tempi di prelievo', 'I prelievi sono esaminati dal nostro team finanziario, di solito entro un giorno lavorativo. Commissione e limite giornaliero sono mostrati nella pagina di prelievo prima della conferma.'),
  ('withdrawal', 'es', 'Plazo de retirada', 'Nuestro equipo financiero revisa las retiradas, normalmente en un día hábil. La comisión y el límite diario se muestran en la página de retirada antes de confirmar.'),
  ('withdrawal', 'ar', 'مدة السحب', 'يراجع فريقنا المالي طلبات السحب عادةً خلال يوم عمل واحد. تظهر الرسوم والحد اليومي في صفحة السحب قبل التأكيد.'),
  ('withdrawal', 'hk', '提款時間', '提款由財務團隊審核，通常於一個工作天內完成。手續費及每日限額會在確認前於提款頁面顯示。'),
  ('withdrawal', 'zh', '提现时间', '提现由财务团队审核，通常在一个工作日内完成。手续费和每日限额会在确认前显示在提现页面。'),
  ('kyc', 'en', 'Identity verification', 'To verify your identity, open Profile → Verification and upload clear photos of both sides of your ID and a selfie holding it. Reviews usually take less than a day.'),
  ('kyc', 'ja', '本人確認', '本人確認は「プロフィール」→「認証」から、身分証の表裏と身分証を持った自撮り写真を鮮明にアップロードしてください。審査は通常1日以内です。'),
  ('kyc', 'ko', '본인 인증', '본인 인증은 프로필 → 인증에서 신분증 앞뒤 사진과 신분증을 든 셀카를 선명하게 업로드해 주세요. 심사는 보통 하루 이내에 완료됩니다.'),
  ('kyc', 'de', 'Identitätsprüfung', 'Öffnen Sie Profil → Verifizierung und laden Sie gut lesbare Fotos beider Seiten Ihres Ausweises und ein Selfie mit dem Ausweis hoch. Die Prüfung dauert meist weniger als einen Tag.'),
  ('kyc', 'fr', 'Vérification d''identité', 'Ouvrez Profil → Vérification et téléversez des photos nettes des deux faces de votre pièce d''identité et un selfie avec celle-ci. L''examen prend généralement moins d''un jour.'),
  ('kyc', 'it', 'Verifica dell''identità', 'Apra Profilo → Verifica e carichi foto nitide dei due lati del documento e un selfie con il documento in mano. La verifica richiede di solito meno di un giorno.'),
  ('kyc', 'es', 'Verificación de identidad', 'Abra Perfil → Verificación y suba fotos nítidas de ambas caras de su documento y un selfi sosteniéndolo. La revisión suele tardar menos de un día.'),
  ('kyc', 'ar', 'التحقق من الهوية', 'افتح الملف الشخصي ← التحقق وارفع صورًا واضحة لوجهي بطاقة الهوية وصورة سيلفي وأنت تحملها. تستغرق المراجعة عادةً أقل من يوم.'),
  ('kyc', 'hk', '身份認證', '請前往「個人中心 → 認證」，上傳清晰的證件正反面照片及手持證件自拍。審核通常在一天內完成。'),
  ('kyc', 'zh', '身份认证', '请前往“个人中心 → 认证”，上传清晰的证件正反面照片及手持证件自拍。审核通常在一天内完成。'),
  ('closing', 'en', 'Closing', 'Is there anything else I can help you with? If not, I will close this chat. You can write to us again at any time.'),
  ('closing', 'ja', '締めくくり', 'ほかにお手伝いできることはございますか？なければこのチャットを終了いたします。いつでもまたご連絡ください。'),
  ('closing', 'ko', '마무리', '더 도와드릴 일이 있을까요? 없으시면 이 채팅을 종료하겠습니다. 언제든지 다시 문의해 주세요.'),
  ('closing', 'de', 'Abschluss', 'Kann ich Ihnen sonst noch helfen? Wenn nicht, schließe ich diesen Chat. Sie können uns jederzeit wieder schreiben.'),
  ('closing', 'fr', 'Clôture', 'Puis-je vous aider pour autre chose ? Sinon, je vais fermer cette discussion. Vous pouvez nous écrire à tout moment.'),
  ('closing', 'it', 'Chiusura', 'Posso aiutarla in altro? Altrimenti chiuderò questa chat. Può scriverci di nuovo in qualsiasi momento.'),
  ('closing', 'es', 'Cierre', '¿Puedo ayudarle en algo más? Si no, cerraré este chat. Puede escribirnos de nuevo cuando quiera.'),
  ('closing', 'ar', 'الختام', 'هل هناك أي شيء آخر يمكنني مساعدتك به؟ إن لم يكن، فسأغلق هذه الدردشة. يمكنك مراسلتنا مجددًا في أي وقت.'),
  ('closing', 'hk', '結束語', '請問還有其他可以幫您的嗎？如沒有，我會結束此對話。歡迎隨時再聯絡我們。'),
  ('closing', 'zh', '结束语', '请问还有其他可以帮您的吗？如没有，我会结束此对话。欢迎随时再联系我们。');
