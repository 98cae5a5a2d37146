// Fixed-period options: pick a cycle (length, payout, stake range), a stake inside its range and
// Up or Down. After a purchase a card follows the option to its expiry and shows the result.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OptionCycle } from "@tradewind/api/options";
import type { OptionDirection } from "@tradewind/domain/options";
import { formatAmount, useLocale } from "../../../../i18n/format.ts";
import { useSession } from "../../../../lib/session.ts";
import { formatRate } from "../../../../lib/market-data/format.ts";
import { sendOptionOrder, useAvailable, useOrderSubmission, type ReviewRow, type TradedMarket } from "../../api/order-panel.ts";
import { OptionCountdown } from "./OptionCountdown.tsx";
import { optionProfit, stakeProblem } from "./preview.ts";
import { AmountField } from "./AmountField.tsx";
import { OrderFooter, SubmitButton } from "./OrderFooter.tsx";
import { SummaryList } from "./SummaryList.tsx";
import { whenTyped } from "../../hooks/use-amount-check.ts";
import { useFormat } from "../../hooks/use-format.ts";

interface Tracked {
  id: string;
  seconds: number;
}

export function OptionsTab({ market, cycles }: { market: TradedMarket; cycles: OptionCycle[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const { loggedIn } = useSession();
  const available = useAvailable("USDT");
  const [cycleId, setCycleId] = useState(cycles[0]?.id);
  const [stake, setStake] = useState("");
  const [direction, setDirection] = useState<OptionDirection>("up");
  const [tracked, setTracked] = useState<Tracked | null>(null);
  const submission = useOrderSubmission<Tracked>(setTracked);
  const cycle = cycles.find((item) => item.id === cycleId) ?? cycles[0];
  if (cycle === undefined) return null;

  const range = { min: cycle.minStake, max: cycle.maxStake };
  const problem = stakeProblem(stake, cycle, available);
  const stakeText = problem === "outOfRange" ? t("errors.10136", range) : problem === "missing" ? t("orderPanel.amountMissing") : problem === "short" ? t("orderPanel.shortReason") : undefined;
  const blocked = !market.open ? t("orderPanel.closedReason") : market.price === null ? t("orderPanel.waitingForPrice") : stakeText;
  // Short of balance is the submit's reason; the field speaks of the stake itself.
  const stakeError = whenTyped(stake, problem === "short" ? undefined : stakeText);
  const profit = optionProfit(stake, cycle);
  const previewRows: ReviewRow[] = [
    ...(profit === undefined ? [] : [{ label: t("orderPanel.options.expectedProfit"), value: format.amount(profit, "USDT"), numeric: true }]),
    ...(available === undefined ? [] : [{ label: t("orderPanel.available"), value: format.amount(available, "USDT"), numeric: true }]),
  ];
  const review = {
    rows: [
      { label: t("orderPanel.options.direction"), value: direction === "up" ? t("orderPanel.options.up") : t("orderPanel.options.down") },
      { label: t("orderPanel.options.period"), value: t("orderPanel.options.seconds", { seconds: cycle.seconds }) },
      // A profit exists only for a stake that is a positive decimal: the half-typed field is not formatted as money.
      ...(profit === undefined
        ? []
        : [
            { label: t("orderPanel.options.stake"), value: format.amount(stake, "USDT"), numeric: true },
            { label: t("orderPanel.options.expectedProfit"), value: format.amount(profit, "USDT"), numeric: true },
          ]),
    ],
    send: async (idempotencyKey: string) => {
      const placed = await sendOptionOrder({ code: market.code, direction, cycleId: cycle.id, stake }, idempotencyKey);
      return { id: placed.id, seconds: cycle.seconds };
    },
  };
  const reviewDirection = (chosen: OptionDirection) => {
    setDirection(chosen);
    submission.open();
  };

  return (
    <div className="order-form" data-testid="options-form">
      <div className="order-form__group" role="group" aria-labelledby="option-cycles-label">
        <span id="option-cycles-label" className="order-form__label">
          {t("orderPanel.options.cyclesLabel")}
        </span>
        <div className="option-cycles">
          {cycles.map((item) => (
            <button key={item.id} type="button" className={`option-cycle${item.id === cycle.id ? " option-cycle--on" : ""}`} aria-pressed={item.id === cycle.id} onClick={() => setCycleId(item.id)} data-testid="option-cycle">
              <span className="option-cycle__seconds">{t("orderPanel.options.seconds", { seconds: item.seconds })}</span>
              <span className="option-cycle__payout">{t("orderPanel.options.payout", { percent: formatRate(item.payoutRatio, locale) })}</span>
              <span className="option-cycle__range numeric">
                <bdi dir="ltr">{t("orderPanel.options.stakeRange", { min: formatAmount(item.minStake, "USDT", locale, { style: "exact" }), max: formatAmount(item.maxStake, "USDT", locale, { style: "exact" }) })}</bdi>
              </span>
            </button>
          ))}
        </div>
      </div>
      <AmountField label={t("orderPanel.options.stake")} value={stake} onChange={setStake} error={stakeError} testId="option-stake" />
      <SummaryList rows={previewRows} testId="option-preview" />
      <OrderFooter submission={submission} review={review} loggedIn={loggedIn} blocked={blocked} fieldErrors={[stakeError]}>
        <SubmitButton label={t("orderPanel.options.up")} tone="positive" disabled={blocked !== undefined} onClick={() => reviewDirection("up")} testId="option-up" />
        <SubmitButton label={t("orderPanel.options.down")} tone="negative" disabled={blocked !== undefined} onClick={() => reviewDirection("down")} testId="option-down" />
      </OrderFooter>
      {tracked !== null && <OptionCountdown key={tracked.id} id={tracked.id} seconds={tracked.seconds} livePrice={market.price} onDismiss={() => setTracked(null)} />}
    </div>
  );
}
