// Loans in the back office: compliance's queue (approve and disburse, or reject with a reason)
// and the agreement PDF; finance's loan products and the loan fund. Read from the loans domain
// and changed through the audited path, so a decision, its ledger entry, the user's notification
// and the audit row commit together. The user's sockets hear of the notification after the commit.
import type { UserId } from "@tradewind/domain/ids";
import type { Amount } from "@tradewind/domain/money";
import * as loans from "../../loans/back-office-service.ts";
import { loanTarget } from "../../loans/service.ts";
import { announceNotifications } from "../../notifications/service.ts";
import type { Bus } from "../../platform/bus.ts";
import type { Db } from "../../platform/database.ts";
import { audited, type AuditDeps } from "../audit/service.ts";

export interface LoanAdminDeps extends AuditDeps {
  /** DATA_DIR/loans: the agreements. */
  dir: string;
  /** Carries "your notifications changed" to the user's sockets; absent when no process serves `/ws`. */
  bus: Bus | undefined;
}

type Writer = Parameters<typeof audited>[1];

export { loanForOffice, loanFund, loanQueue, productsForOffice } from "../../loans/back-office-service.ts";
export { agreementForReview } from "../../loans/service.ts";

/** Runs one queue decision audited (its answer stored with it against an Idempotency-Key), then tells the user's sockets. */
async function decide(deps: LoanAdminDeps, writer: Writer, change: { action: string; reason: string | null; id: string }, decision: (tx: Db, decider: loans.Decider) => ReturnType<typeof loans.approveLoan>) {
  const reply = (auditId: string, decided: Awaited<ReturnType<typeof loans.approveLoan>>) => ({ auditId, loan: decided.after });
  const done = await audited(
    deps,
    writer,
    { action: change.action, reason: change.reason },
    async (tx) => {
      const decided = await decision(tx, { id: writer.operator.id, username: writer.operator.username, at: deps.clock.now() });
      return { result: decided, target: loanTarget(change.id), before: decided.before, after: decided.after };
    },
    reply,
  );
  if (deps.bus) announceNotifications(deps.bus, [done.result.userId]);
  return reply(done.auditId, done.result);
}

export function approveLoan(deps: LoanAdminDeps, writer: Writer, id: string, note: string | undefined) {
  return decide(deps, writer, { action: "loan.approve", reason: note ?? null, id }, (tx, decider) => loans.approveLoan(tx, decider, id));
}

export function rejectLoan(deps: LoanAdminDeps, writer: Writer, id: string, reason: string) {
  return decide(deps, writer, { action: "loan.reject", reason, id }, (tx, decider) => loans.rejectLoan(tx, decider, id, reason));
}

export async function createProduct(deps: AuditDeps, writer: Writer, body: loans.ProductFields & { reason: string }) {
  const done = await audited(deps, writer, { action: "loanProduct.create", reason: body.reason }, async (tx) => {
    const changed = await loans.createProduct(tx, body, deps.clock.now());
    return { result: changed.after, target: loans.productTarget(changed.after.id), ...changed };
  });
  return { auditId: done.auditId, product: done.result };
}

export async function updateProduct(deps: AuditDeps, writer: Writer, id: string, body: loans.ProductFields & { reason: string }) {
  const done = await audited(deps, writer, { action: "loanProduct.update", reason: body.reason }, async (tx) => {
    const changed = await loans.updateProduct(tx, id, body, deps.clock.now());
    return { result: changed.after, target: loans.productTarget(id), ...changed };
  });
  return { auditId: done.auditId, product: done.result };
}

export async function fundLoanFund(deps: AuditDeps, writer: Writer, body: { amount: Amount; reason: string }) {
  const reply = (auditId: string, changed: Awaited<ReturnType<typeof loans.fundLoanFund>>) => ({ auditId, fund: changed.after, entryId: changed.entryId });
  const done = await audited(
    deps,
    writer,
    { action: "loanFund.fund", reason: body.reason },
    async (tx) => {
      const changed = await loans.fundLoanFund(tx, writer.operator.id, body.amount);
      return { result: changed, target: "loan_fund", before: changed.before, after: changed.after };
    },
    reply,
  );
  return reply(done.auditId, done.result);
}

export function queueQuery<Q extends { userId?: string | undefined }>(query: Q, toUserId: (id: string) => UserId) {
  return { ...query, userId: query.userId === undefined ? undefined : toUserId(query.userId) };
}
