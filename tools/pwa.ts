// A Vite plugin that makes the web build installable (issue 25): after the bundle is written it
// builds the service worker (/sw.js) and the offline page's script (/offline.js), each a single
// classic script, with what they must know put in at build time:
// - the service worker: the release's id (a hash of every output file's name, so any change in
//   the build makes a new worker that the page offers to reload into) and the first load's hashed
//   files (the entry chunk, its static imports and their styles), which it caches on install;
// - the offline page: its texts in every language, and the app's storage keys.
// The manifest, the icons and offline.html are plain files in public/.
import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";

export interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

export interface PwaOptions {
  serviceWorkerEntry: string;
  offlineScriptEntry: string;
  offlineTexts: Record<string, OfflineTexts>;
  languageKey: string;
  themeKey: string;
}

/** The entry chunk of index.html, every chunk it imports statically, and their styles, as URLs from the site's root. */
export function firstLoadFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry && (chunk.facadeModuleId ?? "").endsWith("index.html"));
  if (entry === undefined) throw new Error("pwa: the bundle has no index.html entry");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next !== undefined) visit(next);
    }
  };
  visit(entry);
  return [...files].sort().map((file) => `/${file}`);
}

export function releaseId(bundle: OutputBundle): string {
  return createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 16);
}

/** One classic script (an IIFE) at outDir/fileName, with `define`'s names replaced. */
async function buildScript(root: string, outDir: string, entry: string, fileName: string, define: Record<string, unknown>) {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry, formats: ["iife"], name: fileName.replace(/\W/g, "_"), fileName: () => fileName },
    },
  });
}

export function pwa(options: PwaOptions): Plugin {
  let root = "";
  let outDir = "";
  let firstLoad: string[] = [];
  let release = "";
  return {
    name: "tradewind-pwa",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_outputOptions, bundle) {
      firstLoad = firstLoadFiles(bundle);
      release = releaseId(bundle);
    },
    async writeBundle() {
      await buildScript(root, outDir, options.serviceWorkerEntry, "sw.js", { __RELEASE__: release, __FIRST_LOAD_ASSETS__: firstLoad });
      await buildScript(root, outDir, options.offlineScriptEntry, "offline.js", {
        __OFFLINE_TEXTS__: options.offlineTexts,
        __LANGUAGE_KEY__: options.languageKey,
        __THEME_KEY__: options.themeKey,
      });
    },
  };
}
