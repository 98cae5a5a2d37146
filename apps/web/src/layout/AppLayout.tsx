// The page frame: top bar, content, and the desktop footer or the mobile tab bar, which are
// hidden on focused routes (route-lists.ts). Every navigation starts at the top of the page.
import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Footer } from "./Footer.tsx";
import { hidesFooterAndTabs } from "./route-lists.ts";
import { TabBar } from "./TabBar.tsx";
import { TopBar } from "./TopBar.tsx";
import { UpdateBanner } from "./UpdateBanner.tsx";
import { useIsDesktop } from "../hooks/use-is-desktop.ts";
import "./AppLayout.css";

export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const desktop = useIsDesktop();
  const focused = hidesFooterAndTabs(pathname);
  const withTabs = !desktop && !focused;
  return (
    <div className={`app${withTabs ? " app--tabs" : ""}`}>
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <TopBar desktop={desktop} />
      <UpdateBanner />
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
      {desktop && !focused && <Footer />}
      {withTabs && <TabBar />}
    </div>
  );
}
