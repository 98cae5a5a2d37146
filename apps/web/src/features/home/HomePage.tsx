// Home: the product and what it offers. Market tables arrive with the market feature; until then
// the page says so instead of showing made-up prices or marketing figures.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { useSession } from "../../lib/session.ts";
import "./HomePage.css";

const features: ReadonlyArray<{ to: string; icon: IconName; title: ParseKeys; body: ParseKeys }> = [
  { to: "/market", icon: "market", title: "home.marketTitle", body: "home.marketBody" },
  { to: "/loan", icon: "loan", title: "home.loanTitle", body: "home.loanBody" },
  { to: "/trading", icon: "trading", title: "home.tradingTitle", body: "home.tradingBody" },
];

export function HomePage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return (
    <div className="home">
      <section className="home__hero">
        <div className="home__hero-inner">
          <h1 className="home__title">{t("home.heroTitle")}</h1>
          <p className="home__lead">{t("home.heroBody")}</p>
          <div className="home__actions">
            {loggedIn ? (
              <Link to="/profile" className="button button--primary">
                {t("home.ctaProfile")}
              </Link>
            ) : (
              <>
                <Link to="/pass/register" className="button button--primary">
                  {t("home.ctaStart")}
                </Link>
                <Link to="/pass/login" className="button button--secondary home__login">
                  {t("home.ctaLogin")}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>

      <div className="page">
        <p className="home__notice" role="note">
          <span className="home__pulse" aria-hidden="true" />
          {t("home.marketsTitle")}
        </p>

        <h2 className="home__section-title">{t("home.featuresTitle")}</h2>
        <ul className="home__cards">
          {features.map((feature) => (
            <li key={feature.to}>
              <Link to={feature.to} className="home__card card">
                <span className="home__card-icon">
                  <Icon name={feature.icon} size={26} />
                </span>
                <h3>{t(feature.title)}</h3>
                <p>{t(feature.body)}</p>
                <span className="home__explore">
                  {t("home.explore")}
                  <Icon name="chevron" size={16} className="mirror-rtl" />
                </span>
              </Link>
            </li>
          ))}
        </ul>

        <section className="home__demo card card--padded">
          <span className="home__card-icon">
            <Icon name="shield" size={26} />
          </span>
          <div>
            <h2>{t("home.demoTitle")}</h2>
            <p>{t("home.demoBody")}</p>
          </div>
        </section>
      </div>
    </div>
  );
}
