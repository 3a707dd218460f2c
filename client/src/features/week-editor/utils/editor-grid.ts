// Pure helpers of the schedule editor: the people-by-days grid and the conflicts that
// concern each shift.
import type { TFunction } from "i18next";
import type { ConflictCode, EditorDraftFragment } from "@/gql/graphql";
import { DAY_KEYS, dayIndex, dayKeyOf, type DayKeyName } from "@/lib/dates";

export type EditorShift = EditorDraftFragment["shifts"][number];
export type EditorConflict = EditorDraftFragment["conflicts"][number];
export type Person = { id: string; name: string };

export type GridRow = {
  person: Person;
  /** The person's shifts per day, from the workplace's first day of the week, in start order. */
  days: EditorShift[][];
};

/** Short words for a conflict shown on a shift (weekEditor.conflict.<code> in the catalogue). */
export function conflictLabel(t: TFunction, code: ConflictCode): string {
  return t(`weekEditor.conflict.${code}`);
}

/**
 * One row per person who can be scheduled, plus anyone else the draft has shifts for
 * (someone since deleted), by name. Columns run from `first`, the workplace's first day.
 */
export function buildGrid(people: readonly Person[], shifts: readonly EditorShift[], first: DayKeyName): GridRow[] {
  const rows = new Map<string, GridRow>();
  const row = (p: Person) => {
    let r = rows.get(p.id);
    if (!r) {
      r = { person: p, days: DAY_KEYS.map(() => []) };
      rows.set(p.id, r);
    }
    return r;
  };
  for (const p of people) row(p);
  for (const s of shifts) {
    if (!s.userId) continue; // open shifts are not built yet
    if (!DAY_KEYS.includes(s.dayKey as DayKeyName)) continue;
    const day = dayIndex(s.dayKey as DayKeyName, first);
    row({ id: s.userId, name: s.userName }).days[day].push(s);
  }
  return [...rows.values()].sort((a, b) => a.person.name.localeCompare(b.person.name));
}

/** The conflicts that concern each shift, by shift id. */
export function conflictsByShift(conflicts: readonly EditorConflict[]): Map<string, EditorConflict[]> {
  const map = new Map<string, EditorConflict[]>();
  for (const c of conflicts) {
    for (const id of c.shiftIds) {
      const list = map.get(id) ?? [];
      list.push(c);
      map.set(id, list);
    }
  }
  return map;
}

/** A shift's length in minutes; one that ends at or before its start ends the next day. */
export function shiftMinutes(s: { startTime: string; endTime: string }): number {
  const at = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const d = at(s.endTime) - at(s.startTime);
  return d > 0 ? d : d + 24 * 60;
}

const counts = (s: EditorShift) => s.status !== "REMOVED";

/** The minutes a row's person works in the week (removed shifts do not count). */
export function rowMinutes(row: GridRow): number {
  return row.days.flat().filter(counts).reduce((sum, s) => sum + shiftMinutes(s), 0);
}

/**
 * A person's week against their rule set: the minutes worked, the limits in minutes (null
 * when unset, or when their rule set counts hours over a longer period than the week), and
 * whether the draft's conflicts say they are over the maximum or under the minimum.
 */
export type WeekHours = {
  minutes: number;
  min: number | null;
  max: number | null;
  over: boolean;
  under: boolean;
  /** Under a filter, the minutes in all locations and positions (minutes are the shown ones). */
  allMinutes?: number;
};

type Limits = { min: number | null; max: number | null };

type HourRuleSet = {
  periodKind: string;
  periodWeeks: number;
  periodStart: string;
  userIds: readonly string[];
  rules: { minHours?: { value: number } | null; maxHours?: { value: number } | null };
};

/**
 * Each person's weekly hour limits, by user id. Only a rule set whose period is the
 * workplace's week (one week from its first day, `first`) has limits the week's hours can stand against.
 */
export function weeklyLimits(sets: readonly HourRuleSet[], first: DayKeyName): Map<string, Limits> {
  const map = new Map<string, Limits>();
  for (const rs of sets) {
    const weekly = rs.periodKind === "WEEKS" && rs.periodWeeks <= 1 && dayKeyOf(rs.periodStart) === first;
    if (!weekly) continue;
    const limits = { min: rs.rules.minHours?.value ?? null, max: rs.rules.maxHours?.value ?? null };
    for (const id of rs.userIds) map.set(id, limits);
  }
  return map;
}

/** Minutes as hours to a tenth, the catalogue writing the number in the language. */
const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/**
 * The hours cell: "38/40 h" against a maximum, "12/20+ h" against a minimum alone, else
 * "38 h"; under a filter, "8/40 h here · 40 h in all".
 */
export function hoursLabel(t: TFunction, h: WeekHours): string {
  const label =
    h.max != null
      ? t("weekEditor.hours.ofMax", { hours: hours(h.minutes), limit: hours(h.max) })
      : h.min != null
        ? t("weekEditor.hours.ofMin", { hours: hours(h.minutes), limit: hours(h.min) })
        : t("weekEditor.hours.alone", { hours: hours(h.minutes) });
  return h.allMinutes == null ? label : t("weekEditor.hours.hereAndAll", { here: label, all: hours(h.allMinutes) });
}

/** The hours cell for a screen reader: "38 hours this week, at most 40: over the maximum". */
export function hoursDescription(t: TFunction, h: WeekHours): string {
  const limits = [
    h.max != null && t("weekEditor.hours.atMost", { limit: hours(h.max) }),
    h.min != null && t("weekEditor.hours.atLeast", { limit: hours(h.min) }),
  ].filter(Boolean);
  const week =
    h.allMinutes == null
      ? t("weekEditor.hours.thisWeek", { hours: hours(h.minutes) })
      : t("weekEditor.hours.thisWeekHere", { hours: hours(h.minutes), all: hours(h.allMinutes) });
  const described = limits.length ? t("weekEditor.hours.withLimits", { week, limits: limits.join(", ") }) : week;
  if (h.over) return t("weekEditor.hours.over", { described });
  if (h.under) return t("weekEditor.hours.under", { described });
  return described;
}

export type DayTotal = { people: number; costCents: number | null };

/**
 * Per day of the shown rows: how many people work, and what their hours cost at their
 * hourly rates (null when no rate is known, as for anyone but managers).
 */
export function dayTotals(rows: readonly GridRow[], rates: ReadonlyMap<string, number>): DayTotal[] {
  return DAY_KEYS.map((_, i) => {
    let people = 0;
    let cost: number | null = null;
    for (const r of rows) {
      const shifts = r.days[i].filter(counts);
      if (shifts.length === 0) continue;
      people += 1;
      const rate = rates.get(r.person.id);
      if (rate != null) cost = (cost ?? 0) + shifts.reduce((sum, s) => sum + (shiftMinutes(s) * rate) / 60, 0);
    }
    return { people, costCents: cost === null ? null : Math.round(cost) };
  });
}

/** Where a person works: their positions (primary first) and locations. */
export type PersonPlaces = { positionIds: readonly string[]; locationIds: readonly string[] };

/**
 * Whether a shift type fits a person: its position is one of theirs and its location one
 * of theirs; a type without one, or a person without locations, fits on that side.
 */
export function typeFits(t: { positionId?: string | null; locationId?: string | null }, p: PersonPlaces | undefined): boolean {
  if (t.positionId && !p?.positionIds.includes(t.positionId)) return false;
  if (t.locationId && p && p.locationIds.length > 0 && !p.locationIds.includes(t.locationId)) return false;
  return true;
}

export type GroupBy = "" | "position" | "location";
export type RowGroup = { label: string; rows: GridRow[] };

/** Rows grouped by the person's primary position or first location, named groups first. */
export function groupRows(
  rows: readonly GridRow[],
  by: GroupBy,
  places: ReadonlyMap<string, PersonPlaces>,
  names: ReadonlyMap<string, string>,
  /** The label of the people without one, last. */
  none: string,
): RowGroup[] {
  if (!by) return [{ label: "", rows: [...rows] }];
  const groups = new Map<string, GridRow[]>();
  for (const r of rows) {
    const p = places.get(r.person.id);
    const key = (by === "position" ? p?.positionIds[0] : p?.locationIds[0]) ?? "";
    const label = names.get(key) ?? none;
    groups.set(label, [...(groups.get(label) ?? []), r]);
  }
  const labels = [...groups.keys()].sort((a, b) => (a === none ? 1 : b === none ? -1 : a.localeCompare(b)));
  return labels.map((label) => ({ label, rows: groups.get(label)! }));
}

/** What the editor shows: one location's and/or one position's shifts ("" for all). */
export type EditorFilter = { locationId: string; positionId: string };

/** Whether a shift is shown under the filter. */
export function shownBy(f: EditorFilter, s: { locationId?: string | null; positionId?: string | null }): boolean {
  return (!f.locationId || s.locationId === f.locationId) && (!f.positionId || s.positionId === f.positionId);
}

/**
 * The people a filter shows: under "Show location" those who work there, under "Show
 * position" those qualified for it; everyone without a filter. (Anyone with a shown shift
 * gets a row from buildGrid all the same.)
 */
export function peopleShown(people: readonly Person[], places: ReadonlyMap<string, PersonPlaces>, f: EditorFilter): Person[] {
  if (!f.locationId && !f.positionId) return [...people];
  return people.filter((p) => {
    const at = places.get(p.id);
    return (!f.locationId || !!at?.locationIds.includes(f.locationId)) && (!f.positionId || !!at?.positionIds.includes(f.positionId));
  });
}

/** Each person's minutes in the whole week's draft (removed shifts do not count), by user id. */
export function minutesInAll(shifts: readonly EditorShift[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const s of shifts) if (s.userId && counts(s)) m.set(s.userId, (m.get(s.userId) ?? 0) + shiftMinutes(s));
  return m;
}

/** Where a new shift of the person starts: the location shown, else their one location, else none (""). */
export function newShiftLocation(f: EditorFilter, places: ReadonlyMap<string, PersonPlaces>, userId: string): string {
  const mine = places.get(userId)?.locationIds ?? [];
  return f.locationId || (mine.length === 1 ? mine[0] : "");
}
