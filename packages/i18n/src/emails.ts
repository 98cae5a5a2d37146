// What the server writes to people outside the app: the verification message (email, or SMS
// through the same text) in the language of the request that asked for it. Server-only, so it
// stays out of the web catalogues; catalogue.test.ts holds every language to the English keys
// and placeholders. The unknown-address reset notice keeps the code's subject on purpose: the
// two must look alike to anyone who cannot read the mailbox (accounts/service.ts).
import type { LanguageCode } from "./languages.ts";

const en = {
  codeSubject: "Your Tradewind verification code",
  codeBody: "Your Tradewind verification code is {{code}}. It expires in {{minutes}} minutes. If you did not ask for it, ignore this message.",
  resetUnknownBody: "Someone asked to reset the password of a Tradewind account with this address, but no account uses it. If it was not you, ignore this message.",
  securitySubject: "A security setting of your Tradewind account changed",
  securityBody: "Your Tradewind account: {{change}} at {{time}} (UTC), from IP {{ip}}. If this was not you, reset your password now and contact support.",
  securityChanges: {
    totp_enabled: "authenticator app turned on",
    totp_disabled: "authenticator app turned off",
    recovery_code_used: "a recovery code was used to sign in",
    recovery_codes_renewed: "new recovery codes were made",
    password_changed: "the password was changed",
    password_reset: "the password was reset",
    address_book_off: "the withdrawal address book was turned off",
    passkey_added: "a passkey was added",
    passkey_removed: "a passkey was removed",
    passkey_counter_regressed: "a passkey that looks copied was refused",
    factors_reset: "your second factors (authenticator app or passkeys) were reset by our support team",
  },
  addressSubject: "A new withdrawal address was saved to your Tradewind account",
  addressBody: "Your Tradewind account saved the withdrawal address \"{{label}}\" ({{network}}): {{address}}. It can be used from {{until}} (UTC). If this was not you, cancel it with this link and change your password: {{link}}",
};

export type EmailTexts = typeof en;

const ja: EmailTexts = {
  codeSubject: "Tradewind の認証コード",
  codeBody: "Tradewind の認証コードは {{code}} です。有効期限は {{minutes}} 分です。お心当たりがない場合は、このメッセージを無視してください。",
  resetUnknownBody: "このアドレスで Tradewind アカウントのパスワード再設定が依頼されましたが、このアドレスを使用しているアカウントはありません。お心当たりがない場合は、このメッセージを無視してください。",
  securitySubject: "Tradewind アカウントのセキュリティ設定が変更されました",
  securityBody: "Tradewind アカウント：{{time}}（UTC）に IP {{ip}} から「{{change}}」。お心当たりがない場合は、すぐにパスワードを再設定し、サポートにご連絡ください。",
  securityChanges: {
    totp_enabled: "認証アプリを有効化",
    totp_disabled: "認証アプリを無効化",
    recovery_code_used: "リカバリーコードでサインイン",
    recovery_codes_renewed: "リカバリーコードを再発行",
    password_changed: "パスワードを変更",
    password_reset: "パスワードを再設定",
    address_book_off: "出金アドレス帳を無効化",
    passkey_added: "パスキーを追加",
    passkey_removed: "パスキーを削除",
    passkey_counter_regressed: "複製の疑いがあるパスキーを拒否",
    factors_reset: "サポートが二要素認証（認証アプリまたはパスキー）をリセット",
  },
  addressSubject: "Tradewind アカウントに新しい出金アドレスが保存されました",
  addressBody: "Tradewind アカウントに出金アドレス「{{label}}」（{{network}}）：{{address}} が保存されました。{{until}}（UTC）から使用できます。お心当たりがない場合は、このリンクで取り消し、パスワードを変更してください：{{link}}",
};

const ko: EmailTexts = {
  codeSubject: "Tradewind 인증번호",
  codeBody: "Tradewind 인증번호는 {{code}}입니다. {{minutes}}분 후에 만료됩니다. 요청하지 않으셨다면 이 메시지를 무시해 주세요.",
  resetUnknownBody: "이 주소로 Tradewind 계정의 비밀번호 재설정이 요청되었지만, 이 주소를 사용하는 계정이 없습니다. 요청하지 않으셨다면 이 메시지를 무시해 주세요.",
  securitySubject: "Tradewind 계정의 보안 설정이 변경되었습니다",
  securityBody: "Tradewind 계정: {{time}}(UTC)에 IP {{ip}}에서 '{{change}}'. 본인이 아니라면 지금 비밀번호를 재설정하고 고객 지원에 문의하세요.",
  securityChanges: {
    totp_enabled: "인증 앱 켜짐",
    totp_disabled: "인증 앱 꺼짐",
    recovery_code_used: "복구 코드로 로그인",
    recovery_codes_renewed: "새 복구 코드 발급",
    password_changed: "비밀번호 변경",
    password_reset: "비밀번호 재설정",
    address_book_off: "출금 주소록 꺼짐",
    passkey_added: "패스키 추가",
    passkey_removed: "패스키 삭제",
    passkey_counter_regressed: "복제로 보이는 패스키 거부",
    factors_reset: "고객지원이 2단계 인증(인증 앱 또는 패스키)을 초기화함",
  },
  addressSubject: "Tradewind 계정에 새 출금 주소가 저장되었습니다",
  addressBody: "Tradewind 계정에 출금 주소 \"{{label}}\"({{network}}): {{address}}이(가) 저장되었습니다. {{until}}(UTC)부터 사용할 수 있습니다. 본인이 아니라면 이 링크로 취소하고 비밀번호를 변경하세요: {{link}}",
};

const de: EmailTexts = {
  codeSubject: "Ihr Tradewind-Bestätigungscode",
  codeBody: "Ihr Tradewind-Bestätigungscode lautet {{code}}. Er läuft in {{minutes}} Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.",
  resetUnknownBody: "Jemand hat angefordert, das Passwort eines Tradewind-Kontos mit dieser Adresse zurückzusetzen, aber kein Konto verwendet sie. Wenn Sie das nicht waren, ignorieren Sie diese Nachricht.",
  securitySubject: "Eine Sicherheitseinstellung Ihres Tradewind-Kontos wurde geändert",
  securityBody: "Ihr Tradewind-Konto: {{change}} am {{time}} (UTC), von IP {{ip}}. Wenn Sie das nicht waren, setzen Sie jetzt Ihr Passwort zurück und wenden Sie sich an den Support.",
  securityChanges: {
    totp_enabled: "Authenticator-App eingeschaltet",
    totp_disabled: "Authenticator-App ausgeschaltet",
    recovery_code_used: "Anmeldung mit einem Wiederherstellungscode",
    recovery_codes_renewed: "neue Wiederherstellungscodes erstellt",
    password_changed: "Passwort geändert",
    password_reset: "Passwort zurückgesetzt",
    address_book_off: "Auszahlungs-Adressbuch ausgeschaltet",
    passkey_added: "ein Passkey wurde hinzugefügt",
    passkey_removed: "ein Passkey wurde entfernt",
    passkey_counter_regressed: "ein offenbar kopierter Passkey wurde abgelehnt",
    factors_reset: "Ihre zweiten Faktoren (Authenticator-App oder Passkeys) wurden vom Support zurückgesetzt",
  },
  addressSubject: "Eine neue Auszahlungsadresse wurde in Ihrem Tradewind-Konto gespeichert",
  addressBody: "Ihr Tradewind-Konto hat die Auszahlungsadresse \"{{label}}\" ({{network}}) gespeichert: {{address}}. Sie ist ab {{until}} (UTC) nutzbar. Wenn Sie das nicht waren, stornieren Sie sie mit diesem Link und ändern Sie Ihr Passwort: {{link}}",
};

const fr: EmailTexts = {
  codeSubject: "Votre code de vérification Tradewind",
  codeBody: "Votre code de vérification Tradewind est {{code}}. Il expire dans {{minutes}} minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
  resetUnknownBody: "Quelqu'un a demandé la réinitialisation du mot de passe d'un compte Tradewind avec cette adresse, mais aucun compte ne l'utilise. Si ce n'était pas vous, ignorez ce message.",
  securitySubject: "Un paramètre de sécurité de votre compte Tradewind a changé",
  securityBody: "Votre compte Tradewind : {{change}} le {{time}} (UTC), depuis l'IP {{ip}}. Si ce n'était pas vous, réinitialisez votre mot de passe maintenant et contactez le support.",
  securityChanges: {
    totp_enabled: "application d'authentification activée",
    totp_disabled: "application d'authentification désactivée",
    recovery_code_used: "connexion avec un code de récupération",
    recovery_codes_renewed: "nouveaux codes de récupération créés",
    password_changed: "mot de passe modifié",
    password_reset: "mot de passe réinitialisé",
    address_book_off: "carnet d'adresses de retrait désactivé",
    passkey_added: "une clé d'accès a été ajoutée",
    passkey_removed: "une clé d'accès a été supprimée",
    passkey_counter_regressed: "une clé d'accès qui semble copiée a été refusée",
    factors_reset: "vos seconds facteurs (application d'authentification ou clés d'accès) ont été réinitialisés par notre support",
  },
  addressSubject: "Une nouvelle adresse de retrait a été enregistrée sur votre compte Tradewind",
  addressBody: "Votre compte Tradewind a enregistré l'adresse de retrait « {{label}} » ({{network}}) : {{address}}. Elle sera utilisable à partir du {{until}} (UTC). Si ce n'était pas vous, annulez-la avec ce lien et changez votre mot de passe : {{link}}",
};

const it: EmailTexts = {
  codeSubject: "Il tuo codice di verifica Tradewind",
  codeBody: "Il tuo codice di verifica Tradewind è {{code}}. Scade tra {{minutes}} minuti. Se non l'hai richiesto, ignora questo messaggio.",
  resetUnknownBody: "Qualcuno ha chiesto di reimpostare la password di un account Tradewind con questo indirizzo, ma nessun account lo utilizza. Se non sei stato tu, ignora questo messaggio.",
  securitySubject: "Un'impostazione di sicurezza del tuo account Tradewind è cambiata",
  securityBody: "Il tuo account Tradewind: {{change}} il {{time}} (UTC), dall'IP {{ip}}. Se non sei stato tu, reimposta subito la password e contatta l'assistenza.",
  securityChanges: {
    totp_enabled: "app di autenticazione attivata",
    totp_disabled: "app di autenticazione disattivata",
    recovery_code_used: "accesso con un codice di recupero",
    recovery_codes_renewed: "nuovi codici di recupero creati",
    password_changed: "password modificata",
    password_reset: "password reimpostata",
    address_book_off: "rubrica degli indirizzi di prelievo disattivata",
    passkey_added: "è stata aggiunta una passkey",
    passkey_removed: "è stata rimossa una passkey",
    passkey_counter_regressed: "è stata rifiutata una passkey che sembra copiata",
    factors_reset: "i tuoi secondi fattori (app di autenticazione o passkey) sono stati ripristinati dall'assistenza",
  },
  addressSubject: "Un nuovo indirizzo di prelievo è stato salvato nel tuo account Tradewind",
  addressBody: "Il tuo account Tradewind ha salvato l'indirizzo di prelievo \"{{label}}\" ({{network}}): {{address}}. Sarà utilizzabile dal {{until}} (UTC). Se non sei stato tu, annullalo con questo link e cambia la password: {{link}}",
};

const es: EmailTexts = {
  codeSubject: "Tu código de verificación de Tradewind",
  codeBody: "Tu código de verificación de Tradewind es {{code}}. Caduca en {{minutes}} minutos. Si no lo has solicitado, ignora este mensaje.",
  resetUnknownBody: "Alguien ha solicitado restablecer la contraseña de una cuenta de Tradewind con esta dirección, pero ninguna cuenta la utiliza. Si no has sido tú, ignora este mensaje.",
  securitySubject: "Cambió un ajuste de seguridad de su cuenta Tradewind",
  securityBody: "Su cuenta Tradewind: {{change}} el {{time}} (UTC), desde la IP {{ip}}. Si no fue usted, restablezca su contraseña ahora y contacte con soporte.",
  securityChanges: {
    totp_enabled: "app de autenticación activada",
    totp_disabled: "app de autenticación desactivada",
    recovery_code_used: "inicio de sesión con un código de recuperación",
    recovery_codes_renewed: "nuevos códigos de recuperación creados",
    password_changed: "contraseña cambiada",
    password_reset: "contraseña restablecida",
    address_book_off: "libreta de direcciones de retiro desactivada",
    passkey_added: "se añadió una llave de acceso",
    passkey_removed: "se eliminó una llave de acceso",
    passkey_counter_regressed: "se rechazó una llave de acceso que parece copiada",
    factors_reset: "nuestro equipo de soporte restableció sus segundos factores (app de autenticación o llaves de acceso)",
  },
  addressSubject: "Se guardó una nueva dirección de retiro en su cuenta Tradewind",
  addressBody: "Su cuenta Tradewind guardó la dirección de retiro \"{{label}}\" ({{network}}): {{address}}. Se podrá usar a partir del {{until}} (UTC). Si no fue usted, cancélela con este enlace y cambie su contraseña: {{link}}",
};

const ar: EmailTexts = {
  codeSubject: "رمز التحقق الخاص بك في Tradewind",
  codeBody: "رمز التحقق الخاص بك في Tradewind هو {{code}}. تنتهي صلاحيته خلال {{minutes}} دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة.",
  resetUnknownBody: "طلب شخص ما إعادة تعيين كلمة مرور حساب في Tradewind بهذا العنوان، لكن لا يوجد حساب يستخدمه. إذا لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة.",
  securitySubject: "تم تغيير أحد إعدادات الأمان في حسابك على Tradewind",
  securityBody: "حسابك على Tradewind: {{change}} في {{time}} (UTC)، من عنوان IP {{ip}}. إذا لم تكن أنت، فأعد تعيين كلمة المرور الآن وتواصل مع الدعم.",
  securityChanges: {
    totp_enabled: "تفعيل تطبيق المصادقة",
    totp_disabled: "إيقاف تطبيق المصادقة",
    recovery_code_used: "تسجيل الدخول برمز استرداد",
    recovery_codes_renewed: "إنشاء رموز استرداد جديدة",
    password_changed: "تغيير كلمة المرور",
    password_reset: "إعادة تعيين كلمة المرور",
    address_book_off: "إيقاف دفتر عناوين السحب",
    passkey_added: "أُضيف مفتاح مرور",
    passkey_removed: "حُذف مفتاح مرور",
    passkey_counter_regressed: "رُفض مفتاح مرور يبدو منسوخًا",
    factors_reset: "أعاد فريق الدعم تعيين عواملك الثانية (تطبيق المصادقة أو مفاتيح المرور)",
  },
  addressSubject: "حُفظ عنوان سحب جديد في حساب Tradewind الخاص بك",
  addressBody: "حفظ حسابك في Tradewind عنوان السحب \"{{label}}\" ({{network}}): {{address}}. يمكن استخدامه اعتبارًا من {{until}} (UTC). إن لم تكن أنت، فألغِه بهذا الرابط وغيّر كلمة المرور: {{link}}",
};

const hk: EmailTexts = {
  codeSubject: "您的 Tradewind 驗證碼",
  codeBody: "您的 Tradewind 驗證碼為 {{code}}，將於 {{minutes}} 分鐘後失效。如非您本人要求，請忽略此訊息。",
  resetUnknownBody: "有人要求重設使用此地址的 Tradewind 帳戶密碼，但沒有帳戶使用此地址。如非您本人操作，請忽略此訊息。",
  securitySubject: "你的 Tradewind 帳戶安全設定已更改",
  securityBody: "你的 Tradewind 帳戶：{{time}}（UTC）自 IP {{ip}}「{{change}}」。如非本人操作，請立即重設密碼並聯絡客服。",
  securityChanges: {
    totp_enabled: "已啟用驗證器應用程式",
    totp_disabled: "已停用驗證器應用程式",
    recovery_code_used: "使用復原碼登入",
    recovery_codes_renewed: "已產生新的復原碼",
    password_changed: "已更改密碼",
    password_reset: "已重設密碼",
    address_book_off: "已停用提款地址簿",
    passkey_added: "新增了通行密鑰",
    passkey_removed: "刪除了通行密鑰",
    passkey_counter_regressed: "拒絕了疑似被複製的通行密鑰",
    factors_reset: "客服已重設你的第二因素（驗證器應用程式或通行密鑰）",
  },
  addressSubject: "你的 Tradewind 帳戶已儲存新的提款地址",
  addressBody: "你的 Tradewind 帳戶已儲存提款地址「{{label}}」（{{network}}）：{{address}}。可於 {{until}}（UTC）起使用。如非本人操作，請用此連結取消並更改密碼：{{link}}",
};

const zh: EmailTexts = {
  codeSubject: "您的 Tradewind 验证码",
  codeBody: "您的 Tradewind 验证码为 {{code}}，将在 {{minutes}} 分钟后失效。如非您本人请求，请忽略此消息。",
  resetUnknownBody: "有人请求重置使用此地址的 Tradewind 账户密码，但没有账户使用此地址。如非您本人操作，请忽略此消息。",
  securitySubject: "你的 Tradewind 账户安全设置已更改",
  securityBody: "你的 Tradewind 账户：{{time}}（UTC）自 IP {{ip}}“{{change}}”。如非本人操作，请立即重置密码并联系客服。",
  securityChanges: {
    totp_enabled: "已启用身份验证器应用",
    totp_disabled: "已停用身份验证器应用",
    recovery_code_used: "使用恢复码登录",
    recovery_codes_renewed: "已生成新的恢复码",
    password_changed: "已修改密码",
    password_reset: "已重置密码",
    address_book_off: "已关闭提现地址簿",
    passkey_added: "添加了通行密钥",
    passkey_removed: "删除了通行密钥",
    passkey_counter_regressed: "拒绝了疑似被复制的通行密钥",
    factors_reset: "客服已重置你的第二因素（验证器应用或通行密钥）",
  },
  addressSubject: "你的 Tradewind 账户已保存新的提现地址",
  addressBody: "你的 Tradewind 账户已保存提现地址“{{label}}”（{{network}}）：{{address}}。可于 {{until}}（UTC）起使用。如非本人操作，请用此链接取消并修改密码：{{link}}",
};

export const emailTexts: Record<LanguageCode, EmailTexts> = { en, ja, ko, de, fr, it, es, ar, hk, zh };
