// The loan fund (finance; compliance reads it): what can still be lent, what is out with
// borrowers, what waits for review, and the interest received. Finance funds it from platform
// cash with an amount and a reason: one audited ledger entry, sent with an Idempotency-Key made
// when the dialog opens, so a retry never funds twice.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { fundLoanFund, type LoanFund } from "@tradewind/api/admin/loans";
import { Field } from "../../components/Field.tsx";
import { FlashNotice } from "../../components/FlashNotice.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { canCall } from "../../lib/access.ts";
import { call } from "../../lib/api.ts";
import { useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { useLoanFund } from "./api.ts";
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
      {funding && <FundDialog onClose={() => setFunding(false)} />}
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

function FundDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [amount, setAmount] = useState("");
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const submit = async (reason: string) => {
    await call(fundLoanFund, { body: { amount: amount.trim(), reason }, idempotencyKey });
    await client.invalidateQueries({ queryKey: ["admin"] });
  };
  return (
    <ReasonDialog title={t("loans.fundTitle")} submitLabel={t("loans.fundSubmit")} onClose={onClose} onSubmit={submit} testId="loan-fund-dialog">
      <Field label={t("loans.fundAmount")} hint={t("loans.fundAmountHint")} value={amount} inputMode="decimal" dir="ltr" onChange={(event) => setAmount(event.target.value)} data-testid="loan-fund-amount" />
    </ReasonDialog>
  );
}
