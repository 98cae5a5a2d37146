// Picks the price provider named by MARKET_PROVIDER (DESIGN §2, §4): `simulated` or
// `ccxt:<exchange>`. An unknown name stops the server at startup with the reason.
import type { Clock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import { createSimulatedProvider, type MarketProvider } from "./feed.ts";
import type { MarketLog } from "./service.ts";

const ccxtPrefix = "ccxt:";

export async function createProvider(config: Pick<Config, "marketProvider" | "marketTickMs" | "marketStaleSeconds" | "marketPollMs">, clock: Clock, log: MarketLog): Promise<MarketProvider> {
  if (config.marketProvider === "simulated") return createSimulatedProvider({ clock, tickIntervalMs: config.marketTickMs });
  if (!config.marketProvider.startsWith(ccxtPrefix)) throw new Error(`MARKET_PROVIDER must be "simulated" or "ccxt:<exchange>", got "${config.marketProvider}"`);
  // ccxt is large (tens of MB of exchange classes): load it only when it is asked for.
  const { createCcxtExchange, createCcxtProvider, defaultBackoff } = await import("./ccxt-provider.ts");
  return createCcxtProvider({
    exchange: createCcxtExchange(config.marketProvider.slice(ccxtPrefix.length)),
    clock,
    staleAfterMs: config.marketStaleSeconds * 1_000,
    pollIntervalMs: config.marketPollMs,
    backoff: defaultBackoff,
    log,
  });
}
