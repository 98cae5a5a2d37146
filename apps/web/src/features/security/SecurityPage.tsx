// The security centre (/profile/security, issue 24): how well the account is protected and the
// next step to raise it, a hold on withdrawals after a security change, passkeys, the authenticator
// app, the withdrawal address book, the account's email and phone, where the account is signed in,
// and its security history.
import { useTranslation } from "react-i18next";
import type { SecurityState } from "@tradewind/api/security";
import { PageHeader } from "../../components/PageHeader.tsx";
import { HeldNotice } from "../../components/HeldNotice.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { useSecurityOverview } from "./api/security.ts";
import { AddressBookCard } from "./components/AddressBookCard.tsx";
import { ContactCard } from "./components/ContactCard.tsx";
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
          {overview.data.state.withdrawalsHeldUntil !== null && <HeldNotice until={overview.data.state.withdrawalsHeldUntil} />}
          <PasskeysCard passkeys={overview.data.state.passkeys} />
          <TotpCard state={overview.data.state} />
          <AddressBookCard state={overview.data.state} />
          <ContactCard />
          <SessionsCard />
          <SecurityHistory events={overview.data.events} />
        </>
      )}
    </div>
  );
}

/** Each level's name and the next step from it. */
const levelTexts = {
  password: { name: "security.levelPassword", next: "security.levelPasswordNext" },
  addressBook: { name: "security.levelAddressBook", next: "security.levelAddressBookNext" },
  twoFactor: { name: "security.levelTwoFactor", next: "security.levelTwoFactorNext" },
} as const;

function ProtectionLevel({ state }: { state: SecurityState }) {
  const { t } = useTranslation();
  const strong = state.level === "twoFactor";
  // A passkey without the app: no recovery codes exist, so the next step is a second passkey.
  const passkeyOnly = strong && !state.totp.enabled;
  const texts = passkeyOnly ? { name: "security.levelPasskey", next: "security.levelPasskeyNext" } as const : levelTexts[state.level];
  return (
    <section className={`card card--padded security__level security__level--${strong ? "strong" : "weak"}`} aria-labelledby="security-level" data-testid="protection-level" data-level={state.level}>
      <h2 id="security-level" className="security__title">
        {t("security.levelLabel")}: {t(texts.name)}
      </h2>
      <p className="security__hint" data-testid="protection-next">
        {t(texts.next)}
      </p>
    </section>
  );
}
