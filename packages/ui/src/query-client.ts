// The one react-query client set-up both front ends start with.
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-core.ts";

const retriesMax = 2;

/** A failed query is retried only for network trouble: a catalogued server answer will not change on retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < retriesMax && !(error instanceof ApiError && error.failure === "server");
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } } });
}
