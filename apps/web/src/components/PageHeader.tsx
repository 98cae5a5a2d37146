// The head of a screen: an optional way back, the title and the subtitle, and whatever the page
// shows beside them (the book, the page's own actions) as children.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

interface PageHeaderProps {
  title: string;
  subtitle: string;
  /** Where "Back" leads; no link when absent (pages reached from the top navigation). */
  backTo?: string;
  children?: ReactNode;
}

export function PageHeader({ title, subtitle, backTo, children }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="page-head">
      <div>
        {backTo !== undefined && (
          <Link to={backTo} className="page-back">
            {t("common.back")}
          </Link>
        )}
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
