// A user's security panel (issue 24): the protection level and factors, passkeys with their last
// use, live sessions (compliance ends one with a reason), saved withdrawal addresses with when
// each becomes usable, the withdrawal hold, the latest security events, and the second-factor
// reset under dual control. Every role that reads users sees it; the buttons show only for the
// roles the endpoint definitions admit (the server enforces the same).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { approveFactorReset, factorResetLifetimeHours, listFactorResets, requestFactorReset, type FactorReset } from "@tradewind/api/admin/factor-resets";
import { endUserSession, type getUserSecurity } from "@tradewind/api/admin/users";
import type { ResultOf } from "@tradewind/api/endpoint";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { DataTable, type Column } from "../../../components/DataTable.tsx";
import { DualControlButtons, type Decision } from "../../../components/DualControlButtons.tsx";
import { Facts, type Fact } from "../../../components/Facts.tsx";
import { QueryView } from "../../../components/QueryView.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { canCall } from "../../../lib/access.ts";
import { formatCount, formatDateTime, useLocale } from "../../../lib/format.ts";
import { useRoles } from "../../../lib/operator.ts";
import { UserLanguageSelect } from "./UserLanguageSelect.tsx";
import { usePendingFactorReset, useSecurityWrites, useUserSecurity } from "../api/security.ts";

type Security = ResultOf<typeof getUserSecurity>;
type Dialog = { kind: "end"; sessionId: string } | { kind: "reset" } | { kind: "decide"; reset: FactorReset; decision: Decision } | null;

export function SecurityTab({ id, username }: { id: string; username: string }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const security = useUserSecurity(id);
  const pending = usePendingFactorReset(id, canCall(roles, listFactorResets));
  const writes = useSecurityWrites(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const waiting = pending.data?.items[0];
  return (
    <div className="security-panel" data-testid="security-panel">
      {notice !== null && (
        <p className="notice" role="status" data-testid="security-notice">
          {notice}
        </p>
      )}
      {waiting !== undefined && <PendingReset reset={waiting} onDecide={(reset, decision) => setDialog({ kind: "decide", reset, decision })} />}
      <QueryView query={security}>
        {(data) => (
          <>
            {waiting === undefined && canCall(roles, requestFactorReset) && hasSecondFactor(data) && (
              <div className="actions">
                <button type="button" className="button button--danger" data-testid="reset-factors" onClick={() => setDialog({ kind: "reset" })}>
                  {t("security.reset.open")}
                </button>
              </div>
            )}
            <Protections data={data} />
            <Passkeys data={data} />
            <Sessions data={data} canEnd={canCall(roles, endUserSession)} onEnd={(sessionId) => setDialog({ kind: "end", sessionId })} />
            <Addresses data={data} />
            <Events data={data} />
          </>
        )}
      </QueryView>
      {dialog?.kind === "end" && (
        <ReasonDialog
          title={t("security.endTitle", { username })}
          submitLabel={t("security.endSession")}
          danger
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            await writes.endSession(dialog.sessionId, reason);
            setNotice(t("security.sessionEnded"));
          }}
        />
      )}
      {dialog?.kind === "reset" && <ResetDialog username={username} onClose={() => setDialog(null)} onSubmit={writes.requestReset} onDone={() => setNotice(t("security.reset.requested"))} />}
      {dialog?.kind === "decide" && (
        <ReasonDialog
          title={t(`security.reset.${dialog.decision}Title`, { username })}
          submitLabel={t(`adjust.${dialog.decision}`)}
          danger={dialog.decision === "approve"}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            await writes.decideReset(dialog.reset.id, dialog.decision, reason);
            setNotice(t(dialog.decision === "approve" ? "security.reset.approved" : "security.reset.rejected"));
          }}
        />
      )}
    </div>
  );
}

/** A reset of a user without a factor would be refused (10345): the button shows only when there is one. */
function hasSecondFactor(data: Security): boolean {
  return data.state.totp.enabled || data.state.passkeys.length > 0;
}

function Protections({ data }: { data: Security }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { state } = data;
  const rows: Fact[] = [
    [t("security.level"), t(`security.levels.${state.level}`), "security-level"],
    [t("security.totp"), state.totp.enabled ? t("security.onSince", { time: formatDateTime(state.totp.enabledAt, locale) }) : t("security.off"), "security-totp"],
    [t("security.recoveryCodes"), formatCount(state.recoveryCodesLeft, locale), "security-recovery-codes"],
    [t("security.addressBook"), state.addressBook.required ? t("security.addressBookRequired") : state.addressBook.on ? t("security.addressBookOn") : t("security.off"), "security-address-book"],
    [t("security.hold"), state.withdrawalsHeldUntil === null ? t("security.notHeld") : t("security.heldUntil", { time: formatDateTime(state.withdrawalsHeldUntil, locale) }), "security-hold"],
  ];
  return (
    <div className="card">
      <Facts rows={rows} />
    </div>
  );
}

/** A titled table, or the empty message when there are no rows. */
function Listing<Row extends { id: string }>({ title, empty, columns, rows, testId }: { title: string; empty: string; columns: Column<Row>[]; rows: readonly Row[]; testId: string }) {
  return (
    <section data-testid={testId}>
      <h2 className="section-title">{title}</h2>
      {rows.length === 0 ? <p className="muted">{empty}</p> : <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />}
    </section>
  );
}

function Passkeys({ data }: { data: Security }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<Security["state"]["passkeys"][number]>[] = [
    { header: t("security.name"), cell: (passkey) => <bdi>{passkey.name}</bdi> },
    { header: t("security.added"), cell: (passkey) => formatDateTime(passkey.createdAt, locale) },
    { header: t("security.lastUsed"), cell: (passkey) => (passkey.lastUsedAt === null ? t("security.never") : formatDateTime(passkey.lastUsedAt, locale)) },
  ];
  return <Listing title={`${t("security.passkeys")} (${formatCount(data.state.passkeys.length, locale)})`} empty={t("security.noPasskeys")} columns={columns} rows={data.state.passkeys} testId="security-passkeys" />;
}

function Sessions({ data, canEnd, onEnd }: { data: Security; canEnd: boolean; onEnd: (sessionId: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<Security["sessions"][number]>[] = [
    { header: t("security.device"), cell: (session) => <span className="security-panel__agent">{session.userAgent || "—"}</span> },
    { header: t("security.ip"), cell: (session) => <bdi>{session.ip}</bdi> },
    { header: t("security.started"), cell: (session) => formatDateTime(session.createdAt, locale) },
    { header: t("security.lastSeen"), cell: (session) => formatDateTime(session.lastSeenAt, locale) },
  ];
  if (canEnd) {
    columns.push({
      header: t("common.actions"),
      className: "actions",
      cell: (session) => (
        <button type="button" className="button button--secondary button--small" data-testid="end-session" onClick={() => onEnd(session.id)}>
          {t("security.endSession")}
        </button>
      ),
    });
  }
  return <Listing title={t("security.sessions")} empty={t("security.noSessions")} columns={columns} rows={data.sessions} testId="security-sessions" />;
}

function Addresses({ data }: { data: Security }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = Date.now();
  const columns: Column<Security["addresses"][number]>[] = [
    { header: t("security.label"), cell: (address) => <bdi>{address.label}</bdi> },
    { header: t("security.address"), cell: (address) => <code className="security-panel__address">{`${address.coin} · ${address.network} · ${address.address}`}</code> },
    {
      header: t("security.usableFrom"),
      cell: (address) => (
        <>
          {formatDateTime(address.usableAt, locale)}
          {Date.parse(address.usableAt) > now && <span className="badge badge--pending security-panel__waiting">{t("security.waiting")}</span>}
        </>
      ),
    },
  ];
  return <Listing title={t("security.addresses")} empty={t("security.noAddresses")} columns={columns} rows={data.addresses} testId="security-addresses" />;
}

function Events({ data }: { data: Security }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<Security["events"][number]>[] = [
    { header: t("security.time"), cell: (event) => formatDateTime(event.createdAt, locale) },
    { header: t("security.event"), cell: (event) => t(`security.eventNames.${event.kind}`) },
    { header: t("security.ip"), cell: (event) => <bdi>{event.ip}</bdi> },
    { header: t("security.device"), cell: (event) => <span className="security-panel__agent">{event.userAgent || "—"}</span> },
  ];
  return <Listing title={t("security.events")} empty={t("security.noEvents")} columns={columns} rows={data.events} testId="security-events" />;
}

function PendingReset({ reset, onDecide }: { reset: FactorReset; onDecide: (reset: FactorReset, decision: Decision) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const roles = useRoles();
  const factors = [reset.totp ? t("security.reset.totp") : null, reset.passkeys ? t("security.reset.passkeys") : null].filter((name) => name !== null).join(" · ");
  return (
    <div className="card security-panel__reset" data-testid="pending-reset">
      <h2 className="section-title">{t("security.reset.pending")}</h2>
      <Facts
        rows={[
          [t("security.reset.factors"), factors],
          [t("common.reason"), reset.reason],
        ]}
      />
      <p className="muted">
        {t("security.reset.requestedBy", { operator: reset.requestedBy.username, time: formatDateTime(reset.createdAt, locale) })} · {t("security.reset.expires", { time: formatDateTime(reset.expiresAt, locale) })}
      </p>
      {canCall(roles, approveFactorReset) && (
        <div className="actions">
          <DualControlButtons item={reset} onDecide={onDecide} />
        </div>
      )}
    </div>
  );
}

function ResetDialog({ username, onClose, onSubmit, onDone }: { username: string; onClose: () => void; onSubmit: (body: { totp: boolean; passkeys: boolean; language: LanguageCode; reason: string }) => Promise<void>; onDone: () => void }) {
  const { t } = useTranslation();
  const [totp, setTotp] = useState(true);
  const [passkeys, setPasskeys] = useState(true);
  const [language, setLanguage] = useState<LanguageCode>("en");
  return (
    <ReasonDialog
      title={t("security.reset.title", { username })}
      submitLabel={t("security.reset.open")}
      danger
      invalid={!totp && !passkeys}
      onClose={onClose}
      onSubmit={async (reason) => {
        await onSubmit({ totp, passkeys, language, reason });
        onDone();
      }}
      testId="reset-dialog"
    >
      <p className="muted">{t("security.reset.explain", { hours: factorResetLifetimeHours })}</p>
      <label className="checks__item">
        <input type="checkbox" checked={totp} onChange={(event) => setTotp(event.target.checked)} data-testid="reset-totp" />
        {t("security.reset.totp")}
      </label>
      <label className="checks__item">
        <input type="checkbox" checked={passkeys} onChange={(event) => setPasskeys(event.target.checked)} data-testid="reset-passkeys" />
        {t("security.reset.passkeys")}
      </label>
      <UserLanguageSelect label={t("security.reset.language")} value={language} onChange={setLanguage} testId="reset-language" />
    </ReasonDialog>
  );
}
