// Login with username, email or phone and password; wallet login when the browser has a wallet.
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { login, secondFactorChallengeSchema, type LoginResult, type SecondFactorChallenge, type SignInResult } from "@tradewind/api/accounts";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Field } from "../../components/Field.tsx";
import { Icon } from "../../components/Icon.tsx";
import { hasErrors, schemaErrors, serverErrors, useErrorText, type FieldErrors } from "../../lib/form-errors.ts";
import { startSession } from "../../lib/session.ts";
import { mergeVisitorWatchlistInBackground } from "../../lib/watchlist.ts";
import { PasskeyCancelledError, passkeysSupported, signWithPasskey } from "../../lib/passkeys.ts";
import { logIn, logInWithPasskey, passkeyOptions, type LoginBody } from "./api/auth.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { GoogleButton } from "./components/GoogleButton.tsx";
import { SecondFactorStep } from "./components/SecondFactorStep.tsx";
import { safeRedirect } from "./google-callback.ts";
import { loginWithWallet, NoWalletError, WalletRejectedError } from "./wallet.ts";

const fields = ["account", "password"] as const;
type LoginField = (typeof fields)[number];


export function LoginPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { account, setAccount, password, setPassword, errors, busy, submit, walletLogin, passkeyLogin, challenge, setChallenge, signedIn } = useLoginForm();
  const [search] = useSearchParams();

  if (challenge !== null) return <SecondFactorStep challenge={challenge} onSignedIn={signedIn} onBack={() => setChallenge(null)} />;

  return (
    <AuthCard
      title={t("auth.loginTitle")}
      subtitle={t("auth.loginSubtitle")}
      footer={
        <p>
          {t("auth.noAccount")} <Link to="/pass/register">{t("auth.submitRegister")}</Link>
        </p>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
        <FormError message={errorText(errors.form)} />
        <Field
          label={t("auth.account")}
          name="account"
          autoComplete="username"
          value={account}
          onChange={(event) => setAccount(event.target.value)}
          error={errorText(errors.account)}
          data-testid="field-account"
        />
        <Field
          label={t("auth.password")}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errorText(errors.password)}
          data-testid="field-password"
        />
        <div className="auth__links">
          <Link to="/pass/reset">{t("auth.forgotPassword")}</Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="login-submit">
          {t("auth.submitLogin")}
        </button>
      </form>
      <div className="auth__divider">{t("auth.or")}</div>
      {passkeysSupported() && (
        <button type="button" className="button button--secondary button--block" onClick={() => void passkeyLogin()} disabled={busy} data-testid="passkey-login">
          <Icon name="key" size={20} />
          {t("security.passkeySignIn")}
        </button>
      )}
      <button type="button" className="button button--secondary button--block" onClick={() => void walletLogin()} disabled={busy} data-testid="wallet-login">
        <Icon name="wallet" size={20} />
        {t("auth.wallet")}
      </button>
      <GoogleButton from="login" redirect={safeRedirect(search.get("redirect"))} disabled={busy} />
    </AuthCard>
  );
}

/** The form's values and errors, the password sign-in and the wallet sign-in (both go back where the user came from). */
function useLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [busy, setBusy] = useState(false);
  // A Google sign-in of a user with a second factor arrives here with its challenge.
  const location = useLocation();
  const [challenge, setChallenge] = useState<SecondFactorChallenge["secondFactor"] | null>(() => secondFactorChallengeSchema.safeParse(location.state).data?.secondFactor ?? null);

  function signedIn(result: LoginResult) {
    startSession(result);
    mergeVisitorWatchlistInBackground();
    void navigate(safeRedirect(search.get("redirect")), { replace: true });
  }

  /** A first step passed: signed in, or on to the second step. */
  function firstStepPassed(result: SignInResult) {
    if ("secondFactor" in result) setChallenge(result.secondFactor);
    else signedIn(result);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: LoginBody = { account, password };
    const invalid = schemaErrors(login.body, body, fields);
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    setBusy(true);
    try {
      firstStepPassed(await logIn(body));
    } catch (failure) {
      // "Wrong account or password" (10004) is about the pair, so it lands above the form.
      setErrors(serverErrors(failure, fields));
    } finally {
      setBusy(false);
    }
  }

  async function walletLogin() {
    setBusy(true);
    setErrors({});
    try {
      firstStepPassed(await loginWithWallet());
    } catch (failure) {
      if (failure instanceof NoWalletError) setErrors({ form: { message: t("auth.walletRequired") } });
      else if (failure instanceof WalletRejectedError) setErrors({ form: { message: t("auth.walletRejected") } });
      else setErrors(serverErrors(failure, []));
    } finally {
      setBusy(false);
    }
  }

  /** Username-less: the browser offers this site's passkeys, and the one chosen names the account. */
  async function passkeyLogin() {
    setBusy(true);
    setErrors({});
    try {
      signedIn(await logInWithPasskey({ response: await signWithPasskey(await passkeyOptions()) }));
    } catch (failure) {
      if (failure instanceof PasskeyCancelledError) setErrors({ form: { message: t("security.passkeyCancelled") } });
      else setErrors(serverErrors(failure, []));
    } finally {
      setBusy(false);
    }
  }

  return { account, setAccount, password, setPassword, errors, busy, submit, walletLogin, passkeyLogin, challenge, setChallenge, signedIn };
}
