// The back office's dashboard: pending items per review queue and the real book's figures per
// UTC day (registrations, deposits, withdrawals, traded volume), each computed by SQL in the
// domain that owns the rows. Deposits, withdrawals and loans do not exist yet: their queues and
// money figures answer null ("not available yet"), not a 0 that reads as a fact. The SQL stays
// ready behind `paymentsLive` and `loansLive`; the release that adds the domain flips its switch.
import { dashboardDays, type dashboardQueues } from "@tradewind/api/admin/dashboard";
import { invariant } from "@tradewind/domain/assert";
import { Decimal, toPlain } from "@tradewind/domain/money";
import { kycPendingCount, registrationsByDay } from "../../accounts/back-office-service.ts";
import { depositEntryKind, realFlowsByDay, withdrawalEntryKind } from "../../ledger/flows-service.ts";
import type { Db } from "../../platform/database.ts";
import { openAttentionCount } from "../../trading/attention-service.ts";
import { realVolumeByDay } from "../../trading/volume-service.ts";
import { pendingAdjustmentCount } from "../adjustments/service.ts";

const dayMs = 86_400_000;
const zero = new Decimal(0);
/** Deposits and withdrawals are live (the payments release): their queues and sums are real. */
const paymentsLive = false;
/** Loans are live (the lending release): its queue is real. */
const loansLive = false;

type Queue = (typeof dashboardQueues)[number];

async function queues(db: Db): Promise<{ queue: Queue; pending: number | null }[]> {
  const [adjustments, attention, kyc] = await Promise.all([pendingAdjustmentCount(db), openAttentionCount(db), kycPendingCount(db)]);
  // A live domain without its own queue yet has nothing waiting: 0.
  const notLiveOrNone = (live: boolean) => (live ? 0 : null);
  return [
    { queue: "adjustments", pending: adjustments },
    { queue: "attention", pending: attention },
    { queue: "kyc", pending: kyc },
    { queue: "deposits", pending: notLiveOrNone(paymentsLive) },
    { queue: "withdrawals", pending: notLiveOrNone(paymentsLive) },
    { queue: "loans", pending: notLiveOrNone(loansLive) },
  ];
}

/** Sums of one ledger flow per day, or null while payments are not live. */
async function flowsByDay(db: Db, kind: Parameters<typeof realFlowsByDay>[1], from: Date, to: Date): Promise<Map<string, Decimal> | null> {
  return paymentsLive ? realFlowsByDay(db, kind, from, to) : null;
}

export async function dashboard(db: Db, now: Date) {
  const tomorrow = Math.floor(now.getTime() / dayMs) * dayMs + dayMs;
  const from = new Date(tomorrow - dashboardDays * dayMs);
  const to = new Date(tomorrow);
  const [pending, registrations, deposits, withdrawals, volume] = await Promise.all([
    queues(db),
    registrationsByDay(db, from, to),
    flowsByDay(db, depositEntryKind, from, to),
    flowsByDay(db, withdrawalEntryKind, from, to),
    realVolumeByDay(db, from, to),
  ]);
  const money = (byDay: Map<string, Decimal>, date: string) => toPlain(byDay.get(date) ?? zero);
  const flow = (byDay: Map<string, Decimal> | null, date: string) => (byDay === null ? null : money(byDay, date));
  const days = Array.from({ length: dashboardDays }, (_, index) => {
    const date = new Date(from.getTime() + index * dayMs).toISOString().slice(0, 10);
    return { date, registrations: registrations.get(date) ?? 0, deposits: flow(deposits, date), withdrawals: flow(withdrawals, date), tradingVolume: money(volume, date) };
  });
  const today = days.at(-1);
  invariant(today, "the dashboard covers at least one day");
  return { queues: pending, today, days };
}
