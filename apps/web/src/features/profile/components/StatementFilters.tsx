// The statement's filters (entry kind and days, in the URL) and the CSV export of exactly what
// they select: the server builds the file from the same filter the list uses, and the browser
// saves it. A filter too wide for one file (10151) is said beside the button.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { statementKinds } from "@tradewind/api/ledger";
import { downloadText } from "@tradewind/ui/download.ts";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { DateRangeFields } from "../../../components/DateRangeFields.tsx";
import { FilterBar, FilterSelect } from "../../../components/FilterBar.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { fetchStatementCsv } from "../api/profile.ts";
import { statementFilterOf, statementFiltered, type StatementView } from "../statement-view.ts";

interface StatementFiltersProps {
  view: StatementView;
  onChange: (next: Partial<StatementView>) => void;
}

export function StatementFilters({ view, onChange }: StatementFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar testId="statement-filters">
      <FilterSelect label={t("statement.kindFilter")} value={view.kind} options={statementKinds} allLabel={t("statement.allKinds")} labelOf={(kind) => t(`statement.kinds.${kind}`)} onChange={(kind) => onChange({ kind })} testId="statement-kind" />
      <div className="filter-bar__dates">
        <DateRangeFields range={view} onChange={(range) => onChange({ from: range.from, to: range.to })} testIdPrefix="statement" />
      </div>
      <div className="filter-bar__actions">
        {statementFiltered(view) && (
          <button type="button" className="button button--ghost button--small" onClick={() => onChange({ kind: undefined, from: undefined, to: undefined })} data-testid="statement-clear">
            {t("filters.clear")}
          </button>
        )}
        <ExportButton view={view} />
      </div>
    </FilterBar>
  );
}

function ExportButton({ view }: { view: StatementView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const exportCsv = async () => {
    setState({ busy: true });
    try {
      const file = await fetchStatementCsv(statementFilterOf(view));
      downloadText(file.filename, file.csv, "text/csv;charset=utf-8");
      toast(t("statement.exported", { lines: file.rowCount }));
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: errorMessage(error) });
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary button--small" onClick={() => void exportCsv()} disabled={state.busy} data-testid="statement-export">
        {state.busy ? t("statement.exporting") : t("statement.export")}
      </button>
      {state.error !== undefined && (
        <p className="field__error statement__export-error" role="alert" data-testid="statement-export-error">
          {state.error}
        </p>
      )}
    </>
  );
}
