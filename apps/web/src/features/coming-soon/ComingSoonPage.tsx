// A styled "coming soon" state for routes of SPEC §2 whose feature is not built yet. It names the
// feature in the user's language; `?section=` lets a menu item name a more precise feature.
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { en } from "@tradewind/i18n/catalogues/en";
import "./ComingSoonPage.css";

export type ComingSoonFeature = keyof typeof en.comingSoon.features;

// Every catalogue has the English shape, so the English keys are the valid features.
function isFeature(value: string | null): value is ComingSoonFeature {
  return value !== null && Object.hasOwn(en.comingSoon.features, value);
}

export function ComingSoonPage({ feature }: { feature: ComingSoonFeature }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const section = search.get("section");
  const shown = isFeature(section) ? section : feature;
  const name = t(`comingSoon.features.${shown}`);
  return (
    <div className="page page--narrow coming-soon" data-testid="coming-soon" data-feature={shown}>
      <div className="coming-soon__card card">
        <div className="coming-soon__art" aria-hidden="true">
          <svg viewBox="0 0 120 80" width="160" height="106">
            <path d="M10 60c20-4 34-18 42-40 4 15 12 26 28 30-20 4-34 14-42 30-4-11-12-18-28-20z" fill="#14b8a6" opacity="0.9" />
            <path d="M70 26c10-2 17-9 21-20 2 8 6 13 14 15-10 2-17 7-21 15-2-6-6-9-14-10z" fill="#f2b134" />
          </svg>
        </div>
        <h1 className="coming-soon__title">{t("comingSoon.title", { feature: name })}</h1>
        <p className="coming-soon__body">{t("comingSoon.body")}</p>
        <Link to="/" className="button button--primary">
          {t("common.backHome")}
        </Link>
      </div>
    </div>
  );
}
