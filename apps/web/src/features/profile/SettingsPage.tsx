// Settings (/profile/settings): the interface language (the picker's list of the ten languages),
// the theme (system, light or dark, kept on this device), which book is active (the profile's demo / real switch) and links to the password change,
// verification, notifications and customer service.
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { themeChoices } from "@tradewind/ui/theme-choice.ts";
import { Choice } from "../../components/Choice.tsx";
import { Icon } from "../../components/Icon.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { LanguageList } from "../../i18n/LanguagePicker.tsx";
import { useSession } from "../../lib/session.ts";
import { useTheme, webTheme } from "../../lib/theme.ts";
import { BookSwitch } from "./components/BookSwitch.tsx";
import { ChangePasswordModal } from "./components/ChangePasswordModal.tsx";
import "./ProfilePage.css";
import "./SettingsPage.css";

const settingsLinks: ReadonlyArray<{ key: ParseKeys; to: string; name: string }> = [
  { key: "security.title", to: "/profile/security", name: "security" },
  { key: "profile.menuVerification", to: "/profile/verification", name: "verification" },
  { key: "profile.menuNotifications", to: "/profile/notification", name: "notifications" },
  { key: "profile.menuSupport", to: "/profile/kefu", name: "support" },
];

export function SettingsPage() {
  const { t } = useTranslation();
  const { accountFlag } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);
  const { choice: theme } = useTheme();
  return (
    <div className="page settings" data-testid="settings-page">
      <PageHeader title={t("profile.menuSettings")} subtitle={t("profile.settingsSubtitle")} backTo="/profile" />
      <section className="card card--padded settings__section" aria-labelledby="settings-language">
        <h2 id="settings-language" className="settings__title">
          {t("profile.settingsLanguage")}
        </h2>
        <LanguageList testIdPrefix="settings-language" />
      </section>
      <section className="card card--padded settings__section" aria-labelledby="settings-theme">
        <h2 id="settings-theme" className="settings__title">
          {t("appearance.title")}
        </h2>
        <Choice
          look="segments"
          options={themeChoices}
          value={theme}
          onChange={(choice) => webTheme().setChoice(choice)}
          labelOf={(choice) => t(`appearance.${choice}`)}
          label={t("appearance.title")}
          testIdPrefix="settings-theme"
        />
        <p className="settings__hint settings__hint--below">{t("appearance.hint")}</p>
      </section>
      <section className="card card--padded settings__section" aria-labelledby="settings-book">
        <div className="settings__book-head">
          <h2 id="settings-book" className="settings__title">
            {t("profile.settingsBook")}
          </h2>
          <BookSwitch flag={accountFlag} testIdPrefix="settings-book" />
        </div>
        <p className="settings__hint">{accountFlag === "1" ? t("profile.bookDemoHint") : t("profile.bookRealHint")}</p>
      </section>
      <nav className="card settings__links profile__menu" aria-label={t("profile.settingsAccount")}>
        <h2 className="settings__title settings__links-title">{t("profile.settingsAccount")}</h2>
        <ul>
          <li>
            <button type="button" className="profile__menu-item" onClick={() => setChangingPassword(true)} data-testid="settings-link-password">
              <span>{t("profile.menuChangePassword")}</span>
              <Icon name="chevron" size={18} className="mirror-rtl" />
            </button>
          </li>
          {settingsLinks.map((item) => (
            <li key={item.name}>
              <Link to={item.to} className="profile__menu-item" data-testid={`settings-link-${item.name}`}>
                <span>{t(item.key)}</span>
                <Icon name="chevron" size={18} className="mirror-rtl" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
    </div>
  );
}
