// A Vite plugin that writes the theme's boot script inline at the top of index.html's <head>, so a
// pinned light or dark theme (packages/ui/src/theme-choice.ts) is on <html data-theme> before the first
// paint: no flash of the other theme. Inline, not a file: a file would cost a request before the
// first paint. The server allows it by its hash (platform/front-ends.ts inlineScriptHashes), so the
// Content-Security-Policy still forbids every other inline script. The storage key is read from the
// script's own data attribute, so both apps share one script text (and one hash).
import type { Plugin } from "vite";

/** Reads only "light" and "dark" (parseThemeChoice's pinned values); anything else leaves the system's theme. */
export const themeBootScript =
  'try{var t=localStorage.getItem(document.currentScript.dataset.themeKey);if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}';

export function themeBoot(storageKey: string): Plugin {
  return {
    name: "tradewind-theme-boot",
    transformIndexHtml: () => [{ tag: "script", attrs: { "data-theme-key": storageKey }, children: themeBootScript, injectTo: "head-prepend" }],
  };
}
