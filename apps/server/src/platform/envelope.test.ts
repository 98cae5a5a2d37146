// Every failure answers the {code, result, message} envelope with a catalogued code and a message
// in the caller's language: Fastify's own errors before a route runs (bad URL encoding, a too-long
// path parameter, bodies that are too large, not JSON or of another type), Node's parser errors
// (bad request lines and headers, headers too large), unsupported methods, and requests that
// arrive while the server closes. Also: field messages carry their parameters, and an
// Idempotency-Key is bound to the book it was first used on.
import net from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCodes } from "@tradewind/api/errors";
import { maxWatchlistLength } from "@tradewind/api/market-rules";
import { catalogues } from "@tradewind/i18n/catalogues";
import { call, databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { frameworkErrorOptions, installErrorHandling, urlParamLengthMax } from "./error-handling.ts";

const envelopeOf = (body: string) => JSON.parse(body) as { code: number; result: unknown; message: string };

/** Sends raw bytes (what `inject` cannot: broken request lines and headers) and returns the raw answer. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}

function parseRaw(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), head, envelope: envelopeOf(body) };
}

describe.skipIf(databaseUnavailable)("the error envelope", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await testApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([
    ["a too-long path parameter", { url: `/swx/customer/index/getParamByKey/${"a".repeat(urlParamLengthMax + 1)}` }, 414, errorCodes.valueTooLong],
    ["malformed URL encoding", { url: "/swx/customer/index/getParamByKey/%E0%A4%A" }, 400, errorCodes.invalidRequest],
    ["a body over the limit", { method: "POST" as const, url: "/swx/customer/login/login", payload: JSON.stringify({ account: "a".repeat(300_000) }), headers: { "content-type": "application/json" } }, 413, errorCodes.valueTooLong],
    ["an unsupported content type", { method: "POST" as const, url: "/swx/customer/login/login", payload: "<a/>", headers: { "content-type": "application/xml" } }, 415, errorCodes.invalidRequest],
    ["a body that is not JSON", { method: "POST" as const, url: "/swx/customer/login/login", payload: "{not json", headers: { "content-type": "application/json" } }, 400, errorCodes.invalidRequest],
    ["an empty JSON body", { method: "POST" as const, url: "/swx/customer/login/login", payload: "", headers: { "content-type": "application/json" } }, 400, errorCodes.invalidRequest],
    ["a wrong Content-Length", { method: "POST" as const, url: "/swx/customer/login/login", payload: "{}", headers: { "content-type": "application/json", "content-length": "5" } }, 400, errorCodes.invalidRequest],
    ["an unsupported method on an API path", { method: "PUT" as const, url: "/swx/customer/login/login", payload: {} }, 404, errorCodes.notFound],
    ["GET on a POST endpoint", { url: "/swx/customer/login/login" }, 404, errorCodes.notFound],
    ["a non-GET method on a web-app path", { method: "DELETE" as const, url: "/market" }, 404, errorCodes.notFound],
  ])("answers %s with the envelope in the caller's language", async (_name, request, status, code) => {
    const response = await t.app.inject({ ...request, headers: { ...("headers" in request ? request.headers : {}), lang: "fr" } });
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(envelopeOf(response.body)).toEqual({ code, result: null, message: catalogues.fr.errors[String(code) as keyof typeof catalogues.fr.errors] });
  });

  it.each([
    ["a broken request line", "GARBAGE\r\n\r\n", 400, errorCodes.invalidRequest],
    ["a header name with a space", "GET /swx/customer/index/getParamByKey/a HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n", 400, errorCodes.invalidRequest],
    ["a control character in a header", "GET /swx/customer/index/getParamByKey/a HTTP/1.1\r\nHost: x\r\nlang: a\u0001b\r\n\r\n", 400, errorCodes.invalidRequest],
    ["a space in the URL", "GET /swx/customer/a b HTTP/1.1\r\nHost: x\r\n\r\n", 400, errorCodes.invalidRequest],
    ["headers over Node's limit", `GET /swx/customer/index/getParamByKey/a HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431, errorCodes.valueTooLong],
    ["a URL over Node's header limit", `GET /swx/customer/index/getParamByKey/a?${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, errorCodes.valueTooLong],
  ])("answers %s (refused by Node's parser) with the envelope, in English, and closes", async (_name, text, status, code) => {
    const answer = parseRaw(await rawRequest(port, text));
    expect(answer.status).toBe(status);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.envelope).toEqual({ code, result: null, message: catalogues.en.errors[String(code) as keyof typeof catalogues.en.errors] });
  });

  it("fills a field message's parameters over HTTP (the watchlist bound)", async () => {
    const { token } = await registerUser(t.app);
    const codes = Array.from({ length: maxWatchlistLength + 1 }, () => "BTCUSDT");
    const reply = await call(t.app, "POST", "/user/mergeWatchlist", { codes }, { token, lang: "en" });
    expect(reply).toMatchObject({ code: errorCodes.watchlistFull, result: { field: "codes" }, message: `Your watchlist holds at most ${maxWatchlistLength} instruments` });
  });

  it("refuses an Idempotency-Key reused on the other book (10114) instead of replaying the first answer", async () => {
    const { token } = await registerUser(t.app);
    const headers = { "idempotency-key": "book-bound" };
    const demo = await call(t.app, "POST", "/user/resetDemoBalance", {}, { token, headers, book: "demo" });
    expect(demo.code).toBe(200);
    expect((await call(t.app, "POST", "/user/resetDemoBalance", {}, { token, headers, book: "demo" })).result).toEqual(demo.result);
    const real = await call(t.app, "POST", "/user/resetDemoBalance", {}, { token, headers, book: "real" });
    expect(real.code).toBe(errorCodes.idempotencyKeyReused);
  });
});

describe("a closing server", () => {
  it("answers requests that arrive once closing has begun with 503 and the envelope", async () => {
    const app = Fastify({ logger: false, ...frameworkErrorOptions });
    installErrorHandling(app);
    // Stands for the slow part of closing (live sockets finishing their close handshake), while the port still accepts.
    let closing: () => void = () => undefined;
    let release: () => void = () => undefined;
    const begun = new Promise<void>((resolve) => (closing = resolve));
    app.addHook("preClose", async () => {
      closing();
      await new Promise<void>((resolve) => (release = resolve));
    });
    app.get("/swx/customer/ping", async () => ({ code: 200, result: null, message: "" }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as net.AddressInfo).port;
    const closed = app.close();
    await begun;
    const answer = parseRaw(await rawRequest(port, "GET /swx/customer/ping HTTP/1.1\r\nHost: x\r\nlang: ja\r\n\r\n"));
    release();
    await closed;
    expect(answer.status).toBe(503);
    expect(answer.envelope).toEqual({ code: errorCodes.serverClosing, result: null, message: catalogues.ja.errors["10138"] });
  });
});
