// Mobile home: the footer's statement and policy links, since phones have no footer (SPEC §2).
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { footerGroups, linkTarget } from "../../../lib/site-links.ts";

const shownGroups = new Set(["footer.company", "footer.statements", "footer.policies"]);

export function PolicyLinks() {
  const { t } = useTranslation();
  return (
    <nav className="home-policies" aria-labelledby="home-policies-title" data-testid="home-policies">
      <h2 id="home-policies-title" className="home__section-title">
        {t("home.policiesTitle")}
      </h2>
      {footerGroups
        .filter((group) => shownGroups.has(group.key))
        .map((group) => (
          <div key={group.key} className="home-policies__group card">
            <h3>{t(group.key)}</h3>
            <ul>
              {group.links.map((link) => (
                <li key={link.key}>
                  <Link to={linkTarget(link, t(link.key))} data-testid={`home-link-${link.id}`}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}
