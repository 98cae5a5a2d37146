// Typed calls of the content pages (packages/api/src/content.ts). Every key carries the language,
// so switching language refetches what is shown; notice keys also carry the token, since a
// signed-in reader gets server-side unread marks.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getContentsById, getContentsBySlug, listContents, listFaq, listNotices, readNotice, searchFaq, type FaqCategory } from "@tradewind/api/content";
import { defaultLanguage, isLanguageCode, type LanguageCode } from "@tradewind/i18n/languages";
import { call } from "../../lib/api.ts";
import { nextPageOf } from "../../lib/orders/kinds.ts";
import { useSession } from "../../lib/session.ts";

export const noticePageSize = 10;
/** Content changes rarely; five minutes without refetching is fine. */
const contentStale_ms = 5 * 60_000;

export function useContentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : defaultLanguage;
}

/** SPEC's path value: 1 for Chinese, 2 for every other language. */
function listPathType(lang: LanguageCode): "1" | "2" {
  return lang === "zh" || lang === "hk" ? "1" : "2";
}

/** Titles of one content kind (1 company, 2 policy, 3 statement, 5 FAQ). */
export function useContentList(kind: 1 | 2 | 3 | 5) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ["content", "list", kind, lang],
    queryFn: ({ signal }) => call(listContents, { params: { type: listPathType(lang) }, query: { lang, kind }, signal }),
    staleTime: contentStale_ms,
  });
}

export type ContentRef = { id: string } | { slug: string };

export function useContentItem(ref: ContentRef | null) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ["content", "item", ref, lang],
    queryFn: ({ signal }) => {
      if (ref === null) throw new Error("no content reference");
      return "id" in ref
        ? call(getContentsById, { params: { id: ref.id }, query: { lang }, signal })
        : call(getContentsBySlug, { params: { slug: ref.slug }, query: { lang }, signal });
    },
    enabled: ref !== null,
    staleTime: contentStale_ms,
    retry: false,
  });
}

export function useFaq() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ["content", "faq", lang],
    queryFn: ({ signal }) => call(listFaq, { query: { lang }, signal }),
    staleTime: contentStale_ms,
  });
}

/** Server-side FAQ search; idle (no request) for an empty query. */
export function useFaqSearch(q: string) {
  const lang = useContentLanguage();
  const text = q.trim();
  return useQuery({
    queryKey: ["content", "faqSearch", text, lang],
    queryFn: ({ signal }) => call(searchFaq, { query: { q: text, lang }, signal }),
    enabled: text !== "",
    staleTime: contentStale_ms,
  });
}

export function useNoticePages(size = noticePageSize) {
  const lang = useContentLanguage();
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: ["content", "notices", lang, token, size],
    queryFn: ({ pageParam, signal }) => call(listNotices, { query: { lang, page: pageParam, size }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(pages.reduce((count, page) => count + page.items.length, 0), last.total, last.page),
  });
}

/** Marks a notice read on the server (signed in), then refetches the notice list's marks. */
export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(readNotice, { body: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["content", "notices"] }),
  });
}

export type { FaqCategory };
