// The enabled loan products (public: a visitor sees what is offered before logging in) and the
// quote of one choice (logged in). The quote is the server's arithmetic, the same the agreement
// prints, so what the user sees before signing is what they sign.
import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { listLoanProducts, quoteLoan } from "@tradewind/api/routes";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { requestKey } from "@tradewind/ui/endpoint-query.ts";
import { useSession } from "../../../lib/session.ts";
import type { QuoteRequest } from "../loan-form.ts";

export function useLoanProducts() {
  return useQuery({
    ...endpointQuery(listLoanProducts),
    staleTime: 60_000,
  });
}

export function useLoanQuote(request: QuoteRequest | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: requestKey(quoteLoan, { query: request, context: { token } }),
    queryFn: request === null ? skipToken : ({ signal }) => call(quoteLoan, { query: request, signal }),
    placeholderData: keepPreviousData,
    // The repayment date is counted from now: a quote older than a minute is asked again.
    staleTime: 60_000,
    retry: false,
  });
}
