// What backs the platform's promises beside the roots: the reserve addresses finance declared and
// the funded platform accounts, read from the ledger.
import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ResultOf } from "@tradewind/api/endpoint";
import type { solvencyBacking } from "@tradewind/api/solvency";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { formatAmount, useLocale } from "../../../i18n/format.ts";

export function BackingSection({ query }: { query: UseQueryResult<ResultOf<typeof solvencyBacking>> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  const { reserveAddresses, fundedAccounts } = query.data;
  return (
    <section className="card card--padded solvency__section" aria-labelledby="solvency-reserves" data-testid="solvency-backing">
      <h2 id="solvency-reserves">{t("solvency.reservesTitle")}</h2>
      <p className="solvency__note">{t("solvency.reservesNote")}</p>
      {reserveAddresses.length === 0 ? (
        <p>{t("solvency.reservesNone")}</p>
      ) : (
        <ul className="solvency__list">
          {reserveAddresses.map((reserve) => (
            <li key={`${reserve.coin}:${reserve.network}`}>
              <span>
                {reserve.coin} · {reserve.network}
              </span>
              <code className="solvency__hash" dir="ltr">
                {reserve.address}
              </code>
            </li>
          ))}
        </ul>
      )}
      <h2>{t("solvency.fundedTitle")}</h2>
      <p className="solvency__note">{t("solvency.fundedNote")}</p>
      <ul className="solvency__list">
        {fundedAccounts.map((account) => (
          <li key={account.kind}>
            <span>{t(`solvency.funded.${account.kind}`)}</span>
            <span className="solvency__number">
              {formatAmount(account.balance, account.currency, locale, { style: "exact" })} {account.currency}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
