// Pure helpers of the home screen: my next 14 days grouped by day, the wording of how
// soon the next shift starts, and this week's coverage.
import { addDays } from "@/lib/dates";
import i18next from "@/lib/i18n";
import { formatTime } from "@/lib/i18n-format";
import "../i18n";

export type HomeShift = {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  positionId?: string | null;
  locationId?: string | null;
};
/** Who else works on a date I work (the server's coworkers). */
export type HomeCoworkers = { date: string; names: readonly string[] };
export type HomeEvent = { id: string; date: string; title: string };

export type UpcomingDay = {
  date: string;
  mine: HomeShift[];
  /** Names of the colleagues working that day, each once, by name. */
  colleagues: string[];
  events: HomeEvent[];
};

/** The shift's start as an instant in the browser's zone. */
export function startInstant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(y, m - 1, d, hh, mm);
}

/** The shift's end as an instant: the next morning when it ends before it starts. */
export function endInstant(date: string, start: string, end: string): Date {
  return startInstant(end <= start ? addDays(date, 1) : date, end);
}

/** The days (by date) on which I work, from my shifts, leaving out shifts already over. */
export function upcomingDays(
  mine: readonly HomeShift[],
  coworkers: readonly HomeCoworkers[],
  events: readonly HomeEvent[],
  now: Date,
): UpcomingDay[] {
  const byDate = new Map<string, UpcomingDay>();
  const ahead = mine
    .filter((s) => endInstant(s.date, s.startTime, s.endTime) > now)
    .sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime));
  for (const s of ahead) {
    let day = byDate.get(s.date);
    if (!day) {
      const names = coworkers.find((c) => c.date === s.date)?.names ?? [];
      day = {
        date: s.date,
        mine: [],
        colleagues: [...new Set(names)].sort((a, b) => a.localeCompare(b)),
        events: events.filter((e) => e.date === s.date),
      };
      byDate.set(s.date, day);
    }
    day.mine.push(s);
  }
  return [...byDate.values()];
}

/** How soon a shift starts, in words: "now", "in 40 min", "in 3 h", "tomorrow at 9:00 AM", "in 5 days". */
export function startsIn(date: string, start: string, end: string, now: Date): string {
  const begins = startInstant(date, start);
  const t = i18next.t;
  if (begins <= now) return endInstant(date, start, end) > now ? t("home.startsIn.now") : t("home.startsIn.earlier");
  const minutes = Math.round((begins.getTime() - now.getTime()) / 60000);
  if (minutes < 60) return t("home.startsIn.minutes", { count: minutes });
  const todayYmd = ymdOf(now);
  if (date === todayYmd || minutes < 6 * 60) return t("home.startsIn.hours", { count: Math.round(minutes / 60) });
  if (date === addDays(todayYmd, 1)) return t("home.startsIn.tomorrow", { time: formatTime(begins.getHours() * 60 + begins.getMinutes()) });
  const days = Math.round((startInstant(date, "00:00").getTime() - startInstant(todayYmd, "00:00").getTime()) / 86400000);
  return t("home.startsIn.days", { count: days });
}

function ymdOf(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Shifts per day of the week starting on weekFrom, in order. */
export function coverage(weekFrom: string, shifts: readonly { date: string }[]): { date: string; count: number }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekFrom, i);
    return { date, count: shifts.filter((s) => s.date === date).length };
  });
}
