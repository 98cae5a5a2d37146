// The OpenAPI document as a third-party tool reads it (`npm run lint:openapi` lints it with
// Redocly's recommended rules): ids unique, security declared on every operation, failures and
// files described.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "@tradewind/api/endpoint";
import { databaseUnavailable, testApp, type TestApp } from "../testing/harness.ts";
import { openApiDocument } from "./openapi.ts";

interface Operation {
  operationId: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, unknown>; schemas: Record<string, unknown> };
}

describe.skipIf(databaseUnavailable)("OpenAPI document", () => {
  let t: TestApp;
  let document: Document;
  let operations: [string, Operation][];
  beforeAll(async () => {
    t = await testApp();
    document = (await t.app.inject({ url: "/swx/openapi.json" })).json() as Document;
    operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]): [string, Operation] => [`${method} ${path}`, operation]));
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives every operation its own operationId, also where a GET and a POST share a path", () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths["/swx/admin/nfts"]?.get?.operationId).not.toBe(document.paths["/swx/admin/nfts"]?.post?.operationId);
  });

  it("declares security on every operation: a token scheme, or none (an empty list) for public calls", () => {
    for (const [name, operation] of operations) expect(Array.isArray(operation.security), name).toBe(true);
    expect(document.paths["/swx/customer/login/login"]?.post?.security).toEqual([]);
    expect(document.paths["/swx/customer/user/getUserInfo"]?.post?.security).toEqual([{ token: [] }]);
    expect(document.servers.length).toBeGreaterThan(0);
  });

  it("references the one error envelope for 4xx replies, 401 only where a token is needed", () => {
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
    for (const [name, operation] of operations) {
      expect(operation.responses["400"]?.$ref, name).toBe("#/components/responses/BadRequest");
      expect(operation.responses["429"]?.$ref, name).toBe("#/components/responses/TooManyRequests");
      expect(operation.responses["401"] !== undefined, name).toBe(operation.security?.length !== 0);
    }
    for (const $ref of operations.flatMap(([, operation]) => Object.values(operation.responses).flatMap((response) => response.$ref ?? []))) {
      expect(document.components.responses[$ref.replace("#/components/responses/", "")], $ref).toBeDefined();
    }
  });

  it("describes file replies by their types: agreements as PDF, images as JPEG or PNG, never JSON", () => {
    const okTypes = (path: string, method = "get") => Object.keys(document.paths[path]?.[method]?.responses["200"]?.content ?? {});
    expect(okTypes("/swx/customer/user/loanAgreement/{id}")).toEqual(["application/pdf"]);
    expect(okTypes("/swx/admin/loans/{id}/agreement")).toEqual(["application/pdf"]);
    expect(okTypes("/swx/customer/index/nftImage/{id}")).toEqual(["image/jpeg", "image/png"]);
    expect(okTypes("/swx/customer/user/getUserInfo", "post")).toEqual(["application/json"]);
  });

  it("refuses two endpoints that would share an operationId", () => {
    const twin = endpoint({ method: "GET", path: "/twin", summary: "twin", auth: "none", result: z.object({}) });
    expect(() => openApiDocument([twin, twin])).toThrow(/operationId get_twin/);
  });
});
