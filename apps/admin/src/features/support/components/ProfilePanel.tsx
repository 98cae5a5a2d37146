// Beside the conversation: who the customer is. A user's id, username, masked contacts, KYC
// status, registration and non-zero balances of both books, with a link to the user page; a
// visitor's temporary id and first visit.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { SupportProfile } from "@tradewind/api/admin/support";
import { formatAmount, formatDateTime, useLocale } from "../../../lib/format.ts";

export function ProfilePanel({ profile }: { profile: SupportProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (profile.kind === "visitor") {
    return (
      <aside className="inbox__profile card" aria-label={t("support.profile")} data-testid="inbox-profile">
        <h2 className="section-title">{t("support.visitor")}</h2>
        <p className="muted">{t("support.profileVisitor")}</p>
        <dl className="facts">
          <div className="facts__row">
            <dt>{t("support.field.visitorId")}</dt>
            <dd className="mono">{profile.visitorId}</dd>
          </div>
          <div className="facts__row">
            <dt>{t("support.field.firstSeen")}</dt>
            <dd>{formatDateTime(profile.createdAt, locale)}</dd>
          </div>
        </dl>
      </aside>
    );
  }
  const rows: Array<[string, string]> = [
    [t("support.field.userId"), profile.userId],
    [t("support.field.username"), profile.username],
    [t("support.field.email"), profile.maskedEmail ?? "—"],
    [t("support.field.phone"), profile.maskedPhone ?? "—"],
    [t("support.field.kyc"), t(`users.kycName.${profile.kycStatus}`)],
    [t("support.field.registered"), formatDateTime(profile.createdAt, locale)],
  ];
  return (
    <aside className="inbox__profile card" aria-label={t("support.profile")} data-testid="inbox-profile">
      <h2 className="section-title">{t("support.profile")}</h2>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label} className="facts__row">
            <dt>{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {(["demo", "real"] as const).map((book) => (
        <div key={book} className="inbox__balances">
          <h3 className="inbox__book">{t(`books.${book}`)}</h3>
          {profile.balances[book].length === 0 ? (
            <p className="muted">{t("support.noBalances")}</p>
          ) : (
            <table className="table table--compact">
              <thead>
                <tr>
                  <th scope="col">{t("support.field.currency")}</th>
                  <th scope="col" className="num">
                    {t("support.field.available")}
                  </th>
                  <th scope="col" className="num">
                    {t("support.field.held")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {profile.balances[book].map((balance) => (
                  <tr key={balance.currency}>
                    <td>{balance.currency}</td>
                    <td className="num amount">{formatAmount(balance.available, balance.currency, locale)}</td>
                    <td className="num amount">{formatAmount(balance.held, balance.currency, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
      <Link to={`/users/${profile.userId}`} className="button button--secondary button--small" data-testid="inbox-open-user">
        {t("support.openUser")}
      </Link>
    </aside>
  );
}
