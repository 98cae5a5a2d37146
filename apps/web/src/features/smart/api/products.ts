// The public product list with the reserve's coverage: visitors see it too. Keyed by the
// language (descriptions come in it) and the session's token (a buy refreshes it, since the
// reserve's free balance just shrank).
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { listSmartProducts } from "@tradewind/api/earn";
import { call } from "../../../lib/api.ts";

export const smartProductsKey = ["smartProducts"] as const;

export function useSmartProducts() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...smartProductsKey, i18n.language],
    queryFn: ({ signal }) => call(listSmartProducts, { signal }),
    // Coverage moves as others buy; half a minute is fresh enough to decide on.
    staleTime: 30_000,
  });
}
