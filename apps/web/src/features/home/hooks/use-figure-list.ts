// The home figures as labelled, localised values; a zero reads "none yet".
import { useTranslation } from "react-i18next";
import type { ResultOf } from "@tradewind/api/endpoint";
import type { getHomeFigures } from "@tradewind/api/market";
import { formatAmount, signOf, useLocale } from "../../../i18n/format.ts";
import { formatCount, formatRate } from "../../../lib/market-data/format.ts";

export type HomeFigures = ResultOf<typeof getHomeFigures>;

export interface Figure {
  id: string;
  label: string;
  value: string;
}

export function useFigureList(figures: HomeFigures | undefined): Figure[] {
  const { t } = useTranslation();
  const locale = useLocale();
  if (figures === undefined) return [];
  const noneYet = t("home.figureNone");
  return [
    { id: "instruments", label: t("home.figureInstruments"), value: formatCount(figures.listedInstruments, locale) },
    { id: "users", label: t("home.figureUsers"), value: figures.registeredUsers === 0 ? noneYet : formatCount(figures.registeredUsers, locale) },
    { id: "volume", label: t("home.figureVolume"), value: signOf(figures.volume24h) === 0 ? noneYet : formatAmount(figures.volume24h, "USDT", locale, { style: "compact" }) },
    { id: "fee", label: t("home.figureFee"), value: figures.lowestFeeRate === null ? "—" : formatRate(figures.lowestFeeRate, locale) },
  ];
}
