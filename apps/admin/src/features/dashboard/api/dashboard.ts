// The dashboard's figures and the rolling adjustment limit's use, both refreshed every minute
// while the dashboard is open.
import { useQuery } from "@tanstack/react-query";
import { getRollingLimitUse } from "@tradewind/api/admin/adjustments";
import { getDashboard } from "@tradewind/api/admin/dashboard";
import { endpointQuery } from "../../../lib/query.ts";

const refreshInterval_ms = 60_000;

export function useDashboard() {
  return useQuery({ ...endpointQuery(getDashboard), refetchInterval: refreshInterval_ms });
}

export function useRollingLimitUse() {
  return useQuery({ ...endpointQuery(getRollingLimitUse), refetchInterval: refreshInterval_ms });
}
