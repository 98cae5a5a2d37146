// Funding a platform account from platform cash (the earn reserve, the loan fund): an amount and
// the audit reason, sent with an Idempotency-Key made when the dialog opens, so a retried click
// funds once. The caller names the write and the labels; the dialog shows the server's refusal.
import { useState, type ReactNode } from "react";
import { Field } from "./Field.tsx";
import { ReasonDialog } from "./ReasonDialog.tsx";

interface FundDialogProps {
  title: string;
  submitLabel: string;
  amountLabel: string;
  amountHint: string;
  testId: string;
  /** Runs the write; a rejection stays in the dialog, a success closes it. */
  onFund: (amount: string, reason: string, idempotencyKey: string) => Promise<unknown>;
  onClose: () => void;
  /** More fields of the write after the amount (a payout's reference), kept by the caller. */
  children?: ReactNode;
}

export function FundDialog({ title, submitLabel, amountLabel, amountHint, testId, onFund, onClose, children }: FundDialogProps) {
  const [amount, setAmount] = useState("");
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return (
    <ReasonDialog title={title} submitLabel={submitLabel} onClose={onClose} onSubmit={(reason) => onFund(amount.trim(), reason, idempotencyKey)} testId={testId}>
      <Field label={amountLabel} hint={amountHint} value={amount} inputMode="decimal" dir="ltr" autoComplete="off" onChange={(event) => setAmount(event.target.value)} data-testid={`${testId}-amount`} />
      {children}
    </ReasonDialog>
  );
}
