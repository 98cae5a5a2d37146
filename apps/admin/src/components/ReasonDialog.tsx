// Every operator write asks why: this dialog holds the write's own fields (children), a
// mandatory reason (the contract's bounds) and the submit, and shows the server's refusal.
// An approval whose contract takes an optional note uses it with `reasonOptional`: left empty
// it is not required, written it keeps the same bounds.
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { reasonLengthMax, reasonLengthMin } from "@tradewind/api/admin/common";
import { FormError } from "@tradewind/ui/Field.tsx";
import { TextArea } from "./Field.tsx";
import { Modal } from "./Modal.tsx";
import { useFormSubmit } from "../lib/use-form-submit.ts";

interface ReasonDialogProps {
  title: string;
  submitLabel: string;
  onClose: () => void;
  /** Runs the write; a rejection is shown in the dialog, a success closes it. */
  onSubmit: (reason: string) => Promise<unknown>;
  children?: ReactNode;
  danger?: boolean;
  testId?: string;
  /** The text's label and hint when it is not the audit reason (a note, a reason the user reads). */
  reasonLabel?: string;
  reasonHint?: string;
  reasonOptional?: boolean;
  /** The children's fields hold a mistake they show themselves; submit waits until it is fixed. */
  invalid?: boolean;
  /** A refusal the children show under their own field (returns true); the dialog then stays open without a form error. */
  claimsError?: (error: unknown) => boolean;
}

export function ReasonDialog(props: ReasonDialogProps) {
  const { title, submitLabel, onClose, onSubmit, children, danger = false, testId = "reason-dialog", reasonOptional = false, invalid = false, claimsError } = props;
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const { error, busy, submitWith } = useFormSubmit();
  const text = reason.trim();
  const tooShort = () => ((text !== "" || !reasonOptional) && text.length < reasonLengthMin ? t("common.reasonTooShort", { count: reasonLengthMin }) : undefined);
  const submit = submitWith(async () => {
    try {
      await onSubmit(text);
    } catch (failure) {
      if (claimsError?.(failure) === true) return;
      throw failure;
    }
    onClose();
  }, tooShort);

  return (
    <Modal title={title} onClose={onClose} testId={testId}>
      <form className="form" onSubmit={submit} noValidate>
        {children}
        <TextArea
          label={props.reasonLabel ?? t("common.reason")}
          hint={props.reasonHint ?? t("common.reasonHint")}
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
          <button type="submit" className={`button${danger ? " button--danger" : ""}`} disabled={busy || invalid} data-testid="reason-submit">
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
