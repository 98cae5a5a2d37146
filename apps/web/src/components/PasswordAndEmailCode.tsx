// The password with a code emailed on request: the step-up of an account without an authenticator
// app, and the second sign-in step of a passkey-only account that lost its passkey. Test ids are
// `${testId}-password`, `${testId}-email-code` and `${testId}-send-code`.
import { useTranslation } from "react-i18next";
import { Field } from "./Field.tsx";
import { OneTimeCodeField } from "./OneTimeCodeField.tsx";

interface PasswordAndEmailCodeProps {
  password: string;
  onPasswordChange: (password: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  /** The code field's name, as the request's field errors name it. */
  codeName: string;
  errors: { password: string | undefined; code: string | undefined };
  /** A code was sent: the field says so. */
  sent: boolean;
  sending: boolean;
  onSend: () => void;
  testId: string;
}

export function PasswordAndEmailCode({ password, onPasswordChange, code, onCodeChange, codeName, errors, sent, sending, onSend, testId }: PasswordAndEmailCodeProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t("security.password")} name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => onPasswordChange(event.target.value)} error={errors.password} data-testid={`${testId}-password`} />
      <OneTimeCodeField
        label={t("security.emailCode")}
        name={codeName}
        value={code}
        onChange={onCodeChange}
        error={errors.code}
        hint={sent ? t("security.stepUpCodeSent") : undefined}
        testId={`${testId}-email-code`}
        trailing={
          <button type="button" className="button button--secondary button--small" disabled={sending} onClick={onSend} data-testid={`${testId}-send-code`}>
            {t("security.stepUpSendCode")}
          </button>
        }
      />
    </>
  );
}
