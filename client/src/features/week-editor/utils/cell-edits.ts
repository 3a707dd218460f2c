// Pure rules of the cell editor: what a one-click shift type saves, and what "Repeat to…"
// writes. Both keep the location chosen in the editor: in a workplace with locations every
// shift has one (issue 42: 2).
import type { DayKeyName } from "@/lib/dates";

/** A shift as the cell editor holds it ("" for none). */
export type CellFields = {
  userId: string;
  dayKey: DayKeyName;
  startTime: string;
  endTime: string;
  positionId: string;
  locationId: string;
  shiftTypeId: string;
};

type ShiftTypeLike = { id: string; startTime: string; endTime: string; positionId?: string | null; locationId?: string | null };

/** The position and location the cell editor opened with. */
export type Started = Pick<CellFields, "positionId" | "locationId">;

/**
 * The shift a shift type makes of the editor's value: its times and type. A position or
 * location the manager chose in the editor stays (issue 42: 2); one the editor opened with
 * (the person's location, the shift's own) gives way to the type's, when it has one.
 */
export function withShiftType<V extends CellFields>(value: V, type: ShiftTypeLike, started: Started): V {
  const place = (k: keyof Started) => (value[k] && value[k] !== started[k] ? value[k] : type[k] || value[k] || "");
  return {
    ...value,
    shiftTypeId: type.id,
    startTime: type.startTime,
    endTime: type.endTime,
    positionId: place("positionId"),
    locationId: place("locationId"),
  };
}

/**
 * What "Repeat to…" writes: the shift as the editor now has it saved on the original
 * too (when anything changed), and one copy on each chosen day.
 */
export function repeatPlan<V extends CellFields>(original: V | null, value: V, days: readonly DayKeyName[]): { update: V | null; adds: V[] } {
  const changed = original !== null && (Object.keys(value) as (keyof V)[]).some((k) => value[k] !== original[k]);
  return { update: changed ? value : null, adds: days.map((dayKey) => ({ ...value, dayKey })) };
}
