// The age rule of identity verification (SPEC §3): a birthdate is a real calendar day, not after
// today, and the person is at least a given number of years old today, today being the UTC
// calendar day of the clock passed in. A 29 February birthday is reached on 1 March in a common
// year. Ages past `ageYearsMax` are refused as typing mistakes.

/** Oldest age accepted; anything older is a mistyped year. */
export const ageYearsMax = 130;

type Day = readonly [year: number, month: number, date: number];

/** The UTC calendar day of `now` as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Year, month (1-12) and date of a YYYY-MM-DD text naming a real day, else null (2001-02-30, 2026-13-01). */
export function calendarDay(text: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = new Date(0);
  real.setUTCFullYear(year, month - 1, date);
  if (real.getUTCFullYear() !== year || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== date) return null;
  return [year, month, date];
}

/** Whole years from `born` to `today` (negative when born after today). */
function ageYears(born: Day, today: Day): number {
  const [bornYear, bornMonth, bornDate] = born;
  const [year, month, date] = today;
  const beforeBirthday = month < bornMonth || (month === bornMonth && date < bornDate);
  return year - bornYear - (beforeBirthday ? 1 : 0);
}

/** Whether `birthdate` is a real day at least `years` (and at most `ageYearsMax`) years before `today`. */
export function isOldEnough(birthdate: string, today: string, years: number): boolean {
  const born = calendarDay(birthdate);
  const now = calendarDay(today);
  if (born === null || now === null) return false;
  const age = ageYears(born, now);
  return age >= years && age <= ageYearsMax;
}
