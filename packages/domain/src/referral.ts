// The three-level referral programme's arithmetic (issue 15): a trading fee the platform collected
// is shared with the payer's inviter (level 1), theirs (level 2) and theirs (level 3) at the
// operator-set rates. Each rebate is fee × rate rounded DOWN to the currency's storage scale, so a
// rebate never exceeds its exact share and the rebates of one fee never exceed the fee while the
// rates sum to at most 1. Contact masking for the team list lives here too.
import { invariant } from "./assert.ts";
import { Decimal, roundDownForUser } from "./money.ts";

/** Levels of the programme: direct invitees are level 1. */
export const referralLevels = [1, 2, 3] as const;
export type ReferralLevel = (typeof referralLevels)[number];

/** Rates per level, as shares of the fee (0.2 = 20 %). */
export type ReferralRates = Record<ReferralLevel, Decimal>;

/** Why a set of rates is refused, or undefined when it is usable: each in [0, 1], their sum at most 1. */
export function referralRatesProblem(rates: ReferralRates): "rateOutOfRange" | "sumAboveOne" | undefined {
  let sum = new Decimal(0);
  for (const level of referralLevels) {
    const rate = rates[level];
    if (!rate.isFinite() || rate.isNegative() || rate.gt(1)) return "rateOutOfRange";
    sum = sum.plus(rate);
  }
  return sum.gt(1) ? "sumAboveOne" : undefined;
}

export interface Rebate {
  level: ReferralLevel;
  beneficiaryId: string;
  rate: Decimal;
  amount: Decimal;
}

/**
 * The rebates of one fee: one per upline (ordered level 1 first, at most three) whose rounded-down
 * share is positive. `uplines[0]` is the payer's inviter. Rates must pass `referralRatesProblem`.
 */
export function rebatesOf(fee: Decimal, currency: string, uplines: readonly string[], rates: ReferralRates): Rebate[] {
  invariant(!fee.isNegative(), `a negative fee ${fee.toFixed()} has no rebates`);
  invariant(referralRatesProblem(rates) === undefined, `unusable referral rates ${JSON.stringify(rates)}`);
  const rebates: Rebate[] = [];
  uplines.slice(0, referralLevels.length).forEach((beneficiaryId, index) => {
    const level = referralLevels[index] as ReferralLevel;
    const amount = roundDownForUser(fee.times(rates[level]), currency);
    if (amount.gt(0)) rebates.push({ level, beneficiaryId, rate: rates[level], amount });
  });
  return rebates;
}

/** An email with the local part cut to its first two characters: `ab***@gmail.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return `${email.slice(0, 2)}***`;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** A phone with only its last four digits shown: `+44 ****1234`. */
export function maskPhone(areaCode: string | null, phone: string): string {
  const tail = phone.slice(-4);
  const prefix = areaCode ? `+${areaCode.replace(/^\+/, "")} ` : "";
  return `${prefix}****${tail}`;
}

/** A user name with its first two characters shown: `al***`. */
export function maskName(name: string): string {
  return `${name.slice(0, 2)}***`;
}

/** What a team list shows of a member: the email, else the phone, else the user name, masked. */
export function maskedContact(user: { email: string | null; areaCode: string | null; phone: string | null; username: string }): string {
  if (user.email) return maskEmail(user.email);
  if (user.phone) return maskPhone(user.areaCode, user.phone);
  return maskName(user.username);
}
