// Every system parameter with its description, type, bounds and visibility; edit with a reason
// (the server checks type and bounds: 10150) and read its change history from the audit log.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { listParams, type Param } from "@tradewind/api/admin/params";
import { Pager } from "../../components/Pager.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { call } from "../../lib/api.ts";
import { formatDateTime, useLocale } from "../../lib/format.ts";
import { usePageParam } from "../../lib/usePageParam.ts";
import { EditParamDialog } from "./EditParamDialog.tsx";
import { ParamHistory } from "./ParamHistory.tsx";

const pageSize = 50;

function bounds(param: Param): string {
  if (param.min === null && param.max === null) return "—";
  return `${param.min ?? "…"} – ${param.max ?? "…"}`;
}

export function ParamsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = usePageParam();
  const query = { page, size: pageSize };
  const params = useQuery({ queryKey: ["admin", "params", query], queryFn: () => call(listParams, { query }), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Param | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  return (
    <section className="page">
      <h1 className="page__title">{t("nav.params")}</h1>
      <QueryView query={params} isEmpty={(data) => data.items.length === 0} emptyMessage={t("params.none")}>
        {(data) => (
          <>
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t("params.key")}</th>
                    <th>{t("params.value")}</th>
                    <th>{t("params.type")}</th>
                    <th>{t("params.bounds")}</th>
                    <th>{t("params.visibility")}</th>
                    <th>{t("params.updated")}</th>
                    <th>{t("common.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((param) => (
                    <tr key={param.key} data-testid={`param-${param.key}`}>
                      <td>
                        <code>{param.key}</code>
                        <div className="muted">{param.description}</div>
                      </td>
                      <td className="wrap-anywhere" data-testid="param-value">{param.value === "" ? "—" : param.value}</td>
                      <td>{t(`params.typeName.${param.type}`)}</td>
                      <td>{bounds(param)}</td>
                      <td>{param.public ? t("params.public") : t("params.private")}</td>
                      <td>{formatDateTime(param.updatedAt, locale)}</td>
                      <td className="actions">
                        <button type="button" className="button button--small" data-testid="param-edit" onClick={() => setEditing(param)}>
                          {t("common.edit")}
                        </button>
                        <button type="button" className="button button--secondary button--small" onClick={() => setHistory(param.key)}>
                          {t("params.history")}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={data.page} size={data.size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
      {editing !== null && <EditParamDialog param={editing} onClose={() => setEditing(null)} />}
      {history !== null && <ParamHistory paramKey={history} onClose={() => setHistory(null)} />}
    </section>
  );
}
