// The console frame: a side navigation of the sections the operator's roles allow, the
// operator's name and roles, language, theme and sign-out, and the current screen.
import { useTranslation } from "react-i18next";
import { NavLink, Navigate, Outlet, useNavigate } from "react-router";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { RouteSuspense } from "@tradewind/ui/lazy-route.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Loading } from "../components/States.tsx";
import { LanguageSelect } from "../i18n/LanguageSelect.tsx";
import { ThemeSelect } from "../components/ThemeSelect.tsx";
import { canCall } from "../lib/access.ts";
import { formatList, useLocale } from "../lib/format.ts";
import { useMe, useSignOut } from "../lib/operator.ts";
import { readSession } from "../lib/session.ts";
import { sections } from "./nav.ts";

export function Layout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (readSession() === null) return <Navigate to="/signin" replace />;
  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  const operator = me.data;
  return (
    <div className="shell">
      <aside className="shell__side">
        <p className="brand">{t("common.brand")}</p>
        <nav className="nav" aria-label={t("nav.label")}>
          {sections
            .filter((section) => canCall(operator.roles, section.endpoint))
            .map((section) => (
              <NavLink key={section.key} to={section.path} end={section.path === "/"} className="nav__link" data-testid={`nav-${section.key}`}>
                {t(`nav.${section.key}`)}
              </NavLink>
            ))}
        </nav>
        <div className="shell__operator">
          <p className="shell__name" data-testid="operator-name">
            {operator.username}
          </p>
          <p className="muted">{formatList(operator.roles.map((role) => t(`roles.${role}`)), locale)}</p>
          <LanguageSelect />
          <ThemeSelect />
          <button
            type="button"
            className="button button--secondary button--small"
            data-testid="sign-out"
            onClick={() => void signOut().finally(() => void navigate("/signin"))}
          >
            {t("auth.signOut")}
          </button>
        </div>
      </aside>
      <main className="shell__main">
        <RouteSuspense fallback={<Loading />}>
          <Outlet />
        </RouteSuspense>
      </main>
    </div>
  );
}
