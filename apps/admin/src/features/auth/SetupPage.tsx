// A one-time link (/admin/setup?token=...): the first admin's setup, an invitation, or a TOTP
// re-enrolment. Step 1 chooses (or proves) the password and receives a TOTP secret with its QR
// code; step 2 confirms a code from the authenticator, which spends the link and signs in.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { confirmEnrolment, inspectLink, startEnrolment } from "@tradewind/api/admin/operators";
import type { ResultOf } from "@tradewind/api/endpoint";
import { QueryView } from "../../components/QueryView.tsx";
import { call } from "../../lib/api.ts";
import { useStartSession } from "../../lib/operator.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { CodeStep } from "./components/CodeStep.tsx";
import { PasswordStep } from "./components/PasswordStep.tsx";

type Enrolment = ResultOf<typeof startEnrolment>;

export function SetupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useQuery({ queryKey: ["admin", "link", token], queryFn: () => call(inspectLink, { body: { token } }), retry: false });
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
              <PasswordStep purpose={info.purpose} onSubmit={async (input) => setEnrolment(await call(startEnrolment, { body: { token, ...input } }))} />
            ) : (
              <CodeStep
                enrolment={enrolment}
                onSubmit={async (code) => {
                  startSession(await call(confirmEnrolment, { body: { token, code } }));
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
