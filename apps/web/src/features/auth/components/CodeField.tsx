// Verification code input with its "Send code" button. Sending validates the contact with the
// server's schema first, then disables the button for resendAfterSeconds.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { contactSchema } from "@tradewind/api/accounts";
import { errorCodes } from "@tradewind/api/errors";
import { Field } from "../../../components/Field.tsx";
import { schemaErrors, serverErrors, type FieldErrors } from "../../../lib/form-errors.ts";
import { useCountdown } from "../../../lib/use-countdown.ts";
import { devOutboxUrl, sendVerificationCode, useDevOutboxAvailable } from "../api/auth.ts";
import { contactFields, contactTarget, type ContactInput } from "../../../lib/contact.ts";

interface CodeFieldProps {
  purpose: "register" | "reset";
  contact: ContactInput;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Replaces the errors of the contact fields and the code field after a send attempt. */
  onErrors: (errors: FieldErrors<"email" | "areaCode" | "phone" | "code">) => void;
  onSent: (target: string) => void;
  sentTo: string | null;
}

export function CodeField({ purpose, contact, value, onChange, error, onErrors, onSent, sentTo }: CodeFieldProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { remaining, start } = useCountdown();
  const outbox = useDevOutboxAvailable(sentTo);

  async function send() {
    const fields = [...contactFields, "code"] as const;
    const invalid = schemaErrors(contactSchema, contact, fields, "code");
    onErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSending(true);
    try {
      const result = await sendVerificationCode({ purpose, contact });
      start(result.resendAfterSeconds);
      onSent(contactTarget(contact));
    } catch (failure) {
      onErrors(serverErrors(failure, fields, { [errorCodes.tooManyRequests]: "code" }));
    } finally {
      setSending(false);
    }
  }

  const label = sending ? t("auth.sending") : remaining > 0 ? t("auth.resendIn", { seconds: remaining }) : t("auth.sendCode");
  return (
    <Field
      label={t("auth.code")}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, ""))}
      error={error}
      hint={
        sentTo === null ? undefined : (
          <>
            {t(contact.method === "email" ? "auth.codeSentEmail" : "auth.codeSentPhone", { target: sentTo })}
            {outbox && (
              <>
                {" "}
                <a href={devOutboxUrl(sentTo)} target="_blank" rel="noreferrer" data-testid="dev-outbox-link">
                  {t("auth.devOutbox")}
                </a>
              </>
            )}
          </>
        )
      }
      data-testid="field-code"
      trailing={
        <button type="button" className="button button--secondary code-button" onClick={() => void send()} disabled={sending || remaining > 0} data-testid="send-code">
          <span className="numeric">{label}</span>
        </button>
      }
    />
  );
}
