// The installable app, page side (issue 25): registers the service worker (src/sw/, built to
// /sw.js), keeps the browser's install offer (beforeinstallprompt) for the profile page, and tells
// when a new release's worker waits. Reloading into it: the page posts "skip-waiting" and reloads
// once the new worker controls it; that happens when the user asks (the banner's Reload) or at
// the next in-app navigation, whichever comes first.
import { useSyncExternalStore } from "react";

/** Chromium's BeforeInstallPromptEvent, not in the DOM's types. */
interface InstallOffer extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export interface AppInstallState {
  /** The browser offers to install now (not yet installed, criteria met). */
  installable: boolean;
  /** Running as the installed app, or installed during this visit. */
  installed: boolean;
  /** A new release's worker is installed and waits for this page to let it take over. */
  updateWaiting: boolean;
}

let offer: InstallOffer | null = null;
let waiting: ServiceWorker | null = null;
let state: AppInstallState = { installable: false, installed: false, updateWaiting: false };
const listeners = new Set<() => void>();

function update(change: Partial<AppInstallState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function useAppInstall(): AppInstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** Shows the browser's install dialog; resolves to whether the user installed. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (current === null) return false;
  offer = null;
  update({ installable: false });
  await current.prompt();
  return (await current.userChoice).outcome === "accepted";
}

/** Lets the waiting worker take over; the page reloads when it does (see startAppInstall). */
export function applyUpdate(): void {
  waiting?.postMessage("skip-waiting");
}

function watchForWaiting(registration: ServiceWorkerRegistration) {
  const noteWaiting = (worker: ServiceWorker | null) => {
    // With no controller this is the first install, not an update.
    if (worker === null || navigator.serviceWorker.controller === null) return;
    waiting = worker;
    update({ updateWaiting: true });
  };
  noteWaiting(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") noteWaiting(installing);
    });
  });
  // A tab left open for days still learns of a release when it comes back into view.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void registration.update().catch(() => undefined);
  });
}

/** Once, at start: the install offer is fired early, so it is listened for before any page asks. */
export function startAppInstall(): void {
  update({ installed: window.matchMedia("(display-mode: standalone)").matches });
  window.addEventListener("beforeinstallprompt", (event) => {
    // Kept for the profile page's button instead of the browser's own mini bar.
    event.preventDefault();
    offer = event as InstallOffer;
    update({ installable: true });
  });
  window.addEventListener("appinstalled", () => {
    offer = null;
    update({ installable: false, installed: true });
  });
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!waiting || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js")
      .then(watchForWaiting)
      .catch((error: unknown) => console.warn("service worker not registered", error));
  };
  // After the page's own loading, so the worker's precache does not compete with it.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
