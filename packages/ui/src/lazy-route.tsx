// Route pages as chunks of their own, fetched on first visit, for both front ends: the first load
// carries only what the first page needs. While a page's chunk is on its way its frame stays, and
// the fallback shows only past a short delay, so a fast load never flashes a spinner.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

/** Most chunks arrive well within this on a good connection: showing nothing until then looks calmer than a blink. */
export const routeFallbackDelayMs = 300;

/** A page component taken by name from its module, which is fetched when the page first renders. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

function Delayed({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), routeFallbackDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}

/** Where lazy pages render: `fallback` appears only if the page takes longer than routeFallbackDelayMs. */
export function RouteSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return <Suspense fallback={<Delayed>{fallback}</Delayed>}>{children}</Suspense>;
}
