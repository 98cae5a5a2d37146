// A USDT amount as the smart pages write it: "1,250.50 USDT", truncated at the display scale.
import { smartCurrency } from "@tradewind/api/earn";
import { formatAmount, useLocale } from "../../../i18n/format.ts";
import { Num } from "./Figures.tsx";

export function Usdt({ value }: { value: string }) {
  const locale = useLocale();
  return (
    <Num>
      {formatAmount(value, smartCurrency, locale)} {smartCurrency}
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
