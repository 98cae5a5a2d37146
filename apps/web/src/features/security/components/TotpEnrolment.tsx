// Turning the authenticator on: the QR code of the otpauth:// URL (drawn in the page, so the
// secret never leaves the browser to be drawn) with the setup key for typing, then a code from
// the app to confirm, which answers the recovery codes.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { confirmTotpEnrolment } from "@tradewind/api/security";
import { FormError } from "@tradewind/ui/Field.tsx";
import { OneTimeCodeField } from "../../../components/OneTimeCodeField.tsx";
import { QrCode } from "../../../components/QrCode.tsx";
import { hasErrors, schemaErrors, serverErrors, useErrorText, type FieldErrors } from "../../../lib/form-errors.ts";
import { useConfirmTotp } from "../api/security.ts";

const fields = ["code"] as const;

interface TotpEnrolmentProps {
  enrolment: { secret: string; otpauthUrl: string };
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

export function TotpEnrolment({ enrolment, onConfirmed, onCancel }: TotpEnrolmentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors<(typeof fields)[number]>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { code };
    const invalid = schemaErrors(confirmTotpEnrolment.body, body, fields);
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    confirm.mutate(body, {
      onSuccess: (result) => onConfirmed(result.recoveryCodes),
      onError: (failure) => setErrors(serverErrors(failure, fields)),
    });
  }

  return (
    <form className="security__enrol" onSubmit={submit} noValidate data-testid="totp-enrolment">
      <p>{t("security.scanStep")}</p>
      <div className="security__qr">
        <QrCode text={enrolment.otpauthUrl} label={t("security.qrLabel")} size_px={184} />
        <div className="security__secret">
          <span className="security__secret-label">{t("security.secretLabel")}</span>
          <code dir="ltr" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </div>
      </div>
      <p>{t("security.confirmStep")}</p>
      <FormError message={errorText(errors.form)} />
      <OneTimeCodeField label={t("security.code")} name="code" value={code} onChange={setCode} error={errorText(errors.code)} testId="totp-confirm-code" />
      <div className="security__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="button button--primary" disabled={confirm.isPending} data-testid="totp-confirm">
          {t("security.confirm")}
        </button>
      </div>
    </form>
  );
}
