// The portfolio of the selected book over a range of days (GET /user/portfolio): keyed by the
// book too, so switching books fetches the other's.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getPortfolio } from "@tradewind/api/routes";
import { endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

export function usePortfolio(range: { from: string; to: string }) {
  const { token, accountFlag } = useSession();
  return useQuery({ ...endpointQuery(getPortfolio, { query: range, context: { token, accountFlag } }), placeholderData: keepPreviousData });
}
