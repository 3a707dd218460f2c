// Calendar-day helpers. Dates are `YYYY-MM-DD` strings that name a day with no time
// zone; all arithmetic goes through UTC so that the browser's zone never shifts a day.
// Showing dates and times in the reader's language is lib/i18n-format.ts's.

/** The day keys in the server's stored order (Friday first): the order of by-index
 * arrays on the wire (a requirement's `needed`, availability patterns). Screens show
 * days in the workplace's order instead: `weekDays(first)`. */
export const DAY_KEYS = [
  "FRIDAY",
  "SATURDAY",
  "SUNDAY",
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
] as const;

export type DayKeyName = (typeof DAY_KEYS)[number];

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** Splits a `YYYY-MM-DD` string into numbers (month 1-12); throws on bad input. */
export function parseYmd(date: string): { year: number; month: number; day: number } {
  const m = YMD.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** Builds a `YYYY-MM-DD` string from numbers (month 1-12), normalising overflow. */
export function ymd(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function toUtc(date: string): Date {
  const { year, month, day } = parseYmd(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The calendar day the browser's user is living in right now. */
export function todayLocal(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date `days` days after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseYmd(date);
  return ymd(year, month, day + days);
}

/** 0 for Sunday through 6 for Saturday. */
export function weekday(date: string): number {
  return toUtc(date).getUTCDay();
}

/** A day key's weekday number: 0 for Sunday through 6 for Saturday. */
const WEEKDAY_OF: Record<DayKeyName, number> = {
  SUNDAY: 0,
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
};

/** The workplace's first day before it is known: weeks ran Friday to Thursday. */
export const DEFAULT_WEEK_START: DayKeyName = "FRIDAY";

/** The day key of `date`. */
export function dayKeyOf(date: string): DayKeyName {
  const n = weekday(date);
  return DAY_KEYS.find((k) => WEEKDAY_OF[k] === n) ?? DEFAULT_WEEK_START;
}

/** The seven day keys in display order for a workplace whose weeks start on `first`. */
export function weekDays(first: DayKeyName): DayKeyName[] {
  const at = DAY_KEYS.indexOf(first);
  return DAY_KEYS.map((_, i) => DAY_KEYS[(at + i) % 7]);
}

/** The `first` day on or before `date`: the start of the week that contains it. */
export function weekStart(date: string, first: DayKeyName): string {
  const back = (weekday(date) - WEEKDAY_OF[first] + 7) % 7;
  return addDays(date, -back);
}

/** The seven dates of the week that starts on `start`, in order. */
export function weekDates(start: string): string[] {
  return DAY_KEYS.map((_, i) => addDays(start, i));
}

/** The date of `day` in the week that starts on `start` (whatever weekday that is). */
export function dateOfDay(start: string, day: DayKeyName): string {
  return addDays(start, (WEEKDAY_OF[day] - weekday(start) + 7) % 7);
}

/** Where `day` stands (0-6) in a week that starts on `first`. */
export function dayIndex(day: DayKeyName, first: DayKeyName): number {
  return (WEEKDAY_OF[day] - WEEKDAY_OF[first] + 7) % 7;
}

/** The month after (delta 1) or before (delta -1) year/month. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Number of days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first column of a month calendar: the workplace's first day of the week, except
 * for the default Friday weeks, whose months keep the specification's Sunday to Saturday. */
export function monthFirstDay(weekFirst: DayKeyName): DayKeyName {
  return weekFirst === DEFAULT_WEEK_START ? "SUNDAY" : weekFirst;
}
