// The account's email and phone on the security page (issue 24), and changing either: a code goes
// to the NEW contact, the old one is told, then withdrawals wait security_hold_hours and every
// other session ends. Sending the code and saving ask "confirm it is you" first when the server
// says so (10307).
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getParamByKey } from "@tradewind/api/routes";
import { changeContact, sendContactChangeCode } from "@tradewind/api/security";
import { FormError } from "@tradewind/ui/Field.tsx";
import { ContactFields, MethodTabs } from "../../../components/ContactFields.tsx";
import { OneTimeCodeField } from "../../../components/OneTimeCodeField.tsx";
import { StepUpRetry } from "../../../components/StepUpDialog.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { contactTarget, initialContact, toContact, type ContactState } from "../../../lib/contact.ts";
import { hasErrors, schemaErrors, serverErrors, useErrorText, type FieldErrors } from "../../../lib/form-errors.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";
import { needsStepUp } from "../../../lib/step-up.ts";
import { useChangeContact, useSendContactChangeCode } from "../api/security.ts";

const fields = ["email", "areaCode", "phone", "code"] as const;

export function ContactCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const phone = user?.areaCode && user.phone ? `${user.areaCode} ${user.phone}` : null;
  return (
    <section className="card card--padded security__section" aria-labelledby="security-contact" data-testid="contact-card">
      <h2 id="security-contact" className="security__title">
        {t("security.contactTitle")}
      </h2>
      <dl className="security__contact">
        <dt>{t("security.contactEmail")}</dt>
        <dd data-testid="contact-email">{user?.email ? <bdi dir="ltr">{user.email}</bdi> : t("security.contactNone")}</dd>
        <dt>{t("security.contactPhone")}</dt>
        <dd data-testid="contact-phone">{phone ? <bdi dir="ltr">{phone}</bdi> : t("security.contactNone")}</dd>
      </dl>
      {editing ? (
        <ContactChangeForm onDone={() => setEditing(false)} />
      ) : (
        <div className="security__actions">
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)} data-testid="contact-change">
            {t("security.contactChange")}
          </button>
        </div>
      )}
    </section>
  );
}

function ContactChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toast = useToast();
  const holdHours = useQuery(endpointQuery(getParamByKey, { params: { key: "security_hold_hours" } }));
  const sendCode = useSendContactChangeCode();
  const change = useChangeContact();
  const [contact, setContact] = useState<ContactState>(initialContact);
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<(typeof fields)[number]>>({});
  /** The request the server asked a step-up for, sent again once confirmed. */
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);

  const onError = (retry: () => void) => (failure: unknown) => {
    if (needsStepUp(failure)) setPendingAction(() => retry);
    else setErrors(serverErrors(failure, fields));
  };

  function send() {
    const body = { contact: toContact(contact) };
    const invalid = schemaErrors(sendContactChangeCode.body, body, fields);
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    sendCode.mutate(body, { onSuccess: () => setSentTo(contactTarget(body.contact)), onError: onError(send) });
  }

  function save(event?: FormEvent) {
    event?.preventDefault();
    const body = { contact: toContact(contact), code };
    const invalid = schemaErrors(changeContact.body, body, fields);
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    change.mutate(body, {
      onSuccess: () => {
        toast(t("security.contactSaved"));
        onDone();
      },
      onError: onError(save),
    });
  }

  const hours = holdHours.data?.paramValue ?? "24";
  return (
    <>
      <form className="security__enrol" onSubmit={save} noValidate data-testid="contact-form">
        <p className="security__hint">{t("security.contactIntro", { hours })}</p>
        <FormError message={errorText(errors.form)} />
        <MethodTabs
          method={contact.method}
          onChange={(method) => {
            setContact({ ...contact, method });
            setSentTo(null);
          }}
        />
        <ContactFields value={contact} onChange={setContact} errors={{ email: errorText(errors.email), areaCode: errorText(errors.areaCode), phone: errorText(errors.phone) }} />
        <OneTimeCodeField
          label={t("security.code")}
          name="code"
          value={code}
          onChange={setCode}
          error={errorText(errors.code)}
          hint={sentTo === null ? undefined : t("security.contactCodeSent", { target: sentTo })}
          testId="contact-code"
          trailing={
            <button type="button" className="button button--secondary button--small" disabled={sendCode.isPending} onClick={send} data-testid="contact-send-code">
              {t("security.contactSendCode")}
            </button>
          }
        />
        <div className="security__actions">
          <button type="button" className="button button--secondary" onClick={onDone}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="button button--primary" disabled={change.isPending} data-testid="contact-save">
            {t("security.contactSave")}
          </button>
        </div>
      </form>
      <StepUpRetry retry={pendingAction} onDone={() => setPendingAction(null)} />
    </>
  );
}
