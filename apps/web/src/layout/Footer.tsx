// Desktop footer (SPEC §2): Products, Company, Statements, Policies, Download and copyright.
// Content pages open /detail with a title; the Android link is the down_url system parameter
// and is left out when the parameter is missing or empty.
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { getParamByKey } from "@tradewind/api/params";
import { Icon } from "../components/Icon.tsx";
import { call } from "../lib/api.ts";
import { Logo } from "./Logo.tsx";
import "./Footer.css";

interface FooterLink {
  key: ParseKeys;
  to: string;
}

function detail(key: string): string {
  return `/detail?title=${encodeURIComponent(key)}`;
}

/** Also listed on the mobile home page, where there is no footer (SPEC §2). */
export const footerGroups: ReadonlyArray<{ key: ParseKeys; links: FooterLink[] }> = [
  {
    key: "footer.products",
    links: [
      { key: "footer.marketList", to: "/market" },
      { key: "footer.investmentLending", to: "/loan" },
      { key: "footer.charityNft", to: "/nfts" },
      { key: "footer.smartTrading", to: "/trading" },
    ],
  },
  {
    key: "footer.company",
    links: [
      { key: "footer.aboutUs", to: detail("about-us") },
      { key: "footer.licence", to: detail("licence") },
      { key: "footer.helpCentre", to: "/help" },
      { key: "footer.onlineSupport", to: "/profile/kefu" },
    ],
  },
  {
    key: "footer.statements",
    links: [
      { key: "footer.legal", to: detail("legal") },
      { key: "footer.disclaimer", to: detail("disclaimer") },
      { key: "footer.riskWarning", to: detail("risk-warning") },
      { key: "footer.cookiePolicy", to: detail("cookies") },
      { key: "footer.advertising", to: detail("advertising") },
    ],
  },
  {
    key: "footer.policies",
    links: [
      { key: "footer.terms", to: detail("terms") },
      { key: "footer.privacy", to: detail("privacy") },
    ],
  },
];

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
