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
};

export type EmailTexts = typeof en;

const ja: EmailTexts = {
  codeSubject: "Tradewind の認証コード",
  codeBody: "Tradewind の認証コードは {{code}} です。有効期限は {{minutes}} 分です。お心当たりがない場合は、このメッセージを無視してください。",
  resetUnknownBody: "このアドレスで Tradewind アカウントのパスワード再設定が依頼されましたが、このアドレスを使用しているアカウントはありません。お心当たりがない場合は、このメッセージを無視してください。",
};

const ko: EmailTexts = {
  codeSubject: "Tradewind 인증번호",
  codeBody: "Tradewind 인증번호는 {{code}}입니다. {{minutes}}분 후에 만료됩니다. 요청하지 않으셨다면 이 메시지를 무시해 주세요.",
  resetUnknownBody: "이 주소로 Tradewind 계정의 비밀번호 재설정이 요청되었지만, 이 주소를 사용하는 계정이 없습니다. 요청하지 않으셨다면 이 메시지를 무시해 주세요.",
};

const de: EmailTexts = {
  codeSubject: "Ihr Tradewind-Bestätigungscode",
  codeBody: "Ihr Tradewind-Bestätigungscode lautet {{code}}. Er läuft in {{minutes}} Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.",
  resetUnknownBody: "Jemand hat angefordert, das Passwort eines Tradewind-Kontos mit dieser Adresse zurückzusetzen, aber kein Konto verwendet sie. Wenn Sie das nicht waren, ignorieren Sie diese Nachricht.",
};

const fr: EmailTexts = {
  codeSubject: "Votre code de vérification Tradewind",
  codeBody: "Votre code de vérification Tradewind est {{code}}. Il expire dans {{minutes}} minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
  resetUnknownBody: "Quelqu'un a demandé la réinitialisation du mot de passe d'un compte Tradewind avec cette adresse, mais aucun compte ne l'utilise. Si ce n'était pas vous, ignorez ce message.",
};

const it: EmailTexts = {
  codeSubject: "Il tuo codice di verifica Tradewind",
  codeBody: "Il tuo codice di verifica Tradewind è {{code}}. Scade tra {{minutes}} minuti. Se non l'hai richiesto, ignora questo messaggio.",
  resetUnknownBody: "Qualcuno ha chiesto di reimpostare la password di un account Tradewind con questo indirizzo, ma nessun account lo utilizza. Se non sei stato tu, ignora questo messaggio.",
};

const es: EmailTexts = {
  codeSubject: "Tu código de verificación de Tradewind",
  codeBody: "Tu código de verificación de Tradewind es {{code}}. Caduca en {{minutes}} minutos. Si no lo has solicitado, ignora este mensaje.",
  resetUnknownBody: "Alguien ha solicitado restablecer la contraseña de una cuenta de Tradewind con esta dirección, pero ninguna cuenta la utiliza. Si no has sido tú, ignora este mensaje.",
};

const ar: EmailTexts = {
  codeSubject: "رمز التحقق الخاص بك في Tradewind",
  codeBody: "رمز التحقق الخاص بك في Tradewind هو {{code}}. تنتهي صلاحيته خلال {{minutes}} دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة.",
  resetUnknownBody: "طلب شخص ما إعادة تعيين كلمة مرور حساب في Tradewind بهذا العنوان، لكن لا يوجد حساب يستخدمه. إذا لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة.",
};

const hk: EmailTexts = {
  codeSubject: "您的 Tradewind 驗證碼",
  codeBody: "您的 Tradewind 驗證碼為 {{code}}，將於 {{minutes}} 分鐘後失效。如非您本人要求，請忽略此訊息。",
  resetUnknownBody: "有人要求重設使用此地址的 Tradewind 帳戶密碼，但沒有帳戶使用此地址。如非您本人操作，請忽略此訊息。",
};

const zh: EmailTexts = {
  codeSubject: "您的 Tradewind 验证码",
  codeBody: "您的 Tradewind 验证码为 {{code}}，将在 {{minutes}} 分钟后失效。如非您本人请求，请忽略此消息。",
  resetUnknownBody: "有人请求重置使用此地址的 Tradewind 账户密码，但没有账户使用此地址。如非您本人操作，请忽略此消息。",
};

export const emailTexts: Record<LanguageCode, EmailTexts> = { en, ja, ko, de, fr, it, es, ar, hk, zh };
