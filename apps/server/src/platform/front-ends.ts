// How the web app and back office reach a browser: negotiated compression, the built files with
// their cache lifetimes, robots.txt and the single-page fallback.
// Invariants: a hashed file under assets/ never changes, so it is cached for a year; everything a
// release changes in place (index.html, favicon, logos) is revalidated on each use; a file the build
// precompressed (scripts/precompress.ts) is sent as written, never compressed a second time.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import compress from "@fastify/compress";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import { errorReply } from "./route.ts";
import { requestLanguage } from "./messages.ts";

/** Replies smaller than this go as they are: under a packet, compressing saves no round trip. */
export const compressThresholdBytes = 1024;
/** Brotli 4 and gzip 6 on the fly: within a few percent of the best ratio at a fraction of the CPU (the build uses the best for files). */
const brotliQualityOnTheFly = 4;
const gzipLevelOnTheFly = 6;
export const hashedAssetCacheControl = "public, max-age=31536000, immutable";
export const revalidateCacheControl = "no-cache";

export const robotsTxt = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /swx", ""].join("\n");

/**
 * Brotli or gzip, as the client asks, for every reply at or above the threshold whose type is
 * text or JSON. Registered before the routes (the plugin hooks each route as it is added).
 * Websocket routes are left alone: their upgrade is hijacked and frames are not HTTP bodies.
 * Request bodies are not decompressed: a compressed upload would slip past the body limits' intent.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (route.websocket === true) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: compressThresholdBytes,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQualityOnTheFly } },
    zlibOptions: { level: gzipLevelOnTheFly },
  });
}

export interface FrontEndDirs {
  /** apps/web/dist, served at / */
  webDist: string;
  /** apps/admin/dist, served at /admin/ */
  adminDist: string;
}

/** Inline <script> elements with content (not src): the theme's boot script (tools/theme-boot.ts). */
const inlineScriptPattern = /<script(?![^>]*\ssrc=)[^>]*>([^<]+)<\/script>/g;

/**
 * The Content-Security-Policy sources that allow the built pages' inline scripts by their SHA-256,
 * read once at start: a release rebuilds and restarts. No build, no source.
 */
export function inlineScriptHashes(dirs: FrontEndDirs): string[] {
  const hashes = new Set<string>();
  for (const dist of [dirs.webDist, dirs.adminDist]) {
    const index = path.join(dist, "index.html");
    if (!fs.existsSync(index)) continue;
    for (const match of fs.readFileSync(index, "utf8").matchAll(inlineScriptPattern)) {
      hashes.add(`'sha256-${createHash("sha256").update(match[1] ?? "").digest("base64")}'`);
    }
  }
  return [...hashes];
}

/** The built files, robots.txt and the fallback to index.html for client-side routes. */
export async function serveFrontEnds(app: FastifyInstance, dirs: FrontEndDirs) {
  const { webDist, adminDist } = dirs;
  // The .br and .gz twins are sent in place of their file, never asked for by name.
  const staticOptions: FastifyStaticOptions = { wildcard: false, index: false, preCompressed: true, globIgnore: ["**/*.br", "**/*.gz"], etag: true, lastModified: true, setHeaders: setCacheControl };
  if (fs.existsSync(webDist)) await app.register(fastifyStatic, { ...staticOptions, root: webDist, prefix: "/" });
  if (fs.existsSync(adminDist)) await app.register(fastifyStatic, { ...staticOptions, root: adminDist, prefix: "/admin/", decorateReply: false });
  app.get("/robots.txt", async (_request, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", revalidateCacheControl).send(robotsTxt));
  app.setNotFoundHandler((request, reply) => {
    const language = requestLanguage(request.headers);
    // The single-page apps only ever GET their routes: other methods get the API's 10118 envelope.
    if (request.url.startsWith("/swx") || (request.method !== "GET" && request.method !== "HEAD")) return errorReply(reply, language, 10118);
    const admin = request.url.startsWith("/admin");
    // A missing script or style is a 404, not the app's page parsed as JavaScript.
    if (/^\/(admin\/)?assets\//.test(request.url)) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    return sendIndex(request, reply, admin ? adminDist : webDist);
  });
}

/** Hashed files are immutable; the rest (favicon, logos) keep their names across releases and are revalidated. */
function setCacheControl(reply: FastifyReply, filePath: string) {
  const hashed = path.basename(path.dirname(filePath)) === "assets";
  reply.header("cache-control", hashed ? hashedAssetCacheControl : revalidateCacheControl);
}

/** Any other path is a client-side route: index.html, revalidated by its ETag so a release shows at once. */
function sendIndex(request: FastifyRequest, reply: FastifyReply, dist: string) {
  const index = path.join(dist, "index.html");
  if (!fs.existsSync(index)) return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
  const html = fs.readFileSync(index);
  const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
  reply.header("cache-control", revalidateCacheControl).header("etag", etag);
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.type("text/html").send(html);
}
