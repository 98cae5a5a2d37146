// "Load more" under a paged list: fetches the next page, held and relabelled while it loads so
// one press fetches one page.
interface PagedQuery {
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

interface LoadMoreButtonProps {
  query: PagedQuery;
  label: string;
  loadingLabel: string;
  testId: string;
}

export function LoadMoreButton({ query, label, loadingLabel, testId }: LoadMoreButtonProps) {
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} data-testid={testId}>
      {query.isFetchingNextPage ? loadingLabel : label}
    </button>
  );
}
