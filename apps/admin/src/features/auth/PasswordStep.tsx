// Step 1 of a one-time link: a new username and password (setup), a new password (invite), or
// the current password (TOTP reset). The strength rule is the contract's, checked before sending.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { linkPurposes } from "@tradewind/api/admin/operators";
import { isStrongOperatorPassword, operatorPasswordLengthMin } from "@tradewind/api/admin/operators";
import { FormError } from "@tradewind/ui/Field.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Field } from "../../components/Field.tsx";

interface PasswordInput {
  username?: string;
  password: string;
  confirmPassword?: string;
}

interface PasswordStepProps {
  purpose: (typeof linkPurposes)[number];
  onSubmit: (input: PasswordInput) => Promise<void>;
}

export function PasswordStep({ purpose, onSubmit }: PasswordStepProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ username: "", password: "", confirmPassword: "" });
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const choosing = purpose !== "totpReset";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choosing && !isStrongOperatorPassword(form.password)) return setError(t("setup.passwordWeak", { count: operatorPasswordLengthMin }));
    if (choosing && form.password !== form.confirmPassword) return setError(t("setup.passwordMismatch"));
    setBusy(true);
    setError(undefined);
    try {
      if (!choosing) await onSubmit({ password: form.password });
      else await onSubmit({ ...(purpose === "setup" ? { username: form.username } : {}), password: form.password, confirmPassword: form.confirmPassword });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      {purpose === "setup" && <Field label={t("auth.username")} autoComplete="username" value={form.username} onChange={(e) => set("username")(e.target.value)} data-testid="setup-username" />}
      <Field
        label={choosing ? t("setup.newPassword") : t("setup.currentPassword")}
        hint={choosing ? t("setup.passwordRule", { count: operatorPasswordLengthMin }) : undefined}
        type="password"
        autoComplete={choosing ? "new-password" : "current-password"}
        value={form.password}
        onChange={(e) => set("password")(e.target.value)}
        data-testid="setup-password"
      />
      {choosing && <Field label={t("setup.confirmPassword")} type="password" autoComplete="new-password" value={form.confirmPassword} onChange={(e) => set("confirmPassword")(e.target.value)} data-testid="setup-confirm" />}
      <FormError message={error} />
      <button type="submit" className="button button--wide" disabled={busy} data-testid="setup-next">
        {t("setup.next")}
      </button>
    </form>
  );
}
