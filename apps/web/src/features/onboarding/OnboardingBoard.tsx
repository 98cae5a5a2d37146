// The first-visit board (SPEC §2, §4): full screen, no navigation. Continue goes to sign-up
// (or home when logged in), Skip goes home; both mark the board as seen.
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/Icon.tsx";
import { useLanguagePicker } from "../../i18n/LanguagePicker.tsx";
import { markOnboardingSeen, useSession } from "../../lib/session.ts";
import "./OnboardingBoard.css";

export function OnboardingBoard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const openLanguagePicker = useLanguagePicker();

  function leave(to: string) {
    markOnboardingSeen();
    void navigate(to);
  }

  return (
    <main className="onboarding" data-testid="onboarding">
      <div className="onboarding__top">
        <span className="onboarding__brand" dir="ltr">
          Tradewind
        </span>
        <button type="button" className="onboarding__language" onClick={openLanguagePicker} data-testid="language-button" aria-label={t("language.title")}>
          <Icon name="globe" size={20} />
        </button>
      </div>
      <div className="onboarding__content">
        <svg className="onboarding__art" viewBox="0 0 120 80" width="180" height="120" aria-hidden="true">
          <path d="M10 60c20-4 34-18 42-40 4 15 12 26 28 30-20 4-34 14-42 30-4-11-12-18-28-20z" fill="#14b8a6" />
          <path d="M70 26c10-2 17-9 21-20 2 8 6 13 14 15-10 2-17 7-21 15-2-6-6-9-14-10z" fill="#f2b134" />
        </svg>
        <h1 className="onboarding__title">{t("onboarding.title")}</h1>
        <p className="onboarding__body">{t("onboarding.body")}</p>
        <ul className="onboarding__points">
          <li>{t("onboarding.pointDemo")}</li>
          <li>{t("onboarding.pointLanguages")}</li>
          <li>{t("onboarding.pointHonest")}</li>
        </ul>
      </div>
      <div className="onboarding__actions">
        <button type="button" className="button button--primary button--block" onClick={() => leave(loggedIn ? "/" : "/pass/register")} data-testid="onboarding-continue">
          {t("onboarding.continue")}
        </button>
        <button type="button" className="button button--ghost onboarding__skip button--block" onClick={() => leave("/")} data-testid="onboarding-skip">
          {t("onboarding.skip")}
        </button>
      </div>
    </main>
  );
}
