// A ledger adjustment of a user's available balance against a named platform account, with a
// mandatory reference and reason. Above the dual-control threshold the server keeps it pending
// for a second finance operator; the dialog reports which happened.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { adjustmentDirections, adjustmentPlatformAccounts, type Adjustment } from "@tradewind/api/admin/adjustments";
import { Field, Select } from "../../../components/Field.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { useUserWrites } from "../api/users.ts";

interface AdjustmentDialogProps {
  userId: string;
  onClose: () => void;
  onDone: (status: Adjustment["status"]) => void;
}

function pick<T extends string>(options: readonly T[], value: string, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

export function AdjustmentDialog({ userId, onClose, onDone }: AdjustmentDialogProps) {
  const { t } = useTranslation();
  const writes = useUserWrites(userId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState({
    book: "real" as "real" | "demo",
    currency: "USDT",
    direction: "credit" as Adjustment["direction"],
    amount: "",
    platformAccount: "cash" as Adjustment["platformAccount"],
    reference: "",
  });
  const submit = async (reason: string) => onDone((await writes.adjust({ userId, ...form, reason }, idempotencyKey)).status);
  return (
    <ReasonDialog title={t("adjust.title")} submitLabel={t("adjust.submit")} onClose={onClose} onSubmit={submit} testId="adjust-dialog">
      <div className="form__grid">
        <Select label={t("users.book")} value={form.book} onChange={(e) => setForm({ ...form, book: e.target.value === "demo" ? "demo" : "real" })} data-testid="adjust-book">
          <option value="real">{t("books.real")}</option>
          <option value="demo">{t("books.demo")}</option>
        </Select>
        <Field label={t("money.currency")} value={form.currency} maxLength={10} onChange={(e) => setForm({ ...form, currency: e.target.value.toUpperCase() })} data-testid="adjust-currency" />
        <Select label={t("adjust.direction")} value={form.direction} onChange={(e) => setForm({ ...form, direction: pick(adjustmentDirections, e.target.value, "credit") })} data-testid="adjust-direction">
          {adjustmentDirections.map((name) => (
            <option key={name} value={name}>
              {t(`adjust.directionName.${name}`)}
            </option>
          ))}
        </Select>
        <Field label={t("money.amount")} inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value.trim() })} data-testid="adjust-amount" />
        <Select label={t("adjust.platformAccount")} value={form.platformAccount} onChange={(e) => setForm({ ...form, platformAccount: pick(adjustmentPlatformAccounts, e.target.value, "cash") })} data-testid="adjust-account">
          {adjustmentPlatformAccounts.map((name) => (
            <option key={name} value={name}>
              {t(`adjust.account.${name}`)}
            </option>
          ))}
        </Select>
        <Field label={t("adjust.reference")} hint={t("adjust.referenceHint")} maxLength={100} value={form.reference} onChange={(e) => setForm({ ...form, reference: e.target.value })} data-testid="adjust-reference" />
      </div>
    </ReasonDialog>
  );
}
