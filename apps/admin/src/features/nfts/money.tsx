// An NFT figure with its currency, every stored decimal shown (up to USDT's 6): operators check
// the exact bids, prices and payouts. The component keeps "1,250.5 USDT" in that order in Arabic.
import { nftCurrency } from "@tradewind/api/nfts";
import { formatAmount, useLocale } from "../../lib/format.ts";

export function nftMoney(value: string, locale: string): string {
  return `${formatAmount(value, nftCurrency, locale, { style: "exact" })} ${nftCurrency}`;
}

export function Usdt({ value }: { value: string }) {
  const locale = useLocale();
  return <span dir="ltr">{nftMoney(value, locale)}</span>;
}
