// The back office's dashboard: pending items per review queue and the real book's figures per
// UTC day (registrations, deposits, withdrawals, traded volume), each computed by SQL in the
// domain that owns the rows. Every queue's domain is live, so each is a count.
import { dashboardDays, type dashboardQueues } from "@tradewind/api/admin/dashboard";
import { invariant } from "@tradewind/domain/assert";
import { Decimal, toPlain } from "@tradewind/domain/money";
import { registrationsByDay } from "../../accounts/back-office-service.ts";
import { pendingKycCount } from "../../accounts/kyc-service.ts";
import { depositEntryKind, realFlowsByDay, withdrawalEntryKind } from "../../ledger/flows-service.ts";
import { pendingLoanCount } from "../../loans/back-office-service.ts";
import { pendingPaymentCounts } from "../../payments/service.ts";
import type { Db } from "../../platform/database.ts";
import { openAttentionCount } from "../../trading/attention-service.ts";
import { realVolumeByDay } from "../../trading/volume-service.ts";
import { pendingAdjustmentCount } from "../adjustments/service.ts";

const dayMs = 86_400_000;
const zero = new Decimal(0);

type Queue = (typeof dashboardQueues)[number];

async function queues(db: Db): Promise<{ queue: Queue; pending: number }[]> {
  const [adjustments, attention, kyc, payments, loans] = await Promise.all([
    pendingAdjustmentCount(db),
    openAttentionCount(db),
    pendingKycCount(db),
    pendingPaymentCounts(db),
    pendingLoanCount(db),
  ]);
  return [
    { queue: "adjustments", pending: adjustments },
    { queue: "attention", pending: attention },
    { queue: "kyc", pending: kyc },
    { queue: "deposits", pending: payments.deposits },
    { queue: "withdrawals", pending: payments.withdrawals },
    { queue: "loans", pending: loans },
  ];
}

export async function dashboard(db: Db, now: Date) {
  const tomorrow = Math.floor(now.getTime() / dayMs) * dayMs + dayMs;
  const from = new Date(tomorrow - dashboardDays * dayMs);
  const to = new Date(tomorrow);
  const [pending, registrations, deposits, withdrawals, volume] = await Promise.all([
    queues(db),
    registrationsByDay(db, from, to),
    realFlowsByDay(db, depositEntryKind, from, to),
    realFlowsByDay(db, withdrawalEntryKind, from, to),
    realVolumeByDay(db, from, to),
  ]);
  const money = (byDay: Map<string, Decimal>, date: string) => toPlain(byDay.get(date) ?? zero);
  const days = Array.from({ length: dashboardDays }, (_, index) => {
    const date = new Date(from.getTime() + index * dayMs).toISOString().slice(0, 10);
    return { date, registrations: registrations.get(date) ?? 0, deposits: money(deposits, date), withdrawals: money(withdrawals, date), tradingVolume: money(volume, date) };
  });
  const today = days.at(-1);
  invariant(today, "the dashboard covers at least one day");
  return { queues: pending, today, days };
}
