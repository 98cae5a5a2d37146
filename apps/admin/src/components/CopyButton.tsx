// Copies a value (a transaction hash, an address) to the clipboard and says whether it worked,
// for a moment, in the button itself and to screen readers.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

type Outcome = "idle" | "copied" | "failed";
const outcomeShown_ms = 2_000;

export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>("idle");
  useEffect(() => {
    if (outcome === "idle") return;
    const timer = window.setTimeout(() => setOutcome("idle"), outcomeShown_ms);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  const copy = () =>
    void navigator.clipboard.writeText(value).then(
      () => setOutcome("copied"),
      (error: unknown) => {
        console.warn("clipboard refused the copy", error);
        setOutcome("failed");
      },
    );
  return (
    <button type="button" className="button button--secondary button--small" aria-label={label} onClick={copy} data-testid={testId}>
      <span aria-live="polite">{outcome === "idle" ? t("common.copy") : outcome === "copied" ? t("common.copied") : t("common.copyFailed")}</span>
    </button>
  );
}
