// /introduction (SPEC §2): what the platform is, its products, and the honest-numbers promise
// (simulated prices are labelled, home figures come from the database, every balance has a
// statement). All text is in the catalogues.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { useSession } from "../../lib/session.ts";
import "./content.css";

const products: ReadonlyArray<{ key: "market" | "trading" | "smart" | "loans" | "nfts" | "referral"; to: string; icon: IconName }> = [
  { key: "market", to: "/market", icon: "market" },
  { key: "trading", to: "/market", icon: "trading" },
  { key: "smart", to: "/trading", icon: "shield" },
  { key: "loans", to: "/loan", icon: "loan" },
  { key: "nfts", to: "/nfts", icon: "heart" },
  { key: "referral", to: "/profile/invite", icon: "users" },
];

const promises: ReadonlyArray<{ key: "simulated" | "figures" | "ledger"; icon: IconName }> = [
  { key: "simulated", icon: "market" },
  { key: "figures", icon: "search" },
  { key: "ledger", icon: "ledger" },
];

export function IntroductionPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return (
    <div className="intro" data-testid="intro-page">
      <section className="intro__hero" data-testid="intro-hero">
        <div className="intro__hero-inner">
          <h1>{t("intro.title")}</h1>
          <p>{t("intro.lead")}</p>
          <div className="intro__actions">
            <Link to={loggedIn ? "/profile" : "/pass/register"} className="button button--primary" data-testid="intro-cta">
              {loggedIn ? t("home.ctaProfile") : t("intro.ctaStart")}
            </Link>
            <Link to="/market" className="button button--secondary intro__secondary" data-testid="intro-markets">
              {t("intro.ctaMarkets")}
            </Link>
          </div>
        </div>
      </section>
      <div className="page content-page">
        <section aria-labelledby="intro-products" className="content-section">
          <h2 id="intro-products" className="content-section__title">
            {t("intro.productsTitle")}
          </h2>
          <ul className="intro__products">
            {products.map((product) => (
              <li key={product.key}>
                <Link to={product.to} className="intro__product card" data-testid={`intro-product-${product.key}`}>
                  <span className="help-way__icon">
                    <Icon name={product.icon} size={24} />
                  </span>
                  <h3>{t(`intro.products.${product.key}.title`)}</h3>
                  <p>{t(`intro.products.${product.key}.body`)}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="intro-honest" className="content-section intro__honest card card--padded" data-testid="intro-honest">
          <h2 id="intro-honest" className="content-section__title">
            {t("intro.honestTitle")}
          </h2>
          <p>{t("intro.honestLead")}</p>
          <ul className="intro__promises">
            {promises.map((promise) => (
              <li key={promise.key} data-testid={`intro-promise-${promise.key}`}>
                <Icon name={promise.icon} size={22} />
                <div>
                  <h3>{t(`intro.honest.${promise.key}.title`)}</h3>
                  <p>{t(`intro.honest.${promise.key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="intro__risk">
            {t("intro.riskNote")}{" "}
            <Link to="/detail?slug=risk-warning" data-testid="intro-risk-link">
              {t("footer.riskWarning")}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
