// The profile page's offer to install the app (issue 25): shown only while the browser offers it
// (beforeinstallprompt, kept by lib/app-install.ts), and a line saying so once installed.
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/Icon.tsx";
import { promptInstall, useAppInstall } from "../../../lib/app-install.ts";

export function InstallCard() {
  const { t } = useTranslation();
  const { installable, installed } = useAppInstall();
  if (installed) {
    return (
      <p className="card card--padded profile__install-done" data-testid="app-installed">
        {t("pwa.installed")}
      </p>
    );
  }
  if (!installable) return null;
  return (
    <section className="card card--padded profile__install" aria-labelledby="profile-install" data-testid="install-card">
      <div>
        <h2 id="profile-install" className="profile__install-title">
          {t("pwa.installTitle")}
        </h2>
        <p className="profile__install-hint">{t("pwa.installHint")}</p>
      </div>
      <button type="button" className="button button--primary" onClick={() => void promptInstall()} data-testid="install-app">
        <Icon name="install" size={18} />
        {t("pwa.install")}
      </button>
    </section>
  );
}
