// The site's link groups (SPEC §2): the desktop footer lists them all, the mobile home page the
// company, statement and policy groups, since phones have no footer. Content pages open /detail
// with a title.
import type { ParseKeys } from "i18next";

interface FooterLink {
  key: ParseKeys;
  to: string;
}

function detail(key: string): string {
  return `/detail?title=${encodeURIComponent(key)}`;
}

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
