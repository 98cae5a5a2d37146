// Content (content role): the items of one type per tab (company, policy, footer, notice, FAQ),
// drafts included, each with its publication state and which of the ten languages are complete
// (title and body); a search over slugs and titles; "New" opens the editor for the tab's type.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { contentTypes } from "@tradewind/api/content";
import { createContent, type AdminContentRow } from "@tradewind/api/admin/content";
import { languages } from "@tradewind/i18n/languages";
import { DataTable, PagedList } from "../../components/DataTable.tsx";
import { StatusTabs } from "../../components/StatusTabs.tsx";
import { canCall } from "../../lib/access.ts";
import { formatDateTime, useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { usePageParam } from "../../lib/use-page-param.ts";
import { useContentList } from "./api/content.ts";

const pageSize = 50;
const tabs = contentTypes.map(String);

export function ContentListPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const type = tabs.includes(params.get("type") ?? "") ? (params.get("type") as string) : "2";
  const [search, setSearch] = useState(params.get("q") ?? "");
  const q = params.get("q")?.trim() || undefined;
  const list = useContentList({ type: Number(type), page, size: pageSize, ...(q ? { q } : {}) });
  const setType = (next: string) => setParams({ type: next });
  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page__title">{t("nav.content")}</h1>
        {canCall(roles, createContent) && (
          <Link className="button" to={`/content/new?type=${type}`} data-testid="content-new">
            {t("content.new")}
          </Link>
        )}
      </div>
      <StatusTabs statuses={tabs} current={type} label={(value) => t(`content.types.${value}` as "content.types.1")} onChange={setType} name={t("content.typeLabel")} testIdPrefix="content-type-tab-" />
      <form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(search.trim() ? { type, q: search.trim() } : { type });
        }}
      >
        <input className="field__input" value={search} maxLength={120} onChange={(event) => setSearch(event.target.value)} placeholder={t("content.searchPlaceholder")} aria-label={t("content.searchPlaceholder")} data-testid="content-search" />
        <button type="submit" className="button button--secondary button--small">
          {t("content.search")}
        </button>
      </form>
      <PagedList query={list} emptyMessage={t("content.none")} onPage={setPage}>
        {(items) => <ContentTable items={items} />}
      </PagedList>
    </section>
  );
}

function ContentTable({ items }: { items: readonly AdminContentRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DataTable
      rows={items}
      rowKey={(item) => item.id}
      rowTestId={(item) => `content-row-${item.slug}`}
      columns={[
        {
          header: t("content.title"),
          cell: (item) => (
            <Link to={`/content/${item.id}`} data-testid="content-open">
              <bdi>{item.title || item.slug}</bdi>
            </Link>
          ),
        },
        { header: t("content.slug"), cell: (item) => <bdi dir="ltr">{item.slug}</bdi> },
        ...(items.some((item) => item.category !== null) ? [{ header: t("content.category"), cell: (item: AdminContentRow) => (item.category ? t(`content.categories.${item.category}` as "content.categories.account") : "") }] : []),
        {
          header: t("content.state"),
          cell: (item) => (
            <span className={`badge badge--${item.published ? "active" : "pending"}`} data-testid="content-state">
              {item.published ? t("content.published") : t("content.draft")}
            </span>
          ),
        },
        { header: t("content.languages"), cell: (item) => <Completeness complete={item.completeLanguages} /> },
        { header: t("content.updated"), cell: (item) => formatDateTime(item.updatedAt, locale) },
        ...(items.some((item) => item.type === 4) ? [{ header: t("content.pushed"), cell: (item: AdminContentRow) => (item.pushedAt ? t("content.pushedTo", { count: item.pushedCount ?? 0 }) : "") }] : []),
      ]}
    />
  );
}

/** The ten languages, each marked complete or missing; the count first. */
export function Completeness({ complete }: { complete: readonly string[] }) {
  const { t } = useTranslation();
  const have = new Set(complete);
  return (
    <span className="content-completeness" data-testid="content-completeness" title={t("content.completeOf", { count: have.size, total: languages.length })}>
      <span className="content-completeness__count">{`${String(have.size)}/${String(languages.length)}`}</span>
      {languages.map(({ code }) => (
        <span key={code} className={`content-completeness__lang${have.has(code) ? " content-completeness__lang--done" : ""}`} data-testid={`content-complete-${code}`} data-complete={have.has(code)}>
          {code}
        </span>
      ))}
    </span>
  );
}
