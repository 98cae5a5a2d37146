// "Confirm it is you" (issue 24): proves the second factor again on this session (a passkey, or a
// code from the app or a recovery code), or for an account without an app the password and a code
// emailed on request, then lets the caller retry the action the server refused with 10307.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "@tradewind/ui/Field.tsx";
import { serverErrors, useErrorText, type FieldErrors } from "../lib/form-errors.ts";
import { useSendStepUpCode, useStepUp, useStepUpMethod, useStepUpWithPasskey } from "../lib/step-up.ts";
import { Modal } from "./Modal.tsx";
import { ModalActions } from "./ModalActions.tsx";
import { PasswordAndEmailCode } from "./PasswordAndEmailCode.tsx";
import { SecondFactorField, type SecondFactorMethod } from "./SecondFactorField.tsx";
import "./StepUpDialog.css";

/**
 * The dialog for an action the server refused for want of a step-up (`retry`; null: none asked):
 * once the user confirms it is them, the action runs again. `onDone` clears the caller's `retry`.
 */
export function StepUpRetry({ retry, onDone }: { retry: (() => void) | null; onDone: () => void }) {
  if (retry === null) return null;
  return (
    <StepUpDialog
      onConfirmed={() => {
        onDone();
        retry();
      }}
      onClose={onDone}
    />
  );
}

export function StepUpDialog({ onConfirmed, onClose }: { onConfirmed: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { pending, method: way, byPasskey } = useStepUpMethod();
  const stepUp = useStepUp();
  const withPasskey = useStepUpWithPasskey();
  const sendCode = useSendStepUpCode();
  const [method, setMethod] = useState<SecondFactorMethod>("totp");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"code" | "password" | "emailCode">>({});
  const onError = (failure: unknown) => setErrors(serverErrors(failure, ["code", "password", "emailCode"] as const));

  function submit(event?: FormEvent) {
    event?.preventDefault();
    setErrors({});
    const proof = way === "secondFactor" ? { method, code } : { method: "password" as const, password, emailCode: code };
    stepUp.mutate({ proof }, { onSuccess: onConfirmed, onError });
  }

  function confirmWithPasskey() {
    setErrors({});
    withPasskey.mutate(undefined, {
      onSuccess: (result) => (result ? onConfirmed() : setErrors({ form: { message: t("security.passkeyCancelled") } })),
      onError,
    });
  }

  return (
    <Modal title={t("security.stepUpTitle")} onClose={onClose} testId="step-up">
      <form onSubmit={submit} noValidate className="step-up">
        <FormError message={way === null && !byPasskey && !pending ? t("errors.10309") : errorText(errors.form)} />
        {byPasskey && (
          <div className="step-up__passkey">
            <p>{t("security.stepUpPasskeyHint")}</p>
            <button type="button" className="button button--secondary button--block" disabled={withPasskey.isPending} onClick={confirmWithPasskey} data-testid="step-up-passkey">
              {t("security.passkeyUse")}
            </button>
          </div>
        )}
        {way === "secondFactor" && (
          <>
            <p>{t("security.stepUpFactorHint")}</p>
            <SecondFactorField method={method} onMethodChange={setMethod} code={code} onCodeChange={setCode} error={errorText(errors.code)} testId="step-up-code" />
          </>
        )}
        {way === "passwordAndEmail" && (
          <>
            <p>{t("security.stepUpPasswordHint")}</p>
            <PasswordAndEmailCode
              password={password}
              onPasswordChange={setPassword}
              code={code}
              onCodeChange={setCode}
              codeName="emailCode"
              errors={{ password: errorText(errors.password), code: errorText(errors.emailCode) ?? (sendCode.error ? errorText(serverErrors(sendCode.error, []).form) : undefined) }}
              sent={sendCode.isSuccess}
              sending={sendCode.isPending}
              onSend={() => sendCode.mutate()}
              testId="step-up"
            />
          </>
        )}
      </form>
      <ModalActions confirmLabel={t("security.stepUpConfirm")} onConfirm={() => submit()} onCancel={onClose} pending={stepUp.isPending} blocked={way === null} testId="step-up-submit" />
    </Modal>
  );
}
