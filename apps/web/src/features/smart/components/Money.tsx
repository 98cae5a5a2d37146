// A USDT amount as the smart pages write it: "1,250.50 USDT", rounded to the display scale, or
// exact at `scale` where it adds up with others on screen (the exit's refund).
import { smartCurrency } from "@tradewind/api/earn";
import { formatAmount, useLocale } from "../../../i18n/format.ts";
import { Num } from "./Figures.tsx";

export function Usdt({ value, scale }: { value: string; scale?: number }) {
  const locale = useLocale();
  return (
    <Num>
      {formatAmount(value, smartCurrency, locale, { style: scale === undefined ? "display" : "exact", scale })} {smartCurrency}
    </Num>
  );
}

/** "100 – 5,000 USDT". */
export function UsdtRange({ min, max }: { min: string; max: string }) {
  const locale = useLocale();
  return (
    <Num>
      {formatAmount(min, smartCurrency, locale)} – {formatAmount(max, smartCurrency, locale)} {smartCurrency}
    </Num>
  );
}
