// Step 2 of a one-time link: scan the QR code (or type the secret) into an authenticator app,
// then confirm with its current six-digit code.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Field } from "../../../components/Field.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";

interface CodeStepProps {
  enrolment: { secret: string; otpauthUrl: string; qrCodeDataUrl: string };
  onSubmit: (code: string) => Promise<void>;
}

export function CodeStep({ enrolment, onSubmit }: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const { error, busy, submitWith } = useFormSubmit();
  const submit = submitWith(() => onSubmit(code.trim()));

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>{t("setup.scan")}</p>
      <img className="qr" src={enrolment.qrCodeDataUrl} alt={t("setup.qrAlt")} width={200} height={200} data-testid="totp-qr" />
      <p className="muted">{t("setup.secretLabel")}</p>
      <code className="secret" data-testid="totp-secret">
        {enrolment.secret}
      </code>
      <Field label={t("auth.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} data-testid="setup-code" />
      <FormError message={error} />
      <button type="submit" className="button button--wide" disabled={busy} data-testid="setup-confirm-code">
        {t("setup.confirm")}
      </button>
    </form>
  );
}
