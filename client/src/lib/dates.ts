// Calendar-day helpers. Dates are `YYYY-MM-DD` strings that name a day with no time
// zone; all arithmetic goes through UTC so that the browser's zone never shifts a day.

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

const DAY_LABELS: Record<DayKeyName, string> = {
  FRIDAY: "Friday",
  SATURDAY: "Saturday",
  SUNDAY: "Sunday",
  MONDAY: "Monday",
  TUESDAY: "Tuesday",
  WEDNESDAY: "Wednesday",
  THURSDAY: "Thursday",
};

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const SHORT_MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));
const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

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

/** The English name of a day key, e.g. `Friday`. */
export function dayLabel(key: DayKeyName): string {
  return DAY_LABELS[key];
}

/** e.g. `Fri, Nov 20, 2026`. */
export function formatDate(date: string): string {
  const { year, month, day } = parseYmd(date);
  return `${SHORT_WEEKDAYS[weekday(date)]}, ${SHORT_MONTHS[month - 1]} ${day}, ${year}`;
}

/** e.g. `Nov 20`. */
export function formatShortDate(date: string): string {
  const { month, day } = parseYmd(date);
  return `${SHORT_MONTHS[month - 1]} ${day}`;
}

/** e.g. `Nov 20, 2026 - Nov 26, 2026`. */
export function formatRange(from: string, to: string): string {
  const a = parseYmd(from);
  const b = parseYmd(to);
  return `${SHORT_MONTHS[a.month - 1]} ${a.day}, ${a.year} - ${SHORT_MONTHS[b.month - 1]} ${b.day}, ${b.year}`;
}

/** `HH:MM` on the 24-hour clock to the en-US 12-hour form, e.g. `13:05` to `1:05 PM`. */
export function formatTime12(time: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  const suffix = h < 12 ? "AM" : "PM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m[2]} ${suffix}`;
}

/** e.g. `9:00 AM - 5:00 PM`. */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime12(start)} - ${formatTime12(end)}`;
}

/** `7a`, `7:30a`, `12p`: a time where space is short (minutes only when there are any). */
export function formatTimeCompact(time: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m[2] === "00" ? "" : `:${m[2]}`}${h < 12 ? "a" : "p"}`;
}

/** `7a–3p`, `10p–6a` (overnight reads as it is written): a range in a grid cell. */
export function formatTimeRangeCompact(start: string, end: string): string {
  return `${formatTimeCompact(start)}\u2013${formatTimeCompact(end)}`;
}

/** `November 2026`. */
export function formatMonthTitle(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
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
