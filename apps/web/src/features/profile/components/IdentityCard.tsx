// Who the user is on the account page: name, contact, member since, KYC status and invite code.
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
            <span className={`badge badge--${user.kycStatus}`} data-testid="kyc-status">
              {t(`profile.kycStatus.${user.kycStatus}`)}
            </span>
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
