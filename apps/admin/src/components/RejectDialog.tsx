// Refusing a review item (a KYC submission, a deposit, a withdrawal): the reason is required
// and the user reads it, so the dialog says so.
import { useTranslation } from "react-i18next";
import { ReasonDialog } from "./ReasonDialog.tsx";

interface RejectDialogProps {
  title: string;
  onClose: () => void;
  onReject: (reason: string) => Promise<unknown>;
}

export function RejectDialog({ title, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={title}
      submitLabel={t("review.reject")}
      danger
      reasonLabel={t("review.rejectReason")}
      reasonHint={t("review.rejectReasonHint")}
      onClose={onClose}
      onSubmit={onReject}
      testId="reject-dialog"
    />
  );
}
