// The balance of the selected book on the account page: the demo / real switch, USDT with what is
// held and in margin, other currencies, the statement link and (demo book) the reset.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { balanceSchema, Book } from "@tradewind/api/accounts";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { useToast } from "../../../components/Toast.tsx";
import { formatAmount, signOf, useLocale } from "../../../i18n/format.ts";
import { useSession } from "../../../lib/session.ts";
import { useResetDemo } from "../api/profile.ts";
import { BookSwitch } from "./BookSwitch.tsx";

type Balance = z.output<typeof balanceSchema>;

export function BalanceCard({ book, balances, demoEnabled }: { book: Book; balances: readonly Balance[]; demoEnabled: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { accountFlag } = useSession();
  const usdt = balances.find((balance) => balance.currency === "USDT");
  const others = balances.filter((balance) => balance.currency !== "USDT");
  return (
    <section className={`profile__balance card card--padded profile__balance--${book}`} aria-labelledby="balance-title" data-testid="balance-card" data-book={book}>
      <div className="profile__balance-head">
        <h2 id="balance-title">{t("profile.balance")}</h2>
        <BookSwitch flag={accountFlag} />
      </div>
      <p className="profile__book-hint">{book === "demo" ? t("profile.bookDemoHint") : t("profile.bookRealHint")}</p>
      {book === "demo" && !demoEnabled && <p className="profile__warning">{t("profile.demoDisabled")}</p>}
      <p className="profile__usdt-label">{t("profile.totalUsdt")}</p>
      <p className="profile__usdt">
        <span className="numeric" data-testid="balance-usdt">
          {formatAmount(usdt?.available ?? "0", "USDT", locale)}
        </span>{" "}
        <span className="profile__currency">USDT</span>
      </p>
      {usdt !== undefined && signOf(usdt.held) === 1 && (
        <p className="profile__held">
          {t("profile.held")}: <span className="numeric">{formatAmount(usdt.held, "USDT", locale)}</span> USDT
        </p>
      )}
      {usdt !== undefined && signOf(usdt.margin) === 1 && (
        <p className="profile__held" data-testid="balance-margin">
          {t("profile.margin")}: <span className="numeric">{formatAmount(usdt.margin, "USDT", locale)}</span> USDT
        </p>
      )}
      {others.length > 0 && <OtherBalances balances={others} />}
      <div className="profile__balance-actions">
        <Link to="/profile/balance" className="button button--secondary button--small">
          {t("statement.title")}
        </Link>
        {book === "demo" && demoEnabled && <ResetDemoButton />}
      </div>
    </section>
  );
}

/** Currencies other than USDT: available and held. */
function OtherBalances({ balances }: { balances: readonly Balance[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <table className="profile__others">
      <thead>
        <tr>
          <th scope="col">{t("profile.currency")}</th>
          <th scope="col">{t("profile.available")}</th>
          <th scope="col">{t("profile.held")}</th>
        </tr>
      </thead>
      <tbody>
        {balances.map((balance) => (
          <tr key={balance.currency}>
            <th scope="row">{balance.currency}</th>
            <td className="numeric">{formatAmount(balance.available, balance.currency, locale)}</td>
            <td className="numeric">{formatAmount(balance.held, balance.currency, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Puts the demo book back to its starting balance; the balance and the statement refetch. */
function ResetDemoButton() {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const reset = useResetDemo(
    (result) => toast(t("profile.resetDemoDone", { amount: formatAmount(result.available, "USDT", locale) })),
    (error) => toast(errorMessage(error), "error"),
  );
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => reset.mutate()} disabled={reset.isPending} data-testid="reset-demo">
      {t("profile.resetDemo")}
    </button>
  );
}
