// The language picker (SPEC §2): a modal listing the ten languages by their native names.
// Any component can open it (top bar, profile menu) through useLanguagePicker().
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { invariant } from "@tradewind/domain/assert";
import { languages } from "@tradewind/i18n/languages";
import { Modal } from "../components/Modal.tsx";
import { setLanguage } from "./i18n.ts";
import "./LanguagePicker.css";

const OpenPickerContext = createContext<() => void>(() => {
  invariant(false, "useLanguagePicker outside LanguagePickerProvider");
});

export function LanguagePickerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openPicker = useCallback(() => setOpen(true), []);
  return (
    <OpenPickerContext.Provider value={openPicker}>
      {children}
      {open && <LanguageModal onClose={() => setOpen(false)} />}
    </OpenPickerContext.Provider>
  );
}

export function useLanguagePicker(): () => void {
  return useContext(OpenPickerContext);
}

function LanguageModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t("language.title")} onClose={onClose} testId="language-modal">
      <LanguageList testIdPrefix="language-option" onChosen={onClose} />
    </Modal>
  );
}

/** The ten languages by their native names, the current one marked; a click switches to it (the
 *  picker's modal and the settings page both show it). */
export function LanguageList({ testIdPrefix, onChosen }: { testIdPrefix: string; onChosen?: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="language-list">
      {languages.map((language) => {
        const current = language.code === i18n.language;
        return (
          <li key={language.code}>
            <button
              type="button"
              className={`language-option${current ? " language-option--current" : ""}`}
              data-testid={`${testIdPrefix}-${language.code}`}
              lang={language.locale}
              dir={language.dir}
              aria-current={current ? "true" : undefined}
              // The picker closes once the language is in (its catalogue may be fetched first), so the page never shows a half-switched state.
              onClick={() => void setLanguage(language.code).finally(() => onChosen?.())}
            >
              <span>{language.name}</span>
              {current && (
                <svg viewBox="0 0 24 24" width="18" height="18" aria-label={t("language.current")} role="img">
                  <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
