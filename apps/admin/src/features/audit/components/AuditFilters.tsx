// The audit filter form; applying it writes the URL, which drives the query.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { auditOutcomes } from "@tradewind/api/admin/audit";
import { Field, Select } from "../../../components/Field.tsx";
import type { Filter } from "../filters.ts";

export function AuditFilters({ initial, onApply }: { initial: Filter; onApply: (filter: Filter) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, action: draft.action.trim(), target: draft.target.trim(), operatorId: draft.operatorId.trim() });
  };
  return (
    <form className="filters" onSubmit={submit} role="search">
      <Field label={t("audit.action")} placeholder="user.freeze" value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })} data-testid="audit-action" />
      <Field label={t("audit.target")} placeholder="user:42" value={draft.target} onChange={(e) => setDraft({ ...draft, target: e.target.value })} data-testid="audit-target" />
      <Field label={t("audit.operatorId")} value={draft.operatorId} onChange={(e) => setDraft({ ...draft, operatorId: e.target.value })} />
      <Select label={t("audit.outcome")} value={draft.outcome} onChange={(e) => setDraft({ ...draft, outcome: e.target.value })}>
        <option value="">{t("common.all")}</option>
        {auditOutcomes.map((name) => (
          <option key={name} value={name}>
            {t(`audit.outcomeName.${name}`)}
          </option>
        ))}
      </Select>
      <Field label={t("audit.from")} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      <Field label={t("audit.to")} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      <button type="submit" className="button" data-testid="audit-apply">
        {t("common.search")}
      </button>
    </form>
  );
}
