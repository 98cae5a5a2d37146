// Trading calendars: whether a venue is open at an instant, and when that next flips.
// Windows are weekly and written in the venue's wall-clock time, so daylight saving is the time
// zone's business (Intl), never an offset we store. A closed date closes that whole local day.
// Pure: the instant is always a parameter.

import { invariant } from "./assert.ts";

/** 0 = Sunday … 6 = Saturday, as `Date#getUTCDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Open from `openDay openTime` until (excluding) `closeDay closeTime`, venue-local "HH:MM".
 * A close earlier in the week than the open wraps over the weekend (forex: Sunday → Friday);
 * a close equal to the open means the whole week.
 */
export interface WeeklyWindow {
  readonly openDay: Weekday;
  readonly openTime: string;
  readonly closeDay: Weekday;
  readonly closeTime: string;
}

export interface TradingSchedule {
  readonly name: string;
  /** IANA zone the windows and closed dates are written in. */
  readonly timeZone: string;
  readonly windows: readonly WeeklyWindow[];
  /** Venue-local "yyyy-mm-dd" days with no trading at all (full-day holidays). */
  readonly closedDates?: readonly string[];
}

export interface SessionChange {
  /** The state from `at` on. */
  readonly open: boolean;
  readonly at: Date;
}

const minutesPerDay = 24 * 60;
const minutesPerWeek = 7 * minutesPerDay;
const minuteMs = 60_000;
/** Coarse scan step of `nextChange`: open and closed stretches are assumed at least this long. */
const changeScanStepMs = 15 * minuteMs;
/** Longest closure we look across: a long holiday weekend is 4 days; two weeks is ample. */
export const changeSearchHorizonMs = 14 * 24 * 60 * minuteMs;

export function isOpen(schedule: TradingSchedule, at: Date): boolean {
  const local = localTime(schedule.timeZone, at);
  if (schedule.closedDates?.includes(local.date)) return false;
  return schedule.windows.some((window) => windowContains(window, local.minuteOfWeek));
}

/**
 * The first instant after `at` where the schedule's state differs from its state at `at`, or
 * null when it does not change within `changeSearchHorizonMs` (a 24/7 market). State only flips
 * on whole minutes, because every IANA zone offset is a whole number of minutes.
 */
export function nextChange(schedule: TradingSchedule, at: Date): SessionChange | null {
  const openNow = isOpen(schedule, at);
  const startMs = Math.floor(at.getTime() / minuteMs) * minuteMs;
  for (let coarseMs = startMs + changeScanStepMs; coarseMs - startMs <= changeSearchHorizonMs; coarseMs += changeScanStepMs) {
    if (isOpen(schedule, new Date(coarseMs)) === openNow) continue;
    // The flip lies in (coarseMs - step, coarseMs]; find its minute.
    for (let minuteStartMs = coarseMs - changeScanStepMs + minuteMs; minuteStartMs < coarseMs; minuteStartMs += minuteMs) {
      if (isOpen(schedule, new Date(minuteStartMs)) !== openNow) return { open: !openNow, at: new Date(minuteStartMs) };
    }
    return { open: !openNow, at: new Date(coarseMs) };
  }
  return null;
}

function windowContains(window: WeeklyWindow, minuteOfWeek: number): boolean {
  const open = window.openDay * minutesPerDay + clockMinutes(window.openTime);
  const close = window.closeDay * minutesPerDay + clockMinutes(window.closeTime);
  if (open === close) return true;
  if (open < close) return minuteOfWeek >= open && minuteOfWeek < close;
  return minuteOfWeek >= open || minuteOfWeek < close;
}

function clockMinutes(clock: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  invariant(match, `not a HH:MM clock time: ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

interface LocalTime {
  /** "yyyy-mm-dd" in the zone. */
  readonly date: string;
  /** Minutes since Sunday 00:00 in the zone, 0 … 10079. */
  readonly minuteOfWeek: number;
}

/** One formatter per zone: building them is the expensive part. Bounded by the zones we name. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The last answer per zone: every order asks within the same minute, and formatting costs. */
const lastLocalTime = new Map<string, { minute: number; local: LocalTime }>();

function localTime(timeZone: string, at: Date): LocalTime {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastLocalTime.get(timeZone);
  if (last?.minute === minute) return last.local;
  const local = formattedLocalTime(timeZone, at);
  lastLocalTime.set(timeZone, { minute, local });
  return local;
}

function formattedLocalTime(timeZone: string, at: Date): LocalTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23, not hour12:false, which renders midnight as "24" on some ICU versions.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const field = (type: Intl.DateTimeFormatPartTypes): number => {
    const part = parts.find((candidate) => candidate.type === type);
    invariant(part, `Intl gave no ${type} for ${timeZone}`);
    return Number(part.value);
  };
  const [year, month, day] = [field("year"), field("month"), field("day")];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const minuteOfWeek = (weekday * minutesPerDay + field("hour") * 60 + field("minute")) % minutesPerWeek;
  const date = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return { date, minuteOfWeek };
}

/** The same session every weekday, Monday to Friday. */
function mondayToFriday(openTime: string, closeTime: string): WeeklyWindow[] {
  const days: Weekday[] = [1, 2, 3, 4, 5];
  return days.map((day) => ({ openDay: day, openTime, closeDay: day, closeTime }));
}

/** Crypto: never closes. */
export const always: TradingSchedule = {
  name: "always",
  timeZone: "UTC",
  windows: [{ openDay: 0, openTime: "00:00", closeDay: 0, closeTime: "00:00" }],
};

/** Spot forex: Sunday 17:00 to Friday 17:00 New York, the industry's conventional week. */
export const forex: TradingSchedule = {
  name: "forex",
  timeZone: "America/New_York",
  windows: [{ openDay: 0, openTime: "17:00", closeDay: 5, closeTime: "17:00" }],
};

/** NYSE full-day closures, from the exchange's published holiday calendar (early closes not modelled). */
const nyseHolidays2026 = [
  "2026-01-01", "2026-01-19", "2026-02-16", "2026-04-03", "2026-05-25",
  "2026-06-19", "2026-07-03", "2026-09-07", "2026-11-26", "2026-12-25",
];
const nyseHolidays2027 = [
  "2027-01-01", "2027-01-18", "2027-02-15", "2027-03-26", "2027-05-31",
  "2027-06-18", "2027-07-05", "2027-09-06", "2027-11-25", "2027-12-24",
];

/** US stocks and ETFs, regular session only. */
export const nyse: TradingSchedule = {
  name: "nyse",
  timeZone: "America/New_York",
  windows: mondayToFriday("09:30", "16:00"),
  closedDates: [...nyseHolidays2026, ...nyseHolidays2027],
};

export const lse: TradingSchedule = { name: "lse", timeZone: "Europe/London", windows: mondayToFriday("08:00", "16:30") };

export const xetra: TradingSchedule = { name: "xetra", timeZone: "Europe/Berlin", windows: mondayToFriday("09:00", "17:30") };

/** Tokyo: the afternoon session runs to 15:30 since the 5 November 2024 extension. */
export const tse: TradingSchedule = {
  name: "tse",
  timeZone: "Asia/Tokyo",
  windows: [...mondayToFriday("09:00", "11:30"), ...mondayToFriday("12:30", "15:30")],
};

export const hkex: TradingSchedule = {
  name: "hkex",
  timeZone: "Asia/Hong_Kong",
  windows: [...mondayToFriday("09:30", "12:00"), ...mondayToFriday("13:00", "16:00")],
};

/** CME Globex: Sunday 18:00 to Friday 17:00 New York, with a 17:00–18:00 break Monday to Thursday. */
export const cmeGlobex: TradingSchedule = {
  name: "cme_globex",
  timeZone: "America/New_York",
  windows: ([0, 1, 2, 3, 4] as const).map((day) => ({
    openDay: day, openTime: "18:00", closeDay: (day + 1) as Weekday, closeTime: "17:00",
  })),
};

export const schedules = { always, forex, nyse, lse, xetra, tse, hkex, cme_globex: cmeGlobex } as const;
export type ScheduleName = keyof typeof schedules;

export function scheduleByName(name: string): TradingSchedule | undefined {
  return Object.hasOwn(schedules, name) ? schedules[name as ScheduleName] : undefined;
}
