// The foot of a confirming dialog: cancel, and the action, both held while the action runs so it
// cannot be sent twice. The caller names the action and says when it is not yet possible.
import { useTranslation } from "react-i18next";

interface ModalActionsProps {
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
  /** The confirm button's test id; e2e tests press it. */
  testId: string;
  /** Why the action cannot run yet besides `pending` (funds not covered, a preview not loaded). */
  blocked?: boolean;
  cancelLabel?: string;
  tone?: "primary" | "danger";
}

export function ModalActions({ confirmLabel, onConfirm, onCancel, pending, testId, blocked = false, cancelLabel, tone = "primary" }: ModalActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="modal-actions">
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel ?? t("common.cancel")}
      </button>
      <button type="button" className={`button button--${tone}`} onClick={onConfirm} disabled={pending || blocked} data-testid={testId}>
        {confirmLabel}
      </button>
    </div>
  );
}
