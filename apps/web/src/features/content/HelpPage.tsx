// /help (SPEC §2): search the FAQ, browse it by topic, the popular questions (the FAQ's first
// entries by sort order), and the ways on: all questions, notices, online support.
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { faqCategories } from "@tradewind/api/content";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { useFaq } from "./api/content.ts";
import { faqAnswerLink, faqCategoryLink } from "./faq-links.ts";
import { SearchBox } from "./components/SearchBox.tsx";
import "./content.css";

/** How many of the first FAQ entries the help page lists as popular. */
const popularCount = 6;

const categoryIcons: Record<(typeof faqCategories)[number], IconName> = {
  account: "account",
  trading: "trading",
  fees: "market",
  money: "wallet",
  earn: "loan",
  "nfts-referral": "nfts",
};

const ways: ReadonlyArray<{ to: string; icon: IconName; title: "help.faqCard" | "help.noticesCard" | "help.supportCard"; body: "help.faqCardBody" | "help.noticesCardBody" | "help.supportCardBody"; testId: string }> = [
  { to: "/help/faq", icon: "question", title: "help.faqCard", body: "help.faqCardBody", testId: "help-link-faq" },
  { to: "/help/notice", icon: "megaphone", title: "help.noticesCard", body: "help.noticesCardBody", testId: "help-link-notice" },
  { to: "/profile/kefu", icon: "support", title: "help.supportCard", body: "help.supportCardBody", testId: "help-link-support" },
];

export function HelpPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  return (
    <div className="page content-page" data-testid="help-page">
      <PageHeader title={t("help.title")} subtitle={t("help.subtitle")} />
      <SearchBox value={query} onChange={setQuery} testId="help-search" hitLink={(hit) => faqAnswerLink(hit.slug)} />
      <section aria-labelledby="help-categories" className="content-section">
        <h2 id="help-categories" className="content-section__title">
          {t("help.categoriesTitle")}
        </h2>
        <ul className="help-categories">
          {faqCategories.map((category) => (
            <li key={category}>
              <Link to={faqCategoryLink(category)} className="help-category card" data-testid={`help-category-${category}`}>
                <Icon name={categoryIcons[category]} size={22} />
                <span>{t(`help.categories.${category}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Popular />
      <ul className="help-ways">
        {ways.map((way) => (
          <li key={way.to}>
            <Link to={way.to} className="help-way card" data-testid={way.testId}>
              <span className="help-way__icon">
                <Icon name={way.icon} size={24} />
              </span>
              <span>
                <strong>{t(way.title)}</strong>
                <span>{t(way.body)}</span>
              </span>
              <Icon name="chevron" size={18} className="mirror-rtl help-way__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Popular() {
  const { t } = useTranslation();
  const faq = useFaq();
  return (
    <section aria-labelledby="help-popular" className="content-section">
      <div className="content-section__head">
        <h2 id="help-popular" className="content-section__title">
          {t("help.popularTitle")}
        </h2>
        <Link to="/help/faq">{t("help.allQuestions")}</Link>
      </div>
      {faq.isPending || faq.isError ? (
        <QueryFallback query={faq} lines={4} />
      ) : (
        <ol className="help-popular card">
          {[...faq.data.items]
            .sort((a, b) => a.sortOrder - b.sortOrder)
            .slice(0, popularCount)
            .map((item) => (
              <li key={item.id}>
                <Link to={faqAnswerLink(item.slug)} data-testid={`help-popular-${item.slug}`}>
                  {item.title}
                </Link>
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
