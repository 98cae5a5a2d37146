// Typed calls of the home page: the platform figures, each computed by the server on request,
// and the newest notices for the mobile notice line (in the reader's language).
import { useQuery } from "@tanstack/react-query";
import { getHomeFigures, listNotices } from "@tradewind/api/routes";
import { defaultLanguage, isLanguageCode } from "@tradewind/i18n/languages";
import { useTranslation } from "react-i18next";
import { endpointQuery } from "../../../lib/query.ts";

/** The figures move slowly (registrations, fills); a minute is fresh enough. */
const figuresRefresh_ms = 60_000;

export function useHomeFigures() {
  return useQuery({
    ...endpointQuery(getHomeFigures),
    refetchInterval: figuresRefresh_ms,
  });
}

/** Notices the mobile notice line scrolls through. */
const tickerNotices = 5;

export function useNewestNotices() {
  const { i18n } = useTranslation();
  const lang = isLanguageCode(i18n.language) ? i18n.language : defaultLanguage;
  return useQuery({
    ...endpointQuery(listNotices, { query: { lang, page: 1, size: tickerNotices } }),
    staleTime: 5 * 60_000,
  });
}
