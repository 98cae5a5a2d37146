// Server-side paging controls: the list's page lives in the URL (?page=), the server pages.
import { useTranslation } from "react-i18next";
import { formatCount, useLocale } from "../lib/format.ts";

interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, size, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className="pager" aria-label={t("common.pages")}>
      <span>{t("common.pageOf", { page: formatCount(page, locale), pages: formatCount(pages, locale), total: formatCount(total, locale) })}</span>
      <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("common.previous")}
      </button>
      <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("common.next")}
      </button>
    </nav>
  );
}
