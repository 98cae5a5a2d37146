// A one-time link (/admin/setup?token=...): the first admin's setup, an invitation, or a TOTP
// re-enrolment. Step 1 chooses (or proves) the password and receives a TOTP secret with its QR
// code; step 2 confirms a code from the authenticator, which spends the link and signs in.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { startEnrolment } from "@tradewind/api/admin/operators";
import type { ResultOf } from "@tradewind/api/endpoint";
import { QueryView } from "../../components/QueryView.tsx";
import { useStartSession } from "../../lib/operator.ts";
import { confirmOperatorEnrolment, startOperatorEnrolment, useEnrolmentLink } from "./api/auth.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { CodeStep } from "./components/CodeStep.tsx";
import { PasswordStep } from "./components/PasswordStep.tsx";

type Enrolment = ResultOf<typeof startEnrolment>;

export function SetupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useEnrolmentLink(token);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const startSession = useStartSession();
  const navigate = useNavigate();

  return (
    <AuthCard title={t("setup.title")}>
      <QueryView query={link}>
        {(info) => (
          <>
            <p className="muted" data-testid="setup-purpose">
              {t(`setup.purpose.${info.purpose}`, { username: info.username ?? "" })}
            </p>
            {enrolment === null ? (
              <PasswordStep purpose={info.purpose} onSubmit={async (input) => setEnrolment(await startOperatorEnrolment({ token, ...input }))} />
            ) : (
              <CodeStep
                enrolment={enrolment}
                onSubmit={async (code) => {
                  startSession(await confirmOperatorEnrolment({ token, code }));
                  await navigate("/");
                }}
              />
            )}
          </>
        )}
      </QueryView>
    </AuthCard>
  );
}
