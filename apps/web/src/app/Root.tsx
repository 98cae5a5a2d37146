// The root route: the onboarding board on a first visit (bare, no navigation), otherwise the
// page frame around the current route. Also keeps the stored user in step with getUserInfo, and
// order and notification views in step with the user's events on `/ws`.
import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { lazyPage, RouteSuspense } from "@tradewind/ui/lazy-route.tsx";
import { Skeleton } from "../components/States.tsx";
import { WelcomeBanner } from "../components/WelcomeBanner.tsx";
import { OnboardingBoard } from "../features/onboarding/OnboardingBoard.tsx";
import { AppLayout, ScrollToTop } from "../layout/AppLayout.tsx";
import { skipsOnboarding } from "../layout/route-lists.ts";
import { updateUser, useSession } from "../lib/session.ts";
import { useUserInfo } from "../lib/user-info.ts";

// Only a signed-in user has events; with the bridge come the order endpoints and their schemas,
// which a visitor's first load does without.
const UserEventsBridge = lazyPage(() => import("./UserEventsBridge.tsx"), "UserEventsBridge");

/** On load a stored login flag restores the session and fetches the user (SPEC §4). */
function SessionSync() {
  const info = useUserInfo();
  useEffect(() => {
    if (info.data !== undefined) updateUser(info.data.user);
  }, [info.data]);
  return null;
}

export function Root() {
  const { onboardingSeen, loggedIn } = useSession();
  const { pathname } = useLocation();
  const showOnboarding = !onboardingSeen && !skipsOnboarding(pathname);
  return (
    <>
      <ScrollToTop />
      <SessionSync />
      {loggedIn && (
        <Suspense fallback={null}>
          <UserEventsBridge />
        </Suspense>
      )}
      {showOnboarding ? (
        <OnboardingBoard />
      ) : (
        <AppLayout>
          <WelcomeBanner />
          <RouteSuspense fallback={<Skeleton lines={6} />}>
            <Outlet />
          </RouteSuspense>
        </AppLayout>
      )}
    </>
  );
}
