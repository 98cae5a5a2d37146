// Shown once, right after sign-up (the register page navigates with `welcome` in the history
// state): where the new user is (the virtual account and its virtual USDT), how to switch to the
// real account, and where the transaction record is. A banner, not a dialog, so it never blocks
// the page; dismissing it clears the state, and a reload or another page does not bring it back.
import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { formatAmount, useLocale } from "../i18n/format.ts";
import { useUserInfo } from "../lib/user-info.ts";
import "./WelcomeBanner.css";

/** The history state the register page leaves for this banner. */
export const welcomeState = { welcome: true } as const;

function isWelcome(state: unknown): boolean {
  return typeof state === "object" && state !== null && "welcome" in state && state.welcome === true;
}

export function WelcomeBanner() {
  const location = useLocation();
  return isWelcome(location.state) ? (
    <div className="welcome-frame">
      <Welcome />
    </div>
  ) : null;
}

function Welcome() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const info = useUserInfo();
  const usdt = info.data?.balances.find((balance) => balance.currency === "USDT")?.available;
  const dismiss = () => void navigate(location, { replace: true, state: null });
  return (
    <section className="welcome card card--padded" aria-labelledby="welcome-title" data-testid="welcome">
      <h2 id="welcome-title" className="welcome__title">
        {t("welcome.title")}
      </h2>
      <p>{usdt === undefined ? t("welcome.where") : t("welcome.whereAmount", { amount: formatAmount(usdt, "USDT", locale) })}</p>
      <p>{t("welcome.switch")}</p>
      <p>{t("welcome.statement")}</p>
      <div className="welcome__actions">
        <Link to="/market" className="button button--primary button--small">
          {t("welcome.trade")}
        </Link>
        <Link to="/profile" className="button button--secondary button--small">
          {t("welcome.account")}
        </Link>
        <Link to="/profile/balance" className="button button--secondary button--small">
          {t("statement.title")}
        </Link>
        <button type="button" className="button button--ghost button--small" onClick={dismiss} data-testid="welcome-dismiss">
          {t("welcome.dismiss")}
        </button>
      </div>
    </section>
  );
}
