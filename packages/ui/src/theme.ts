// The app's theme at run time (issue 25): the stored choice, the system's preference as it
// changes, the other tabs' choices; the rules are in theme-choice.ts.
import { useSyncExternalStore } from "react";
import { readStored, writeStored } from "./storage.ts";
import { applyThemeChoice, parseThemeChoice, resolveTheme, toggledChoice, type Theme, type ThemeChoice } from "./theme-choice.ts";

export interface ThemeState {
  choice: ThemeChoice;
  /** What the page shows now: the pinned theme, or the system's. */
  shown: Theme;
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
