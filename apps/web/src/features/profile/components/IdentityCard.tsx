// Who the user is on the account page: name, contact, member since, KYC status (a link to the
// verification page) and invite code.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { User } from "@tradewind/api/accounts";
import { formatDate, useLocale } from "../../../i18n/format.ts";

export function IdentityCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const contact = user.email ?? (user.phone !== null ? `${user.areaCode ?? ""} ${user.phone}` : null);
  return (
    <section className="profile__identity card card--padded" aria-label={t("profile.title")}>
      <span className="profile__avatar" aria-hidden="true">
        {user.username.slice(0, 1).toUpperCase()}
      </span>
      <div className="profile__who">
        <p className="profile__name" data-testid="profile-username">
          {user.username}
        </p>
        {contact !== null && (
          <p className="profile__contact" dir="ltr">
            {contact}
          </p>
        )}
        <p className="profile__since">{t("profile.memberSince", { date: formatDate(user.createdAt, locale) })}</p>
      </div>
      <dl className="profile__facts">
        <div>
          <dt>{t("profile.kyc")}</dt>
          <dd>
            <Link to="/profile/verification" className={`badge badge--${user.kycStatus} profile__kyc-link`} data-testid="kyc-status">
              {t(`profile.kycStatus.${user.kycStatus}`)}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t("profile.inviteCode")}</dt>
          <dd className="numeric" dir="ltr">
            {user.inviteCode}
          </dd>
        </div>
      </dl>
    </section>
  );
}
