// Edit an option cycle (payout, stake range, enabled) or offer a new one (with its seconds).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminCycle } from "@tradewind/api/admin/catalogue";
import { Field, Select } from "../../../components/Field.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { useSaveCycle } from "../api/catalogue.ts";

interface CycleDialogProps {
  code: string;
  /** null offers a new cycle. */
  cycle: AdminCycle | null;
  onClose: () => void;
}

export function CycleDialog({ code, cycle, onClose }: CycleDialogProps) {
  const { t } = useTranslation();
  const saveCycle = useSaveCycle(code);
  const [form, setForm] = useState({
    seconds: cycle === null ? "" : String(cycle.seconds),
    payoutRatio: cycle?.payoutRatio ?? "",
    minStake: cycle?.minStake ?? "",
    maxStake: cycle?.maxStake ?? "",
    enabled: cycle === null || cycle.enabled ? "true" : "false",
  });
  const submit = async (reason: string) => {
    const terms = { payoutRatio: form.payoutRatio.trim(), minStake: form.minStake.trim(), maxStake: form.maxStake.trim(), reason };
    if (cycle === null) await saveCycle({ id: null, body: { ...terms, seconds: Number.parseInt(form.seconds, 10) } });
    else await saveCycle({ id: cycle.id, body: { ...terms, enabled: form.enabled === "true" } });
  };
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  return (
    <ReasonDialog title={cycle === null ? t("catalogue.addCycleTitle", { code }) : t("catalogue.editCycleTitle", { code })} submitLabel={t("common.save")} onClose={onClose} onSubmit={submit}>
      <div className="form__grid">
        <Field label={t("catalogue.seconds")} inputMode="numeric" disabled={cycle !== null} value={form.seconds} onChange={(e) => set("seconds")(e.target.value)} />
        <Field label={t("catalogue.payout")} hint={t("catalogue.rateHint")} value={form.payoutRatio} onChange={(e) => set("payoutRatio")(e.target.value)} />
        <Field label={t("catalogue.minStake")} inputMode="decimal" value={form.minStake} onChange={(e) => set("minStake")(e.target.value)} />
        <Field label={t("catalogue.maxStake")} inputMode="decimal" value={form.maxStake} onChange={(e) => set("maxStake")(e.target.value)} />
        {cycle !== null && (
          <Select label={t("catalogue.enabled")} value={form.enabled} onChange={(e) => set("enabled")(e.target.value)}>
            <option value="true">{t("catalogue.on")}</option>
            <option value="false">{t("catalogue.off")}</option>
          </Select>
        )}
      </div>
    </ReasonDialog>
  );
}
