// Public block explorers, so finance can check a deposit's transaction, a withdrawal's
// destination or payout on the network itself: tronscan for TRC20, etherscan for ERC20,
// mempool.space for Bitcoin. Plain external links: nothing is fetched from them here.
import { assertNever } from "@tradewind/domain/assert";
import type { PaymentNetwork } from "@tradewind/api/payments";

export type ChainItem = "tx" | "address";

interface Explorer {
  site: string;
  tx: string;
  address: string;
}

function explorerOf(network: PaymentNetwork): Explorer {
  switch (network) {
    case "TRC20":
      return { site: "tronscan.org", tx: "https://tronscan.org/#/transaction/", address: "https://tronscan.org/#/address/" };
    case "ERC20":
      return { site: "etherscan.io", tx: "https://etherscan.io/tx/", address: "https://etherscan.io/address/" };
    case "BTC":
      return { site: "mempool.space", tx: "https://mempool.space/tx/", address: "https://mempool.space/address/" };
    default:
      return assertNever(network, "payment network");
  }
}

/** The explorer page of a transaction or address on `network`, and the site's name for the link text. */
export function explorerLink(network: PaymentNetwork, item: ChainItem, value: string): { site: string; url: string } {
  const explorer = explorerOf(network);
  return { site: explorer.site, url: explorer[item] + encodeURIComponent(value.trim()) };
}
