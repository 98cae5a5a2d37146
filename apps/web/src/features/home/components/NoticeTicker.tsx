// The mobile notice line (SPEC §2): the newest notices' titles scrolling (towards the reading
// direction's start), each opening itself on /help/notice, and the label opening the list. With
// reduced motion the titles wrap and stay still. Nothing is shown once it is known there is no notice.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useNewestNotices } from "../api/home.ts";

export function NoticeTicker() {
  const { t } = useTranslation();
  const notices = useNewestNotices();
  const items = notices.data?.items ?? [];
  // While the notices load, the line keeps its place (label only), so the page does not jump when they come.
  if (notices.isPending) return <PendingLine />;
  if (items.length === 0) return null;
  const run = (copy: boolean) =>
    items.map((notice) => (
      <Link key={notice.id} to={`/help/notice?id=${notice.id}`} className="ticker__item" tabIndex={copy ? -1 : undefined}>
        {notice.title}
      </Link>
    ));
  return (
    <section className="ticker" aria-label={t("home.noticesLabel")} data-testid="home-notice-line">
      <Link to="/help/notice" className="ticker__label" data-testid="home-notice-all">
        {t("home.noticesLabel")}
      </Link>
      <div className="ticker__viewport">
        <div className="ticker__track">
          <span className="ticker__run">{run(false)}</span>
          {/* A second copy makes the loop seamless; screen readers and the keyboard meet the first only. */}
          <span className="ticker__run" aria-hidden="true">
            {run(true)}
          </span>
        </div>
      </div>
    </section>
  );
}

function PendingLine() {
  const { t } = useTranslation();
  return (
    <div className="ticker" aria-hidden="true">
      <span className="ticker__label">{t("home.noticesLabel")}</span>
    </div>
  );
}
