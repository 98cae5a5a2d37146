// Mobile bottom tab bar (SPEC §2): Home, Market, Smart trading, Loan, Account.
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "../components/Icon.tsx";
import "./TabBar.css";

const tabs = [
  { to: "/", key: "nav.home", icon: "home" },
  { to: "/market", key: "nav.market", icon: "market" },
  { to: "/trading", key: "nav.trading", icon: "trading" },
  { to: "/loan", key: "nav.loan", icon: "loan" },
  { to: "/profile", key: "nav.account", icon: "account" },
] as const;

export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tabbar" aria-label={t("nav.tabs")}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.to === "/"} className="tabbar__tab" data-testid={`tab-${tab.icon}`}>
          <Icon name={tab.icon} size={22} />
          <span className="tabbar__label">{t(tab.key)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
