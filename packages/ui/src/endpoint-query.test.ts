import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { endpoint, page, pageQuery, type Endpoint } from "@tradewind/api/endpoint";
import type { Route } from "@tradewind/api/route";
import { ApiError } from "./api-core.ts";
import { endpointKey, endpointQueries, invalidate, nextPageOf, requestKey, type EndpointCall } from "./endpoint-query.ts";
import { shouldRetry } from "./query-client.ts";

const getPrice = endpoint({ method: "GET", path: "/market/price/:code", summary: "a price", auth: "none", params: z.object({ code: z.string() }), result: z.object({ price: z.string() }) });
const getBalance = endpoint({ method: "GET", path: "/user/balance", summary: "a balance", auth: "user", result: z.object({ total: z.string() }) });
const listRows = endpoint({ method: "GET", path: "/user/rows", summary: "rows", auth: "user", query: z.object({ ...pageQuery, kind: z.string().optional() }), result: page(z.string()) });
const adminRows = endpoint({ method: "GET", path: "/user/rows", scope: "admin", summary: "rows", auth: { operator: [] }, result: z.object({}) });

interface Recorded {
  path: string;
  query: unknown;
  params: unknown;
}

/** A call that records what it was asked and answers from `answer`. */
function recordingCall(answer: (endpoint: Endpoint | Route, query: unknown, params: unknown) => unknown) {
  const calls: Recorded[] = [];
  const call: EndpointCall = (endpoint, { query, params }) => {
    calls.push({ path: endpoint.path, query, params });
    return Promise.resolve(answer(endpoint, query, params));
  };
  return { calls, ...endpointQueries(call) };
}

describe("endpoint query keys", () => {
  it("start with the endpoint's scope, method and path, then the context, then the request", () => {
    const { endpointQuery } = recordingCall(() => ({}));
    expect(endpointQuery(getPrice, { params: { code: "BTC" }, context: { language: "en" } }).queryKey).toEqual([
      "customer",
      "GET",
      "/market/price/:code",
      { language: "en" },
      { query: undefined, params: { code: "BTC" } },
    ]);
    expect(endpointQuery(getBalance).queryKey).toEqual(["customer", "GET", "/user/balance", {}, { query: undefined, params: undefined }]);
    expect(endpointKey(adminRows)).toEqual(["admin", "GET", "/user/rows"]);
  });

  it("differ by context and by request, so two tokens or two codes never share an answer", () => {
    const { endpointQuery } = recordingCall(() => ({}));
    const keyOf = (code: string, token: string) => JSON.stringify(endpointQuery(getPrice, { params: { code }, context: { token } }).queryKey);
    expect(new Set([keyOf("BTC", "a"), keyOf("BTC", "b"), keyOf("ETH", "a")]).size).toBe(3);
    expect(keyOf("BTC", "a")).toBe(keyOf("BTC", "a"));
  });

  it("fetch through the app's call with the request and the query's signal", async () => {
    const { endpointQuery, calls } = recordingCall(() => ({ price: "1.5" }));
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(endpointQuery(getPrice, { params: { code: "BTC" } }))).resolves.toEqual({ price: "1.5" });
    expect(calls).toEqual([{ path: "/market/price/:code", query: undefined, params: { code: "BTC" } }]);
  });
});

describe("invalidating by endpoint", () => {
  it("marks every query of the named endpoints stale, whatever their context or request, and no other", async () => {
    const { endpointQuery } = recordingCall((endpoint) => (endpoint === getPrice ? { price: "1" } : { total: "2" }));
    const queryClient = new QueryClient();
    const btc = endpointQuery(getPrice, { params: { code: "BTC" }, context: { token: "a" } });
    const eth = endpointQuery(getPrice, { params: { code: "ETH" } });
    const balance = endpointQuery(getBalance, { context: { token: "a" } });
    await Promise.all([queryClient.fetchQuery(btc), queryClient.fetchQuery(eth), queryClient.fetchQuery(balance)]);
    await invalidate(queryClient, getPrice);
    expect(queryClient.getQueryState(btc.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(eth.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(balance.queryKey)?.isInvalidated).toBe(false);
  });

  it("tells scopes apart: a back-office endpoint of the same path is another endpoint", () => {
    expect(requestKey(listRows).slice(0, 3)).not.toEqual(endpointKey(adminRows));
  });
});

describe("infinite queries over a paged endpoint", () => {
  const items = ["a", "b", "c", "d", "e"];
  const answerPage = (_endpoint: Endpoint | Route, query: unknown) => {
    const { page: number, size } = query as { page: number; size: number };
    return { items: items.slice((number - 1) * size, number * size), total: items.length, page: number, size };
  };

  it("asks page 1, 2, … with the size and the rest of the query, and stops once every item is loaded", async () => {
    const { endpointInfiniteQuery, calls } = recordingCall(answerPage);
    const queryClient = new QueryClient();
    const options = endpointInfiniteQuery(listRows, { query: { kind: "x" }, size: 2, context: { token: "a" } });
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 5 });
    expect(data.pages.map((loaded) => loaded.items)).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(calls.map((made) => made.query)).toEqual([
      { kind: "x", page: 1, size: 2 },
      { kind: "x", page: 2, size: 2 },
      { kind: "x", page: 3, size: 2 },
    ]);
    const firstPage = { items: ["a", "b"], total: 5, page: 1 };
    expect(nextPageOf([firstPage], firstPage)).toBe(2);
    const lastPage = { items: ["e"], total: 5, page: 3 };
    expect(nextPageOf([firstPage, { items: ["c", "d"], total: 5, page: 2 }, lastPage], lastPage)).toBeUndefined();
  });

  it("keys by the query without the page, so every page of one list lives under one key the endpoint invalidates", async () => {
    const { endpointInfiniteQuery } = recordingCall(answerPage);
    const queryClient = new QueryClient();
    const options = endpointInfiniteQuery(listRows, { size: 2 });
    expect(options.queryKey).toEqual(["customer", "GET", "/user/rows", {}, { query: { size: 2 }, params: undefined }]);
    await queryClient.fetchInfiniteQuery(options);
    await invalidate(queryClient, listRows);
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });
});

describe("the retry rule", () => {
  it("retries network trouble twice and never a server's refusal", () => {
    const network = new ApiError(1, "down", "network");
    expect([0, 1, 2].map((count) => shouldRetry(count, network))).toEqual([true, true, false]);
    expect(shouldRetry(0, new ApiError(1, "no", "server"))).toBe(false);
    expect(shouldRetry(0, new ApiError(1, "slow", "timeout"))).toBe(true);
  });
});
