// My team (/profile/team; issue 15): the promotion earnings per level and period (today, 7 days,
// 30 days, all time), the members of one level at a time (tabs 1–3; masked contact, join date,
// active or not) a page at a time, and the rebate records a page at a time. On a phone the earnings
// table reads as one small card per level (each cell names its period through data-label).
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { earningPeriods, type TeamSummary } from "@tradewind/api/referral";
import { Choice } from "../../components/Choice.tsx";
import { LoadMore } from "../../components/LoadMore.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { EmptyState } from "../../components/States.tsx";
import { formatDate, formatDateTime, useLocale } from "../../i18n/format.ts";
import { useRebateRecords, useTeamMembers, useTeamSummary } from "./api/referral.ts";
import { amountsText, rateText, rebateAmountText } from "./format.ts";
import "./Referral.css";

const levels = ["1", "2", "3"] as const;
type LevelTab = (typeof levels)[number];

export function TeamPage() {
  const { t } = useTranslation();
  const [level, setLevel] = useState<LevelTab>("1");
  const summary = useTeamSummary();
  return (
    <div className="page referral" data-testid="team-page">
      <PageHeader title={t("referral.teamTitle")} subtitle={t("referral.teamSubtitle")} backTo="/profile">
        <Link to="/profile/invite" className="button button--secondary button--small" data-testid="team-invite-link">
          {t("referral.inviteTitle")}
        </Link>
      </PageHeader>
      {summary.isPending || summary.isError ? <QueryFallback query={summary} /> : <Earnings summary={summary.data} />}
      <section className="card card--padded referral__team" aria-labelledby="referral-members">
        <h2 id="referral-members" className="referral__title">
          {t("referral.members")}
        </h2>
        <Choice look="tabs" options={levels} value={level} onChange={setLevel} labelOf={(option) => t("referral.level", { level: option })} label={t("referral.levelsLabel")} testIdPrefix="team-level" className="referral__levels" />
        {summary.data && <LevelCounts summary={summary.data} level={Number(level)} />}
        <Members key={level} level={Number(level)} />
      </section>
      <RebateRecords />
    </div>
  );
}

function Earnings({ summary }: { summary: TeamSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="card card--padded referral__earnings" aria-labelledby="referral-earnings">
      <h2 id="referral-earnings" className="referral__title">
        {t("referral.earningsTitle")}
      </h2>
      <div className="referral__table-wrap">
        <table className="referral__table">
          <thead>
            <tr>
              <th scope="col">{t("referral.levelsLabel")}</th>
              {earningPeriods.map((period) => (
                <th scope="col" key={period}>
                  {t(`referral.periods.${period}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.levels.map((line) => (
              <tr key={line.level} data-testid={`team-earnings-${line.level}`}>
                <th scope="row">
                  {t("referral.level", { level: line.level })} <span className="referral__muted">({rateText(line.rate, locale)})</span>
                </th>
                {earningPeriods.map((period) => (
                  <td key={period} className="numeric" data-period={period} data-label={t(`referral.periods.${period}`)}>
                    {amountsText(line.earnings[period], locale)}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="referral__total" data-testid="team-earnings-all">
              <th scope="row">{t("referral.allLevels")}</th>
              {earningPeriods.map((period) => (
                <td key={period} className="numeric" data-period={period} data-label={t(`referral.periods.${period}`)}>
                  {amountsText(summary.totals[period], locale)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function LevelCounts({ summary, level }: { summary: TeamSummary; level: number }) {
  const { t } = useTranslation();
  const line = summary.levels.find((candidate) => candidate.level === level);
  if (!line) return null;
  return (
    <div className="referral__counts">
      <p>
        {t("referral.members")}: <strong data-testid="team-members-count">{line.members}</strong> · {t("referral.activeMembers")}: <strong data-testid="team-active-count">{line.active}</strong>
      </p>
      <p className="referral__muted">{t("referral.activeRule", { days: summary.activeWindowDays })}</p>
    </div>
  );
}

function Members({ level }: { level: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useTeamMembers(level);
  if (query.isPending || query.isError) return <QueryFallback query={query} lines={3} />;
  const members = query.data.pages.flatMap((page) => page.items);
  if (members.length === 0) return <EmptyState message={t("referral.noMembers")} />;
  return (
    <>
      <ul className="referral__list" aria-busy={query.isFetching}>
        {members.map((member) => (
          <li key={member.id} className="referral__row" data-testid="team-member" data-active={member.active}>
            <bdi className="referral__contact" dir="ltr">
              {member.contact}
            </bdi>
            <span className="referral__muted">{t("referral.joined", { date: formatDate(member.joinedAt, locale) })}</span>
            <span className={`referral__badge referral__badge--${member.active ? "active" : "inactive"}`}>{member.active ? t("referral.active") : t("referral.inactive")}</span>
          </li>
        ))}
      </ul>
      <div className="referral__more">
        <LoadMore query={query} label={t("referral.loadMore")} loadingLabel={t("common.loading")} testId="team-load-more" end={<p className="referral__muted">{t("referral.noMore")}</p>} />
      </div>
    </>
  );
}

function RebateRecords() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useRebateRecords();
  return (
    <section className="card card--padded referral__records" aria-labelledby="referral-records">
      <h2 id="referral-records" className="referral__title">
        {t("referral.recordsTitle")}
      </h2>
      {query.isPending || query.isError ? (
        <QueryFallback query={query} lines={3} />
      ) : query.data.pages[0]?.total === 0 ? (
        <EmptyState message={t("referral.noRecords")} />
      ) : (
        <>
          <ul className="referral__list" aria-busy={query.isFetching}>
            {query.data.pages
              .flatMap((page) => page.items)
              .map((record) => (
                <li key={record.id} className="referral__row referral__rebate" data-testid="rebate-row" data-level={record.level} data-type={record.type}>
                  <span className="referral__rebate-type">{t(`referral.types.${record.type}`)}</span>
                  <strong className="referral__amount numeric" data-testid="rebate-amount">
                    +{rebateAmountText(record.amount, record.currency, locale)}
                  </strong>
                  <span className="referral__muted">
                    {t("referral.source", { source: record.source, level: record.level })} · {t("referral.feeAndRate", { rate: rateText(record.rate, locale), fee: rebateAmountText(record.fee, record.currency, locale) })}
                  </span>
                  <span className="referral__muted">
                    <bdi dir="ltr">{t("referral.order", { reference: record.reference })}</bdi> · {formatDateTime(record.createdAt, locale)}
                  </span>
                </li>
              ))}
          </ul>
          <div className="referral__more">
            <LoadMore query={query} label={t("referral.loadMore")} loadingLabel={t("common.loading")} testId="rebate-load-more" end={<p className="referral__muted">{t("referral.noMore")}</p>} />
          </div>
        </>
      )}
    </section>
  );
}
