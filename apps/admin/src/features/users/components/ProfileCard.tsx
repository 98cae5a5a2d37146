// The user's identity and status as a definition list.
import { useTranslation } from "react-i18next";
import type { getUser } from "@tradewind/api/admin/users";
import type { ResultOf } from "@tradewind/api/endpoint";
import { Facts, LongIdentifier, type Fact } from "../../../components/Facts.tsx";
import { formatCount, formatDateTime, useLocale } from "../../../lib/format.ts";
import { StatusBadge } from "./StatusBadge.tsx";

export function ProfileCard({ data }: { data: ResultOf<typeof getUser> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = data;
  const rows: Fact[] = [
    [
      t("users.status"),
      <>
        <StatusBadge status={user.status} />
        {data.frozenReason !== null && user.status === "frozen" && <span className="muted"> {t("users.frozenBecause", { reason: data.frozenReason })}</span>}
      </>,
    ],
    [t("users.field.id"), user.id],
    [t("users.field.email"), user.email === null ? "—" : <LongIdentifier value={user.email} />],
    [t("users.field.phone"), user.phone === null ? "—" : `+${user.areaCode ?? ""} ${user.phone}`],
    [t("users.field.inviteCode"), user.inviteCode],
    [t("users.inviter"), data.inviterId ?? "—"],
    [t("users.wallet"), data.walletAddress === null ? "—" : <LongIdentifier value={data.walletAddress} />],
    [t("users.kyc"), t(`users.kycName.${user.kycStatus}`)],
    [t("users.registered"), formatDateTime(user.createdAt, locale)],
    [t("users.openSessions"), formatCount(data.openSessions, locale)],
  ];
  return (
    <div className="card">
      <Facts rows={rows} />
    </div>
  );
}
