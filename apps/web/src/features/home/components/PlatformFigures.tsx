// Platform figures (getHomeFigures): shown only as the server computed them, never rounded up
// into marketing numbers, and a zero says "none yet" rather than looking like a broken counter.
// They are counts, not prices, so they carry no price-source badge. Shown as a grid on desktop
// and on phones.
import { useTranslation } from "react-i18next";
import { useFigureList, type HomeFigures } from "../hooks/use-figure-list.ts";

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
