// Pages for logged-in users only: a visitor is sent to the login page, which comes back here.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../lib/session.ts";

export function RequireLogin({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (!loggedIn) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/pass/login?redirect=${redirect}`} replace />;
  }
  return children;
}
