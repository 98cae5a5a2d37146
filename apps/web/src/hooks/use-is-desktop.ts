// Desktop layout from 1000px wide (SPEC §9), following the window as it resizes.
import { useSyncExternalStore } from "react";

const desktopQuery = "(min-width: 1000px)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(desktopQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

function isDesktopNow(): boolean {
  return window.matchMedia(desktopQuery).matches;
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, () => true);
}
