// Instruments with their terms; rates shown as percentages of the exact decimal strings.
import { useTranslation } from "react-i18next";
import type { AdminInstrument } from "@tradewind/api/admin/catalogue";
import { formatDecimal, useLocale } from "../../lib/format.ts";

interface InstrumentsTableProps {
  items: readonly AdminInstrument[];
  onEdit: (instrument: AdminInstrument) => void;
  onCycles: (code: string) => void;
}

export function InstrumentsTable({ items, onEdit, onCycles }: InstrumentsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t("catalogue.instrument")}</th>
            <th>{t("catalogue.type")}</th>
            <th>{t("catalogue.enabled")}</th>
            <th className="num">{t("catalogue.spread")}</th>
            <th className="num">{t("catalogue.fee")}</th>
            <th>{t("catalogue.leverages")}</th>
            <th className="num">{t("catalogue.contractSize")}</th>
            <th>{t("common.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.code} data-testid={`instrument-${item.code}`}>
              <td>
                <strong>{item.code}</strong>
                <div className="muted">{item.name}</div>
              </td>
              <td>{t(`catalogue.typeName.${item.type === 1 || item.type === 2 || item.type === 3 || item.type === 4 ? item.type : 5}`)}</td>
              <td>
                <span className={`badge badge--${item.enabled ? "active" : "frozen"}`}>{item.enabled ? t("catalogue.on") : t("catalogue.off")}</span>
              </td>
              <td className="num" data-testid="spread">{formatDecimal(item.spreadRate, locale)}</td>
              <td className="num">{formatDecimal(item.feeRate, locale)}</td>
              <td>{item.leverages.join(", ")}</td>
              <td className="num">{formatDecimal(item.contractSize, locale)}</td>
              <td className="actions">
                <button type="button" className="button button--small" data-testid="instrument-edit" onClick={() => onEdit(item)}>
                  {t("common.edit")}
                </button>
                <button type="button" className="button button--secondary button--small" data-testid="instrument-cycles" onClick={() => onCycles(item.code)}>
                  {t("catalogue.cycles")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
