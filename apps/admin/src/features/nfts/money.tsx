// An NFT figure with its currency, every stored decimal shown (up to USDT's 6): operators check
// the exact bids, prices and payouts.
import { nftCurrency } from "@tradewind/api/nfts";
import { formatDecimal } from "../../lib/format.ts";

export function nftMoney(value: string, locale: string): string {
  return `${formatDecimal(value, locale)} ${nftCurrency}`;
}
