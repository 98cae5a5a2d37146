// One loan: product, status badge (overdue in red), the figures that matter in its state, the
// agreement download and, while it is owed, repay. The agreement's bytes need the session's
// token: they are fetched into a Blob and saved from it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LoanRecord } from "@tradewind/api/loans";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { downloadBlob } from "@tradewind/ui/download.ts";
import { useToast } from "../../../components/Toast.tsx";
import { formatDate, formatDateTime, useLocale } from "../../../i18n/format.ts";
import { fetchAgreement } from "../api/loans.ts";
import { dailyRateText, daysText, loanMoneyText } from "../format.ts";
import { loanTone, repayable } from "../loan-form.ts";
import { ConfirmRepay } from "./ConfirmRepay.tsx";
import { Figures, type Figure } from "./Figures.tsx";

export function LoanCard({ loan }: { loan: LoanRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [repaying, setRepaying] = useState(false);
  const tone = loanTone(loan);
  const money = (value: string) => loanMoneyText(value, locale);
  return (
    <article className={`card card--padded loans__loan loans__loan--${tone}`} data-testid={`loan-${loan.id}`} data-status={loan.status} data-overdue={loan.overdue}>
      <header className="loans__loan-head">
        <h3 className="loans__loan-title">
          <bdi lang={loan.productNameFallback ? "en" : undefined}>{loan.productName}</bdi> <span className="loans__muted numeric" dir="ltr">{money(loan.amount)}</span>
        </h3>
        <span className={`loans__badge loans__badge--${tone}`} data-testid="loan-status">
          {loan.overdue ? t("loans.status.overdue") : t(`loans.status.${loan.status}`)}
        </span>
      </header>
      {loan.status === "rejected" && (
        <p className="loans__reason" data-testid="loan-reject-reason">
          {t("loans.rejectedBecause")} <bdi>{loan.rejectReason ?? "—"}</bdi>
        </p>
      )}
      {loan.overdue && loan.amountDue !== null && (
        <p className="loans__overdue" role="alert" data-testid="loan-overdue">
          {t("loans.overdueNotice", { amount: money(loan.amountDue) })}
        </p>
      )}
      <LoanFigures loan={loan} />
      <div className="loans__loan-actions">
        <AgreementButton loan={loan} />
        {repayable(loan) && (
          <button type="button" className="button button--primary button--small" onClick={() => setRepaying(true)} data-testid="loan-repay">
            {t("loans.repay")}
          </button>
        )}
      </div>
      {repaying && repayable(loan) && <ConfirmRepay loan={loan} amountDue={loan.amountDue} onClose={() => setRepaying(false)} />}
    </article>
  );
}

/** What the loan's state makes relevant: the due figures while owed, what was repaid once repaid. */
function LoanFigures({ loan }: { loan: LoanRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (value: string) => loanMoneyText(value, locale);
  const figures: Figure[] = [
    { label: t("loans.term"), value: daysText(loan.termDays, locale) },
    { label: t("loans.dailyRate"), value: dailyRateText(loan.dailyRate, locale), ltr: true },
    { label: t("loans.totalInterest"), value: money(loan.totalInterest), ltr: true },
    { label: t("loans.repaymentAmount"), value: money(loan.repaymentAmount), ltr: true },
    { label: t("loans.signedAt"), value: formatDateTime(loan.signedAt, locale) },
  ];
  if (loan.dueAt !== null) figures.push({ label: t("loans.dueDate"), value: formatDate(loan.dueAt, locale), alert: loan.overdue, testId: "loan-due-date" });
  if (loan.amountDue !== null) figures.push({ label: t("loans.amountDueNow"), value: money(loan.amountDue), ltr: true, emphasis: true, alert: loan.overdue, testId: "loan-amount-due" });
  if (loan.repaidAt !== null) figures.push({ label: t("loans.repaidAt"), value: formatDateTime(loan.repaidAt, locale) });
  if (loan.repaidAmount !== null) figures.push({ label: t("loans.repaidAmount"), value: money(loan.repaidAmount), ltr: true, emphasis: true, testId: "loan-repaid-amount" });
  return <Figures figures={figures} />;
}

function AgreementButton({ loan }: { loan: LoanRecord }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadBlob(`loan-agreement-${loan.id}.pdf`, await fetchAgreement(loan.id));
    } catch (error) {
      toast(errorMessage(error), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => void download()} disabled={busy} title={t("loans.agreementHash", { hash: loan.agreementSha256 })} data-testid="loan-agreement">
      {busy ? t("common.loading") : t("loans.agreement")}
    </button>
  );
}
