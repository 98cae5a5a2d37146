// Renders a react-query result through the shared states: loading, error with retry, empty, data.
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { EmptyState, Loading } from "./States.tsx";

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Whether the loaded data counts as empty. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, isEmpty, emptyMessage = "", children }: QueryViewProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data) === true) return <EmptyState message={emptyMessage} />;
  return <>{children(query.data)}</>;
}
