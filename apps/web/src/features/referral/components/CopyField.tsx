// One value to share (the code, the link): shown in full, selectable, with a copy button that
// says whether the clipboard took it.
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/Toast.tsx";

export function CopyField({ label, value, testId, copyLabel, copyTestId }: { label: string; value: string; testId: string; copyLabel: string; copyTestId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast(t("referral.copied"));
    } catch (error) {
      // No clipboard outside a secure context, or permission refused: the text stays selectable.
      console.warn("copying failed", error);
      toast(t("referral.copyFailed"), "error");
    }
  }
  return (
    <div className="referral__copy">
      <span className="referral__label">{label}</span>
      <div className="referral__copy-row">
        <code className="referral__value" dir="ltr" data-testid={testId}>
          {value}
        </code>
        <button type="button" className="button button--secondary button--small" onClick={() => void copy()} data-testid={copyTestId}>
          {copyLabel}
        </button>
      </div>
    </div>
  );
}
