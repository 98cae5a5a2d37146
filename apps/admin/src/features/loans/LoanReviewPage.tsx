// One loan application under review (compliance): the applicant and the name KYC verified (the
// one the agreement names), every figure the user signed, the drawn signature and the agreement
// PDF (fetched with the operator's token, opened in a tab or saved), and approve (disburses from
// the loan fund; an optional note) or reject (a reason the user reads). A decision opens the next
// pending application; 10158 says another operator decided first.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { approveLoan, rejectLoan, type AdminLoan } from "@tradewind/api/admin/loans";
import { FormError } from "@tradewind/ui/Field.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { downloadBlob } from "@tradewind/ui/download.ts";
import { useDecisionFacts } from "../../components/DecisionFacts.tsx";
import { Facts, type Fact } from "../../components/Facts.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { RejectDialog } from "../../components/RejectDialog.tsx";
import { ByRouteId, ReviewPage, type Decision, type DecisionControls } from "../../components/ReviewPage.tsx";
import { SecureImage } from "../../components/SecureImage.tsx";
import { formatCount, formatDateTime, formatDecimal, useLocale } from "../../lib/format.ts";
import { approveLoanApplication, fetchLoanAgreement, oldestPendingLoan, rejectLoanApplication, useLoan } from "./api/loans.ts";
import { loanMoney } from "./format.ts";
import { loanBadgeTone } from "./status.ts";

export function LoanReviewPage() {
  return <ByRouteId>{(id) => <LoanReview id={id} />}</ByRouteId>;
}

function LoanReview({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <ReviewPage
      queuePath="/loans"
      nextPendingId={oldestPendingLoan}
      query={useLoan(id)}
      title={(item) => t("loans.title", { username: item.username })}
      status={(item) => ({ tone: loanBadgeTone(item), label: item.overdue ? t("loans.overdue") : t(`loans.statusName.${item.status}`) })}
      pending={(item) => item.status === "pending"}
      decisions={{ approve: approveLoan, reject: rejectLoan }}
      approveLabel={t("loans.approve")}
      dialog={(item, decision, controls) => <LoanDecisionDialog item={item} decision={decision} controls={controls} />}
    >
      {(item) => (
        <>
          <div className="card">
            <LoanFacts item={item} />
          </div>
          <h2 className="section-title">{t("loans.signatureAndAgreement")}</h2>
          <div className="photo-row">
            <figure className="photo">
              <SecureImage uploadId={item.signatureImageId} alt={t("loans.signature", { name: item.borrowerName })} testId="loan-signature" />
              <figcaption>{t("loans.signature", { name: item.borrowerName })}</figcaption>
            </figure>
            <AgreementPanel item={item} />
          </div>
        </>
      )}
    </ReviewPage>
  );
}

function LoanFacts({ item }: { item: AdminLoan }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const course = useDecisionFacts({
    pending: item.status === "pending",
    submittedAt: item.signedAt,
    decidedAt: item.decidedAt,
    decidedBy: item.decidedBy,
    rejectReason: item.rejectReason,
    entryId: item.disbursementEntryId,
  });
  const days = (count: number) => formatCount(count, locale);
  const money = (value: string) => <bdi dir="ltr">{loanMoney(value, locale)}</bdi>;
  const rows: Fact[] = [
    [t("review.user"), <Link to={`/users/${item.userId}`}>{item.username}</Link>],
    [t("loans.borrowerName"), item.borrowerName, "borrower-name"],
    [t("loans.product"), item.productName],
    [t("loans.amount"), money(item.amount), "amount"],
    [t("loans.termDays"), days(item.termDays)],
    [t("loans.dailyRate"), <bdi dir="ltr">{formatDecimal(item.dailyRate, locale)}</bdi>],
    [t("loans.interestFreeDays"), days(item.interestFreeDays)],
    [t("loans.chargeableDays"), days(item.chargeableDays)],
    [t("loans.totalInterest"), money(item.totalInterest), "total-interest"],
    [t("loans.repaymentAmount"), money(item.repaymentAmount), "repayment-amount"],
  ];
  if (item.disbursedAt !== null) rows.push([t("loans.disbursedAt"), formatDateTime(item.disbursedAt, locale)]);
  if (item.dueAt !== null) rows.push([t("loans.dueAt"), item.overdue ? <span className="badge badge--overdue">{formatDateTime(item.dueAt, locale)}</span> : formatDateTime(item.dueAt, locale), "due-at"]);
  if (item.amountDue !== null) rows.push([t("loans.amountDue"), money(item.amountDue), "amount-due"]);
  if (item.repaidAt !== null) rows.push([t("loans.repaidAt"), formatDateTime(item.repaidAt, locale)]);
  if (item.repaidAmount !== null) rows.push([t("loans.repaidAmount"), money(item.repaidAmount)]);
  if (item.repaymentEntryId !== null) rows.push([t("loans.repaymentEntry"), <code>{item.repaymentEntryId}</code>]);
  rows.push(...course);
  return <Facts rows={rows} />;
}

/** The agreement PDF with the operator's token: opened in a new tab or saved, with its SHA-256 to compare. */
function AgreementPanel({ item }: { item: AdminLoan }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const withPdf = async (use: (pdf: Blob) => void) => {
    setState({ busy: true, error: null });
    try {
      use(await fetchLoanAgreement(item.id));
      setState({ busy: false, error: null });
    } catch (failure) {
      setState({ busy: false, error: errorMessage(failure) });
    }
  };
  const open = () =>
    void withPdf((pdf) => {
      const url = URL.createObjectURL(pdf);
      window.open(url, "_blank", "noopener");
      // The new tab has loaded the document by then; the URL is freed afterwards.
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    });
  const save = () => void withPdf((pdf) => downloadBlob(`loan-agreement-${item.id}.pdf`, pdf));
  return (
    <div className="card" data-testid="loan-agreement">
      <h3 className="section-title">{t("loans.agreement")}</h3>
      <p className="muted wrap-anywhere">
        SHA-256: <code data-testid="agreement-sha">{item.agreementSha256}</code>
      </p>
      <div className="actions">
        <button type="button" className="button button--secondary button--small" onClick={open} disabled={state.busy} data-testid="agreement-open">
          {t("loans.agreementOpen")}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={save} disabled={state.busy} data-testid="agreement-download">
          {t("loans.agreementDownload")}
        </button>
      </div>
      <FormError message={state.error ?? undefined} />
    </div>
  );
}

function LoanDecisionDialog({ item, decision, controls }: { item: AdminLoan; decision: Decision; controls: DecisionControls }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  if (decision === "reject") {
    return <RejectDialog title={t("loans.rejectTitle", { username: item.username })} onClose={controls.close} onReject={(reason) => controls.decide(() => rejectLoanApplication(item.id, reason))} />;
  }
  return (
    <ReasonDialog
      title={t("loans.approveTitle", { amount: loanMoney(item.amount, locale), username: item.username })}
      submitLabel={t("loans.approve")}
      reasonLabel={t("common.noteOptional")}
      reasonHint={t("common.noteHint")}
      reasonOptional
      onClose={controls.close}
      onSubmit={(note) => controls.decide(() => approveLoanApplication(item.id, note, idempotencyKey))}
    >
      <p>{t("loans.approveEffect", { amount: loanMoney(item.amount, locale), days: formatCount(item.termDays, locale) })}</p>
    </ReasonDialog>
  );
}
