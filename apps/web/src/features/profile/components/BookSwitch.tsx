// The demo / real switch (SPEC §4): flag "1" is the demo book, "2" the real one.
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/Toast.tsx";
import { setAccountFlag, type AccountFlag } from "../../../lib/session.ts";

/** `onSwitched` lets a paged view start the other book from its first page; `testIdPrefix` names
 *  the buttons `<prefix>-demo` / `<prefix>-real` (and the group `<prefix>-switch`). */
export function BookSwitch({ flag, onSwitched, testIdPrefix = "book" }: { flag: AccountFlag; onSwitched?: () => void; testIdPrefix?: string }) {
  const { t } = useTranslation();
  const toast = useToast();

  function choose(next: AccountFlag) {
    if (next === flag) return;
    setAccountFlag(next);
    onSwitched?.();
    toast(next === "1" ? t("profile.switchedToVirtual") : t("profile.switchedToReal"), "info");
  }

  return (
    <div className="segments book-switch" role="radiogroup" aria-label={t("profile.book")} data-testid={`${testIdPrefix}-switch`}>
      <button type="button" role="radio" aria-checked={flag === "1"} className={`segments__option${flag === "1" ? " segments__option--active" : ""}`} onClick={() => choose("1")} data-testid={`${testIdPrefix}-demo`}>
        {t("profile.bookDemo")}
      </button>
      <button type="button" role="radio" aria-checked={flag === "2"} className={`segments__option${flag === "2" ? " segments__option--active" : ""}`} onClick={() => choose("2")} data-testid={`${testIdPrefix}-real`}>
        {t("profile.bookReal")}
      </button>
    </div>
  );
}
