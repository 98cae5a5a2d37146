// /api/loginCallback/google (SPEC §2): Google's return point. The ID token arrives in the URL
// fragment; it is checked against the pending sign-in (state, nonce, age), then exchanged with
// POST /login/loginByGoogle (with the invitation code when the sign-in began on register), and
// the session starts as after a password login. Any failure is said in the user's language with
// a way back.
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Skeleton } from "../../components/States.tsx";
import { serverErrors, useErrorText, type FieldErrors } from "../../lib/form-errors.ts";
import { startSession } from "../../lib/session.ts";
import { mergeVisitorWatchlistInBackground } from "../../lib/watchlist.ts";
import { logInWithGoogle } from "./api/auth.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { parseGoogleCallback, type CallbackFailure } from "./google-callback.ts";
import { takePendingGoogleSignIn } from "./google.ts";

type Failure = { kind: "client"; reason: CallbackFailure; fromRegister: boolean } | { kind: "server"; errors: FieldErrors<never>; fromRegister: boolean };

export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once only (StrictMode runs effects twice): the pending state is consumed as it is read.
    if (started.current) return;
    started.current = true;
    const pending = takePendingGoogleSignIn();
    const fromRegister = pending?.from === "register";
    const outcome = parseGoogleCallback(window.location.hash, pending, Date.now());
    // The token never stays in the address bar or the history.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (!outcome.ok) {
      setFailure({ kind: "client", reason: outcome.reason, fromRegister });
      return;
    }
    const body = outcome.inviteCode === undefined ? { idToken: outcome.idToken } : { idToken: outcome.idToken, inviteCode: outcome.inviteCode };
    logInWithGoogle(body)
      .then((result) => {
        // A user with a second factor finishes on the login page's second step.
        if ("secondFactor" in result) {
          void navigate(`/pass/login?redirect=${encodeURIComponent(outcome.redirect)}`, { replace: true, state: result });
          return;
        }
        startSession(result);
        mergeVisitorWatchlistInBackground();
        void navigate(outcome.redirect, { replace: true });
      })
      .catch((error: unknown) => setFailure({ kind: "server", errors: serverErrors(error, []), fromRegister }));
  }, [navigate]);

  const message = failure === null ? null : failure.kind === "client" ? t(`auth.googleFailure.${failure.reason}`) : errorText(failure.errors.form);
  return (
    <AuthCard title={t("auth.googleTitle")} subtitle={failure === null ? t("auth.googleWorking") : t("auth.googleFailedTitle")}>
      <div data-testid="google-callback" data-state={failure === null ? "working" : "failed"}>
        {failure === null ? (
          <Skeleton lines={2} label={t("auth.googleWorking")} />
        ) : (
          <>
            <FormError message={message ?? t("common.unknownError")} />
            <Link to={failure.fromRegister ? "/pass/register" : "/pass/login"} className="button button--primary button--block" data-testid="google-callback-back">
              {failure.fromRegister ? t("auth.googleBackRegister") : t("auth.googleBackLogin")}
            </Link>
          </>
        )}
      </div>
    </AuthCard>
  );
}
