// Dual control (DESIGN §8): a request one operator makes waits for a second, different operator.
// The decision locks the request's row and moves it out of pending exactly once, in the audited
// transaction, so two approvals racing do the approved work once and the loser answers "not
// pending". The requester may reject (withdraw) their own request but never approve it. A
// request may also carry an end of life: once past it, it can be rejected but not approved.
// Used by ledger adjustments and second-factor resets.
import type { ErrorName } from "@tradewind/api/errors";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { audited, type AuditDeps } from "./audit/service.ts";

/** Who decides, and the request's trail where its audit row is counted. */
type Writer = Parameters<typeof audited>[1];

export type Decision = "approve" | "reject";

/** What the decision needs of a request's locked row. */
export interface PendingRequest {
  status: string;
  /** The requesting operator's id. */
  requestedBy: string;
  /** After this the request can no longer be approved; undefined: it does not expire. */
  expiresAt?: Date | undefined;
}

/** Who decided, when, and why: what the request's row records. */
export interface Decided {
  decidedBy: { id: string; reason: string };
  decidedAt: Date;
}

export interface DualControlled<Row extends PendingRequest, View> {
  /** The audit action's stem: `<stem>.approve` / `<stem>.reject`. */
  action: string;
  /** The audit row's target, `<kind>:<id>`. */
  target: string;
  /** Locks the request's row (select … for update); undefined when there is none (10118). */
  lock: (tx: Db) => Promise<Row | undefined>;
  /** The request as answered and audited before and after. */
  view: (tx: Db) => Promise<View>;
  /** Does the approved work and records the approval on the row. */
  approve: (tx: Db, row: Row, decided: Decided) => Promise<void>;
  /** Records the rejection on the row; nothing else changes. */
  reject: (tx: Db, row: Row, decided: Decided) => Promise<void>;
  /** The catalogue's answers: no longer pending, approved by its requester, and (when it expires) past its end. */
  refusals: { notPending: ErrorName; selfApproval: ErrorName; expired?: ErrorName };
}

/**
 * Approves or rejects a pending request under dual control, audited with the reason and the
 * request before and after. Answers the audit row's id and the request after the decision.
 */
export async function decidePending<Row extends PendingRequest, View>(deps: AuditDeps, writer: Writer, control: DualControlled<Row, View>, decision: Decision, reason: string) {
  return audited(deps, writer, { action: `${control.action}.${decision}`, reason }, async (tx) => {
    const row = (await control.lock(tx)) ?? fail("notFound");
    if (row.status !== "pending") fail(control.refusals.notPending);
    const before = await control.view(tx);
    const now = deps.clock.now();
    const decided: Decided = { decidedBy: { id: writer.operator.id, reason }, decidedAt: now };
    if (decision === "approve") {
      if (row.requestedBy === writer.operator.id) fail(control.refusals.selfApproval);
      if (row.expiresAt !== undefined && row.expiresAt <= now) fail(control.refusals.expired ?? control.refusals.notPending);
      await control.approve(tx, row, decided);
    } else {
      await control.reject(tx, row, decided);
    }
    const after = await control.view(tx);
    return { result: after, target: control.target, before, after };
  });
}
