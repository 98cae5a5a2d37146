// The public product list with the reserve's coverage: visitors see it too. Keyed by the
// language (descriptions come in it); a buy or an exit refreshes it, since the reserve's free
// balance just moved.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { listSmartProducts } from "@tradewind/api/routes";
import { endpointQuery } from "../../../lib/query.ts";

export function useSmartProducts() {
  const { i18n } = useTranslation();
  return useQuery({
    ...endpointQuery(listSmartProducts, { context: { language: i18n.language } }),
    // Coverage moves as others buy; half a minute is fresh enough to decide on.
    staleTime: 30_000,
  });
}
