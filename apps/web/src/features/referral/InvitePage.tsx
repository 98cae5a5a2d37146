// Invite friends (/profile/invite; issue 15): the user's invite code and link (the register page
// with `?code=`), both copyable, the link as a QR code, and the rules with the live rate of each
// of the three levels.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QrCode } from "../../components/QrCode.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { useLocale } from "../../i18n/format.ts";
import { useInviteInfo } from "./api/referral.ts";
import { CopyField } from "./components/CopyField.tsx";
import { inviteLink, rateText } from "./format.ts";
import "./Referral.css";

export function InvitePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useInviteInfo();
  return (
    <div className="page referral" data-testid="invite-page">
      <PageHeader title={t("referral.inviteTitle")} subtitle={t("referral.inviteSubtitle")} backTo="/profile">
        <Link to="/profile/team" className="button button--secondary button--small" data-testid="invite-team-link">
          {t("referral.viewTeam")}
        </Link>
      </PageHeader>
      {query.isPending || query.isError ? (
        <QueryFallback query={query} />
      ) : (
        <>
          <section className="card card--padded referral__share">
            <div className="referral__qr" data-testid="invite-qr">
              <QrCode text={inviteLink(window.location.origin, query.data.inviteCode)} label={t("referral.qrLabel", { link: inviteLink(window.location.origin, query.data.inviteCode) })} />
            </div>
            <div className="referral__fields">
              <CopyField label={t("referral.code")} value={query.data.inviteCode} testId="invite-code" copyLabel={t("referral.copyCode")} copyTestId="invite-copy-code" />
              <CopyField label={t("referral.link")} value={inviteLink(window.location.origin, query.data.inviteCode)} testId="invite-link" copyLabel={t("referral.copyLink")} copyTestId="invite-copy" />
            </div>
          </section>
          <section className="card card--padded referral__rules" aria-labelledby="referral-rules">
            <h2 id="referral-rules" className="referral__title">
              {t("referral.rulesTitle")}
            </h2>
            <ul className="referral__rates">
              {query.data.rates.map((rate) => (
                <li key={rate.level} data-testid={`invite-rate-${rate.level}`} data-rate={rate.rate}>
                  {t("referral.rate", { level: rate.level, rate: rateText(rate.rate, locale) })}
                </li>
              ))}
            </ul>
            <p className="referral__note">{t("referral.ruleLevels")}</p>
            <p className="referral__note">{t("referral.rulePaid")}</p>
            <p className="referral__note">{t("referral.ruleLimits")}</p>
          </section>
        </>
      )}
    </div>
  );
}
