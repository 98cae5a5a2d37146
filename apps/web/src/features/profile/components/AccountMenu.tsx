// The account page's menu: links to the account's pages, the password change, the language and
// the Android app (down_url, hidden when empty).
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { Icon } from "../../../components/Icon.tsx";
import { useLanguagePicker } from "../../../i18n/LanguagePicker.tsx";
import { useDownloadUrl } from "../../../lib/download-url.ts";

const menuLinks: ReadonlyArray<{ key: ParseKeys; to: string; testId: string }> = [
  // SPEC's "balance" and "transaction record" are one page: the balance card above shows the
  // balance, and its statement is the transaction record, so one entry opens it.
  { key: "statement.title", to: "/profile/balance", testId: "menu-balance" },
  { key: "profile.menuDeposit", to: "/profile/financial?section=deposit", testId: "menu-deposit" },
  { key: "portfolio.title", to: "/profile/portfolio", testId: "menu-portfolio" },
  { key: "profile.menuOrders", to: "/profile/orders", testId: "menu-orders" },
  { key: "orders.coinAccount.menu", to: "/profile/balancebb", testId: "menu-coin-account" },
  { key: "profile.menuVerification", to: "/profile/verification", testId: "menu-verification" },
  { key: "profile.menuNotifications", to: "/profile/notification", testId: "menu-notifications" },
  { key: "alerts.title", to: "/profile/alerts", testId: "menu-alerts" },
  { key: "profile.menuInvite", to: "/profile/invite", testId: "menu-invite" },
  { key: "profile.menuTeam", to: "/profile/team", testId: "menu-team" },
  { key: "profile.menuSupport", to: "/profile/kefu", testId: "menu-support" },
  { key: "profile.menuSettings", to: "/profile/settings", testId: "menu-settings" },
  { key: "solvency.mine.link", to: "/profile/proof", testId: "menu-proof" },
];

export function AccountMenu({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation();
  const openLanguagePicker = useLanguagePicker();
  const downloadUrl = useDownloadUrl();
  return (
    <nav className="profile__menu card" aria-label={t("profile.menu")}>
      <ul>
        {menuLinks.map((item) => (
          <li key={item.testId}>
            <Link to={item.to} className="profile__menu-item" data-testid={item.testId}>
              <span>{t(item.key)}</span>
              <Icon name="chevron" size={18} className="mirror-rtl" />
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="profile__menu-item" onClick={onChangePassword} data-testid="menu-change-password">
            <span>{t("profile.menuChangePassword")}</span>
            <Icon name="chevron" size={18} className="mirror-rtl" />
          </button>
        </li>
        <li>
          <button type="button" className="profile__menu-item" onClick={openLanguagePicker} data-testid="menu-language">
            <span>{t("profile.menuLanguage")}</span>
            <Icon name="globe" size={18} />
          </button>
        </li>
        {downloadUrl !== null && (
          <li>
            <a className="profile__menu-item" href={downloadUrl} rel="noopener noreferrer" target="_blank" data-testid="menu-download-android">
              <span>{t("footer.android")}</span>
              <Icon name="android" size={18} />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
