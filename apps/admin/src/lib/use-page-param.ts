// The page of a server-paged list, kept in the URL (?page=) so reload and back keep it.
import { useSearchParams } from "react-router";

export function usePageParam(name = "page"): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get(name) ?? "1", 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set(name, String(next));
      return copy;
    });
  return [page, setPage];
}
