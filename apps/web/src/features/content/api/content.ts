// Typed calls of the content pages (packages/api/src/content.ts). Every request carries the
// language, so switching language refetches what is shown; notices also depend on the token,
// since a signed-in reader gets server-side unread marks.
import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getContentsById, getContentsBySlug, listContents, listFaq, listNotices, readNotice, searchFaq } from "@tradewind/api/routes";
import type { FaqCategory } from "@tradewind/api/content";
import { defaultLanguage, isLanguageCode, type LanguageCode } from "@tradewind/i18n/languages";
import { invalidate, requestKey } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { endpointInfiniteQuery, endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

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
    ...endpointQuery(listContents, { params: { type: listPathType(lang) }, query: { lang, kind } }),
    staleTime: contentStale_ms,
  });
}

export type ContentRef = { id: string } | { slug: string };

export function useContentItem(ref: ContentRef | null) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: requestKey(ref !== null && "slug" in ref ? getContentsBySlug : getContentsById, { params: ref, query: { lang } }),
    queryFn:
      ref === null
        ? skipToken
        : ({ signal }) =>
            "id" in ref
              ? call(getContentsById, { params: { id: ref.id }, query: { lang }, signal })
              : call(getContentsBySlug, { params: { slug: ref.slug }, query: { lang }, signal }),
    enabled: ref !== null,
    staleTime: contentStale_ms,
    retry: false,
  });
}

export function useFaq() {
  const lang = useContentLanguage();
  return useQuery({
    ...endpointQuery(listFaq, { query: { lang } }),
    staleTime: contentStale_ms,
  });
}

/** Server-side FAQ search; idle (no request) for an empty query. */
export function useFaqSearch(q: string) {
  const lang = useContentLanguage();
  const text = q.trim();
  return useQuery({
    ...endpointQuery(searchFaq, { query: { q: text, lang } }),
    enabled: text !== "",
    staleTime: contentStale_ms,
  });
}

export function useNoticePages(size = noticePageSize) {
  const lang = useContentLanguage();
  const { token } = useSession();
  return useInfiniteQuery(endpointInfiniteQuery(listNotices, { query: { lang }, size, context: { token } }));
}

/** Marks a notice read on the server (signed in), then refetches the notices' marks (the home page's too). */
export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(readNotice, { body: { id } }),
    onSettled: () => void invalidate(queryClient, listNotices),
  });
}

export type { FaqCategory };
