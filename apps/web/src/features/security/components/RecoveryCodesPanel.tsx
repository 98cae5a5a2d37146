// Recovery codes as the server answered them, shown this once: the user copies or writes them
// down and says so before the panel goes away (the server keeps only their hashes).
import { useState } from "react";
import { useTranslation } from "react-i18next";

export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(codes.join("\n"));
    setCopied(true);
  }
  return (
    <div className="security__codes" data-testid="recovery-codes">
      <h3 className="security__subtitle">{t("security.recoveryTitle")}</h3>
      <p className="security__warning" role="alert">
        {t("security.recoveryShownOnce")}
      </p>
      <ol className="security__code-list" dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()} data-testid="recovery-codes-copy">
          {copied ? t("security.copied") : t("security.copyCodes")}
        </button>
        <button type="button" className="button button--primary" onClick={onDone} data-testid="recovery-codes-done">
          {t("security.savedCodes")}
        </button>
      </div>
    </div>
  );
}
