// Typed calls of the home page: the platform figures, each computed by the server on request.
import { useQuery } from "@tanstack/react-query";
import { getHomeFigures } from "@tradewind/api/market";
import { call } from "../../lib/api.ts";

/** The figures move slowly (registrations, fills); a minute is fresh enough. */
const figuresRefresh_ms = 60_000;

export function useHomeFigures() {
  return useQuery({
    queryKey: ["home", "figures"],
    queryFn: ({ signal }) => call(getHomeFigures, { signal }),
    refetchInterval: figuresRefresh_ms,
  });
}
