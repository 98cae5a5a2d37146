// The site's link groups (SPEC §2): the desktop footer lists them all, the mobile home page the
// company, statement and policy groups, since phones have no footer. Content pages open
// /detail?slug=<slug> with their name as the placeholder title.
import type { ParseKeys } from "i18next";

export interface FooterLink {
  key: ParseKeys;
  /** Stable name of the link (data-testid `footer-link-<id>`); a content page's slug for /detail links. */
  id: string;
  to: string;
  /** Set for content pages: /detail shows the item with this slug. */
  slug?: string;
}

function detail(key: ParseKeys, slug: string): FooterLink {
  return { key, id: slug, slug, to: `/detail?slug=${slug}` };
}

/** Where a link goes; a content page also gets its (translated) name as the loading placeholder title. */
export function linkTarget(link: FooterLink, title: string): string {
  return link.slug === undefined ? link.to : `${link.to}&title=${encodeURIComponent(title)}`;
}

export const footerGroups: ReadonlyArray<{ key: ParseKeys; links: FooterLink[] }> = [
  {
    key: "footer.products",
    links: [
      { key: "footer.marketList", id: "market-list", to: "/market" },
      { key: "footer.investmentLending", id: "investment-lending", to: "/loan" },
      { key: "footer.charityNft", id: "charity-nft", to: "/nfts" },
      { key: "footer.smartTrading", id: "smart-trading", to: "/trading" },
    ],
  },
  {
    key: "footer.company",
    links: [
      detail("footer.aboutUs", "about-us"),
      detail("footer.licence", "licence-supervision"),
      { key: "footer.introduction", id: "introduction", to: "/introduction" },
      { key: "footer.helpCentre", id: "help-centre", to: "/help" },
      { key: "solvency.title", id: "solvency", to: "/solvency" },
      { key: "footer.onlineSupport", id: "online-support", to: "/profile/kefu" },
    ],
  },
  {
    key: "footer.statements",
    links: [
      detail("footer.legal", "legal-information"),
      detail("footer.disclaimer", "disclaimer"),
      detail("footer.riskWarning", "risk-warning"),
      detail("footer.cookiePolicy", "cookie-policy"),
      detail("footer.advertising", "about-advertising"),
    ],
  },
  {
    key: "footer.policies",
    links: [
      detail("footer.terms", "terms-and-conditions"),
      detail("footer.privacy", "privacy-policy"),
    ],
  },
];
