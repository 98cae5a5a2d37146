// Use cases of the three-level referral programme (issue 15; packages/api/src/referral.ts).
// Trading posts a fill's entries through `postWithRebates`, in the fill's transaction: each
// upline's share of the fee (packages/domain/src/referral.ts, rounded down) moves from the
// platform fees account (the payer's shard) to their available balance as a `referral_rebate`
// entry, with its record. The fill's entries and the rebates go through one `ledger.postMany`, so
// every account they touch (users, uplines, platform shards) is locked once, in id order: two
// batches of fills, or a batch and a user's close, queue instead of deadlocking (issue 28). The
// team pages read the chain through accounts/team-service.ts.
import type { Book } from "@tradewind/api/accounts";
import { activeWindowDays, type InviteInfo, type RebateRecord, type TeamMember, type TeamSummary } from "@tradewind/api/referral";
import { invariant } from "@tradewind/domain/assert";
import { userId as asUserId } from "@tradewind/domain/ids";
import { Decimal, decimal, toPlain } from "@tradewind/domain/money";
import { rebatesOf, referralLevels, referralRatesProblem, type ReferralLevel, type ReferralRates } from "@tradewind/domain/referral";
import { inviteCodeOf, inviterChains, maskedContactsOf, teamLevelCount, teamLevelMemberIds, teamLevelPage } from "../accounts/team-service.ts";
import * as ledger from "../ledger/service.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { AppError, fail } from "../platform/errors.ts";
import { getParam, lockParam } from "../platform/params.ts";
import * as repository from "./repository.ts";
import type { RebateSourceKind } from "./tables.ts";

export interface ReferralDeps {
  db: Db;
  clock: Clock;
  /** Which of `userIds` placed a real-book order since `since`: trading's, handed in by app.ts (trading pays rebates, so it sits above referral). */
  realTradersSince(db: Db, userIds: readonly string[], since: Date): Promise<Set<string>>;
}

const dayMs = 86_400_000;
/** Ids per activity query when a whole team is read (one array parameter each). */
const activityChunk = 10_000;

const rateKeys: Record<ReferralLevel, string> = { 1: "referral_rate_level1", 2: "referral_rate_level2", 3: "referral_rate_level3" };

export function isReferralRateKey(key: string): boolean {
  return Object.values(rateKeys).includes(key);
}

/** The rates as stored; text that is not a finite number stays so, for `referralRatesProblem` to refuse. */
export async function referralRates(db: Db): Promise<ReferralRates> {
  const [one, two, three] = await Promise.all(referralLevels.map((level) => getParam(db, rateKeys[level])));
  return { 1: new Decimal(one ?? "0"), 2: new Decimal(two ?? "0"), 3: new Decimal(three ?? "0") };
}

/**
 * Locks the three rate parameters (in key order, so two editors queue instead of deadlocking);
 * the back office calls it before changing one of them, then `assertReferralRates`.
 */
export async function lockReferralRates(tx: Db): Promise<void> {
  for (const level of referralLevels) await lockParam(tx, rateKeys[level]);
}

/** 10190 when the rates as `tx` sees them sum above 1. */
export async function assertReferralRates(tx: Db): Promise<void> {
  if (referralRatesProblem(await referralRates(tx)) !== undefined) fail("referralRatesAboveOne");
}

export interface FeeSource {
  /** Who paid the fee. */
  payerId: string;
  book: Book;
  currency: string;
  /** The fee the platform collected by this fill. */
  fee: Decimal;
  kind: RebateSourceKind;
  /** The order: `contract:<id>` or `spot:<id>`. */
  reference: string;
  at: Date;
}

/**
 * Posts `entries` (the fills that collected the fees) and the rebates of `sources` in one
 * `ledger.postMany`, then records the rebates; answers the posted `entries`, in order. Nothing is
 * paid on the demo book, for a zero fee or without an inviter. Idempotent per fill and beneficiary:
 * a replay pays nothing twice (its keys are found used; a concurrent twin fails on the unique key).
 */
export async function postWithRebates(tx: Db, entries: readonly ledger.EntryRequest[], sources: readonly FeeSource[]): Promise<ledger.PostedEntry[]> {
  return postPlanned(tx, entries, await plannedRebates(tx, sources));
}

/**
 * For a batch whose entries are each accepted or refused alone (the contract order-entry stage):
 * every account of `entries` and of their rebates is locked first, once, in id order, so such a
 * batch cannot wait on another in a cycle; then `entries` are posted with `ledger.postEach`, and
 * only the accepted entries' rebates are paid. `sources[i]` is the fee `entries[i]` collects, if any.
 */
export async function postEachWithRebates(tx: Db, entries: readonly ledger.EntryRequest[], sources: readonly (FeeSource | undefined)[]): Promise<(ledger.PostedEntry | AppError)[]> {
  const planned = await plannedRebates(tx, sources.filter((source) => source !== undefined));
  if (planned.length === 0) return ledger.postEach(tx, entries);
  await ledger.lockAccountsOf(tx, [...entries, ...planned.map(({ entry }) => entry)]);
  const posted = await ledger.postEach(tx, entries);
  const refused = new Set(sources.flatMap((source, index) => (source && posted[index] instanceof AppError ? [source.reference] : [])));
  await postPlanned(tx, [], planned.filter(({ record }) => !refused.has(record.reference)));
  return posted;
}

type PlannedRebate = Awaited<ReturnType<typeof plannedRebates>>[number];

async function postPlanned(tx: Db, entries: readonly ledger.EntryRequest[], rebates: readonly PlannedRebate[]): Promise<ledger.PostedEntry[]> {
  const posted = await ledger.postMany(tx, [...entries, ...rebates.map(({ entry }) => entry)]);
  await repository.insertRebates(
    tx,
    rebates.map(({ record }, index) => {
      const entry = posted[entries.length + index];
      invariant(entry !== undefined, `rebate ${index} of ${record.reference} was not posted`);
      return { ...record, entryId: entry.id };
    }),
  );
  return posted.slice(0, entries.length);
}

/** The rebate entries and records `sources` owe, read (not locked) from the chains and rates. */
async function plannedRebates(tx: Db, sources: readonly FeeSource[]): Promise<{ entry: ledger.EntryRequest & { idempotencyKey: string }; record: Omit<repository.NewRebate, "entryId"> }[]> {
  const paying = sources.filter((source) => source.book === "real" && source.fee.gt(0));
  if (paying.length === 0) return [];
  const chains = await inviterChains(tx, paying.map((source) => source.payerId), referralLevels.length);
  if (chains.size === 0) return [];
  const rates = await referralRates(tx);
  // The editor never stores such rates; a hand-edited database pays nothing rather than too much.
  if (referralRatesProblem(rates) !== undefined) return [];
  const planned = paying.flatMap((source) => {
    const shard = ledger.platformShardOf([{ account: { ownerId: asUserId(source.payerId), currency: source.currency, kind: "available" }, amount: decimal("0") }]);
    return rebatesOf(source.fee, source.currency, chains.get(source.payerId) ?? [], rates).map((rebate) => ({
      entry: {
        kind: "referral_rebate" as const,
        book: "real" as const,
        reference: `rebate:${source.reference}`,
        idempotencyKey: `referral:${source.kind}:${source.reference}:${rebate.beneficiaryId}`,
        actor: "referral",
        platformShard: shard,
        postings: [
          { account: { ownerId: null, currency: source.currency, kind: "fees" as const }, amount: rebate.amount.negated() },
          { account: { ownerId: asUserId(rebate.beneficiaryId), currency: source.currency, kind: "available" as const }, amount: rebate.amount },
        ],
      },
      record: { beneficiaryId: rebate.beneficiaryId, level: rebate.level, sourceUserId: source.payerId, sourceKind: source.kind, reference: source.reference, fee: source.fee, rate: rebate.rate, amount: rebate.amount, currency: source.currency, createdAt: source.at },
    }));
  });
  // A replayed fill pays nobody twice: its rebates' keys are already used.
  const paid = await ledger.usedIdempotencyKeys(tx, planned.map(({ entry }) => entry.idempotencyKey));
  return planned.filter(({ entry }) => !paid.has(entry.idempotencyKey));
}

export async function inviteInfo(db: Db, userId: string): Promise<InviteInfo> {
  const [code, rates] = await Promise.all([inviteCodeOf(db, userId), referralRates(db)]);
  return { inviteCode: code ?? fail("userNotFound"), rates: referralLevels.map((level) => ({ level, rate: toPlain(rates[level]) })) };
}

/** Active = a real-book order within the window, or a positive real balance. Reads `ids` in chunks. */
async function activeAmong(deps: ReferralDeps, ids: readonly string[], now: Date): Promise<Set<string>> {
  const since = new Date(now.getTime() - activeWindowDays * dayMs);
  const active = new Set<string>();
  for (let start = 0; start < ids.length; start += activityChunk) {
    const chunk = ids.slice(start, start + activityChunk);
    const [traders, holders] = await Promise.all([deps.realTradersSince(deps.db, chunk, since), ledger.holdersOf(deps.db, chunk, "real")]);
    for (const id of traders) active.add(id);
    for (const id of holders) active.add(id);
  }
  return active;
}

type Amounts = { currency: string; amount: string }[];
type PeriodAmounts = TeamSummary["totals"];

function periodBoundaries(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { today, week: new Date(now.getTime() - 7 * dayMs), month: new Date(now.getTime() - 30 * dayMs) };
}

export async function teamSummary(deps: ReferralDeps, userId: string): Promise<TeamSummary> {
  const now = deps.clock.now();
  const [rates, totals, memberIds] = await Promise.all([
    referralRates(deps.db),
    repository.rebateTotals(deps.db, userId, periodBoundaries(now)),
    Promise.all(referralLevels.map((level) => teamLevelMemberIds(deps.db, userId, level))),
  ]);
  const active = await activeAmong(deps, memberIds.flat(), now);
  const periods = ["today", "week", "month", "all"] as const;
  const sum = (rows: typeof totals): PeriodAmounts => {
    const result: PeriodAmounts = { today: [], week: [], month: [], all: [] };
    for (const period of periods) {
      const byCurrency = new Map<string, Decimal>();
      for (const row of rows) {
        const amount = row[period];
        if (amount !== null) byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? decimal("0")).plus(amount));
      }
      result[period] = [...byCurrency]
        .filter(([, amount]) => !amount.isZero())
        .sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]): Amounts[number] => ({ currency, amount: toPlain(amount) }));
    }
    return result;
  };
  return {
    levels: referralLevels.map((level, index) => {
      const ids = memberIds[index] ?? [];
      return {
        level,
        members: ids.length,
        active: ids.filter((id) => active.has(id)).length,
        rate: toPlain(rates[level]),
        earnings: sum(totals.filter((row) => row.level === level)),
      };
    }),
    totals: sum(totals),
    activeWindowDays,
  };
}

export async function teamMembers(deps: ReferralDeps, userId: string, query: { level: number; page: number; size: number }) {
  const window = { limit: query.size, offset: (query.page - 1) * query.size };
  const [members, total] = await Promise.all([teamLevelPage(deps.db, userId, query.level, window), teamLevelCount(deps.db, userId, query.level)]);
  const active = await activeAmong(deps, members.map((member) => member.id), deps.clock.now());
  const items: TeamMember[] = members.map((member) => ({ id: member.id, contact: member.contact, joinedAt: member.joinedAt.toISOString(), active: active.has(member.id) }));
  return { items, total, page: query.page, size: query.size };
}

export async function rebateRecords(db: Db, userId: string, query: { level?: number | undefined; page: number; size: number }) {
  const { rows, total } = await repository.rebatesPage(db, userId, query.level, { limit: query.size, offset: (query.page - 1) * query.size });
  const contacts = await maskedContactsOf(db, rows.map((rebate) => rebate.sourceUserId));
  const items: RebateRecord[] = rows.map((rebate) => ({
    id: rebate.id,
    type: rebate.sourceKind,
    level: rebate.level,
    source: contacts.get(rebate.sourceUserId) ?? "***",
    reference: rebate.reference,
    fee: toPlain(rebate.fee),
    rate: toPlain(rebate.rate),
    amount: toPlain(rebate.amount),
    currency: rebate.currency,
    createdAt: rebate.createdAt.toISOString(),
  }));
  return { items, total, page: query.page, size: query.size };
}
