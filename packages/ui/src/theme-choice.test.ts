import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseThemeChoice, resolveTheme, themeChoices, toggledChoice, type Theme } from "./theme-choice.ts";

const themes: Theme[] = ["light", "dark"];

describe("the theme choice", () => {
  it("reads only a pinned light or dark from storage; anything else follows the system", () => {
    expect(parseThemeChoice("light")).toBe("light");
    expect(parseThemeChoice("dark")).toBe("dark");
    for (const stored of [null, "", "system", "Dark", "blue", " dark"]) expect(parseThemeChoice(stored)).toBe("system");
    fc.assert(fc.property(fc.string(), (stored) => themeChoices.includes(parseThemeChoice(stored))));
  });

  it("shows the system's theme for 'system' and the pinned one otherwise", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    for (const systemDark of [true, false]) {
      expect(resolveTheme("light", systemDark)).toBe("light");
      expect(resolveTheme("dark", systemDark)).toBe("dark");
    }
  });

  it("the one-tap switch always shows the other theme, and goes back to following the system when that is the system's", () => {
    for (const systemDark of [true, false]) {
      for (const shown of themes) {
        const next = toggledChoice(shown, systemDark);
        expect(resolveTheme(next, systemDark)).not.toBe(shown);
        expect(next === "system").toBe(resolveTheme("system", systemDark) !== shown);
      }
    }
    // On a light system: to dark (pinned), then back to following the system.
    expect(toggledChoice("light", false)).toBe("dark");
    expect(toggledChoice("dark", false)).toBe("system");
  });
});
