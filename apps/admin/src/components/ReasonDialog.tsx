// Every operator write asks why: this dialog holds the write's own fields (children), a
// mandatory reason (the contract's bounds) and the submit, and shows the server's refusal.
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { reasonLengthMax, reasonLengthMin } from "@tradewind/api/admin/common";
import { FormError } from "@tradewind/ui/Field.tsx";
import { TextArea } from "./Field.tsx";
import { Modal } from "./Modal.tsx";
import { useFormSubmit } from "../lib/useFormSubmit.ts";

interface ReasonDialogProps {
  title: string;
  submitLabel: string;
  onClose: () => void;
  /** Runs the write; a rejection is shown in the dialog, a success closes it. */
  onSubmit: (reason: string) => Promise<unknown>;
  children?: ReactNode;
  danger?: boolean;
  testId?: string;
}

export function ReasonDialog({ title, submitLabel, onClose, onSubmit, children, danger = false, testId = "reason-dialog" }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const { error, busy, submitWith } = useFormSubmit();
  const tooShort = () => (reason.trim().length < reasonLengthMin ? t("common.reasonTooShort", { count: reasonLengthMin }) : undefined);
  const submit = submitWith(async () => {
    await onSubmit(reason.trim());
    onClose();
  }, tooShort);

  return (
    <Modal title={title} onClose={onClose} testId={testId}>
      <form className="form" onSubmit={submit} noValidate>
        {children}
        <TextArea
          label={t("common.reason")}
          hint={t("common.reasonHint")}
          value={reason}
          maxLength={reasonLengthMax}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          data-testid="reason"
        />
        <FormError message={error} />
        <div className="form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className={`button${danger ? " button--danger" : ""}`} disabled={busy} data-testid="reason-submit">
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
