// Pure helpers of the schedule editor: the people-by-days grid and the conflicts that
// concern each shift.
import type { ConflictCode, EditorDraftFragment } from "@/gql/graphql";
import { DAY_KEYS, type DayKeyName } from "@/lib/dates";

export type EditorShift = EditorDraftFragment["shifts"][number];
export type EditorConflict = EditorDraftFragment["conflicts"][number];
export type Person = { id: string; name: string };

export type GridRow = {
  person: Person;
  /** The person's shifts per day, Friday first, in start order. */
  days: EditorShift[][];
};

/** Short words for a conflict shown on a shift. */
export const CONFLICT_LABELS: Record<ConflictCode, string> = {
  DOUBLE_BOOKED: "Double-booked",
  ON_TIME_OFF: "On time off",
  SHORT_REST: "Short rest",
  OVER_HOURS: "Over hours",
  UNAVAILABLE: "Unavailable",
  NOT_QUALIFIED: "Not qualified",
  SHIFT_TYPE_SEQUENCE: "Shift type order",
  AGAINST_PREFERENCE: "Against a preference",
  UNDERSTAFFED: "Understaffed",
  OVERSTAFFED: "Overstaffed",
  MIN_HOURS: "Under hours",
  MAX_SHIFTS_OF_TYPE: "Too many of this type",
  MAX_CONSECUTIVE_DAYS: "Too many days in a row",
  MIN_CONSECUTIVE_DAYS: "Too few days in a row",
  MIN_DAYS_OFF: "Too few days off",
  MAX_WEEKENDS: "Too many weekends",
  MAX_DAILY_HOURS: "Over daily hours",
};

/**
 * One row per person who can be scheduled, plus anyone else the draft has shifts for
 * (someone since deleted), by name.
 */
export function buildGrid(people: readonly Person[], shifts: readonly EditorShift[]): GridRow[] {
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
    const day = DAY_KEYS.indexOf(s.dayKey as DayKeyName);
    if (day >= 0) row({ id: s.userId, name: s.userName }).days[day].push(s);
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
