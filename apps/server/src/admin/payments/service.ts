// Finance's payment work in the back office: the receiving addresses and the deposit and
// withdrawal queues, read from the payments domain and decided through the audited path, so a
// decision, its ledger entry, the user's notification and the audit row commit together. The
// user's sockets hear of the notification after the commit.
import type { PaymentCoin, PaymentNetwork } from "@tradewind/api/payments";
import type { Amount } from "@tradewind/domain/money";
import * as payments from "../../payments/back-office-service.ts";
import { depositTarget, withdrawalTarget } from "../../payments/service.ts";
import { announceNotifications } from "../../notifications/service.ts";
import type { Bus } from "../../platform/bus.ts";
import type { Db } from "../../platform/database.ts";
import { audited, type AuditDeps } from "../audit/service.ts";

export interface PaymentAdminDeps extends AuditDeps {
  /** Carries "your notifications changed" to the user's sockets; absent when no process serves `/ws`. */
  bus: Bus | undefined;
}

type Writer = Parameters<typeof audited>[1];

export { depositForOffice as getDeposit, depositQueue as listDeposits, listReceivingAddresses, withdrawalForOffice as getWithdrawal, withdrawalQueue as listWithdrawals } from "../../payments/back-office-service.ts";

export async function setReceivingAddress(deps: AuditDeps, writer: Writer, change: { coin: PaymentCoin; network: PaymentNetwork; address: string; enabled: boolean; reason: string }) {
  const done = await audited(deps, writer, { action: "payments.address.set", reason: change.reason }, async (tx) => {
    const { before, after } = await payments.setReceivingAddress(tx, { ...change, at: deps.clock.now() });
    return { result: after, target: payments.receivingAddressTarget(change), before, after };
  });
  return { auditId: done.auditId, address: done.result };
}

type Decision<Item> = (tx: Db, decider: payments.Decider) => Promise<payments.Decided<Item>>;

/** Runs one queue decision audited, answering `reply` (stored with it against an Idempotency-Key), then tells the user's sockets. */
async function decide<Item, Reply>(deps: PaymentAdminDeps, writer: Writer, change: { action: string; reason: string | null; target: string }, decision: Decision<Item>, reply: (auditId: string, item: Item) => Reply) {
  const answer = (auditId: string, decided: payments.Decided<Item>) => reply(auditId, decided.after);
  const done = await audited(
    deps,
    writer,
    { action: change.action, reason: change.reason },
    async (tx) => {
      const decided = await decision(tx, { id: writer.operator.id, username: writer.operator.username, at: deps.clock.now() });
      return { result: decided, target: change.target, before: decided.before, after: decided.after };
    },
    answer,
  );
  if (deps.bus) announceNotifications(deps.bus, [done.result.userId]);
  return answer(done.auditId, done.result);
}

const depositReply = <Item>(auditId: string, deposit: Item) => ({ auditId, deposit });
const withdrawalReply = <Item>(auditId: string, withdrawal: Item) => ({ auditId, withdrawal });

export async function approveDeposit(deps: PaymentAdminDeps, writer: Writer, id: string, body: { creditedAmount: Amount; note?: string | undefined }) {
  return decide(deps, writer, { action: "deposit.approve", reason: body.note ?? null, target: depositTarget(id) }, (tx, decider) => payments.creditDeposit(tx, decider, id, body.creditedAmount), depositReply);
}

export async function rejectDeposit(deps: PaymentAdminDeps, writer: Writer, id: string, reason: string) {
  return decide(deps, writer, { action: "deposit.reject", reason, target: depositTarget(id) }, (tx, decider) => payments.rejectDeposit(tx, decider, id, reason), depositReply);
}

export async function approveWithdrawal(deps: PaymentAdminDeps, writer: Writer, id: string, body: { payoutTxRef: string; note?: string | undefined }) {
  return decide(deps, writer, { action: "withdrawal.approve", reason: body.note ?? null, target: withdrawalTarget(id) }, (tx, decider) => payments.payWithdrawal(tx, decider, id, body.payoutTxRef), withdrawalReply);
}

export async function rejectWithdrawal(deps: PaymentAdminDeps, writer: Writer, id: string, reason: string) {
  return decide(deps, writer, { action: "withdrawal.reject", reason, target: withdrawalTarget(id) }, (tx, decider) => payments.rejectWithdrawal(tx, decider, id, reason), withdrawalReply);
}
