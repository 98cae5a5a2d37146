// Data of one instrument for the chart and detail panels: candle history kept current by the
// `/ws` candles channel, the 24 h detail, and live price and session/stale status from the
// ticks channel. Live frames are merged into the query cache, so every reader sees one series.
import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { errorCodes } from "@tradewind/api/errors";
import { getKValueByCodeAndDate, getMarketInfo } from "@tradewind/api/routes";
import { ApiError } from "@tradewind/ui/api-core.ts";
import { endpointQuery } from "../query.ts";
import { subscribe } from "./socket.ts";
import type { CandleHistory } from "./instrument-api.ts";
import { mergeLiveCandle, type CandleInterval } from "./candles.ts";

/** The 24 h figures move slowly; the live price and status come from the socket in between. */
const infoRefresh_ms = 30_000;
const emptyHistoryRetry_ms = 5_000;
/** A (re)subscription after this long without news reloads the history to close any gap. */
const resyncAfter_ms = 5_000;

/** The server's default window: the last 300 intervals up to now (well under the 1000 cap). */
function candlesQuery(code: string, interval: CandleInterval) {
  return endpointQuery(getKValueByCodeAndDate, { query: { code, interval } });
}

export function useCandles(code: string, interval: CandleInterval) {
  const queryClient = useQueryClient();
  const history = useQuery({
    ...candlesQuery(code, interval),
    // An empty history may only mean the server's back-fill is still running: ask again until it is not.
    refetchInterval: (query) => (query.state.data?.candles.length === 0 ? emptyHistoryRetry_ms : false),
  });

  useEffect(() => {
    const key = candlesQuery(code, interval).queryKey;
    return subscribe({ channel: "candles", code, interval }, (message) => {
      if (message.type === "subscribed") {
        // (Re)subscribed, e.g. after a reconnect: candles may have closed while we were away.
        const state = queryClient.getQueryState(key);
        if (state?.data !== undefined && Date.now() - state.dataUpdatedAt > resyncAfter_ms) void queryClient.invalidateQueries({ queryKey: key, exact: true });
        return;
      }
      if (message.type !== "candle" || message.code !== code || message.interval !== interval) return;
      // Before the history arrives there is nothing to extend; the history itself runs up to now.
      queryClient.setQueryData<CandleHistory>(key, (old) =>
        old === undefined ? undefined : { source: message.source, candles: mergeLiveCandle(old.candles, message.candle) },
      );
    });
  }, [code, interval, queryClient]);

  return history;
}

/** The 24 h detail's refusal of a code no market lists: a not-found state, not a retry. */
export function isUnknownInstrument(error: unknown): boolean {
  return error instanceof ApiError && error.code === errorCodes.unknownInstrument;
}

export function useMarketInfo(code: string) {
  return useQuery({
    ...endpointQuery(getMarketInfo, { params: { code } }),
    refetchInterval: infoRefresh_ms,
  });
}

export interface LiveQuote {
  price: string | null;
  changePercent: string | null;
  open: boolean | null;
  stale: boolean | null;
  source: string | null;
}

const noQuote: LiveQuote = { price: null, changePercent: null, open: null, stale: null, source: null };

/** The newest tick and status of `code`; null fields until the socket has said something. */
export function useLiveQuote(code: string): LiveQuote {
  const [quote, setQuote] = useState<{ code: string; value: LiveQuote }>({ code, value: noQuote });
  useEffect(
    () =>
      subscribe({ channel: "ticks", code }, (message) => {
        if (message.type === "tick" && message.code === code) {
          setQuote((old) => ({ code, value: { ...(old.code === code ? old.value : noQuote), price: message.price, changePercent: message.zdf, source: message.source } }));
        } else if (message.type === "status" && message.code === code) {
          setQuote((old) => ({ code, value: { ...(old.code === code ? old.value : noQuote), open: message.open, stale: message.stale, source: message.source } }));
        }
      }),
    [code],
  );
  return quote.code === code ? quote.value : noQuote;
}
