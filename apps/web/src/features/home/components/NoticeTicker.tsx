// The mobile notice line (SPEC §2). There is no notice content yet, so it carries what is true:
// the platform figures, under a label that says so (where prices come from is said by the market
// table's own badge, since these figures are not prices). The text scrolls
// (towards the reading direction's start); with reduced motion it wraps and stays still.
import { useTranslation } from "react-i18next";
import { useFigureList, type HomeFigures } from "./PlatformFigures.tsx";

export function NoticeTicker({ figures }: { figures: HomeFigures | undefined }) {
  const { t } = useTranslation();
  const list = useFigureList(figures);
  if (figures === undefined) return null;
  const items = list.map((figure) => (
    <span key={figure.id} className="ticker__item">
      {figure.label} <b className="numeric">{figure.value}</b>
    </span>
  ));
  return (
    <section className="ticker" aria-label={t("home.tickerLabel")} data-testid="home-ticker">
      <span className="ticker__label">{t("home.tickerLabel")}</span>
      <div className="ticker__viewport">
        <div className="ticker__track">
          <span className="ticker__run">
            {items}
          </span>
          {/* A second copy makes the loop seamless; screen readers hear the first only. */}
          <span className="ticker__run" aria-hidden="true">
            {items}
          </span>
        </div>
      </div>
    </section>
  );
}
