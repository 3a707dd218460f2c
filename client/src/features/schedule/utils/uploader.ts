// The Schedule Uploader's editing state: per-day lists of shifts that a manager adds,
// changes and removes before publishing. Pure functions over plain data.
import { DAY_KEYS, type DayKeyName } from "@/lib/dates";

export const DEFAULT_START = "09:00";
export const DEFAULT_END = "17:00";

export const NO_EMPLOYEE_AVAILABLE = "Error: Cannot add a shift. No employees are available.";
export const NO_EMPLOYEE_ACCOUNTS =
  "Error: No employee accounts found. Please register at least one 'employee' user to create a schedule.";

export type DraftShift = {
  /** A local key for React lists. */
  key: string;
  /** The published shift's id, kept so republishing keeps its identity. */
  id?: string;
  userId: string;
  startTime: string;
  endTime: string;
};

export type DraftWeek = Record<DayKeyName, DraftShift[]>;

export type Person = { id: string; name: string };

let counter = 0;
function nextKey(): string {
  counter += 1;
  return `draft-${counter}`;
}

export function emptyWeek(): DraftWeek {
  return Object.fromEntries(DAY_KEYS.map((k) => [k, []])) as unknown as DraftWeek;
}

type PublishedDay = {
  key: DayKeyName;
  shifts: { id: string; userId: string; startTime: string; endTime: string }[];
};

/** The draft for a week that is already published: its shifts with their ids. */
export function draftFromSchedule(days: readonly PublishedDay[] | null | undefined): DraftWeek {
  const week = emptyWeek();
  for (const day of days ?? []) {
    week[day.key] = day.shifts.map((s) => ({
      key: nextKey(),
      id: s.id,
      userId: s.userId,
      startTime: s.startTime.slice(0, 5),
      endTime: s.endTime.slice(0, 5),
    }));
  }
  return week;
}

/**
 * Adds a 09:00-17:00 shift to a day for the first available person (not on approved
 * time off that day, preferring someone not yet on that day). Returns an error text
 * instead when nobody can be added.
 */
export function addDraftShift(
  week: DraftWeek,
  day: DayKeyName,
  employees: readonly Person[],
  unavailable: ReadonlySet<string>,
): { week: DraftWeek } | { error: string } {
  if (employees.length === 0) return { error: NO_EMPLOYEE_ACCOUNTS };
  const available = employees.filter((e) => !unavailable.has(e.id));
  if (available.length === 0) return { error: NO_EMPLOYEE_AVAILABLE };
  const onDay = new Set(week[day].map((s) => s.userId));
  const pick = available.find((e) => !onDay.has(e.id)) ?? available[0];
  const shift: DraftShift = { key: nextKey(), userId: pick.id, startTime: DEFAULT_START, endTime: DEFAULT_END };
  return { week: { ...week, [day]: [...week[day], shift] } };
}

export function removeDraftShift(week: DraftWeek, day: DayKeyName, key: string): DraftWeek {
  return { ...week, [day]: week[day].filter((s) => s.key !== key) };
}

export function updateDraftShift(
  week: DraftWeek,
  day: DayKeyName,
  key: string,
  patch: Partial<Pick<DraftShift, "userId" | "startTime" | "endTime">>,
): DraftWeek {
  return { ...week, [day]: week[day].map((s) => (s.key === key ? { ...s, ...patch } : s)) };
}

/** The publishSchedule shift list, Friday first. */
export function draftToInput(week: DraftWeek) {
  return DAY_KEYS.flatMap((day) =>
    week[day].map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      dayKey: day,
      userId: s.userId,
      startTime: s.startTime,
      endTime: s.endTime,
    })),
  );
}

export function countDraftShifts(week: DraftWeek): number {
  return DAY_KEYS.reduce((n, d) => n + week[d].length, 0);
}
