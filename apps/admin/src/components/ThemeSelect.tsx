// The theme: a native select of system, light and dark, beside the language select.
import { useTranslation } from "react-i18next";
import { themeChoices, type ThemeChoice } from "@tradewind/ui/theme-choice.ts";
import { adminTheme, useTheme } from "../lib/theme.ts";

export function ThemeSelect() {
  const { t } = useTranslation();
  const { choice } = useTheme();
  return (
    <select
      className="language-select"
      aria-label={t("theme.label")}
      value={choice}
      data-testid="theme-select"
      onChange={(event) => {
        const next = themeChoices.find((option) => option === event.target.value);
        if (next !== undefined) adminTheme().setChoice(next);
      }}
    >
      {themeChoices.map((option: ThemeChoice) => (
        <option key={option} value={option}>
          {t(`theme.${option}`)}
        </option>
      ))}
    </select>
  );
}
