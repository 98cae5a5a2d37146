// Desktop footer (SPEC §2): Products, Company, Statements, Policies (lib/site-links.ts), Download
// and copyright. The Android link is the down_url system parameter and is left out when the
// parameter is missing or empty.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "../components/Icon.tsx";
import { useDownloadUrl } from "../lib/download-url.ts";
import { footerGroups, linkTarget } from "../lib/site-links.ts";
import { Logo } from "./Logo.tsx";
import "./Footer.css";

export function Footer() {
  const { t } = useTranslation();
  const downloadUrl = useDownloadUrl();

  return (
    <footer className="footer" aria-label={t("footer.label")}>
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo inverted />
          <p>{t("footer.about")}</p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.key} className="footer__group" aria-label={t(group.key)}>
            <h2 className="footer__heading">{t(group.key)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.key}>
                  <Link to={linkTarget(link, t(link.key))} data-testid={`footer-link-${link.id}`}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {downloadUrl !== null && (
          <div className="footer__group">
            <h2 className="footer__heading">{t("footer.download")}</h2>
            <a className="footer__download" href={downloadUrl} rel="noopener noreferrer" target="_blank" data-testid="download-android">
              <Icon name="android" size={20} />
              {t("footer.android")}
            </a>
          </div>
        )}
      </div>
      <div className="footer__bottom">
        <p>{t("footer.risk")}</p>
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
