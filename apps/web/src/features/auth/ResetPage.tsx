// Password recovery: a code sent to the email or phone, then the new password twice.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { repassword } from "@tradewind/api/accounts";
import { errorCodes } from "@tradewind/api/errors";
import { FormError } from "@tradewind/ui/Field.tsx";
import { useToast } from "../../components/Toast.tsx";
import { hasErrors, schemaErrors, serverErrors, useErrorText, type FieldErrors } from "../../lib/form-errors.ts";
import { resetPassword, type RepasswordBody } from "./api/auth.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { CodeField } from "./components/CodeField.tsx";
import { ContactFields, MethodTabs } from "../../components/ContactFields.tsx";
import { contactTarget, initialContact, toContact, type ContactState } from "../../lib/contact.ts";
import { NewPasswordFields } from "../../components/NewPasswordFields.tsx";

const fields = ["email", "areaCode", "phone", "code", "password", "confirmPassword"] as const;
type ResetField = (typeof fields)[number];

export function ResetPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useResetForm();
  const { contact, setContact, contactInput, code, setCode, password, setPassword, confirmPassword, setConfirmPassword } = form;
  const { sentTo, setSentTo, codeSentHere, errors, setErrors, submitting, submit } = form;

  return (
    <AuthCard
      title={t("auth.resetTitle")}
      subtitle={t("auth.resetSubtitle")}
      footer={
        <p>
          <Link to="/pass/login">{t("auth.submitLogin")}</Link>
        </p>
      }
    >
      <MethodTabs
        method={contact.method}
        onChange={(method) => {
          setContact({ ...contact, method });
          setErrors({});
        }}
      />
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="reset-form">
        <FormError message={errorText(errors.form)} />
        <ContactFields
          value={contact}
          onChange={setContact}
          errors={{ email: errorText(errors.email), areaCode: errorText(errors.areaCode), phone: errorText(errors.phone) }}
        />
        <CodeField
          purpose="reset"
          contact={contactInput}
          value={code}
          onChange={setCode}
          error={errorText(errors.code)}
          sentTo={codeSentHere ? sentTo : null}
          onSent={setSentTo}
          onErrors={(next) => setErrors((current) => ({ ...current, email: next.email, areaCode: next.areaCode, phone: next.phone, code: next.code, form: next.form }))}
        />
        <NewPasswordFields
          labels="newPassword"
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
          errors={{ password: errorText(errors.password), confirmPassword: errorText(errors.confirmPassword) }}
          testIds={{ password: "field-password", confirmPassword: "field-confirm-password" }}
        />
        <button type="submit" className="button button--primary button--block" disabled={submitting} data-testid="reset-submit">
          {t("auth.submitReset")}
        </button>
      </form>
    </AuthCard>
  );
}

/** The form's values and errors, and the submit: checked with the server's schema, then sent; done, to the login page. */
function useResetForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [contact, setContact] = useState<ContactState>(initialContact);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [submitting, setSubmitting] = useState(false);

  const contactInput = toContact(contact);
  const codeSentHere = sentTo !== null && sentTo === contactTarget(contactInput);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: RepasswordBody = { mode: "reset", contact: contactInput, code, password, confirmPassword };
    const invalid = schemaErrors(repassword.body, body, fields);
    if (!codeSentHere) invalid.code = { code: String(errorCodes.sendCodeFirst) };
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    setSubmitting(true);
    try {
      await resetPassword(body);
      toast(t("auth.resetDone"));
      void navigate("/pass/login", { replace: true });
    } catch (failure) {
      setErrors(serverErrors(failure, fields));
    } finally {
      setSubmitting(false);
    }
  }

  return { contact, setContact, contactInput, code, setCode, password, setPassword, confirmPassword, setConfirmPassword, sentTo, setSentTo, codeSentHere, errors, setErrors, submitting, submit };
}
