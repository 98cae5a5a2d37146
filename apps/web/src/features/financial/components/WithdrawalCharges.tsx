// What a withdrawal costs, on screen before submit: the fee rate, the fee (rounded up to the
// coin's scale), what leaves the available balance and what reaches the address.
import { useTranslation } from "react-i18next";
import type { PaymentCoin } from "@tradewind/api/payments";
import { useLocale } from "../../../i18n/format.ts";
import { coinAmountText } from "../format.ts";
import type { WithdrawalPreview } from "../withdrawal.ts";
import { Summary } from "./Summary.tsx";

/** A share as a percentage, formatted from its decimal text (never through a float). */
function formatRate(rate: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 4 }).format(rate as Intl.StringNumericLiteral);
}

export function WithdrawalCharges({ feeRate, coin, preview }: { feeRate: string; coin: PaymentCoin | undefined; preview: WithdrawalPreview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ready = preview.state === "ready" && coin !== undefined ? preview : undefined;
  const money = (value: string | undefined) => (value === undefined || coin === undefined ? "—" : coinAmountText(value, coin, locale));
  const rows = [
    { label: t("withdraw.feeRate"), value: formatRate(feeRate, locale), ltr: true, testId: "withdraw-fee-rate" },
    { label: t("withdraw.fee"), value: money(ready?.fee), ltr: true, testId: "withdraw-fee", raw: ready?.fee },
    { label: t("withdraw.total"), value: money(ready?.total), ltr: true, emphasis: true, testId: "withdraw-total", raw: ready?.total },
    { label: t("withdraw.receives"), value: money(ready?.amount), ltr: true },
  ];
  return <Summary rows={rows} className="withdraw__charges" testId="withdraw-charges" />;
}
