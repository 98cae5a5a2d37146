// The last look at an order before it is sent, with the failure if sending it did not work. The
// rows are the tab's live preview, so the expected price keeps moving with the market while the
// dialog is open rather than freezing at the moment it opened.
import { useTranslation } from "react-i18next";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Modal } from "../../../../components/Modal.tsx";
import { ModalActions } from "../../../../components/ModalActions.tsx";
import type { ReviewRow } from "../../api/order-panel.ts";
import { SummaryList } from "./SummaryList.tsx";

interface ConfirmDialogProps {
  rows: ReviewRow[];
  note: string | undefined;
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ rows, note, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t("orderPanel.confirmTitle")} onClose={onClose} testId="order-confirm">
      <SummaryList rows={rows} testId="order-confirm-rows" />
      {note !== undefined && <p className="order-form__note" data-testid="order-confirm-note">{note}</p>}
      <FormError message={error} />
      <ModalActions confirmLabel={pending ? t("orderPanel.placing") : t("orderPanel.confirm")} onConfirm={onConfirm} onCancel={onClose} pending={pending} testId="order-confirm-submit" />
    </Modal>
  );
}
