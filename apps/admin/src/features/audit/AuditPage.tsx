// The audit log: filter by operator, action, target, outcome and days; paged by the server;
// export the filtered rows as CSV.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormError } from "@tradewind/ui/Field.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { downloadText } from "@tradewind/ui/download.ts";
import { PagedList } from "../../components/DataTable.tsx";
import { usePageParam } from "../../lib/use-page-param.ts";
import { exportAuditCsv, useAuditList } from "./api/audit.ts";
import { AuditFilters } from "./components/AuditFilters.tsx";
import { AuditTable } from "./components/AuditTable.tsx";
import { readFilter, toQuery, type Filter } from "./filters.ts";

const pageSize = 25;

export function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const filter = readFilter(params);
  const query = { page, size: pageSize, ...toQuery(filter) };
  const rows = useAuditList(query);
  const [exportError, setExportError] = useState<string | undefined>(undefined);

  const apply = (next: Filter) => setParams(Object.fromEntries(Object.entries({ ...next, page: "1" }).filter(([, value]) => value !== "")));
  const exportCsv = async () => {
    setExportError(undefined);
    try {
      const result = await exportAuditCsv(toQuery(filter));
      downloadText(result.filename, result.csv, "text/csv;charset=utf-8");
    } catch (failure) {
      setExportError(errorMessage(failure));
    }
  };

  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page__title">{t("nav.audit")}</h1>
        <button type="button" className="button button--secondary" data-testid="audit-export" onClick={() => void exportCsv()}>
          {t("audit.export")}
        </button>
      </div>
      <FormError message={exportError} />
      <AuditFilters initial={filter} onApply={apply} />
      <PagedList query={rows} emptyMessage={t("audit.none")} onPage={setPage}>
        {(items) => <AuditTable items={items} />}
      </PagedList>
    </section>
  );
}
