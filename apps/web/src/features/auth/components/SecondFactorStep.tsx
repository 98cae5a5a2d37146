// The second sign-in step of a user with a second factor: the challenge the first step answered
// plus one of the user's passkeys, a code from the authenticator app or a recovery code (only the
// factors the user has are offered). A passkey-only account that lost its passkey may give the
// password and an emailed code instead (withdrawals then wait). A challenge that expired (10304)
// sends the user back to the password.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { LoginResult, SecondFactorChallenge } from "@tradewind/api/accounts";
import { completeSecondFactor } from "@tradewind/api/security";
import { FormError } from "@tradewind/ui/Field.tsx";
import { PasswordAndEmailCode } from "../../../components/PasswordAndEmailCode.tsx";
import { SecondFactorField, type SecondFactorMethod } from "../../../components/SecondFactorField.tsx";
import { hasErrors, schemaErrors, serverErrors, useErrorText, type FieldErrors } from "../../../lib/form-errors.ts";
import { PasskeyCancelledError, signWithPasskey } from "../../../lib/passkeys.ts";
import { passkeyOptions, passSecondFactor, sendRecoveryCode } from "../api/auth.ts";
import { AuthCard } from "./AuthCard.tsx";

const fields = ["code", "password"] as const;

interface SecondFactorStepProps {
  challenge: SecondFactorChallenge["secondFactor"];
  onSignedIn: (result: LoginResult) => void;
  onBack: () => void;
}

export function SecondFactorStep({ challenge, onSignedIn, onBack }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [method, setMethod] = useState<SecondFactorMethod>("totp");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors<(typeof fields)[number]>>({});
  const [busy, setBusy] = useState(false);
  /** The lost-passkey form: the password and an emailed code. */
  const [byEmail, setByEmail] = useState(false);
  const [password, setPassword] = useState("");
  const [codeSent, setCodeSent] = useState(false);

  const hasCode = challenge.methods.includes("totp");

  async function withPasskey() {
    setBusy(true);
    setErrors({});
    try {
      const response = await signWithPasskey(await passkeyOptions(challenge.challenge));
      onSignedIn(await passSecondFactor({ challenge: challenge.challenge, proof: { method: "passkey", response } }));
    } catch (failure) {
      if (failure instanceof PasskeyCancelledError) setErrors({ form: { message: t("security.passkeyCancelled") } });
      else setErrors(serverErrors(failure, fields));
    } finally {
      setBusy(false);
    }
  }

  async function sendCode() {
    setErrors({});
    try {
      await sendRecoveryCode(challenge.challenge);
      setCodeSent(true);
    } catch (failure) {
      setErrors(serverErrors(failure, fields));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const proof = byEmail ? { method: "email" as const, password, code } : { method, code };
    const body = { challenge: challenge.challenge, proof };
    const invalid = schemaErrors(completeSecondFactor.body, body, fields);
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    setBusy(true);
    try {
      onSignedIn(await passSecondFactor(body));
    } catch (failure) {
      setErrors(serverErrors(failure, fields));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t("security.secondStepTitle")}
      subtitle={byEmail ? t("security.secondStepEmailSubtitle") : !hasCode ? t("security.secondStepPasskeySubtitle") : method === "totp" ? t("security.secondStepSubtitle") : t("security.secondStepRecoverySubtitle")}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="second-factor-form">
        <FormError message={errorText(errors.form)} />
        {byEmail && (
          <>
            <PasswordAndEmailCode
              password={password}
              onPasswordChange={setPassword}
              code={code}
              onCodeChange={setCode}
              codeName="code"
              errors={{ password: errorText(errors.password), code: errorText(errors.code) }}
              sent={codeSent}
              sending={busy}
              onSend={() => void sendCode()}
              testId="second-factor"
            />
            <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="second-factor-submit">
              {t("security.verify")}
            </button>
          </>
        )}
        {!byEmail && challenge.methods.includes("passkey") && (
          <button type="button" className={`button ${hasCode ? "button--secondary" : "button--primary"} button--block`} onClick={() => void withPasskey()} disabled={busy} data-testid="second-factor-passkey">
            {t("security.passkeyUse")}
          </button>
        )}
        {!byEmail && challenge.methods.includes("email") && (
          <button type="button" className="button button--ghost button--block" onClick={() => setByEmail(true)} data-testid="second-factor-lost-passkey">
            {t("security.secondStepLostPasskey")}
          </button>
        )}
        {!byEmail && hasCode && (
          <>
            <SecondFactorField method={method} onMethodChange={setMethod} code={code} onCodeChange={setCode} error={errorText(errors.code)} testId="field-second-factor" />
            <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="second-factor-submit">
              {t("security.verify")}
            </button>
          </>
        )}
        <button type="button" className="button button--ghost button--block" onClick={onBack} data-testid="second-factor-back">
          {t("security.backToPassword")}
        </button>
      </form>
    </AuthCard>
  );
}
