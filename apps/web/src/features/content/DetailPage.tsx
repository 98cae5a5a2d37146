// /detail (SPEC §2): one content page (about us, a policy, a statement) by ?id= or ?slug=, in the
// reader's language, or in English with a note when that language has none. ?title= is only a
// placeholder while the item loads; the title shown is the item's own. The body is sanitised
// HTML, rendered through the allow-list (RichText), never as raw HTML.
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { errorCodes } from "@tradewind/api/errors";
import { ApiError, errorMessage } from "@tradewind/ui/api-core.ts";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { RichText } from "@tradewind/ui/RichText.tsx";
import { Skeleton } from "../../components/States.tsx";
import { formatDate, useLocale } from "../../i18n/format.ts";
import { useContentItem, type ContentRef } from "./api/content.ts";
import { FallbackMark } from "./components/FallbackMark.tsx";
import "./content.css";

/** Placeholders longer than this are cut (the query string is anyone's to write). */
const placeholderTitleMax = 120;

function contentRef(id: string | null, slug: string | null): ContentRef | null {
  if (id !== null && /^[0-9]{1,20}$/.test(id)) return { id };
  if (slug !== null && /^[a-z0-9-]{1,80}$/.test(slug)) return { slug };
  return null;
}

export function DetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const ref = contentRef(search.get("id"), search.get("slug"));
  const item = useContentItem(ref);
  const placeholder = (search.get("title") ?? "").slice(0, placeholderTitleMax);
  const notFound = ref === null || (item.error instanceof ApiError && item.error.code === errorCodes.contentNotFound);

  if (notFound) {
    return (
      <div className="page content-page detail-page" data-testid="detail-page">
        <div className="card detail-missing" data-testid="detail-missing">
          <h1 className="page__title">{t("help.detailMissing")}</h1>
          <p>{t("help.detailMissingBody")}</p>
          <Link to="/help" className="button button--primary">
            {t("help.title")}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="page content-page detail-page" data-testid="detail-page">
      <article className="detail card card--padded" aria-busy={item.isPending}>
        <h1 className="detail__title" data-testid="detail-title" data-loaded={item.isSuccess}>
          {item.isSuccess ? item.data.title : placeholder}
        </h1>
        {item.isSuccess ? (
          <>
            <p className="detail__meta">{t("help.updated", { date: formatDate(item.data.updatedAt, locale) })}</p>
            {item.data.fallback && <FallbackMark />}
            <div lang={item.data.fallback ? "en" : undefined} dir={item.data.fallback ? "ltr" : undefined} data-testid="detail-body">
              <RichText html={item.data.body} className="rich-text" />
            </div>
          </>
        ) : item.isError ? (
          <ErrorState message={errorMessage(item.error)} onRetry={() => void item.refetch()} />
        ) : (
          <Skeleton lines={8} />
        )}
      </article>
    </div>
  );
}
