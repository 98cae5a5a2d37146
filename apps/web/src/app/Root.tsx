// The root route: the onboarding board on a first visit (bare, no navigation), otherwise the
// page frame around the current route. Also keeps the stored user in step with getUserInfo, and
// order and notification views in step with the user's events on `/ws`.
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { RouteSuspense } from "@tradewind/ui/lazy-route.tsx";
import { Skeleton } from "../components/States.tsx";
import { WelcomeBanner } from "../components/WelcomeBanner.tsx";
import { OnboardingBoard } from "../features/onboarding/OnboardingBoard.tsx";
import { AppLayout, ScrollToTop } from "../layout/AppLayout.tsx";
import { skipsOnboarding } from "../layout/route-lists.ts";
import { updateUser, useSession } from "../lib/session.ts";
import { useUserInfo } from "../lib/user-info.ts";
import { UserEventsBridge } from "./UserEventsBridge.tsx";

/** On load a stored login flag restores the session and fetches the user (SPEC §4). */
function SessionSync() {
  const info = useUserInfo();
  useEffect(() => {
    if (info.data !== undefined) updateUser(info.data.user);
  }, [info.data]);
  return null;
}

export function Root() {
  const { onboardingSeen } = useSession();
  const { pathname } = useLocation();
  const showOnboarding = !onboardingSeen && !skipsOnboarding(pathname);
  return (
    <>
      <ScrollToTop />
      <SessionSync />
      <UserEventsBridge />
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
