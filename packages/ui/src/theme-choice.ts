// Light and dark, for both front ends (issue 25): the pure rules. The choice is per device:
// "system" follows the system's prefers-color-scheme, "light" or "dark" pins one. It is shown as
// <html data-theme> (absent for "system"). The styles' colours are light-dark() pairs that follow
// color-scheme, which the stylesheet pins when data-theme is set, so following the system needs
// no script. The pinned choice is put on <html> before the first paint by the inline script
// tools/theme-boot.ts writes into index.html, and by the offline page's script.
export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type Theme = "light" | "dark";

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

/** What the stylesheet reads. */
export function applyThemeChoice(root: HTMLElement, choice: ThemeChoice): void {
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
}
