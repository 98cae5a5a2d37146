// The trading catalogue: instruments with their terms, filtered by type, text and enabled;
// edit an instrument's terms or its option cycles, each change with a reason.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { AdminInstrument } from "@tradewind/api/admin/catalogue";
import { Field, Select } from "../../components/Field.tsx";
import { PagedList } from "../../components/DataTable.tsx";
import { usePageParam } from "../../lib/use-page-param.ts";
import { useInstrumentList } from "./api/catalogue.ts";
import { CyclesDialog } from "./components/CyclesDialog.tsx";
import { InstrumentDialog } from "./components/InstrumentDialog.tsx";
import { InstrumentsTable } from "./components/InstrumentsTable.tsx";

const pageSize = 20;
const types = [1, 2, 3, 4, 5] as const;

export function CataloguePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const q = params.get("q") ?? "";
  const type = types.find((value) => String(value) === params.get("type"));
  const enabled = (["true", "false"] as const).find((value) => value === params.get("enabled"));
  const [draft, setDraft] = useState({ q, type: type === undefined ? "" : String(type), enabled: enabled ?? "" });
  const query = { page, size: pageSize, ...(q === "" ? {} : { q }), ...(type === undefined ? {} : { type }), ...(enabled === undefined ? {} : { enabled }) };
  const instruments = useInstrumentList(query);
  const [editing, setEditing] = useState<AdminInstrument | null>(null);
  const [cycles, setCycles] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = Object.fromEntries(Object.entries({ ...draft, q: draft.q.trim(), page: "1" }).filter(([, value]) => value !== ""));
    setParams(next);
  };

  return (
    <section className="page">
      <h1 className="page__title">{t("nav.catalogue")}</h1>
      <form className="filters" onSubmit={submit} role="search">
        <Field label={t("catalogue.search")} type="search" value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} data-testid="instrument-search" />
        <Select label={t("catalogue.type")} value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })}>
          <option value="">{t("common.all")}</option>
          {types.map((value) => (
            <option key={value} value={value}>
              {t(`catalogue.typeName.${value}`)}
            </option>
          ))}
        </Select>
        <Select label={t("catalogue.enabled")} value={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.value })}>
          <option value="">{t("common.all")}</option>
          <option value="true">{t("catalogue.on")}</option>
          <option value="false">{t("catalogue.off")}</option>
        </Select>
        <button type="submit" className="button" data-testid="instrument-search-submit">
          {t("common.search")}
        </button>
      </form>
      <PagedList query={instruments} emptyMessage={t("catalogue.none")} onPage={setPage}>
        {(items) => <InstrumentsTable items={items} onEdit={setEditing} onCycles={setCycles} />}
      </PagedList>
      {editing !== null && <InstrumentDialog instrument={editing} onClose={() => setEditing(null)} />}
      {cycles !== null && <CyclesDialog code={cycles} onClose={() => setCycles(null)} />}
    </section>
  );
}
