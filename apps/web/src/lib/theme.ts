// The web app's theme (packages/ui/src/theme.ts), stored per device under "tw.theme": the key the
// build's boot script (vite.config.ts) and the offline page read too. Created on first use.
import { createThemeControl, useThemeState, type ThemeControl, type ThemeState } from "@tradewind/ui/theme.ts";

const themeStorageKey = "tw.theme";
let control: ThemeControl | null = null;

export function webTheme(): ThemeControl {
  control ??= createThemeControl(themeStorageKey);
  return control;
}

export function useTheme(): ThemeState {
  return useThemeState(webTheme());
}
