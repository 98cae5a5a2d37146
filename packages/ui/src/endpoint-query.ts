// react-query options made from an endpoint definition (packages/api), so no app writes a query
// key by hand. A query's key is [scope, method, path, context, request]: the endpoint, then what
// of the caller's state the answer depends on (token, book, language: each query names its own),
// then the request's query and path params. Invalidating an endpoint matches every query of it
// by the key's first three parts, whatever the context or request.
import { infiniteQueryOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ApiScope, Endpoint, ParamsOf, QueryOf, ResultOf } from "@tradewind/api/endpoint";
import type { Route } from "@tradewind/api/route";

/** What names an endpoint in the cache: also enough for a route that is a plain path (an upload's bytes). */
export type EndpointRoute = Pick<Endpoint, "scope" | "method" | "path">;

/** The caller's state an answer depends on, e.g. `{ token, accountFlag }` or `{ language }`. */
export type QueryContext = Readonly<Record<string, string | number | boolean | null | undefined>>;

type Part<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : undefined extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** What one query asks its endpoint (query string, path params) and the context its answer depends on. */
export type QueryRequest<E> = Part<"query", QueryOf<E>> & Part<"params", ParamsOf<E>> & { context?: QueryContext };

type QueryArgs<E> = object extends QueryRequest<E> ? [request?: QueryRequest<E>] : [request: QueryRequest<E>];

/** A page of a paged endpoint (packages/api `page()`). */
interface Paged {
  items: readonly unknown[];
  total: number;
  page: number;
}

/** The paged endpoint's request: the query without `page` (the helper turns pages) and the page's size. */
export type PagedRequest<E> = { query?: Omit<NonNullable<QueryOf<E>>, "page" | "size">; size: number; context?: QueryContext } & Part<"params", ParamsOf<E>>;

/** The app's call (lib/api.ts): the endpoint, its input and the query's abort signal. */
export type EndpointCall = (endpoint: Endpoint | Route, options: { query?: unknown; params?: unknown; signal: AbortSignal }) => Promise<unknown>;

/** The key every query of `endpoint` starts with; invalidating it reaches all of them. */
export function endpointKey(endpoint: EndpointRoute): readonly [ApiScope, Endpoint["method"], string] {
  return [endpoint.scope ?? "customer", endpoint.method, endpoint.path];
}

/** One query's full key: the endpoint, the context, then the request. */
export function requestKey(endpoint: EndpointRoute, request: { query?: unknown; params?: unknown; context?: QueryContext } = {}) {
  return [...endpointKey(endpoint), request.context ?? {}, { query: request.query, params: request.params }] as const;
}

/** Marks every query of each endpoint stale and refetches the ones on screen. */
export async function invalidate(queryClient: QueryClient, ...endpoints: readonly EndpointRoute[]): Promise<void> {
  await Promise.all(endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })));
}

/** The helpers bound to one app's call. */
export function endpointQueries(call: EndpointCall) {
  /** Options of a query of `endpoint`; spread them and add staleTime, enabled, select as needed. */
  function endpointQuery<E extends Endpoint>(endpoint: E | Route<E>, ...args: QueryArgs<E>) {
    const request: { query?: unknown; params?: unknown; context?: QueryContext } = args[0] ?? {};
    const { query, params } = request;
    return queryOptions({
      queryKey: requestKey(endpoint, request),
      queryFn: ({ signal }) => call(endpoint, { query, params, signal }) as Promise<ResultOf<E>>,
    });
  }

  /** Options of an infinite query over a paged endpoint: pages from 1 until every item of `total` is loaded. */
  function endpointInfiniteQuery<E extends Endpoint>(endpoint: (E | Route<E>) & (ResultOf<E> extends Paged ? unknown : never), request: PagedRequest<E>) {
    const { query, params, size } = request as { query?: object; params?: unknown; size: number };
    return infiniteQueryOptions({
      queryKey: requestKey(endpoint, { query: { ...query, size }, params, context: request.context }),
      queryFn: ({ pageParam, signal }) => call(endpoint, { query: { ...query, page: pageParam, size }, params, signal }) as Promise<ResultOf<E>>,
      initialPageParam: 1,
      // The endpoint's type admits only paged results (see the parameter's type).
      getNextPageParam: (last, pages) => nextPageOf(pages as readonly Paged[], last as Paged),
    });
  }

  return { endpointQuery, endpointInfiniteQuery };
}

/** The page after the ones loaded, or undefined when every item of `total` is loaded. */
export function nextPageOf(pages: readonly Paged[], last: Paged): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.total ? last.page + 1 : undefined;
}
