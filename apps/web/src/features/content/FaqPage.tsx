// /help/faq (SPEC §2): every answer grouped by topic, searchable on the server (debounced), and
// deep-linkable: /help/faq#<slug> or ?id=<id> opens that answer and scrolls to it, ?q= fills the
// search, ?category= scrolls to a topic. Opening an answer puts its slug in the address.
import { useEffect, useMemo, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { faqCategories, type ContentItem, type FaqCategory } from "@tradewind/api/content";
import { RichText } from "@tradewind/ui/RichText.tsx";
import { Icon } from "../../components/Icon.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { EmptyState } from "../../components/States.tsx";
import { useFaq } from "./api/content.ts";
import { FallbackMark } from "./components/FallbackMark.tsx";
import { deepLinkedSlug } from "./deep-link.ts";
import { faqAnswerLink, isFaqCategory } from "./faq-links.ts";
import { SearchBox } from "./components/SearchBox.tsx";
import "./content.css";

function itemElementId(slug: string): string {
  return `faq-${slug}`;
}

/** Scrolls to an element once it is rendered (after the data arrived and the route's scroll to top). */
function scrollToElement(id: string) {
  window.setTimeout(() => {
    const element = document.getElementById(id);
    if (element === null) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  }, 50);
}

export function FaqPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const faq = useFaq();
  const [query, setQuery] = useState(search.get("q") ?? "");
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const items = faq.data?.items;
  const idParam = search.get("id");
  const categoryParam = search.get("category");

  // A deep link opens its answer and scrolls there; a topic link scrolls to the topic.
  useEffect(() => {
    if (items === undefined) return;
    const slug = deepLinkedSlug(items, hash, idParam);
    if (slug !== null) {
      setOpen((current) => new Set(current).add(slug));
      scrollToElement(itemElementId(slug));
    } else if (isFaqCategory(categoryParam)) {
      scrollToElement(`faq-category-${categoryParam}`);
    }
  }, [items, hash, idParam, categoryParam]);

  const groups = useMemo(() => {
    const byCategory = new Map<FaqCategory, ContentItem[]>();
    for (const item of items ?? []) {
      if (item.category === null) continue;
      byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
    }
    return faqCategories.filter((category) => byCategory.has(category)).map((category) => ({ category, items: byCategory.get(category) ?? [] }));
  }, [items]);

  function toggle(slug: string) {
    const opening = !open.has(slug);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(slug);
      else next.delete(slug);
      return next;
    });
    if (opening) window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}#${encodeURIComponent(slug)}`);
  }

  function openHit(slug: string) {
    setOpen((current) => new Set(current).add(slug));
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}#${encodeURIComponent(slug)}`);
    scrollToElement(itemElementId(slug));
  }

  return (
    <div className="page content-page" data-testid="faq-page">
      <PageHeader title={t("help.faqTitle")} subtitle={t("help.faqSubtitle")} backTo="/help" />
      <SearchBox value={query} onChange={setQuery} testId="faq-search" hitLink={(hit) => faqAnswerLink(hit.slug)} onPick={(hit) => openHit(hit.slug)} />
      {faq.isPending || faq.isError ? (
        <QueryFallback query={faq} />
      ) : groups.length === 0 ? (
        <div className="card">
          <EmptyState message={t("help.faqEmpty")} />
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.category} id={`faq-category-${group.category}`} className="content-section faq-group" data-testid={`faq-category-${group.category}`} aria-labelledby={`faq-heading-${group.category}`}>
            <h2 id={`faq-heading-${group.category}`} className="content-section__title">
              {t(`help.categories.${group.category}`)}
            </h2>
            <ul className="faq-list card">
              {group.items.map((item) => {
                const expanded = open.has(item.slug);
                return (
                  <li key={item.id} id={itemElementId(item.slug)} className="faq-item">
                    <button type="button" className="faq-item__question" aria-expanded={expanded} aria-controls={`faq-answer-${item.slug}`} onClick={() => toggle(item.slug)} data-testid={`faq-item-${item.slug}`}>
                      <span>{item.title}</span>
                      <Icon name="chevron" size={18} className={expanded ? "faq-item__chevron faq-item__chevron--open" : "faq-item__chevron mirror-rtl"} />
                    </button>
                    {expanded && (
                      <div id={`faq-answer-${item.slug}`} className="faq-item__answer" data-testid={`faq-answer-${item.slug}`}>
                        {item.fallback && <FallbackMark testId={`faq-fallback-${item.slug}`} />}
                        <RichText html={item.body} className="rich-text" />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
