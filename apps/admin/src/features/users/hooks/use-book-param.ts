// A user tab's book in the URL (real by default); choosing another starts again at page 1.
import { useSearchParams } from "react-router";

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
