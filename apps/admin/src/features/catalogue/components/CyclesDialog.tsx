// An instrument's option cycles: seconds, payout, stake range and enabled; edit one or offer
// a new one, each with a reason.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminCycle } from "@tradewind/api/admin/catalogue";
import { Modal } from "../../../components/Modal.tsx";
import { QueryView } from "../../../components/QueryView.tsx";
import { ValueRange } from "../../../components/ValueRange.tsx";
import { useCycles } from "../api/catalogue.ts";
import { formatAmount, formatCount, formatDecimal, useLocale } from "../../../lib/format.ts";
import { CycleDialog } from "./CycleDialog.tsx";

export function CyclesDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cycles = useCycles(code);
  const [editing, setEditing] = useState<AdminCycle | "new" | null>(null);
  if (editing !== null) return <CycleDialog code={code} cycle={editing === "new" ? null : editing} onClose={() => setEditing(null)} />;
  return (
    <Modal title={t("catalogue.cyclesTitle", { code })} onClose={onClose} testId="cycles-dialog">
      <QueryView query={cycles} isEmpty={(data) => data.items.length === 0} emptyMessage={t("catalogue.noCycles")}>
        {(data) => (
          <table className="table table--compact">
            <thead>
              <tr>
                <th className="num">{t("catalogue.seconds")}</th>
                <th className="num">{t("catalogue.payout")}</th>
                <th className="num">{t("catalogue.stakeRange")}</th>
                <th>{t("catalogue.enabled")}</th>
                <th>{t("common.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((cycle) => (
                <tr key={cycle.id}>
                  <td className="num">{formatCount(cycle.seconds, locale)}</td>
                  <td className="num">{formatDecimal(cycle.payoutRatio, locale)}</td>
                  <td className="num">
                    <ValueRange from={formatAmount(cycle.minStake, "USDT", locale)} to={formatAmount(cycle.maxStake, "USDT", locale)} />
                  </td>
                  <td>{cycle.enabled ? t("catalogue.on") : t("catalogue.off")}</td>
                  <td>
                    <button type="button" className="button button--small" onClick={() => setEditing(cycle)}>
                      {t("common.edit")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={() => setEditing("new")}>
          {t("catalogue.addCycle")}
        </button>
      </div>
    </Modal>
  );
}
