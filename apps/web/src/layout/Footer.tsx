// Desktop footer (SPEC §2): Products, Company, Statements, Policies (lib/siteLinks.ts), Download
// and copyright. The Android link is the down_url system parameter and is left out when the
// parameter is missing or empty.
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getParamByKey } from "@tradewind/api/params";
import { Icon } from "../components/Icon.tsx";
import { call } from "../lib/api.ts";
import { footerGroups } from "../lib/siteLinks.ts";
import { Logo } from "./Logo.tsx";
import "./Footer.css";

/** Only an http(s) link is offered for download; anything else is treated as not configured. */
function safeDownloadUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null;
  try {
    const url = new URL(value.trim(), window.location.origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch (error) {
    console.warn("down_url is not a URL", error);
    return null;
  }
}

export function Footer() {
  const { t } = useTranslation();
  const download = useQuery({
    queryKey: ["param", "down_url"],
    queryFn: () => call(getParamByKey, { params: { key: "down_url" } }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const downloadUrl = download.isSuccess ? safeDownloadUrl(download.data.paramValue) : null;

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
                  <Link to={link.to}>{t(link.key)}</Link>
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
