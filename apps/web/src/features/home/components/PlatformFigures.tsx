// Platform figures (getHomeFigures): shown only as the server computed them, never rounded up
// into marketing numbers, and a zero says "none yet" rather than looking like a broken counter.
// They are counts, not prices, so they carry no price-source badge. Shown as a grid on desktop
// and on phones.
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

export function PlatformFigures({ figures }: { figures: HomeFigures | undefined }) {
  const { t } = useTranslation();
  const list = useFigureList(figures);
  if (figures === undefined) return null;
  return (
    <section className="home-figures" aria-labelledby="home-figures-title" data-testid="home-figures">
      <div className="home-figures__header">
        <h2 id="home-figures-title" className="home__section-title">
          {t("home.figuresTitle")}
        </h2>
      </div>
      <p className="home-figures__note">{t("home.figuresNote")}</p>
      <dl className="home-figures__grid">
        {list.map((figure) => (
          <div key={figure.id} className="home-figures__item card" data-testid={`figure-${figure.id}`}>
            <dt>{figure.label}</dt>
            <dd className="numeric">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
