// Crediting a deposit: finance enters the amount it confirmed on chain, prefilled with what the
// user reported and checked against the coin's scale before it is sent (10165 otherwise), with
// an optional note. The Idempotency-Key is made once per dialog, so a retried click credits once.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { coinScales } from "@tradewind/api/payments";
import type { AdminDeposit } from "@tradewind/api/admin/payments";
import { Field } from "../../../components/Field.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { formatAmount, useLocale } from "../../../lib/format.ts";
import { confirmedAmountProblem } from "../amount.ts";
import { creditDeposit } from "../api/deposits.ts";

interface ApproveDepositDialogProps {
  deposit: AdminDeposit;
  onClose: () => void;
  decide: (work: () => Promise<unknown>) => Promise<void>;
}

export function ApproveDepositDialog({ deposit, onClose, decide }: ApproveDepositDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(deposit.amount);
  const problem = confirmedAmountProblem(amount, deposit.coin);
  const differs = problem === undefined && amount.trim() !== deposit.amount;
  const approve = (note: string) =>
    decide(() =>
      creditDeposit(deposit.id, { creditedAmount: amount.trim(), ...(note === "" ? {} : { note }) }, idempotencyKey),
    );
  return (
    <ReasonDialog
      title={t("deposits.approveTitle", { username: deposit.username })}
      submitLabel={t("deposits.approve")}
      reasonLabel={t("common.noteOptional")}
      reasonHint={t("common.noteHint")}
      reasonOptional
      invalid={problem !== undefined}
      onClose={onClose}
      onSubmit={approve}
      testId="approve-deposit"
    >
      <Field
        label={t("deposits.confirmedAmount", { coin: deposit.coin })}
        hint={differs ? t("deposits.differs", { reported: formatAmount(deposit.amount, deposit.coin, locale, { style: "exact" }) }) : t("deposits.confirmedHint")}
        error={problem === undefined ? undefined : t(`deposits.amountProblem.${problem}`, { coin: deposit.coin, scale: coinScales[deposit.coin] })}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        data-testid="credited-amount"
      />
    </ReasonDialog>
  );
}
