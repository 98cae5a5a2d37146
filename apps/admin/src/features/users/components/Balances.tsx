// Both books' balances side by side: available, held and margin per currency.
import { useTranslation } from "react-i18next";
import type { getUser } from "@tradewind/api/admin/users";
import type { ResultOf } from "@tradewind/api/endpoint";
import { EmptyState } from "../../../components/States.tsx";
import { formatAmount, useLocale } from "../../../lib/format.ts";

type BalancesByBook = ResultOf<typeof getUser>["balances"];

export function Balances({ balances }: { balances: BalancesByBook }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="columns">
      {(["real", "demo"] as const).map((book) => (
        <div key={book} className="card" data-testid={`balances-${book}`}>
          <h2 className="section-title">{t(`books.${book}`)}</h2>
          {balances[book].length === 0 ? (
            <EmptyState message={t("users.noBalances")} />
          ) : (
            <table className="table table--compact">
              <thead>
                <tr>
                  <th>{t("money.currency")}</th>
                  <th className="num">{t("money.available")}</th>
                  <th className="num">{t("money.held")}</th>
                  <th className="num">{t("money.margin")}</th>
                </tr>
              </thead>
              <tbody>
                {balances[book].map((balance) => (
                  <tr key={balance.currency} data-testid={`balance-${book}-${balance.currency}`}>
                    <td>{balance.currency}</td>
                    <td className="num" data-testid="available">{formatAmount(balance.available, balance.currency, locale)}</td>
                    <td className="num">{formatAmount(balance.held, balance.currency, locale)}</td>
                    <td className="num">{formatAmount(balance.margin, balance.currency, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
    </div>
  );
}
