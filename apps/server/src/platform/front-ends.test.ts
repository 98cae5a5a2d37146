import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { themeBootScript } from "../../../../tools/theme-boot.ts";
import { hashedAssetCacheControl, inlineScriptHashes, registerCompression, robotsTxt, serveFrontEnds } from "./front-ends.ts";

const script = `export const prices = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ symbol: `S${i}`, price: `${i}.5` })))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

/** A built app in a temporary folder, with the twins the build's precompress plugin writes. */
function writeBuild(root: string, prefix: string) {
  fs.mkdirSync(path.join(root, "assets"), { recursive: true });
  fs.writeFileSync(path.join(root, "index.html"), html.replaceAll("/assets/", `${prefix}assets/`));
  fs.writeFileSync(path.join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const asset = path.join(root, "assets", "index-abc123.js");
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
}

describe("serving the front ends", () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "front-ends-"));
    writeBuild(path.join(dir, "web"), "/");
    writeBuild(path.join(dir, "admin"), "/admin/");
    app = Fastify();
    await registerCompression(app);
    app.get("/swx/list", async () => ({ code: 200, result: Array.from({ length: 100 }, (_, i) => ({ id: String(i), price: "64000.12" })) }));
    app.get("/swx/small", async () => ({ code: 200, result: null }));
    await serveFrontEnds(app, { webDist: path.join(dir, "web"), adminDist: path.join(dir, "admin") });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends a hashed asset's Brotli or gzip twin as the client asks, cached for a year", async () => {
    for (const url of ["/assets/index-abc123.js", "/admin/assets/index-abc123.js"]) {
      const brotli = await app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers["content-type"]).toMatch(/javascript/);
      expect(brotli.headers["cache-control"]).toBe(hashedAssetCacheControl);
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers.etag).toBeDefined();
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
      const gzip = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const plain = await app.inject({ url });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(script);
    }
  });

  it("never serves the twins by their own name", async () => {
    const reply = await app.inject({ url: "/assets/index-abc123.js.br" });
    expect(reply.statusCode).toBe(404);
  });

  it("compresses JSON replies above the threshold on the fly, and leaves small ones alone", async () => {
    const list = await app.inject({ url: "/swx/list", headers: { "accept-encoding": "br, gzip" } });
    expect(list.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString())).toMatchObject({ code: 200 });
    const small = await app.inject({ url: "/swx/small", headers: { "accept-encoding": "br, gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("answers client-side routes with index.html, revalidated by its ETag", async () => {
    for (const url of ["/", "/market", "/admin/", "/admin/users"]) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.headers["cache-control"]).toBe("no-cache");
      const etag = page.headers.etag;
      expect(typeof etag).toBe("string");
      const again = await app.inject({ url, headers: { "if-none-match": String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    }
    const index = await app.inject({ url: "/index.html" });
    expect(index.headers["cache-control"]).toBe("no-cache");
    const favicon = await app.inject({ url: "/favicon.svg" });
    expect(favicon.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing asset with a 404, not the app's page", async () => {
    for (const url of ["/assets/index-gone.js", "/admin/assets/index-gone.css"]) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(404);
      expect(reply.headers["content-type"]).not.toMatch(/html/);
    }
  });

  it("answers robots.txt in plain text: the public pages allowed, the back office and the API not", async () => {
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toBe(robotsTxt);
    expect(robots.body).toMatch(/^Allow: \/$/m);
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).toMatch(/^Disallow: \/swx$/m);
  });

  it("allows the built pages' inline scripts by their hash, and no script with a src", () => {
    const web = path.join(dir, "csp-web");
    const admin = path.join(dir, "csp-admin");
    fs.mkdirSync(web);
    fs.mkdirSync(admin);
    fs.writeFileSync(path.join(web, "index.html"), html.replace("<head>", `<head><script data-theme-key="tw.theme">${themeBootScript}</script>`));
    fs.writeFileSync(path.join(admin, "index.html"), html.replace("<head>", `<head><script data-theme-key="tw.admin.theme">${themeBootScript}</script>`));
    const expected = `'sha256-${createHash("sha256").update(themeBootScript).digest("base64")}'`;
    // One script text, one hash, whatever key each page gives it.
    expect(inlineScriptHashes({ webDist: web, adminDist: admin })).toEqual([expected]);
    expect(inlineScriptHashes({ webDist: path.join(dir, "none"), adminDist: path.join(dir, "none") })).toEqual([]);
  });
});
