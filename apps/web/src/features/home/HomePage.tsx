// Home (SPEC §2). Desktop: the live market table, feature cards to /market, /loan and /trading,
// and the platform figures. Mobile: the notice line (newest notices), the market list, the three
// cards, the platform figures and the policy links. Figures are computed by the server, never made up.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { useIsDesktop } from "../../hooks/use-is-desktop.ts";
import { useSession } from "../../lib/session.ts";
import { useHomeFigures } from "./api/home.ts";
import { MarketTable } from "./components/MarketTable.tsx";
import { NoticeTicker } from "./components/NoticeTicker.tsx";
import { PlatformFigures } from "./components/PlatformFigures.tsx";
import { PolicyLinks } from "./components/PolicyLinks.tsx";
import "./HomePage.css";

const features: ReadonlyArray<{ to: string; icon: IconName; title: ParseKeys; body: ParseKeys }> = [
  { to: "/market", icon: "market", title: "home.marketTitle", body: "home.marketBody" },
  { to: "/loan", icon: "loan", title: "home.loanTitle", body: "home.loanBody" },
  { to: "/trading", icon: "trading", title: "home.tradingTitle", body: "home.tradingBody" },
];

export function HomePage() {
  const desktop = useIsDesktop();
  const figures = useHomeFigures();
  return (
    <div className="home">
      {!desktop && <NoticeTicker />}
      <Hero />
      <div className="page home__page">
        <MarketTable compact={!desktop} />
        <FeatureCards />
        <PlatformFigures figures={figures.data} />
        <DemoNote />
        {!desktop && <PolicyLinks />}
      </div>
    </div>
  );
}

function Hero() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return (
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
  );
}

function FeatureCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-features-title">
      <h2 id="home-features-title" className="home__section-title">
        {t("home.featuresTitle")}
      </h2>
      <ul className="home__cards">
        {features.map((feature) => (
          <li key={feature.to}>
            <Link to={feature.to} className="home__card card" data-testid={`home-card-${feature.to.slice(1)}`}>
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
    </section>
  );
}

function DemoNote() {
  const { t } = useTranslation();
  return (
    <section className="home__demo card card--padded">
      <span className="home__card-icon">
        <Icon name="shield" size={26} />
      </span>
      <div>
        <h2>{t("home.demoTitle")}</h2>
        <p>{t("home.demoBody")}</p>
      </div>
    </section>
  );
}
