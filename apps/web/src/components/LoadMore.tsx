// The foot of a paged list: "load more" while the server has another page, held and relabelled
// while it loads so one press fetches one page; once every page is shown, the caller's `end`
// ("no more data"), or nothing.
import type { ReactNode } from "react";

interface PagedQuery {
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

interface LoadMoreProps {
  query: PagedQuery;
  label: string;
  loadingLabel: string;
  testId: string;
  end?: ReactNode;
}

export function LoadMore({ query, label, loadingLabel, testId, end = null }: LoadMoreProps) {
  if (!query.hasNextPage) return end;
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} data-testid={testId}>
      {query.isFetchingNextPage ? loadingLabel : label}
    </button>
  );
}
