// The security centre (/profile/security, issue 24): how well the account is protected and the
// next step to raise it, passkeys, the authenticator app, where the account is signed in, and its security history.
import { useTranslation } from "react-i18next";
import type { SecurityState } from "@tradewind/api/security";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { useSecurityOverview } from "./api/security.ts";
import { PasskeysCard } from "./components/PasskeysCard.tsx";
import { SecurityHistory } from "./components/SecurityHistory.tsx";
import { SessionsCard } from "./components/SessionsCard.tsx";
import { TotpCard } from "./components/TotpCard.tsx";
import "./SecurityPage.css";

export function SecurityPage() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  return (
    <div className="page security" data-testid="security-page">
      <PageHeader title={t("security.title")} subtitle={t("security.subtitle")} backTo="/profile/settings" />
      {overview.isPending || overview.isError ? (
        <QueryFallback query={overview} />
      ) : (
        <>
          <ProtectionLevel state={overview.data.state} />
          <PasskeysCard passkeys={overview.data.state.passkeys} />
          <TotpCard state={overview.data.state} />
          <SessionsCard />
          <SecurityHistory events={overview.data.events} />
        </>
      )}
    </div>
  );
}

function ProtectionLevel({ state }: { state: SecurityState }) {
  const { t } = useTranslation();
  const strong = state.level === "twoFactor";
  return (
    <section className={`card card--padded security__level security__level--${strong ? "strong" : "weak"}`} aria-labelledby="security-level" data-testid="protection-level">
      <h2 id="security-level" className="security__title">
        {t("security.levelLabel")}: {!strong ? t("security.levelPassword") : state.totp.enabled ? t("security.levelTwoFactor") : t("security.levelPasskey")}
      </h2>
      <p className="security__hint">{strong ? t("security.levelTwoFactorNext") : t("security.levelPasswordNext")}</p>
    </section>
  );
}
