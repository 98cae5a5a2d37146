// Account verification (/profile/verification, SPEC §3, §4): the form while not verified, the
// review promise with the submission time while pending, a clear verified state, and after a
// refusal its reason with the form again, filled with the refused details.
import { useTranslation } from "react-i18next";
import type { KycState } from "@tradewind/api/kyc";
import { assertNever } from "@tradewind/domain/assert";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { useIdentification } from "./api/verification.ts";
import { KycForm } from "./components/KycForm.tsx";
import { FailedNotice, PendingCard, VerifiedCard } from "./components/KycStatus.tsx";
import "./VerificationPage.css";

export function VerificationPage() {
  const { t } = useTranslation();
  const state = useIdentification();
  return (
    <div className="page verification" data-testid="verification-page">
      <PageHeader title={t("verification.title")} subtitle={t("verification.subtitle")} backTo="/profile" />
      {state.isPending || state.isError ? <QueryFallback query={state} /> : <VerificationState state={state.data} />}
    </div>
  );
}

function VerificationState({ state }: { state: KycState }) {
  const { status, submission } = state;
  switch (status) {
    case "none":
      return <KycForm resubmitting={null} />;
    case "pending":
      return <PendingCard submission={submission} />;
    case "verified":
      return <VerifiedCard submission={submission} />;
    case "failed":
      return (
        <>
          <FailedNotice submission={submission} />
          {/* Keyed by the refused submission, so a second refusal starts from its own details. */}
          {state.canSubmit && <KycForm key={submission?.id ?? "none"} resubmitting={submission} />}
        </>
      );
    default:
      return assertNever(status, "KYC status");
  }
}
