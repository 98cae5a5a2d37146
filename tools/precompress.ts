// A Vite plugin that writes a Brotli (.br) and a gzip (.gz) twin beside each text file of the
// build, at the best ratios, so the server sends them as they are (@fastify/static's preCompressed)
// and spends no CPU per request. Only files the twin makes smaller are compressed.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const compressibleExtensions = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt", ".map"]);
/** Below this a reply fits one packet either way (the server's on-the-fly threshold, platform/front-ends.ts). */
const precompressBytesMin = 1024;
/** A build output is a few hundred files at most; deeper or larger means the walk is wrong. */
const filesMax = 10_000;

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "tradewind-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder are both written.
    closeBundle() {
      for (const file of textFiles(outDir)) writeTwins(file);
    },
  };
}

function writeTwins(file: string) {
  const raw = fs.readFileSync(file);
  if (raw.length < precompressBytesMin) return;
  const brotli = zlib.brotliCompressSync(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gzip = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (brotli.length < raw.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < raw.length) fs.writeFileSync(`${file}.gz`, gzip);
}

function textFiles(dir: string): string[] {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  if (files.length > filesMax) throw new Error(`precompress: ${files.length} files under ${dir}, more than ${filesMax}`);
  return files;
}
