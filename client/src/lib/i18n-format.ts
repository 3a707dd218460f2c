// Language names, dates and times as the reader's language writes them, through Intl, on
// the person's clock (kept out of the first visit's JavaScript, which holds lib/i18n.ts).
// Plain dates (`YYYY-MM-DD`) and times of day (`HH:MM`) are formatted as UTC moments so
// that the browser's zone never shifts a day. English keeps the SPEC's forms, such as
// `9:00 AM - 5:00 PM` and `7a–3p`, which Intl does not write.
import i18next from "i18next";
import { chosenClock } from "./clock";
import { DAY_KEYS, parseYmd, type DayKeyName } from "./dates";
import type { Language } from "./i18n";

/** Each language by its own name, for the picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  ar: "العربية",
};

/** The app's language; English before i18next has started (as in unit tests). */
function current(): string {
  return (i18next.language as string | undefined) ?? "en";
}

/** English and its pseudo-locale, which write times the SPEC's way. */
function isEnglish(language: string): boolean {
  return language.split("-")[0] === "en";
}

// A grid formats hundreds of times per render, and making a formatter is the slow part.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" });
    formats.set(key, format);
  }
  return format;
}

/** A `YYYY-MM-DD` day as the UTC moment it starts at. */
function utcDay(date: string): number {
  const { year, month, day } = parseYmd(date);
  return Date.UTC(year, month - 1, day);
}

/** `HH:MM` (seconds ignored) as minutes since midnight; null when it is not a time. */
function minutesOf(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

// Each language's own clock, asked of Intl once.
const habits = new Map<string, boolean>();

/**
 * Whether times read on a 24-hour clock: the clock given, else the one chosen (this
 * device's, else the person's), else the language's own habit.
 */
export function uses24Hours(clock: number | null | undefined = chosenClock(), language = current()): boolean {
  if (clock === 12 || clock === 24) return clock === 24;
  let own = habits.get(language);
  if (own === undefined) {
    own = !new Intl.DateTimeFormat(language, { hour: "numeric" }).resolvedOptions().hour12;
    habits.set(language, own);
  }
  return own;
}

// A grid shows the same few times of day in hundreds of cells: each is written once per
// language and clock (and a day's name once per language).
const times = new Map<string, string>();

function writtenOnce(key: string, write: () => string): string {
  let text = times.get(key);
  if (text === undefined) {
    text = write();
    times.set(key, text);
  }
  return text;
}

function timeFormat(language: string, clock: number | null | undefined): Intl.DateTimeFormat {
  // hourCycle rather than hour12, which some engines read as midnight `24:00`.
  return dateTimeFormat(language, { hour: "numeric", minute: "2-digit", hourCycle: uses24Hours(clock, language) ? "h23" : "h12" });
}

/** A time of day (minutes since midnight) in the language, on the chosen clock. */
export function formatTime(minutes: number, clock: number | null | undefined = chosenClock(), language = current()): string {
  return timeFormat(language, clock).format(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
}

/** A moment (an ISO timestamp) as a date and time in the language, on the chosen clock. */
export function formatDateTime(iso: string, clock?: number | null, language = current()): string {
  return new Date(iso).toLocaleString(language, { hour12: !uses24Hours(clock, language) });
}

/** A moment's date (an ISO timestamp) in the language. */
export function formatDay(iso: string, language = current()): string {
  return new Date(iso).toLocaleDateString(language);
}

/** The name of a day key in the language, e.g. `Friday`, `viernes`. */
export function dayLabel(key: DayKeyName, language = current()): string {
  // 20 November 2026 is a Friday, the first of DAY_KEYS.
  return writtenOnce(`${language} ${key}`, () => dateTimeFormat(language, { weekday: "long" }).format(Date.UTC(2026, 10, 20 + DAY_KEYS.indexOf(key))));
}

/** e.g. `Fri, Nov 20, 2026`, `vie, 20 nov 2026`. */
export function formatDate(date: string, language = current()): string {
  return dateTimeFormat(language, { weekday: "short", year: "numeric", month: "short", day: "numeric" }).format(utcDay(date));
}

/** e.g. `Nov 20`, `20. Nov.`. */
export function formatShortDate(date: string, language = current()): string {
  return dateTimeFormat(language, { month: "short", day: "numeric" }).format(utcDay(date));
}

/** e.g. `Nov 20, 2026 - Nov 26, 2026`, `20.–26. Nov. 2026`: the language's own way of joining two days. */
export function formatRange(from: string, to: string, language = current()): string {
  const format = dateTimeFormat(language, { year: "numeric", month: "short", day: "numeric" });
  if (isEnglish(language)) return `${format.format(utcDay(from))} - ${format.format(utcDay(to))}`;
  return format.formatRange(utcDay(from), utcDay(to));
}

/** `November 2026`, `noviembre de 2026`. */
export function formatMonthTitle(year: number, month: number, language = current()): string {
  return dateTimeFormat(language, { month: "long", year: "numeric" }).format(Date.UTC(year, month - 1, 1));
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

/** `HH:MM` in the language on the chosen clock: `1:05 PM`, `13:05`. */
export function formatTimeOfDay(time: string, clock: number | null | undefined = chosenClock(), language = current()): string {
  const minutes = minutesOf(time);
  if (minutes === null) return time;
  const h24 = uses24Hours(clock, language);
  return writtenOnce(`${language} ${h24} ${minutes}`, () => (isEnglish(language) && !h24 ? formatTime12(time) : formatTime(minutes, h24 ? 24 : 12, language)));
}

/** e.g. `9:00 AM - 5:00 PM`, `9:00 - 17:00`. */
export function formatTimeRange(start: string, end: string, clock: number | null | undefined = chosenClock(), language = current()): string {
  return `${formatTimeOfDay(start, clock, language)} - ${formatTimeOfDay(end, clock, language)}`;
}

/**
 * A time where space is short, minutes only when there are any: `7a`, `7:30a`, `12p` in
 * English on the 12-hour clock, else the language's time without `:00` (`7`, `7:30`, `7 a. m.`).
 */
export function formatTimeCompact(time: string, clock: number | null | undefined = chosenClock(), language = current()): string {
  const minutes = minutesOf(time);
  if (minutes === null) return time;
  const h24 = uses24Hours(clock, language);
  return writtenOnce(`${language} ${h24} ${minutes} compact`, () => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    if (isEnglish(language) && !h24) {
      const h12 = h % 12 === 0 ? 12 : h % 12;
      return `${h12}${m === 0 ? "" : `:${String(m).padStart(2, "0")}`}${h < 12 ? "a" : "p"}`;
    }
    const parts = timeFormat(language, h24 ? 24 : 12).formatToParts(Date.UTC(2000, 0, 1, h, m));
    const minute = parts.findIndex((p) => p.type === "minute");
    // A whole hour drops its minutes and the separator before them.
    if (m === 0 && minute > 0) parts.splice(minute - 1, 2);
    // Where space is short a time stays whole: Arabic's "3 ص" split before its ص.
    return parts
      .map((p) => p.value)
      .join("")
      .replace(/ /g, "\u00a0");
  });
}

/** `7a–3p`, `10p–6a` (overnight reads as it is written): a range in a grid cell. */
export function formatTimeRangeCompact(start: string, end: string, clock: number | null | undefined = chosenClock(), language = current()): string {
  return `${formatTimeCompact(start, clock, language)}\u2013${formatTimeCompact(end, clock, language)}`;
}

// Hours and money in every table read alike: two decimals with the language's decimal
// mark and digits, no grouping (payroll copies them as they are).
const decimals = new Map<string, Intl.NumberFormat>();

/** A number with two decimals as the language writes it: 8 as `8.00`, `8,00`, `٨٫٠٠`. */
export function formatDecimal(n: number, language = current()): string {
  let format = decimals.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    decimals.set(language, format);
  }
  return format.format(n);
}

/** Minutes as hours with two decimals, e.g. 450 as `7.50` (`7,50` in Spanish). */
export function formatHours(minutes: number, language = current()): string {
  return formatDecimal(minutes / 60, language);
}

/**
 * An amount the server sends as decimal text ("1234.50": pay can pass a GraphQL Int)
 * as the language writes numbers, in the workplace's currency when it is given:
 * `1234,50 €` in German. Text that is not an amount stays as it came.
 */
export function formatMoney(amount: string, language = current(), currency?: string): string {
  return /^-?\d+(\.\d+)?$/.test(amount) ? moneyFormat(language, currency).format(Number(amount)) : amount;
}

/** How the language writes an amount: two decimals, ungrouped as the hours are, and
 * the currency's sign when one is given (a code the browser does not know: none). */
export function moneyFormat(language: string, currency?: string): Intl.NumberFormat {
  const plain = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false };
  if (currency) {
    try {
      return new Intl.NumberFormat(language, { ...plain, style: "currency", currency });
    } catch {
      // an unknown code: the plain amount
    }
  }
  return new Intl.NumberFormat(language, plain);
}
