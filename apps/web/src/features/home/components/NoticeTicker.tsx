// The mobile notice line (SPEC §2). There is no notice content yet, so it carries what is true:
// the platform figures and where prices come from, under a label that says so. The text scrolls
// (towards the reading direction's start); with reduced motion it wraps and stays still.
import { useTranslation } from "react-i18next";
import { SourceBadge } from "../../../components/market/Badges.tsx";
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
            <SourceBadge source={figures.source} />
          </span>
          {/* A second copy makes the loop seamless; screen readers hear the first only. */}
          <span className="ticker__run" aria-hidden="true">
            {items}
            <SourceBadge source={figures.source} />
          </span>
        </div>
      </div>
    </section>
  );
}
