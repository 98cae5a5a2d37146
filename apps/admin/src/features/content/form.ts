// The content editor's form: every field as typed, all ten languages held at once (the language
// switcher only changes which one is shown), turned into the contract's body on save. A
// language counts as complete when both its title and its body have text.
import type { AdminContent } from "@tradewind/api/admin/content";
import type { FaqCategory } from "@tradewind/api/content";
import { languages, type LanguageCode } from "@tradewind/i18n/languages";

export interface ContentForm {
  type: number;
  slug: string;
  category: FaqCategory | "";
  sortOrder: string;
  translations: Record<LanguageCode, { title: string; body: string }>;
}

const emptyTranslations = (): ContentForm["translations"] =>
  Object.fromEntries(languages.map(({ code }) => [code, { title: "", body: "" }])) as ContentForm["translations"];

export function emptyContentForm(type: number): ContentForm {
  return { type, slug: "", category: type === 5 ? "account" : "", sortOrder: "0", translations: emptyTranslations() };
}

export function formOfContent(content: AdminContent): ContentForm {
  const translations = emptyTranslations();
  for (const { code } of languages) {
    const stored = content.translations[code];
    if (stored) translations[code] = { title: stored.title, body: stored.body };
  }
  return { type: content.type, slug: content.slug, category: content.category ?? "", sortOrder: String(content.sortOrder), translations };
}

/** Whether a body has text outside its tags. */
function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim() !== "";
}

export type LanguageState = "complete" | "partial" | "empty";

export function languageState(translation: { title: string; body: string }): LanguageState {
  const title = translation.title.trim() !== "";
  const body = hasText(translation.body);
  if (title && body) return "complete";
  return title || body ? "partial" : "empty";
}

/** The contract's body: languages left empty are not sent (the server removes them). */
export function contentBody(form: ContentForm, reason: string) {
  const translations: Partial<Record<LanguageCode, { title: string; body: string }>> = {};
  for (const { code } of languages) {
    const translation = form.translations[code];
    if (languageState(translation) !== "empty") translations[code] = { title: translation.title.trim(), body: translation.body };
  }
  const sortOrder = Number.parseInt(form.sortOrder, 10);
  return {
    type: form.type,
    slug: form.slug.trim(),
    category: form.type === 5 && form.category !== "" ? form.category : null,
    sortOrder: Number.isFinite(sortOrder) ? sortOrder : 0,
    translations,
    reason,
  };
}
