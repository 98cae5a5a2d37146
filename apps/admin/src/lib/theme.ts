// The back office's theme (packages/ui/src/theme.ts), stored per device under "tw.admin.theme":
// the key the build's boot script reads too (vite.config.ts). Created on first use.
import { createThemeControl, useThemeState, type ThemeControl, type ThemeState } from "@tradewind/ui/theme.ts";

let control: ThemeControl | null = null;

export function adminTheme(): ThemeControl {
  control ??= createThemeControl("tw.admin.theme");
  return control;
}

export function useTheme(): ThemeState {
  return useThemeState(adminTheme());
}
