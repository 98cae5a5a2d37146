// Instruments with their terms; rates shown as percentages of the exact decimal strings.
import { useTranslation } from "react-i18next";
import type { AdminInstrument } from "@tradewind/api/admin/catalogue";
import { DataTable, type Column } from "../../../components/DataTable.tsx";
import { formatDecimal, useLocale } from "../../../lib/format.ts";

interface InstrumentsTableProps {
  items: readonly AdminInstrument[];
  onEdit: (instrument: AdminInstrument) => void;
  onCycles: (code: string) => void;
}

export function InstrumentsTable({ items, onEdit, onCycles }: InstrumentsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AdminInstrument>[] = [
    {
      header: t("catalogue.instrument"),
      cell: (item) => (
        <>
          <strong>{item.code}</strong>
          <div className="muted">{item.name}</div>
        </>
      ),
    },
    { header: t("catalogue.type"), cell: (item) => t(`catalogue.typeName.${item.type === 1 || item.type === 2 || item.type === 3 || item.type === 4 ? item.type : 5}`) },
    { header: t("catalogue.enabled"), cell: (item) => <span className={`badge badge--${item.enabled ? "active" : "frozen"}`}>{item.enabled ? t("catalogue.on") : t("catalogue.off")}</span> },
    { header: t("catalogue.spread"), headerClassName: "num", className: "num", testId: "spread", cell: (item) => formatDecimal(item.spreadRate, locale) },
    { header: t("catalogue.fee"), headerClassName: "num", className: "num", cell: (item) => formatDecimal(item.feeRate, locale) },
    { header: t("catalogue.leverages"), cell: (item) => item.leverages.join(", ") },
    { header: t("catalogue.contractSize"), headerClassName: "num", className: "num", cell: (item) => formatDecimal(item.contractSize, locale) },
    {
      header: t("common.actions"),
      className: "actions",
      cell: (item) => (
        <>
          <button type="button" className="button button--small" data-testid="instrument-edit" onClick={() => onEdit(item)}>
            {t("common.edit")}
          </button>
          <button type="button" className="button button--secondary button--small" data-testid="instrument-cycles" onClick={() => onCycles(item.code)}>
            {t("catalogue.cycles")}
          </button>
        </>
      ),
    },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.code} rowTestId={(item) => `instrument-${item.code}`} />;
}
