// Balances per currency of the selected book on the statement page: available, held and margin
// side by side, under a title that names the book, so the lines below read against them.
import type { Book } from "@tradewind/api/accounts";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/States.tsx";
import { formatAmount, useLocale } from "../../../i18n/format.ts";
import { useUserInfo } from "../../../lib/user-info.ts";

export function BookBalances({ book }: { book: Book }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const info = useUserInfo();
  const balances = info.data?.balances ?? [];
  return (
    <section className={`card card--padded book-balances book-balances--${book}`} aria-labelledby="book-balances-title" data-testid="book-balances" data-book={book}>
      <h2 id="book-balances-title" className="book-balances__title">
        {t(`statement.balancesTitle.${book}`)}
      </h2>
      {info.isPending ? (
        <Skeleton lines={2} />
      ) : balances.length === 0 ? (
        <p className="book-balances__none">{t("profile.noBalances")}</p>
      ) : (
        <table className="book-balances__table">
          <thead>
            <tr>
              <th scope="col">{t("profile.currency")}</th>
              <th scope="col">{t("profile.available")}</th>
              <th scope="col">{t("profile.held")}</th>
              <th scope="col">{t("profile.margin")}</th>
            </tr>
          </thead>
          <tbody>
            {balances.map((balance) => (
              <tr key={balance.currency} data-testid="book-balance" data-currency={balance.currency}>
                <th scope="row">{balance.currency}</th>
                {[balance.available, balance.held, balance.margin].map((amount, index) => (
                  <td key={index} className="numeric" dir="ltr">
                    {formatAmount(amount, balance.currency, locale)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
