// The last look before a withdrawal is sent: method, address, amount, fee and total, and what
// happens next. A refusal that is not about a field (a timeout, the daily count) is shown here,
// and confirming again resends with the same Idempotency-Key.
import { useTranslation } from "react-i18next";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Modal } from "../../../components/Modal.tsx";
import { ModalActions } from "../../../components/ModalActions.tsx";
import { useLocale } from "../../../i18n/format.ts";
import { coinAmountText } from "../format.ts";
import type { WithdrawalBody } from "../api/withdrawal.ts";
import { Summary } from "./Summary.tsx";

interface ConfirmWithdrawalProps {
  body: WithdrawalBody;
  charges: { amount: string; fee: string; total: string };
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmWithdrawal({ body, charges, pending, error, onConfirm, onClose }: ConfirmWithdrawalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (value: string) => coinAmountText(value, body.coin, locale);
  const rows = [
    { label: t("withdraw.method"), value: t("withdraw.methodName", { coin: body.coin, network: t(`deposit.networks.${body.network}`) }) },
    { label: t("withdraw.address"), value: body.address, ltr: true, testId: "withdraw-confirm-address" },
    { label: t("withdraw.receives"), value: money(charges.amount), ltr: true },
    { label: t("withdraw.fee"), value: money(charges.fee), ltr: true },
    { label: t("withdraw.total"), value: money(charges.total), ltr: true, emphasis: true, testId: "withdraw-confirm-total" },
  ];
  return (
    <Modal title={t("withdraw.confirmTitle")} onClose={onClose} testId="withdraw-confirm">
      <Summary rows={rows} className="withdraw__summary" testId="withdraw-confirm-rows" />
      <p className="withdraw__note">{t("withdraw.confirmNote")}</p>
      <FormError message={error} />
      <ModalActions confirmLabel={pending ? t("withdraw.submitting") : t("withdraw.submit")} onConfirm={onConfirm} onCancel={onClose} pending={pending} testId="withdraw-confirm-submit" />
    </Modal>
  );
}
