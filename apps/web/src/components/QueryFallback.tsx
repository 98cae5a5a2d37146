// What a query's section shows before it has data: a skeleton while it loads, the error with a
// retry when it failed. Callers render their content once neither applies:
//   if (query.isPending || query.isError) return <QueryFallback query={query} />;
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Skeleton } from "./States.tsx";

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function QueryFallback({ query, lines = 5 }: { query: QueryLike; lines?: number }) {
  if (query.isError) {
    return (
      <div className="card">
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <div className="card card--padded">
      <Skeleton lines={lines} />
    </div>
  );
}
