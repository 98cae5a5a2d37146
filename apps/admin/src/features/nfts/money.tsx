// An NFT figure with its currency, every stored decimal shown (up to USDT's 6): operators check
// the exact bids, prices and payouts. The component keeps "1,250.5 USDT" in that order in Arabic.
import { nftCurrency } from "@tradewind/api/nfts";
import { formatDecimal, useLocale } from "../../lib/format.ts";

export function nftMoney(value: string, locale: string): string {
  return `${formatDecimal(value, locale)} ${nftCurrency}`;
}

export function Usdt({ value }: { value: string }) {
  const locale = useLocale();
  return <span dir="ltr">{nftMoney(value, locale)}</span>;
}
