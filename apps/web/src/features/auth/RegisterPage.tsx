// Registration by email or phone (SPEC §2): validated on submit with the server's own schema,
// errors inline under their fields; success starts the session and goes home, with a welcome.
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { register } from "@tradewind/api/accounts";
import { errorCodes } from "@tradewind/api/errors";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Field } from "../../components/Field.tsx";
import { welcomeState } from "../../components/WelcomeBanner.tsx";
import { hasErrors, schemaErrors, serverErrors, useErrorText, type FieldErrors } from "../../lib/form-errors.ts";
import { startSession } from "../../lib/session.ts";
import { mergeVisitorWatchlistInBackground } from "../../lib/watchlist.ts";
import { registerAccount, useGoogleClientId, type RegisterBody } from "./api/auth.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { GoogleButton } from "./components/GoogleButton.tsx";
import { CodeField } from "./components/CodeField.tsx";
import { ContactFields, MethodTabs } from "../../components/ContactFields.tsx";
import { contactTarget, initialContact, toContact, type ContactState } from "../../lib/contact.ts";
import { NewPasswordFields } from "../../components/NewPasswordFields.tsx";

const fields = ["email", "areaCode", "phone", "username", "password", "confirmPassword", "code", "inviteCode"] as const;
type RegisterField = (typeof fields)[number];

export function RegisterPage() {
  const { t } = useTranslation();
  const form = useRegisterForm();
  return (
    <AuthCard
      title={t("auth.registerTitle")}
      subtitle={t("auth.registerSubtitle")}
      footer={
        <p>
          {t("auth.haveAccount")} <Link to="/pass/login">{t("auth.submitLogin")}</Link>
        </p>
      }
    >
      <MethodTabs
        method={form.contact.method}
        onChange={(method) => {
          form.setContact({ ...form.contact, method });
          form.setErrors({});
        }}
      />
      <RegisterForm form={form} />
      <GoogleAlternative form={form} />
    </AuthCard>
  );
}

type RegisterFormState = ReturnType<typeof useRegisterForm>;

/** The form's values, their errors, and the submit: checked with the server's schema, then sent. */
function useRegisterForm() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [contact, setContact] = useState<ContactState>(initialContact);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [code, setCode] = useState("");
  const [inviteCode, setInviteCode] = useState(() => search.get("code") ?? search.get("invite") ?? "");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [submitting, setSubmitting] = useState(false);

  const contactInput = toContact(contact);
  const codeSentHere = sentTo !== null && sentTo === contactTarget(contactInput);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: RegisterBody = {
      contact: contactInput,
      username,
      password,
      confirmPassword,
      code,
      ...(inviteCode.trim() === "" ? {} : { inviteCode: inviteCode.trim() }),
    };
    const invalid = schemaErrors(register.body, body, fields);
    if (!codeSentHere) invalid.code = { code: String(errorCodes.sendCodeFirst) };
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    setSubmitting(true);
    try {
      startSession(await registerAccount(body));
      mergeVisitorWatchlistInBackground();
      // Home, with the welcome banner saying where the new user is.
      void navigate("/", { replace: true, state: welcomeState });
    } catch (failure) {
      setErrors(serverErrors(failure, fields));
    } finally {
      setSubmitting(false);
    }
  }

  return {
    contact, setContact, contactInput, username, setUsername, password, setPassword, confirmPassword, setConfirmPassword,
    code, setCode, inviteCode, setInviteCode, sentTo, setSentTo, codeSentHere, errors, setErrors, submitting, submit,
  };
}

/** "Continue with Google" under the form when the server offers it, carrying the typed invitation code. */
function GoogleAlternative({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation();
  const clientId = useGoogleClientId();
  if (clientId === null) return null;
  const inviteCode = form.inviteCode.trim();
  return (
    <>
      <div className="auth__divider">{t("auth.or")}</div>
      <GoogleButton from="register" redirect="/" inviteCode={inviteCode === "" ? undefined : inviteCode} disabled={form.submitting} />
    </>
  );
}

function RegisterForm({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { errors, setErrors } = form;
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate data-testid="register-form">
      <FormError message={errorText(errors.form)} />
      <ContactFields
        value={form.contact}
        onChange={form.setContact}
        errors={{ email: errorText(errors.email), areaCode: errorText(errors.areaCode), phone: errorText(errors.phone) }}
      />
      <Field
        label={t("auth.username")}
        name="username"
        autoComplete="username"
        value={form.username}
        onChange={(event) => form.setUsername(event.target.value)}
        error={errorText(errors.username)}
        hint={t("auth.usernameHint")}
        data-testid="field-username"
      />
      <NewPasswordFields
        labels="password"
        password={form.password}
        confirmPassword={form.confirmPassword}
        onPasswordChange={form.setPassword}
        onConfirmPasswordChange={form.setConfirmPassword}
        errors={{ password: errorText(errors.password), confirmPassword: errorText(errors.confirmPassword) }}
        testIds={{ password: "field-password", confirmPassword: "field-confirm-password" }}
      />
      <CodeField
        purpose="register"
        contact={form.contactInput}
        value={form.code}
        onChange={form.setCode}
        error={errorText(errors.code)}
        sentTo={form.codeSentHere ? form.sentTo : null}
        onSent={form.setSentTo}
        onErrors={(next) => setErrors((current) => ({ ...current, email: next.email, areaCode: next.areaCode, phone: next.phone, code: next.code, form: next.form }))}
      />
      <Field
        label={t("auth.invitationCode")}
        optionalLabel
        name="inviteCode"
        autoComplete="off"
        value={form.inviteCode}
        onChange={(event) => form.setInviteCode(event.target.value)}
        error={errorText(errors.inviteCode)}
        data-testid="field-invite-code"
      />
      <button type="submit" className="button button--primary button--block" disabled={form.submitting} data-testid="register-submit">
        {t("auth.submitRegister")}
      </button>
    </form>
  );
}
