// A bought option followed to its end: entry and live price with the seconds left, then, from the
// server (polled at expiry until it has settled), the result and the settlement price. The
// countdown runs from the cycle length at purchase, so a skewed device clock cannot shift it.
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getUserInfo } from "@tradewind/api/routes";
import type { OptionOrder } from "@tradewind/api/options";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { formatAmount, useLocale } from "../../../../i18n/format.ts";
import { useCountdown } from "../../../../lib/use-countdown.ts";
import { useOptionOrder } from "../../api/order-panel.ts";
import { SummaryList } from "./SummaryList.tsx";
import { useFormat } from "../../hooks/use-format.ts";

/** Settlement normally follows expiry within a second or two; after this long we stop asking and point to the orders page. */
const settlementWait_ms = 60_000;

interface OptionCountdownProps {
  id: string;
  seconds: number;
  livePrice: string | null;
  onDismiss: () => void;
}

export function OptionCountdown({ id, seconds, livePrice, onDismiss }: OptionCountdownProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { remaining, start } = useCountdown();
  const [started, setStarted] = useState(false);
  const [slow, setSlow] = useState(false);
  const expired = started && remaining === 0;
  const order = useOptionOrder(id, expired && !slow);
  const queryClient = useQueryClient();

  useEffect(() => {
    start(seconds);
    setStarted(true);
  }, [start, seconds]);
  useEffect(() => {
    if (!expired) return;
    const timer = window.setTimeout(() => setSlow(true), settlementWait_ms);
    return () => window.clearTimeout(timer);
  }, [expired]);

  const data = order.data;
  const settled = data !== undefined && data.status !== "pending";
  useEffect(() => {
    // The payout (or the returned stake) has reached the balance.
    if (settled) void invalidate(queryClient, getUserInfo);
  }, [settled, queryClient]);
  return (
    <section className="option-countdown card" aria-live="polite" data-testid="option-countdown" data-status={data?.status ?? "pending"}>
      <p className="option-countdown__state">
        {settled ? <Outcome order={data} /> : expired ? t("orderPanel.options.settling") : t("orderPanel.options.endsIn", { seconds: remaining })}
      </p>
      {order.isError && <p className="form-error">{errorMessage(order.error)}</p>}
      <SummaryList
        rows={[
          ...(data === undefined ? [] : [{ label: t("orderPanel.options.direction"), value: data.direction === "up" ? t("orderPanel.options.up") : t("orderPanel.options.down") }]),
          ...(data === undefined ? [] : [{ label: t("orderPanel.options.entryPrice"), value: format.price(data.entryPrice), numeric: true }]),
          ...(settled && data.settlementPrice !== null
            ? [{ label: t("orderPanel.options.settlementPrice"), value: format.price(data.settlementPrice), numeric: true }]
            : livePrice === null
              ? []
              : [{ label: t("orderPanel.options.livePrice"), value: format.price(livePrice), numeric: true }]),
        ]}
      />
      {slow && !settled && <p className="order-form__note">{t("orderPanel.options.slow")}</p>}
      {(settled || slow) && (
        <button type="button" className="button button--secondary button--small" onClick={onDismiss}>
          {t("orderPanel.options.dismiss")}
        </button>
      )}
    </section>
  );
}

function Outcome({ order }: { order: OptionOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (order.status === "won") return <strong className="amount-positive">{t("orderPanel.options.won", { amount: formatAmount(order.profit ?? "0", "USDT", locale) })}</strong>;
  if (order.status === "lost") return <strong className="amount-negative">{t("orderPanel.options.lost", { amount: formatAmount(order.stake, "USDT", locale) })}</strong>;
  return <strong>{t("orderPanel.options.draw")}</strong>;
}
