// Date-range filters of the record lists: the days a user picks (YYYY-MM-DD, as a date input and
// the URL hold them) become the instants the API filters by, in the browser's time zone: from the
// start of the first day (inclusive) to the start of the day after the last (exclusive), so the
// last day is included whole.

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local midnight starting `day`, `offsetDays` later; undefined unless `day` is a real calendar day. */
function localMidnight(day: string, offsetDays = 0): Date | undefined {
  const match = dayPattern.exec(day);
  if (match === null) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(year, month - 1, date + offsetDays);
  const real = offsetDays !== 0 || (start.getFullYear() === year && start.getMonth() === month - 1 && start.getDate() === date);
  return real ? start : undefined;
}

/** A calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && localMidnight(value) !== undefined;
}

export interface DayRange {
  /** First day, included. */
  from?: string | undefined;
  /** Last day, included. */
  to?: string | undefined;
}

/** Whether the range ends before it starts (a mistake the form points out instead of asking). */
export function rangeReversed(range: DayRange): boolean {
  return isDay(range.from) && isDay(range.to) && range.from > range.to;
}

/** The API's instants of a day range: `from` inclusive, `to` exclusive (the day after the last day). */
export function rangeInstants(range: DayRange): { from?: string; to?: string } {
  const from = isDay(range.from) ? localMidnight(range.from)?.toISOString() : undefined;
  const to = isDay(range.to) ? localMidnight(range.to, 1)?.toISOString() : undefined;
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}
