// Calendar-day helpers. Dates are `YYYY-MM-DD` strings that name a day with no time
// zone; all arithmetic goes through UTC so that the browser's zone never shifts a day.
// Showing dates and times in the reader's language is lib/i18n-format.ts's.

/** The days of a week in display order: weeks run Friday to Thursday. */
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

/** The Friday on or before `date`: the start of the week that contains it. */
export function weekStart(date: string): string {
  const back = (weekday(date) - 5 + 7) % 7;
  return addDays(date, -back);
}

/** The seven dates of the week that starts on `friday`, Friday first. */
export function weekDates(friday: string): string[] {
  return DAY_KEYS.map((_, i) => addDays(friday, i));
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
