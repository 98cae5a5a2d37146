// Edit an instrument's terms with a reason. Only the fields that changed are sent, so the
// audit row's before/after shows exactly what the operator meant to change.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminInstrument, updateInstrument } from "@tradewind/api/admin/catalogue";
import type { BodyOf } from "@tradewind/api/endpoint";
import { Field, Select } from "../../../components/Field.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { useUpdateInstrument } from "../api/catalogue.ts";

type Terms = { enabled: string; spreadRate: string; feeRate: string; maintenanceMarginRate: string; leverages: string; contractSize: string };

function termsOf(instrument: AdminInstrument): Terms {
  const { spreadRate, feeRate, maintenanceMarginRate, contractSize } = instrument;
  return { enabled: String(instrument.enabled), spreadRate, feeRate, maintenanceMarginRate, leverages: instrument.leverages.join(", "), contractSize };
}

/** The changed terms as the endpoint's body; leverages typed as "1, 5, 10". */
function changes(before: Terms, after: Terms, reason: string): BodyOf<typeof updateInstrument> {
  const body: BodyOf<typeof updateInstrument> = { reason };
  if (after.enabled !== before.enabled) body.enabled = after.enabled === "true";
  if (after.spreadRate !== before.spreadRate) body.spreadRate = after.spreadRate.trim();
  if (after.feeRate !== before.feeRate) body.feeRate = after.feeRate.trim();
  if (after.maintenanceMarginRate !== before.maintenanceMarginRate) body.maintenanceMarginRate = after.maintenanceMarginRate.trim();
  if (after.contractSize !== before.contractSize) body.contractSize = after.contractSize.trim();
  if (after.leverages !== before.leverages) body.leverages = after.leverages.split(/[,\s]+/).filter((part) => part !== "").map((part) => Number.parseInt(part, 10));
  return body;
}

export function InstrumentDialog({ instrument, onClose }: { instrument: AdminInstrument; onClose: () => void }) {
  const { t } = useTranslation();
  const saveInstrument = useUpdateInstrument();
  const [before] = useState(() => termsOf(instrument));
  const [terms, setTerms] = useState(before);
  const submit = (reason: string) => saveInstrument(instrument.code, changes(before, terms, reason));
  const field = (key: Exclude<keyof Terms, "enabled">, label: string, hint?: string) => (
    <Field label={label} hint={hint} value={terms[key]} onChange={(event) => setTerms({ ...terms, [key]: event.target.value })} data-testid={`instrument-${key}`} />
  );
  return (
    <ReasonDialog title={t("catalogue.editTitle", { code: instrument.code })} submitLabel={t("common.save")} onClose={onClose} onSubmit={submit} testId="instrument-dialog">
      <div className="form__grid">
        <Select label={t("catalogue.enabled")} value={terms.enabled} onChange={(event) => setTerms({ ...terms, enabled: event.target.value })} data-testid="instrument-enabled">
          <option value="true">{t("catalogue.on")}</option>
          <option value="false">{t("catalogue.off")}</option>
        </Select>
        {field("spreadRate", t("catalogue.spread"), t("catalogue.rateHint"))}
        {field("feeRate", t("catalogue.fee"), t("catalogue.rateHint"))}
        {field("maintenanceMarginRate", t("catalogue.maintenance"), t("catalogue.rateHint"))}
        {field("leverages", t("catalogue.leverages"), t("catalogue.leveragesHint"))}
        {field("contractSize", t("catalogue.contractSize"))}
      </div>
    </ReasonDialog>
  );
}
