// Desktop top bar (SPEC §2): logo, the section links, customer service, language, notifications
// (logged in) and Log in / Sign up (logged out). On mobile the same bar keeps only the icons;
// the sections move to the bottom tab bar.
import { Link, NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { isLanguageCode, languageInfo } from "@tradewind/i18n/languages";
import { Icon } from "../components/Icon.tsx";
import { useLanguagePicker } from "../i18n/LanguagePicker.tsx";
import { useSession } from "../lib/session.ts";
import { useTheme, webTheme } from "../lib/theme.ts";
import { Logo } from "./Logo.tsx";
import { NotificationBell } from "./NotificationBell.tsx";
import { ServiceLink } from "../features/support/ServiceLink.tsx";
import "./TopBar.css";

const sectionLinks = [
  { to: "/", key: "nav.home", icon: "home" },
  { to: "/market", key: "nav.market", icon: "market" },
  { to: "/trading", key: "nav.trading", icon: "trading" },
  { to: "/loan", key: "nav.loan", icon: "loan" },
  { to: "/nfts", key: "nav.nfts", icon: "nfts" },
] as const;

export function TopBar({ desktop }: { desktop: boolean }) {
  const { t, i18n } = useTranslation();
  const { loggedIn } = useSession();
  const openLanguagePicker = useLanguagePicker();
  const { shown: theme } = useTheme();
  const languageName = isLanguageCode(i18n.language) ? languageInfo(i18n.language).name : i18n.language;

  return (
    <header className={`topbar${desktop ? " topbar--desktop" : ""}`}>
      <div className="topbar__inner">
        <Logo />
        {desktop && (
          <nav className="topbar__nav" aria-label={t("nav.main")}>
            {sectionLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === "/"} className="topbar__link">
                {t(link.key)}
              </NavLink>
            ))}
            {loggedIn && (
              <NavLink to="/profile" className="topbar__link">
                {t("nav.account")}
              </NavLink>
            )}
          </nav>
        )}
        <div className="topbar__actions">
          <ServiceLink />
          <button
            type="button"
            className="topbar__language"
            onClick={openLanguagePicker}
            data-testid="language-button"
            aria-label={t("nav.language", { language: languageName })}
          >
            <Icon name="globe" size={20} />
            {desktop && <span>{languageName}</span>}
          </button>
          <button
            type="button"
            className="topbar__theme"
            onClick={() => webTheme().toggle()}
            data-testid="theme-button"
            data-theme-shown={theme}
            aria-label={theme === "dark" ? t("appearance.switchToLight") : t("appearance.switchToDark")}
          >
            <Icon name={theme === "dark" ? "sun" : "moon"} size={20} />
          </button>
          {loggedIn && <NotificationBell />}
          {!loggedIn && (
            <>
              <Link to="/pass/login" className="button button--ghost button--small" data-testid="nav-login">
                {t("nav.login")}
              </Link>
              {/* On a phone the bar has room for one button; sign-up is one tap away from the login page. */}
              {desktop && (
                <Link to="/pass/register" className="button button--primary button--small" data-testid="nav-signup">
                  {t("nav.signUp")}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
