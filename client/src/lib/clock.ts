// The clock times are shown on (12 or 24 hours), apart from lib/i18n.ts so that the date
// and time formatters (lib/i18n-format.ts) use it without starting the catalogues.
import i18next from "i18next";

const STORED_CLOCK = "shiftsched.clock";

/** Emitted on i18next when the clock changes, so that components showing times re-render. */
export const CLOCK_CHANGED = "clockChanged";

// The signed-in person's clock as the server keeps it (User.clock).
let accountClock: number | null = null;

/** The clock times are shown on (12 or 24; null: the language's habit): this device's choice, else the person's. */
export function chosenClock(): number | null {
  // The formatters' unit tests run where there is no storage.
  const stored = typeof localStorage === "undefined" ? 0 : Number(localStorage.getItem(STORED_CLOCK));
  return stored === 12 || stored === 24 ? stored : accountClock;
}

/** Follows the signed-in person's clock (null: signed out, or no choice). */
export function followAccountClock(clock: number | null) {
  if (clock === accountClock) return;
  accountClock = clock;
  i18next.emit(CLOCK_CHANGED);
}

/** Sets the clock and remembers it on this device (null: back to the person's, then the language's). */
export function chooseClock(clock: number | null) {
  if (clock) localStorage.setItem(STORED_CLOCK, String(clock));
  else localStorage.removeItem(STORED_CLOCK);
  accountClock = clock;
  i18next.emit(CLOCK_CHANGED);
}
