// The FAQ search box of /help and /help/faq, with its hits (server search) below it.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/Icon.tsx";
import { useDebounced } from "../../../hooks/use-debounced.ts";
import { useFaqSearch } from "../api/content.ts";
import { searchDebounce_ms } from "../faq-links.ts";
import { faqSearchLengthMax, type FaqHit } from "@tradewind/api/content";

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** What a hit does: a link (the help page) or opening it in place (the FAQ page). */
  onPick?: (hit: FaqHit) => void;
  hitLink: (hit: FaqHit) => string;
}

export function SearchBox({ value, onChange, testId, onPick, hitLink }: SearchBoxProps) {
  const { t } = useTranslation();
  const settled = useDebounced(value, searchDebounce_ms);
  const search = useFaqSearch(settled);
  const query = settled.trim();
  return (
    <div className="faq-search">
      <label className="faq-search__box">
        <span className="visually-hidden">{t("help.searchLabel")}</span>
        <Icon name="search" size={20} />
        <input
          type="search"
          value={value}
          maxLength={faqSearchLengthMax}
          placeholder={t("help.searchPlaceholder")}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      </label>
      {query !== "" && (
        <div className="faq-search__results card" aria-live="polite" data-testid="faq-search-results">
          <h2 className="faq-search__heading">{t("help.searchResults", { q: query })}</h2>
          {search.isPending ? (
            <p className="faq-search__note">{t("common.loading")}</p>
          ) : search.isError ? (
            <p className="faq-search__note">{t("common.unknownError")}</p>
          ) : search.data.items.length === 0 ? (
            <p className="faq-search__note" data-testid="faq-search-empty">{t("help.noResults", { q: query })}</p>
          ) : (
            <ul>
              {search.data.items.map((hit) => (
                <li key={hit.id}>
                  <Link
                    to={hitLink(hit)}
                    onClick={onPick === undefined ? undefined : (event) => {
                      event.preventDefault();
                      onPick(hit);
                    }}
                    data-testid={`faq-hit-${hit.slug}`}
                  >
                    <strong>{hit.title}</strong>
                    <span>{hit.excerpt}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
