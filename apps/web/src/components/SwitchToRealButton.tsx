// The way out of the virtual book where an action needs real money (SPEC §4: "a real account is
// required"): switches the session's book and says "Switched to real account", as the account
// page's switch does. The caller names the button for its own page, and sizes it: small beside
// other content, full size when it is the section's one action.
import { useTranslation } from "react-i18next";
import { setAccountFlag } from "../lib/session.ts";
import { useToast } from "./Toast.tsx";

export function SwitchToRealButton({ label, testId, small = true }: { label: string; testId: string; small?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <button
      type="button"
      className={small ? "button button--primary button--small" : "button button--primary"}
      onClick={() => {
        setAccountFlag("2");
        toast(t("profile.switchedToReal"), "info");
      }}
      data-testid={testId}
    >
      {label}
    </button>
  );
}
