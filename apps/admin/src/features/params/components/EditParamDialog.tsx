// Edit one parameter's value with a reason; a boolean is a true/false choice.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paramValueLengthMax, type Param } from "@tradewind/api/admin/params";
import { Field, Select } from "../../../components/Field.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { useUpdateParam } from "../api/params.ts";

export function EditParamDialog({ param, onClose }: { param: Param; onClose: () => void }) {
  const { t } = useTranslation();
  const updateParam = useUpdateParam();
  const [value, setValue] = useState(param.value);
  const submit = (reason: string) => updateParam(param.key, value, reason);
  return (
    <ReasonDialog title={t("params.editTitle", { key: param.key })} submitLabel={t("common.save")} onClose={onClose} onSubmit={submit} testId="param-dialog">
      <p className="muted">{param.description}</p>
      {param.type === "boolean" ? (
        <Select label={t("params.value")} value={value} onChange={(event) => setValue(event.target.value)} data-testid="param-input">
          <option value="true">{t("params.true")}</option>
          <option value="false">{t("params.false")}</option>
        </Select>
      ) : (
        <Field
          label={t("params.value")}
          hint={param.min !== null || param.max !== null ? t("params.boundsHint", { min: param.min ?? "…", max: param.max ?? "…" }) : undefined}
          value={value}
          maxLength={paramValueLengthMax}
          inputMode={param.type === "integer" || param.type === "decimal" ? "decimal" : undefined}
          onChange={(event) => setValue(event.target.value)}
          data-testid="param-input"
        />
      )}
    </ReasonDialog>
  );
}
