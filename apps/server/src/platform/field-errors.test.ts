// Field errors never show a raw {{placeholder}}: every check of every endpoint's query, params and
// body is made to fail with a spread of bad values, and every issue it raises (not only the first
// one the router reports) is turned into its field error and rendered in all ten languages.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as accountsApi from "@tradewind/api/accounts";
import type { Endpoint } from "@tradewind/api/endpoint";
import * as ledgerApi from "@tradewind/api/ledger";
import { maxWatchlistLength } from "@tradewind/api/market-rules";
import * as marketApi from "@tradewind/api/market";
import * as optionsApi from "@tradewind/api/options";
import * as paramsApi from "@tradewind/api/params";
import * as spotApi from "@tradewind/api/spot";
import * as tradingApi from "@tradewind/api/trading";
import { languages } from "@tradewind/i18n/languages";
import { errorMessage } from "./messages.ts";
import { fieldErrorOf } from "./route.ts";

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "result" in value && "auth" in value;

const endpoints = [accountsApi, ledgerApi, marketApi, optionsApi, paramsApi, spotApi, tradingApi].flatMap((module) => Object.values(module).filter(isEndpoint));

type Json = { properties?: Record<string, Json>; items?: Json; anyOf?: Json[]; oneOf?: Json[]; allOf?: Json[] };

/** Every property path the schema names, through nested objects, arrays (index 0) and unions. */
function fieldPaths(json: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = [];
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    paths.push([...prefix, name], ...fieldPaths(property, [...prefix, name]));
  }
  if (json.items) paths.push(...fieldPaths(json.items, [...prefix, 0]));
  for (const branch of [...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])]) paths.push(...fieldPaths(branch, prefix));
  return paths;
}

/** Wrong types, empty, too long, out of every bound the schemas set, and well-formed but wrong. */
const badValues: unknown[] = [
  undefined, null, true, {}, [], "", " ", "abc", "!!", "-1", "0", "1e3", "1.5", "9".repeat(40), "0.0000000000000000001", "a".repeat(5_000),
  -1, 0, 0.5, 2.5, 7, 1_001, 1e12, Number.MAX_SAFE_INTEGER,
  Array.from({ length: 1_000 }, () => "BTCUSDT"), [1], ["bad code!"], { method: "email" }, { method: "phone" }, { mode: "change" }, { mode: "reset" },
];

function withValue(path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = withValue(rest, value);
  return typeof head === "number" ? [inner] : { [head]: inner };
}

describe("field errors fill their message parameters", () => {
  it("covers every endpoint module", () => {
    expect(endpoints.length).toBeGreaterThan(30);
  });

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))("%s: no reply message keeps a {{placeholder}}", (_name, endpoint) => {
    let checked = 0;
    for (const schema of [endpoint.query, endpoint.params, endpoint.body]) {
      if (!schema) continue;
      const paths = fieldPaths(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json);
      const inputs = [undefined, {}, "text", ...paths.flatMap((path) => badValues.map((value) => withValue(path, value)))];
      for (const input of inputs) {
        const parsed = schema.safeParse(input);
        for (const issue of parsed.error?.issues ?? []) {
          const error = fieldErrorOf(issue, input);
          for (const { code } of languages) expect(errorMessage(error.code, code, error.params), `${error.code} for ${JSON.stringify(input)?.slice(0, 80)}`).not.toContain("{{");
          checked += 1;
        }
      }
    }
    if (endpoint.query ?? endpoint.params ?? endpoint.body) expect(checked).toBeGreaterThan(0);
  });

  it("fills a bound from the schema and a number from the input", () => {
    const input = { leverage: 1_001 };
    const issue = tradingApi.buyU.body?.safeParse(input).error?.issues.find((each) => each.path[0] === "leverage");
    expect(issue).toBeDefined();
    const error = issue && fieldErrorOf(issue, input);
    expect(error && errorMessage(error.code, "en", error.params)).toBe("Leverage 1001x is not offered for this instrument");

    const codes = { codes: Array.from({ length: maxWatchlistLength + 1 }, () => "BTCUSDT") };
    const [full] = marketApi.mergeWatchlist.body?.safeParse(codes).error?.issues ?? [];
    const watchlist = full && fieldErrorOf(full, codes);
    expect(watchlist?.code).toBe(10127);
    expect(watchlist && errorMessage(watchlist.code, "de", watchlist.params)).toContain(String(maxWatchlistLength));
  });

  it("answers 10100 for the field when the value cannot be shown (text where a number belongs)", () => {
    const input = { leverage: "ten <a href=//evil>" };
    const issue = tradingApi.buyU.body?.safeParse(input).error?.issues.find((each) => each.path[0] === "leverage");
    const error = issue && fieldErrorOf(issue, input);
    expect(error).toMatchObject({ code: 10100, field: "leverage" });
  });
});
