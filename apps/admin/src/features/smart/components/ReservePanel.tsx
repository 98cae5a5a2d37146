// The earn reserve every plan's yield is paid from: balance, what running plans could still be
// owed (committed), what new plans can be covered by (free) and how many times the balance covers
// the commitment. Finance funds it from platform cash with an amount and a reason (audited).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { EarnReserve } from "@tradewind/api/admin/earn";
import { FundDialog } from "../../../components/FundDialog.tsx";
import { QueryView } from "../../../components/QueryView.tsx";
import { formatAmount, formatCount, formatDecimal, useLocale } from "../../../lib/format.ts";
import { useEarnReserve, useSmartWrites } from "../api/smart.ts";

export function ReservePanel() {
  const { t } = useTranslation();
  const reserve = useEarnReserve();
  const { fundReserve } = useSmartWrites();
  const [funding, setFunding] = useState(false);
  const fund = (amount: string, reason: string, idempotencyKey: string) => fundReserve({ amount, reason }, idempotencyKey);
  return (
    <section className="card form" aria-labelledby="earn-reserve-title" data-testid="earn-reserve">
      <div className="section-head">
        <h2 id="earn-reserve-title" className="section-title">
          {t("smart.reserveTitle")}
        </h2>
        <button type="button" className="button" onClick={() => setFunding(true)} data-testid="earn-reserve-fund">
          {t("smart.fund")}
        </button>
      </div>
      <p className="muted">{t("smart.reserveNote")}</p>
      <QueryView query={reserve}>{(data) => <ReserveTiles reserve={data} />}</QueryView>
      {funding && (
        <FundDialog
          title={t("smart.fundTitle")}
          submitLabel={t("smart.fundSubmit")}
          amountLabel={t("smart.fundAmount")}
          amountHint={t("smart.fundAmountHint")}
          testId="earn-fund-dialog"
          onFund={fund}
          onClose={() => setFunding(false)}
        />
      )}
    </section>
  );
}

function ReserveTiles({ reserve }: { reserve: EarnReserve }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (value: string) => `${formatAmount(value, reserve.currency, locale)} ${reserve.currency}`;
  const tiles = [
    { key: "balance", value: money(reserve.balance) },
    { key: "committed", value: money(reserve.committed) },
    { key: "free", value: money(reserve.free) },
    { key: "coverage", value: reserve.coverage === null ? t("smart.coverageNone") : t("smart.coverageTimes", { times: formatDecimal(reserve.coverage, locale) }) },
    { key: "runningPlans", value: formatCount(reserve.runningPlans, locale) },
  ] as const;
  return (
    <div className="tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="tile" data-testid={`earn-reserve-${tile.key}`}>
          <span className="tile__label">{t(`smart.reserve.${tile.key}`)}</span>
          <span className="tile__value" dir="ltr">
            {tile.value}
          </span>
        </div>
      ))}
    </div>
  );
}
