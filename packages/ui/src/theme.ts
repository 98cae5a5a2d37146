// Light and dark, for both front ends (issue 25). The choice is per device: "system" follows the
// system's prefers-color-scheme, "light" or "dark" pins one. It is stored under the app's key and
// shown as <html data-theme> (absent for "system"). The styles' colours are light-dark() pairs
// that follow color-scheme, so following the system needs no script; the stylesheet pins
// color-scheme when data-theme is set. The pinned choice is put on <html> before the first paint
// by the inline script tools/theme-boot.ts writes into index.html (same key, same attribute).
import { useSyncExternalStore } from "react";
import { readStored, writeStored } from "./storage.ts";

export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type Theme = "light" | "dark";

export interface ThemeState {
  choice: ThemeChoice;
  /** What the page shows now: the pinned theme, or the system's. */
  shown: Theme;
}

export function parseThemeChoice(stored: string | null): ThemeChoice {
  return stored === "light" || stored === "dark" ? stored : "system";
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

/** The one-tap switch: the other theme than the one shown; when that is the system's, back to following the system. */
export function toggledChoice(shown: Theme, systemPrefersDark: boolean): ThemeChoice {
  const other: Theme = shown === "dark" ? "light" : "dark";
  return resolveTheme("system", systemPrefersDark) === other ? "system" : other;
}

/** What the boot script and the stylesheet read. */
export function applyThemeChoice(root: HTMLElement, choice: ThemeChoice): void {
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export interface ThemeControl {
  subscribe: (listener: () => void) => () => void;
  state: () => ThemeState;
  setChoice: (choice: ThemeChoice) => void;
  /** Flips to the other theme than the one shown (toggledChoice). */
  toggle: () => void;
}

const darkSchemeQuery = "(prefers-color-scheme: dark)";

/** The app's theme under `storageKey`: follows the system's changes and the other tabs' choices. Call once, at start. */
export function createThemeControl(storageKey: string): ThemeControl {
  const media = window.matchMedia(darkSchemeQuery);
  const listeners = new Set<() => void>();
  const read = (): ThemeState => {
    const choice = parseThemeChoice(readStored(storageKey));
    return { choice, shown: resolveTheme(choice, media.matches) };
  };
  let current = read();
  const refresh = () => {
    const next = read();
    if (next.choice === current.choice && next.shown === current.shown) return;
    current = next;
    applyThemeChoice(document.documentElement, next.choice);
    for (const listener of listeners) listener();
  };
  media.addEventListener("change", refresh);
  window.addEventListener("storage", (event) => {
    if (event.key === storageKey) refresh();
  });
  applyThemeChoice(document.documentElement, current.choice);
  const setChoice = (choice: ThemeChoice) => {
    writeStored(storageKey, choice === "system" ? null : choice);
    refresh();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => current,
    setChoice,
    toggle: () => setChoice(toggledChoice(current.shown, media.matches)),
  };
}

export function useThemeState(control: ThemeControl): ThemeState {
  return useSyncExternalStore(control.subscribe, control.state);
}

/**
 * A CSS colour (a custom property's light-dark() pair included) as the rgb() the page shows under
 * `element`, for what draws on a canvas (the candle chart): a custom property's own value is
 * the unresolved pair, so it is resolved through a probe's `color`.
 */
export function resolvedColour(element: HTMLElement, colour: string): string {
  const probe = document.createElement("span");
  probe.style.color = colour;
  probe.style.display = "none";
  element.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved;
}
