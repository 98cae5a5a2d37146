// "A new version is available" (issue 25): shown while a new release's service worker waits
// (lib/app-install.ts). Reload lets it take over now; otherwise the next in-app navigation does,
// so nobody keeps an old release for long and nobody loses what they are typing.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { applyUpdate, useAppInstall } from "../lib/app-install.ts";

export function UpdateBanner() {
  const { t } = useTranslation();
  const { updateWaiting } = useAppInstall();
  const { key } = useLocation();
  const seenAt = useRef<string | null>(null);
  useEffect(() => {
    if (!updateWaiting) return;
    if (seenAt.current === null) seenAt.current = key;
    else if (seenAt.current !== key) applyUpdate();
  }, [updateWaiting, key]);
  if (!updateWaiting) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <span>{t("pwa.updateReady")}</span>
      <button type="button" className="button button--primary button--small" onClick={applyUpdate} data-testid="update-reload">
        {t("pwa.reload")}
      </button>
    </div>
  );
}
