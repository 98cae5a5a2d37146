// The leverage choice of a contract order (its state: ../../hooks/use-leverage.ts).
import { useTranslation } from "react-i18next";
import { Toggle } from "./Toggle.tsx";

export function LeverageField({ leverages, value, onChange }: { leverages: number[]; value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="order-form__group" role="group" aria-labelledby="contract-leverage-label">
      <span id="contract-leverage-label" className="order-form__label">
        {t("orderPanel.contract.leverage")}
      </span>
      <Toggle label={t("orderPanel.contract.leverage")} choices={leverages.map((leverage) => ({ value: leverage, label: t("orderPanel.contract.leverageValue", { leverage }) }))} value={value} onChange={onChange} wrap />
    </div>
  );
}
