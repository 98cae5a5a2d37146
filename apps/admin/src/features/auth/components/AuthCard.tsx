// The centred card the sign-in and one-time-link pages share, with the language choice.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSelect } from "../../../i18n/LanguageSelect.tsx";
import { ThemeSelect } from "../../../components/ThemeSelect.tsx";

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="auth">
      <div className="auth__card">
        <div className="auth__top">
          <p className="brand">{t("common.brand")}</p>
          <LanguageSelect />
          <ThemeSelect />
        </div>
        <h1 className="auth__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
