// The dashboard's figures and the rolling adjustment limit's use, both refreshed every minute
// while the dashboard is open.
import { useQuery } from "@tanstack/react-query";
import { getRollingLimitUse } from "@tradewind/api/admin/adjustments";
import { getDashboard } from "@tradewind/api/admin/dashboard";
import { call } from "../../../lib/api.ts";

const refreshInterval_ms = 60_000;

export function useDashboard() {
  return useQuery({ queryKey: ["admin", "dashboard"], queryFn: () => call(getDashboard), refetchInterval: refreshInterval_ms });
}

export function useRollingLimitUse() {
  return useQuery({ queryKey: ["admin", "adjustments", "rolling-limit"], queryFn: () => call(getRollingLimitUse), refetchInterval: refreshInterval_ms });
}
