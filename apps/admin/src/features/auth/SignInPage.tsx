// Sign-in with username, password and the authenticator's current code.
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Field } from "../../components/Field.tsx";
import { useFormSubmit } from "../../lib/use-form-submit.ts";
import { AuthCard } from "./components/AuthCard.tsx";

/**
 * The sign-in call and the session it starts. They bring the API's schemas (zod, decimal.js), so
 * they are fetched once the form is on screen: the page paints without them (issue 23's budget).
 */
const loadSignIn = () => Promise.all([import("./api/auth.ts"), import("../../lib/operator.ts")]);

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => void loadSignIn(), []);
  const [form, setForm] = useState({ username: "", password: "", code: "" });
  const { error, busy, submitWith } = useFormSubmit();
  const submit = submitWith(async () => {
    const [{ signInOperator }, { startSession }] = await loadSignIn();
    startSession(queryClient, await signInOperator(form));
    await navigate("/");
  });

  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  return (
    <AuthCard title={t("auth.signInTitle")}>
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t("auth.username")} autoComplete="username" value={form.username} onChange={(e) => set("username")(e.target.value)} data-testid="signin-username" />
        <Field label={t("auth.password")} type="password" autoComplete="current-password" value={form.password} onChange={(e) => set("password")(e.target.value)} data-testid="signin-password" />
        <Field label={t("auth.code")} hint={t("auth.codeHint")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={form.code} onChange={(e) => set("code")(e.target.value)} data-testid="signin-code" />
        <FormError message={error} />
        <button type="submit" className="button button--wide" disabled={busy} data-testid="signin-submit">
          {t("auth.signIn")}
        </button>
      </form>
    </AuthCard>
  );
}
