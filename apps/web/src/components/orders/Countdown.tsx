// An option's time left until expiry, ticking with the `now_ms` its page passes in; "Settling…"
// once it has expired and the server has not settled it yet.
import { useTranslation } from "react-i18next";
import { countdownText } from "../../lib/orders/display.ts";

export function Countdown({ expiresAt_ms, now_ms }: { expiresAt_ms: number; now_ms: number }) {
  const { t } = useTranslation();
  const text = countdownText(expiresAt_ms, now_ms);
  if (text === null) return <span className="orders-sub">{t("orders.settling")}</span>;
  return (
    <span className="numeric" dir="ltr">
      {text}
    </span>
  );
}
