// Every system parameter with its description, type, bounds and visibility; edit with a reason
// (the server checks type and bounds: 10150) and read its change history from the audit log.
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Param } from "@tradewind/api/admin/params";
import { DataTable, PagedList, type Column } from "../../components/DataTable.tsx";
import { ValueRange } from "../../components/ValueRange.tsx";
import { formatDateTime, useLocale } from "../../lib/format.ts";
import { usePageParam } from "../../lib/use-page-param.ts";
import { useParamList } from "./api/params.ts";
import { EditParamDialog } from "./components/EditParamDialog.tsx";
import { ParamHistory } from "./components/ParamHistory.tsx";

const pageSize = 50;

function bounds(param: Param): ReactNode {
  if (param.min === null && param.max === null) return "—";
  return <ValueRange from={param.min ?? "…"} to={param.max ?? "…"} />;
}

interface ParamsTableProps {
  items: readonly Param[];
  onEdit: (param: Param) => void;
  onHistory: (key: string) => void;
}

function ParamsTable({ items, onEdit, onHistory }: ParamsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<Param>[] = [
    {
      header: t("params.key"),
      cell: (param) => (
        <>
          <code>{param.key}</code>
          <div className="muted">{param.description}</div>
        </>
      ),
    },
    { header: t("params.value"), className: "wrap-anywhere", testId: "param-value", cell: (param) => (param.value === "" ? "—" : param.value) },
    { header: t("params.type"), cell: (param) => t(`params.typeName.${param.type}`) },
    { header: t("params.bounds"), cell: bounds },
    { header: t("params.visibility"), cell: (param) => (param.public ? t("params.public") : t("params.private")) },
    { header: t("params.updated"), cell: (param) => formatDateTime(param.updatedAt, locale) },
    {
      header: t("common.actions"),
      className: "actions",
      cell: (param) => (
        <>
          <button type="button" className="button button--small" data-testid="param-edit" onClick={() => onEdit(param)}>
            {t("common.edit")}
          </button>
          <button type="button" className="button button--secondary button--small" onClick={() => onHistory(param.key)}>
            {t("params.history")}
          </button>
        </>
      ),
    },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(param) => param.key} rowTestId={(param) => `param-${param.key}`} />;
}

export function ParamsPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = { page, size: pageSize };
  const params = useParamList(query);
  const [editing, setEditing] = useState<Param | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  return (
    <section className="page">
      <h1 className="page__title">{t("nav.params")}</h1>
      <PagedList query={params} emptyMessage={t("params.none")} onPage={setPage}>
        {(items) => <ParamsTable items={items} onEdit={setEditing} onHistory={setHistory} />}
      </PagedList>
      {editing !== null && <EditParamDialog param={editing} onClose={() => setEditing(null)} />}
      {history !== null && <ParamHistory paramKey={history} onClose={() => setHistory(null)} />}
    </section>
  );
}
