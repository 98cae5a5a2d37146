// The last look before repaying: exactly what will be taken from the real available balance
// (principal, interest for the days elapsed beyond the interest-free days, the total) next to
// that balance. The key is made when the dialog opens, so confirming again after a lost reply
// replays instead of repaying twice. The server recounts the days when it repays; if a day
// turned in between, its answer (the repayment) is what the toast reports.
import { useTranslation } from "react-i18next";
import type { LoanRecord } from "@tradewind/api/loans";
import { decimal, toPlain } from "@tradewind/domain/money";
import { FormError } from "@tradewind/ui/Field.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Modal } from "../../../components/Modal.tsx";
import { ModalActions } from "../../../components/ModalActions.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { useLocale } from "../../../i18n/format.ts";
import { bookOf, useSession } from "../../../lib/session.ts";
import { useUserInfo } from "../../../lib/user-info.ts";
import { useRepayment } from "../api/loans.ts";
import { loanMoneyText } from "../format.ts";
import { Figures } from "./Figures.tsx";

interface ConfirmRepayProps {
  loan: LoanRecord;
  amountDue: string;
  onClose: () => void;
}

export function ConfirmRepay({ loan, amountDue, onClose }: ConfirmRepayProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const { accountFlag } = useSession();
  const info = useUserInfo();
  // The repayment is taken from the real book; the balances at hand are the selected book's.
  const available = bookOf(accountFlag) === "real" ? info.data?.balances.find((balance) => balance.currency === loan.currency)?.available : undefined;
  const covered = available === undefined || decimal(available).greaterThanOrEqualTo(amountDue);
  const money = (value: string) => loanMoneyText(value, locale);
  const repay = useRepayment(loan.id, (result) => {
    toast(t("loans.repaid", { amount: money(result.repayment.total) }));
    onClose();
  });
  const principal = loan.amount;
  const interest = loan.interestDue ?? toPlain(decimal(amountDue).minus(principal));
  return (
    <Modal title={t("loans.repayTitle")} onClose={() => !repay.isPending && onClose()} testId="loan-repay-confirm">
      <Figures
        figures={[
          { label: t("loans.principal"), value: money(principal), ltr: true },
          { label: t("loans.interestNow"), value: money(interest), ltr: true, testId: "repay-interest" },
          { label: t("loans.repayTotal"), value: money(amountDue), ltr: true, emphasis: true, testId: "repay-total" },
          ...(available === undefined ? [] : [{ label: t("loans.available"), value: money(available), ltr: true, alert: !covered, testId: "repay-available" }]),
        ]}
      />
      <p className="loans__note">{t("loans.repayNote")}</p>
      <FormError message={!covered ? t("errors.10092") : repay.error === null ? undefined : errorMessage(repay.error)} />
      <ModalActions
        confirmLabel={repay.isPending ? t("loans.repaying") : t("loans.repayConfirm", { amount: money(amountDue) })}
        onConfirm={() => repay.mutate()}
        onCancel={onClose}
        pending={repay.isPending}
        blocked={!covered}
        testId="loan-repay-submit"
      />
    </Modal>
  );
}
