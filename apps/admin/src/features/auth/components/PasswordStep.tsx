// Step 1 of a one-time link: a new username and password (setup), a new password (invite), or
// the current password (TOTP reset). The strength rule is the contract's, checked before sending.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { linkPurposes } from "@tradewind/api/admin/operators";
import { isStrongOperatorPassword, operatorPasswordLengthMin } from "@tradewind/api/admin/operators";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Field } from "../../../components/Field.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";

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
  const { error, busy, submitWith } = useFormSubmit();
  const choosing = purpose !== "totpReset";

  const problem = () => {
    if (choosing && !isStrongOperatorPassword(form.password)) return t("setup.passwordWeak", { count: operatorPasswordLengthMin });
    if (choosing && form.password !== form.confirmPassword) return t("setup.passwordMismatch");
    return undefined;
  };
  const submit = submitWith(
    () =>
      choosing
        ? onSubmit({ ...(purpose === "setup" ? { username: form.username } : {}), password: form.password, confirmPassword: form.confirmPassword })
        : onSubmit({ password: form.password }),
    problem,
  );

  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  return (
    <form className="form" onSubmit={submit} noValidate>
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
