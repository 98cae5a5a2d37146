// Second-factor resets by operators (issue 24): a user who lost their authenticator and passkeys
// cannot sign in or step up, so compliance removes the factors for them, under dual control
// (admin/dual-control.ts, as ledger adjustments): one operator requests with a reason, a
// different one approves within factorResetLifetimeHours. The approval removes the chosen
// factors, ends every session of the user and holds withdrawals for security_hold_hours in its
// audited transaction (accounts' resetSecondFactors), then signs the user's sockets out and
// emails the user. Requests for one user are made one after the other (the user's row is
// locked), and at most one waits at a time (a partial unique index backs that up).
import { factorResetLifetimeHours, type FactorReset } from "@tradewind/api/admin/factor-resets";
import type { UserId } from "@tradewind/domain/ids";
import { isLanguageCode, defaultLanguage } from "@tradewind/i18n/languages";
import { findUser, usernamesOf } from "../../accounts/back-office-service.ts";
import { afterSecurityChangeCommitted, factorsHeld, resetSecondFactors, type FactorsToReset, type SecurityChange } from "../../accounts/security-service.ts";
import { lockUser } from "../../accounts/users-service.ts";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import type { Messenger } from "../../platform/messenger.ts";
import type { SessionEvents } from "../../platform/session-events.ts";
import { audited, type AuditDeps } from "../audit/service.ts";
import { decidePending, type Decision } from "../dual-control.ts";
import { operatorMeta } from "../users/service.ts";
import * as repository from "./repository.ts";
import type { FactorResetFilter, FactorResetView } from "./repository.ts";

export interface FactorResetDeps extends AuditDeps {
  /** Emails the user once a reset is approved. */
  messenger: Messenger;
  /** Signs out the live sockets of the user's ended sessions; absent where nobody listens. */
  sessionEvents: SessionEvents | undefined;
}

/** Who makes a change, and the request's trail where its audit row is counted. */
type Writer = Parameters<typeof audited>[1];

const lifetimeMs = factorResetLifetimeHours * 3_600_000;

function resetTarget(id: string): string {
  return `factorReset:${id}`;
}

function factorResetOf(view: FactorResetView, username: string, now: Date): FactorReset {
  return {
    id: view.id,
    userId: view.userId,
    username,
    totp: view.totp,
    passkeys: view.passkeys,
    language: view.language,
    reason: view.reason,
    // Undecided past its end it can no longer be approved: shown as expired before anyone marks it.
    status: view.status === "pending" && view.expiresAt <= now ? "expired" : view.status,
    requestedBy: { id: view.requestedBy, username: view.requestedByUsername },
    decidedBy: view.decidedBy === null ? null : { id: view.decidedBy, username: view.decidedByUsername ?? "" },
    decisionReason: view.decisionReason,
    createdAt: view.createdAt.toISOString(),
    expiresAt: view.expiresAt.toISOString(),
    decidedAt: view.decidedAt?.toISOString() ?? null,
  };
}

async function factorResetsPage(db: Db, filter: FactorResetFilter, paging: { page: number; size: number }) {
  const { resets, total } = await repository.factorResetsPage(db, filter, { limit: paging.size, offset: (paging.page - 1) * paging.size });
  const names = await usernamesOf(db, resets.map((reset) => reset.userId));
  return { items: resets.map((reset) => factorResetOf(reset, names.get(reset.userId) ?? "", filter.now)), total, page: paging.page, size: paging.size };
}

export async function listFactorResets(deps: AuditDeps, query: { page: number; size: number; status?: FactorResetFilter["status"]; userId?: UserId | undefined }) {
  return factorResetsPage(deps.db, { status: query.status, userId: query.userId, now: deps.clock.now() }, query);
}

/** One request as the back office shows it; 10118 when there is none. */
async function getFactorReset(db: Db, id: string, now: Date): Promise<FactorReset> {
  const [reset] = (await factorResetsPage(db, { id, now }, { page: 1, size: 1 })).items;
  return reset ?? fail("notFound");
}

/**
 * Requests a reset of the chosen factors, audited with the reason: 10009 for an unknown user,
 * 10344 while another request waits for the user, 10345 when the user has none of the factors.
 */
export async function requestFactorReset(deps: AuditDeps, writer: Writer, userId: UserId, request: FactorsToReset & { language: string; reason: string }) {
  if (!(await findUser(deps.db, userId))) fail("userNotFound");
  const done = await audited(deps, writer, { action: "factorReset.request", reason: request.reason }, async (tx) => {
    await lockUser(tx, userId);
    const now = deps.clock.now();
    if (await repository.expireAndFindPending(tx, userId, now)) fail("factorResetAlreadyPending");
    const held = await factorsHeld(tx, userId, request);
    if (!held.totp && held.passkeys === 0) fail("factorResetNothingToReset");
    const id = await repository.insertFactorReset(tx, { ...request, userId, requestedBy: writer.operator.id, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) });
    const reset = await getFactorReset(tx, id, now);
    return { result: reset, target: resetTarget(id), before: null, after: { ...reset, held } };
  });
  return { auditId: done.auditId, factorReset: done.result };
}

/**
 * Approves (removing the factors, ending every session, holding withdrawals, then emailing the
 * user) or rejects a pending request under dual control: 10341 for its requester, 10342 once
 * decided, so a second or concurrent approval resets nothing, 10343 past its 24 hours.
 */
export async function decideFactorReset(deps: FactorResetDeps, writer: Writer, id: string, decision: Decision, reason: string) {
  let change: SecurityChange | undefined;
  const done = await decidePending(
    deps,
    writer,
    {
      action: "factorReset",
      target: resetTarget(id),
      lock: (tx) => repository.lockFactorReset(tx, id),
      view: (tx) => getFactorReset(tx, id, deps.clock.now()),
      approve: async (tx, reset, decided) => {
        const language = isLanguageCode(reset.language) ? reset.language : defaultLanguage;
        ({ change } = await resetSecondFactors(tx, reset.userId, reset, operatorMeta(writer, language), decided.decidedAt));
        await repository.decideFactorReset(tx, id, "approved", decided);
      },
      reject: (tx, _reset, decided) => repository.decideFactorReset(tx, id, "rejected", decided),
      refusals: { notPending: "factorResetNotPending", selfApproval: "factorResetSelfApproval", expired: "factorResetExpired" },
    },
    decision,
    reason,
  );
  if (change) await afterSecurityChangeCommitted(deps, change);
  return { auditId: done.auditId, factorReset: done.result };
}
