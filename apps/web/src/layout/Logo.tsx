import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import "./Logo.css";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`logo${inverted ? " logo--inverted" : ""}`} aria-label={t("common.appName")}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0b1f33" />
        <path d="M7 20c5-1 9-5 11-11 1 4 3 7 7 8-5 1-9 4-11 8-1-3-3-5-7-5z" fill="#14b8a6" />
      </svg>
      {/* The brand name is not translated and always reads left to right. */}
      <span className="logo__name" dir="ltr">
        Tradewind
      </span>
    </Link>
  );
}
