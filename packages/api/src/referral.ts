// The three-level referral programme (SPEC §1, §3; issue 15). Every user has an invite code; a
// registration with it makes them the new user's inviter, fixed from then on. Levels follow the
// chain: level 1 = the caller's direct invitees, level 2 = theirs, level 3 = theirs.
//
// Rebates: of every trading fee the platform collects on the REAL book (contract opening and
// closing fees, coin fill fees), the trader's inviter gets `referral_rate_level1`, theirs
// `referral_rate_level2`, theirs `referral_rate_level3` (public system params, each in [0, 1],
// summing to at most 1: the back office refuses a change past that with 10190). Each rebate is
// fee × rate rounded DOWN to the currency's scale, paid from the platform fees account to the
// beneficiary's available balance in the fill's own transaction (statement kind
// `referral_rebate`). Demo trades pay nothing.
//
// Active member: placed an order on the real book in the last 30 days, or holds a positive
// real-book balance (any currency, available, held or margin).
import { z } from "zod";
import { endpoint, failWith, page, pageQuery } from "./endpoint.ts";

export const referralLevels = [1, 2, 3] as const;
export type ReferralLevelNumber = (typeof referralLevels)[number];
/** The activity window of the team's "active" flag. */
export const activeWindowDays = 30;
/** The periods promotion earnings are totalled over: since 00:00 UTC today, the last 7 and 30 days, ever. */
export const earningPeriods = ["today", "week", "month", "all"] as const;
export type EarningPeriod = (typeof earningPeriods)[number];
export const rebateSourceKinds = ["contract_open", "contract_close", "spot_fill"] as const;

const levelSchema = z.coerce
  .number(failWith("invalidRequest"))
  .int(failWith("invalidRequest"))
  .min(1, failWith("invalidRequest"))
  .max(3, failWith("invalidRequest"));

export const inviteInfoSchema = z.object({
  /** The caller's invite code; the client builds the link `<origin>/pass/register?code=<code>`. */
  inviteCode: z.string(),
  /** Live shares of each fee per level ("0.2" = 20 %). */
  rates: z.array(z.object({ level: z.number().int(), rate: z.string() })),
});
export type InviteInfo = z.output<typeof inviteInfoSchema>;

export const getInviteInfo = endpoint({
  method: "GET",
  path: "/user/inviteInfo",
  summary: "The caller's invite code and the live rebate rate of each of the three levels.",
  auth: "user",
  result: inviteInfoSchema,
});

/** Rebates per currency, summed. */
const amountsSchema = z.array(z.object({ currency: z.string(), amount: z.string() }));

export const teamLevelSummarySchema = z.object({
  level: z.number().int(),
  members: z.number().int(),
  active: z.number().int(),
  rate: z.string(),
  /** Rebates earned from this level's trades per period. */
  earnings: z.object({ today: amountsSchema, week: amountsSchema, month: amountsSchema, all: amountsSchema }),
});
export type TeamLevelSummary = z.output<typeof teamLevelSummarySchema>;

export const teamSummarySchema = z.object({
  levels: z.array(teamLevelSummarySchema),
  /** All levels together, per period. */
  totals: z.object({ today: amountsSchema, week: amountsSchema, month: amountsSchema, all: amountsSchema }),
  activeWindowDays: z.number().int(),
});
export type TeamSummary = z.output<typeof teamSummarySchema>;

export const getTeamSummary = endpoint({
  method: "GET",
  path: "/user/teamSummary",
  summary:
    "The caller's team: members and active members per level (active = a real-book order in the last 30 days or a positive real balance), the live rate, and promotion earnings per level and in total for today (UTC), 7 days, 30 days and all time.",
  auth: "user",
  result: teamSummarySchema,
});

export const teamMemberSchema = z.object({
  id: z.string(),
  /** `ab***@gmail.com`, `+44 ****1234`, or the user name's first two characters. */
  contact: z.string(),
  joinedAt: z.string(),
  active: z.boolean(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const listTeamMembers = endpoint({
  method: "GET",
  path: "/user/listTeamMember",
  summary: "One level's members (1–3), newest first, with masked contacts, join date and the active flag; paged.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, level: levelSchema }),
  result: page(teamMemberSchema),
});

export const rebateRecordSchema = z.object({
  id: z.string(),
  /** What paid the fee: contract_open, contract_close or spot_fill. */
  type: z.enum(rebateSourceKinds),
  level: z.number().int(),
  /** The trader, masked. */
  source: z.string(),
  /** The order: `contract:<id>` or `spot:<id>`. */
  reference: z.string(),
  fee: z.string(),
  rate: z.string(),
  amount: z.string(),
  currency: z.string(),
  createdAt: z.string(),
});
export type RebateRecord = z.output<typeof rebateRecordSchema>;

export const listRebateRecords = endpoint({
  method: "GET",
  path: "/user/listRebateRecord",
  summary: "The rebates paid to the caller, newest first, optionally of one level; paged.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, level: levelSchema.optional() }),
  result: page(rebateRecordSchema),
});
