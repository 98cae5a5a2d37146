// One withdrawal request under review: amount, fee and the total that left the user's available
// balance, the destination address (copyable, with the network's explorer), and the user's
// available balance of the coin now. Finance records the payout with its transaction reference
// or rejects with a reason the user reads (amount and fee return); either opens the next one.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { txHashValid } from "@tradewind/domain/payment-addresses";
import { approveWithdrawal, rejectWithdrawal, type AdminWithdrawal } from "@tradewind/api/admin/payments";
import { ChainRef } from "../../components/ChainRef.tsx";
import { Field } from "../../components/Field.tsx";
import { PaymentFacts, PaymentReviewPage } from "../../components/PaymentReviewPage.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { ByRouteId } from "../../components/ReviewPage.tsx";
import { formatAmount, useLocale } from "../../lib/format.ts";
import { oldestPendingWithdrawal, recordPayout, useWithdrawal } from "./api/withdrawals.ts";

/** The payout reference's bound in the contract (searchText(120)). */
const payoutRefLengthMax = 120;

export function WithdrawalReviewPage() {
  return <ByRouteId>{(id) => <WithdrawalReview id={id} />}</ByRouteId>;
}

function WithdrawalReview({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <PaymentReviewPage
      queue="withdrawals"
      nextPendingId={oldestPendingWithdrawal}
      query={useWithdrawal(id)}
      statusLabel={(item) => t(`withdrawals.statusName.${item.status}`)}
      decisions={{ approve: approveWithdrawal, reject: rejectWithdrawal }}
      approveDialog={(item, { close, decide }) => <PayoutDialog withdrawal={item} onClose={close} decide={decide} />}
    >
      {(item) => (
        <div className="card">
          <WithdrawalFacts item={item} />
        </div>
      )}
    </PaymentReviewPage>
  );
}

function WithdrawalFacts({ item }: { item: AdminWithdrawal }) {
  const { t } = useTranslation();
  const payout = item.payoutTxRef;
  return (
    <PaymentFacts
      item={item}
      rows={(amount) => [
        [t("withdrawals.amount"), amount(item.amount), "amount"],
        [t("withdrawals.fee"), amount(item.fee), "fee"],
        [t("withdrawals.total"), amount(item.total), "total"],
        [t("withdrawals.address"), <ChainRef network={item.network} item="address" value={item.address} label={t("withdrawals.address")} testId="address" />],
        [t("withdrawals.availableNow"), amount(item.availableNow), "available-now"],
        ...(payout === null ? [] : [[t("withdrawals.payoutTxRef"), <ChainRef network={item.network} item="tx" value={payout} label={t("withdrawals.payoutTxRef")} linked={txHashValid(item.network, payout)} testId="payout-ref" />] as const]),
      ]}
    />
  );
}

interface PayoutDialogProps {
  withdrawal: AdminWithdrawal;
  onClose: () => void;
  decide: (work: () => Promise<unknown>) => Promise<void>;
}

/** Recording the payout: its transaction reference is required; the key is made once per dialog, so a retried click pays once. */
function PayoutDialog({ withdrawal, onClose, decide }: PayoutDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [payoutTxRef, setPayoutTxRef] = useState("");
  const approve = (note: string) =>
    decide(() =>
      recordPayout(withdrawal.id, { payoutTxRef: payoutTxRef.trim(), ...(note === "" ? {} : { note }) }, idempotencyKey),
    );
  return (
    <ReasonDialog
      title={t("withdrawals.approveTitle", { amount: `${formatAmount(withdrawal.amount, withdrawal.coin, locale, { style: "exact" })} ${withdrawal.coin}`, username: withdrawal.username })}
      submitLabel={t("withdrawals.approve")}
      reasonLabel={t("common.noteOptional")}
      reasonHint={t("common.noteHint")}
      reasonOptional
      invalid={payoutTxRef.trim() === ""}
      onClose={onClose}
      onSubmit={approve}
      testId="payout-dialog"
    >
      <Field
        label={t("withdrawals.payoutTxRef")}
        hint={t("withdrawals.payoutHint")}
        required
        dir="ltr"
        autoComplete="off"
        maxLength={payoutRefLengthMax}
        value={payoutTxRef}
        onChange={(event) => setPayoutTxRef(event.target.value)}
        data-testid="payout-ref"
      />
    </ReasonDialog>
  );
}
