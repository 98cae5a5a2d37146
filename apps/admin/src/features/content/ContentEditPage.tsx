// One content item in the editor (content role): type, slug, FAQ category and order, then a
// title and a rich-text body per language (the switcher shows one language at a time; all are
// saved together, each with its completeness mark). The body is HTML limited to the allow-list;
// the preview beside it renders what the customer pages will show (the same allow-list), and
// the saved text is the server's sanitised one. Publish / unpublish, delete a draft, and push a
// published notice to every user once: each write asks for a reason and is audited.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { updateContent, type AdminContent } from "@tradewind/api/admin/content";
import { contentAllowedTags, contentBodyLengthMax, contentSlugLengthMax, contentTitleLengthMax, contentTypes, faqCategories } from "@tradewind/api/content";
import { languages, type LanguageCode } from "@tradewind/i18n/languages";
import { RichText } from "@tradewind/ui/RichText.tsx";
import { Field, Select, TextArea } from "../../components/Field.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { canCall } from "../../lib/access.ts";
import { formatDateTime, useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { useContent, useContentWrites } from "./api/content.ts";
import { Completeness } from "./ContentListPage.tsx";
import { contentBody, emptyContentForm, formOfContent, languageState, type ContentForm } from "./form.ts";

export function ContentEditPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const query = useContent(id);
  if (id === undefined) {
    const type = Number(params.get("type") ?? "2");
    return <Editor key="new" content={null} initial={emptyContentForm((contentTypes as readonly number[]).includes(type) ? type : 2)} />;
  }
  return (
    <QueryView query={query} emptyMessage={t("content.none")}>
      {(content) => <Editor key={content.id} content={content} initial={formOfContent(content)} />}
    </QueryView>
  );
}

type Action = "save" | "publish" | "unpublish" | "delete" | "push";

function Editor({ content, initial }: { content: AdminContent | null; initial: ContentForm }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const roles = useRoles();
  const writes = useContentWrites();
  const navigate = useNavigate();
  const [form, setForm] = useState<ContentForm>(initial);
  const [language, setLanguage] = useState<LanguageCode>("en");
  const [action, setAction] = useState<Action | null>(null);
  const [pushed, setPushed] = useState<number | null>(null);
  const translation = form.translations[language];
  const setTranslation = (change: Partial<ContentForm["translations"][LanguageCode]>) =>
    setForm({ ...form, translations: { ...form.translations, [language]: { ...translation, ...change } } });
  const complete = languages.map(({ code }) => code).filter((code) => languageState(form.translations[code]) === "complete");

  const run = async (reason: string) => {
    if (action === "save") {
      const body = contentBody(form, reason);
      const saved = await writes.save(content?.id ?? null, body);
      if (content === null) void navigate(`/content/${saved.content.id}`, { replace: true });
      else setForm(formOfContent(saved.content));
    } else if (content !== null && action !== null) {
      if (action === "publish") await writes.publish(content.id, reason);
      if (action === "unpublish") await writes.unpublish(content.id, reason);
      if (action === "push") setPushed((await writes.push(content.id, reason)).recipients);
      if (action === "delete") {
        await writes.remove(content.id, reason);
        void navigate(`/content?type=${String(content.type)}`, { replace: true });
      }
    }
  };

  const titles: Record<Action, string> = {
    save: t("content.saveTitle"),
    publish: t("content.publishTitle"),
    unpublish: t("content.unpublishTitle"),
    delete: t("content.deleteTitle"),
    push: t("content.pushTitle"),
  };
  const mayWrite = canCall(roles, updateContent);

  return (
    <section className="page" data-testid="content-editor">
      <div className="section-head">
        <h1 className="page__title">{content === null ? t("content.new") : <bdi>{content.title || content.slug}</bdi>}</h1>
        <Link to={`/content?type=${String(form.type)}`}>{t("content.back")}</Link>
      </div>
      {content !== null && (
        <p className="content-editor__state">
          <span className={`badge badge--${content.published ? "active" : "pending"}`} data-testid="content-state">
            {content.published ? t("content.published") : t("content.draft")}
          </span>{" "}
          {content.publishedAt && t("content.publishedAt", { time: formatDateTime(content.publishedAt, locale) })}{" "}
          {content.pushedAt && (
            <span data-testid="content-pushed">{t("content.pushedAt", { time: formatDateTime(content.pushedAt, locale), count: content.pushedCount ?? 0, name: content.pushedBy?.username ?? "" })}</span>
          )}
        </p>
      )}
      {pushed !== null && (
        <p className="notice" role="status" data-testid="content-push-done">
          {t("content.pushDone", { count: pushed })}
        </p>
      )}
      <div className="form__grid">
        <Select label={t("content.typeLabel")} value={String(form.type)} disabled={content?.published === true} onChange={(event) => setForm({ ...form, type: Number(event.target.value), category: Number(event.target.value) === 5 ? form.category || "account" : "" })} data-testid="content-type">
          {contentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`content.types.${String(type)}` as "content.types.1")}
            </option>
          ))}
        </Select>
        <Field label={t("content.slug")} hint={t("content.slugHint")} dir="ltr" value={form.slug} maxLength={contentSlugLengthMax} onChange={(event) => setForm({ ...form, slug: event.target.value.toLowerCase() })} data-testid="content-slug" />
        {form.type === 5 && (
          <Select label={t("content.category")} value={form.category} onChange={(event) => setForm({ ...form, category: event.target.value as ContentForm["category"] })} data-testid="content-category">
            {faqCategories.map((category) => (
              <option key={category} value={category}>
                {t(`content.categories.${category}` as "content.categories.account")}
              </option>
            ))}
          </Select>
        )}
        <Field label={t("content.sortOrder")} hint={t("content.sortOrderHint")} inputMode="numeric" value={form.sortOrder} onChange={(event) => setForm({ ...form, sortOrder: event.target.value.replace(/\D/g, "") })} data-testid="content-sort" />
      </div>

      <div className="content-editor__languages" role="tablist" aria-label={t("content.languages")}>
        {languages.map(({ code, name }) => {
          const state = languageState(form.translations[code]);
          return (
            <button key={code} type="button" role="tab" aria-selected={code === language} className={`tabs__tab content-lang content-lang--${state}`} onClick={() => setLanguage(code)} data-testid={`content-lang-${code}`} data-state={state}>
              {name}
              <span className="content-lang__mark" aria-label={t(`content.state_${state}`)}>
                {state === "complete" ? "✓" : state === "partial" ? "…" : "–"}
              </span>
            </button>
          );
        })}
      </div>
      <Completeness complete={complete} />

      <div className="content-editor__body" dir={languages.find(({ code }) => code === language)?.dir}>
        <div className="content-editor__input">
          <Field label={t("content.title")} value={translation.title} maxLength={contentTitleLengthMax} onChange={(event) => setTranslation({ title: event.target.value })} data-testid="content-title" />
          <TextArea
            label={t("content.body")}
            hint={t("content.bodyHint", { tags: contentAllowedTags.join(", ") })}
            value={translation.body}
            rows={16}
            maxLength={contentBodyLengthMax}
            dir="auto"
            onChange={(event) => setTranslation({ body: event.target.value })}
            data-testid="content-body"
          />
        </div>
        <div className="content-editor__preview card">
          <h2 className="content-editor__preview-title">{t("content.preview")}</h2>
          <h3>
            <bdi>{translation.title}</bdi>
          </h3>
          <RichText html={translation.body} className="content-preview" testId="content-preview" />
        </div>
      </div>

      {mayWrite && (
        <div className="form__actions content-editor__actions">
          {content !== null && !content.published && (
            <button type="button" className="button button--danger" onClick={() => setAction("delete")} data-testid="content-delete">
              {t("content.delete")}
            </button>
          )}
          {content !== null && content.published && (
            <button type="button" className="button button--secondary" onClick={() => setAction("unpublish")} data-testid="content-unpublish">
              {t("content.unpublish")}
            </button>
          )}
          {content !== null && !content.published && (
            <button type="button" className="button button--secondary" onClick={() => setAction("publish")} data-testid="content-publish">
              {t("content.publish")}
            </button>
          )}
          {content !== null && content.type === 4 && content.published && content.pushedAt === null && (
            <button type="button" className="button button--secondary" onClick={() => setAction("push")} data-testid="content-push">
              {t("content.push")}
            </button>
          )}
          <button type="button" className="button" onClick={() => setAction("save")} data-testid="content-save">
            {t("common.save")}
          </button>
        </div>
      )}
      {action !== null && (
        <ReasonDialog title={titles[action]} submitLabel={titles[action]} danger={action === "delete" || action === "push"} onClose={() => setAction(null)} onSubmit={run} testId={`content-${action}-dialog`}>
          {action === "push" && <p data-testid="content-push-confirm">{t("content.pushConfirm", { languages: Object.keys(content?.translations ?? {}).join(", ") })}</p>}
          {action === "save" && content?.published === true && <p>{t("content.saveLive")}</p>}
        </ReasonDialog>
      )}
    </section>
  );
}
