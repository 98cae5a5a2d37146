// A user tab's list choices in the URL: the book (real by default) and the page.
import { useSearchParams } from "react-router";
import { usePageParam } from "../../../lib/use-page-param.ts";

export function useBookParam(): ["real" | "demo", (book: "real" | "demo") => void] {
  const [params, setParams] = useSearchParams();
  const book = params.get("book") === "demo" ? "demo" : "real";
  const setBook = (next: "real" | "demo") =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set("book", next);
      copy.set("page", "1");
      return copy;
    });
  return [book, setBook];
}

export { usePageParam };
