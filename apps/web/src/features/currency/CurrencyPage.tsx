// /cruuency?code=&type=&id= (SPEC §2): one instrument on its own page: header with logo, name,
// live price, change and source, the market page's chart and 24 h figures, and a link to it on
// /market. An unknown or missing code gets a clear not-found state, never an empty chart.
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { EmptyState } from "../../components/States.tsx";
import { ChartPanel } from "../../components/market/ChartPanel.tsx";
import { InstrumentDetailSkeleton, InstrumentHeader, InstrumentStats, SessionNotice } from "../../components/market/InstrumentDetail.tsx";
import { defaultInterval, isCandleInterval, type CandleInterval } from "../../lib/market-data/candles.ts";
import { isUnknownInstrument, useLiveQuote, useMarketInfo } from "../../lib/market-data/use-instrument.ts";
import { defaultMarketType, parseMarketType, type MarketType } from "../../lib/market-data/market-types.ts";
import { useMarketList } from "../../lib/market-data/use-market-list.ts";
import "./CurrencyPage.css";

const codePattern = /^[A-Z0-9]+(\.[A-Z]+)?$/;

export function CurrencyPage() {
  const [params] = useSearchParams();
  const code = (params.get("code") ?? "").trim().toUpperCase();
  if (!codePattern.test(code) || code.length > 20) return <NotFound code={code} />;
  return <CurrencyDetail key={code} code={code} typeHint={parseMarketType(params.get("type"))} />;
}

function CurrencyDetail({ code, typeHint }: { code: string; typeHint: MarketType | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const info = useMarketInfo(code);
  const live = useLiveQuote(code);
  const type = info.data?.type ?? typeHint ?? defaultMarketType;
  const list = useMarketList(type);
  const logo = list.data?.find((item) => item.code === code)?.logo;
  const intervalParam = params.get("interval");
  const interval: CandleInterval = isCandleInterval(intervalParam) ? intervalParam : defaultInterval;

  if (info.isError && isUnknownInstrument(info.error)) return <NotFound code={code} />;
  return (
    <div className="page currency-page" data-testid="currency-page">
      <p className="currency-page__eyebrow">{t("marketPage.currencyTitle")}</p>
      {info.isPending ? (
        <InstrumentDetailSkeleton />
      ) : info.isError ? (
        <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />
      ) : (
        <>
          <InstrumentHeader
            view={{ info: info.data, live }}
            logo={logo}
            titleLevel={1}
            actions={
              <Link to={`/market?code=${encodeURIComponent(code)}`} className="button button--primary button--small" data-testid="open-in-market">
                {t("marketPage.openInMarket")}
              </Link>
            }
          />
          <SessionNotice view={{ info: info.data, live }} />
        </>
      )}
      <ChartPanel
        code={code}
        interval={interval}
        onIntervalChange={(next) =>
          setParams(
            (old) => {
              const updated = new URLSearchParams(old);
              updated.set("interval", next);
              return updated;
            },
            { replace: true },
          )
        }
      />
      {info.data === undefined ? null : <InstrumentStats view={{ info: info.data, live }} />}
    </div>
  );
}

function NotFound({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow currency-page" data-testid="currency-not-found">
      <h1 className="page__title">{t("marketPage.notFoundTitle")}</h1>
      <EmptyState message={code === "" ? t("marketPage.noCode") : t("marketPage.notFound", { code })} />
      <Link to="/market" className="button button--primary button--block">
        {t("marketPage.backToMarket")}
      </Link>
    </div>
  );
}
