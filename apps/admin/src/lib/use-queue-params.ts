// A review queue's list state in the URL: the status tab (the first status, pending, by
// default), the page, and the filters (text as typed; the server checks it). Changing the tab or
// the filters starts again at page 1.
import { useSearchParams } from "react-router";
import { usePageParam } from "./use-page-param.ts";

export function useQueueParams<S extends string, F extends string>(statuses: readonly [S, ...S[]], filterNames: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const status = statuses.find((name) => name === params.get("status")) ?? statuses[0];
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name)?.trim() ?? ""])) as Record<F, string>;
  const setStatus = (next: S) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set("status", next);
      copy.set("page", "1");
      return copy;
    });
  const setFilters = (next: Record<F, string>) =>
    setParams(() => {
      const copy = new URLSearchParams({ status, page: "1" });
      for (const name of filterNames) if (next[name].trim() !== "") copy.set(name, next[name].trim());
      return copy;
    });
  return { status, setStatus, page, setPage, filters, setFilters };
}

/** The filters the server takes: empty ones left out. */
export function presentFilters<F extends string>(filters: Record<F, string>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries<string>(filters).filter(([, value]) => value !== "")) as Partial<Record<F, string>>;
}
