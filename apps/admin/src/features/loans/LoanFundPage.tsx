// The loan fund (finance; compliance reads it): what can still be lent, what is out with
// borrowers, what waits for review, and the interest received. Finance funds it from platform
// cash with an amount and a reason (the shared FundDialog: an Idempotency-Key per dialog, so a
// retry never funds twice): one audited ledger entry.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fundLoanFund, type LoanFund } from "@tradewind/api/admin/loans";
import { FlashNotice } from "../../components/FlashNotice.tsx";
import { FundDialog } from "../../components/FundDialog.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { canCall } from "../../lib/access.ts";
import { useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { useFundLoanFund, useLoanFund } from "./api/loans.ts";
import { loanMoney } from "./format.ts";

const figures = ["balance", "outstanding", "pending", "interestEarned"] as const;

export function LoanFundPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const fund = useLoanFund();
  const [funding, setFunding] = useState(false);
  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page__title">{t("nav.loanFund")}</h1>
        {canCall(roles, fundLoanFund) && (
          <button type="button" className="button" onClick={() => setFunding(true)} data-testid="loan-fund-add">
            {t("loans.fundAdd")}
          </button>
        )}
      </div>
      <FlashNotice />
      <QueryView query={fund}>{(data) => <FundTiles fund={data} />}</QueryView>
      <p className="muted">{t("loans.fundNote")}</p>
      {funding && <LoanFundDialog onClose={() => setFunding(false)} />}
    </section>
  );
}

function FundTiles({ fund }: { fund: LoanFund }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="tiles">
      {figures.map((figure) => (
        <div key={figure} className="tile" data-testid={`loan-fund-${figure}`}>
          <span className="tile__label">{t(`loans.fund.${figure}`)}</span>
          <span className="tile__value" dir="ltr">
            {loanMoney(fund[figure], locale)}
          </span>
        </div>
      ))}
    </div>
  );
}

function LoanFundDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const addToFund = useFundLoanFund();
  const fund = (amount: string, reason: string, idempotencyKey: string) => addToFund({ amount, reason }, idempotencyKey);
  return <FundDialog title={t("loans.fundTitle")} submitLabel={t("loans.fundSubmit")} amountLabel={t("loans.fundAmount")} amountHint={t("loans.fundAmountHint")} testId="loan-fund-dialog" onFund={fund} onClose={onClose} />;
}
