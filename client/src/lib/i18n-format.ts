// Language names and times for the pages that show them (kept out of the first visit's
// JavaScript, which holds lib/i18n.ts).
import i18next from "i18next";
import { chosenClock, type Language } from "./i18n";

/** Each language by its own name, for the picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  ar: "العربية",
};

/**
 * Whether times read on a 24-hour clock: the clock given, else the one chosen (this
 * device's, else the person's), else the language's own habit.
 */
export function uses24Hours(clock: number | null | undefined = chosenClock(), language = i18next.language): boolean {
  if (clock === 12 || clock === 24) return clock === 24;
  return !new Intl.DateTimeFormat(language, { hour: "numeric" }).resolvedOptions().hour12;
}

/** A time of day (minutes since midnight) in the language, on the chosen clock. */
export function formatTime(minutes: number, clock: number | null | undefined = chosenClock(), language = i18next.language): string {
  const d = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return new Intl.DateTimeFormat(language, {
    hour: "numeric",
    minute: "2-digit",
    hour12: !uses24Hours(clock, language),
    timeZone: "UTC",
  }).format(d);
}


/** A moment (an ISO timestamp) as a date and time in the language, on the chosen clock. */
export function formatDateTime(iso: string, clock?: number | null, language = i18next.language): string {
  return new Date(iso).toLocaleString(language, { hour12: !uses24Hours(clock, language) });
}

/** A moment's date (an ISO timestamp) in the language. */
export function formatDay(iso: string, language = i18next.language): string {
  return new Date(iso).toLocaleDateString(language);
}
